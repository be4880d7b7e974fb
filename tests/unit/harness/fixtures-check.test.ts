// Every real project in ../shared/fixtures/jokerforge exports to a mod that the harness loads
// with zero problems (the promise of issue 6: an exported mod always loads).
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { exportMod } from "../../../domain/export";
import { importProjectText } from "../../../domain/projectFile";
import { checkMod, formatProblem } from "../../../src/cli/checkMod";

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
const fixturesDir = resolve(repoRoot, "../shared/fixtures/jokerforge");
const fixtures = readdirSync(fixturesDir).filter((n) => /\.(jokerforge|json)$/.test(n) && n !== "expected-counts.json").sort();
const scratch = mkdtempSync(join(tmpdir(), "jf-fixtures-check-"));

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("exported fixtures load in the harness", () => {
  it("finds the fixtures", () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(13);
  });

  it.each(fixtures)("%s exports to a mod with zero problems", async (name) => {
    const imported = importProjectText(readFileSync(join(fixturesDir, name), "utf8"));
    if (!imported.ok) throw new Error(`import failed: ${imported.reason}`);
    const result = exportMod(imported.project, { date: new Date(Date.UTC(2026, 0, 1)) });
    const modDir = join(scratch, name, result.folder);
    for (const [path, data] of result.files) {
      mkdirSync(dirname(join(modDir, path)), { recursive: true });
      writeFileSync(join(modDir, path), data);
    }
    const checked = await checkMod(modDir);
    expect(checked.problems.map(formatProblem)).toEqual([]);
    expect(checked.ok).toBe(true);
  });
});
