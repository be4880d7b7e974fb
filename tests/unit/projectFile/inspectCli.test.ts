// Issue 3 "Headless use": `npm run cli -- inspect <project-file> [--json]` prints id, name, the
// count of every list and the repairs; a bad file exits 1 with the one-line import error.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { PROJECT_LISTS } from "../../../domain/model";
import { everyEntryProject, largeProject, projectText } from "../../support/projects";

const repoRoot = fileURLToPath(new URL("../../..", import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), "inspect-project-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

// Generated project files (the real projects: tests/corpus/cli.corpus.test.ts). The every-entry
// project with its jokers' orderValue left with gaps (10, 20, 30), and a project of 15 jokers saved
// without keys, one of whose rules uses an effect the catalog does not know.
const everyEntry = everyEntryProject();
everyEntry.jokers.forEach((joker, i) => { joker.orderValue = (i + 1) * 10; });
const everyEntryFile = join(scratch, "everyentry.jokerforge");
writeFileSync(everyEntryFile, projectText(everyEntry));
const keyless = largeProject({ jokers: 15, consumables: 1, others: 1, sounds: 1 });
keyless.jokers.forEach((joker) => { joker.objectKey = ""; });
keyless.jokers[0].rules[0].effects.push({ id: "future", type: "create_future_card", params: {} });
const keylessFile = join(scratch, "keyless.jokerforge");
writeFileSync(keylessFile, projectText(keyless));

function inspect(...args: string[]) {
  const run = spawnSync("npx", ["tsx", "src/cli/main.ts", "inspect", ...args], { cwd: repoRoot, encoding: "utf8" });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr.split("\n").filter((l) => l && !l.startsWith("npm warn")).join("\n") };
}

describe("cli inspect", () => {
  it("--json prints one object with id, name, the count of every list (file format names) and the repairs", () => {
    const { code, stdout } = inspect(everyEntryFile, "--json");
    expect(code).toBe(0);
    const summary = JSON.parse(stdout);
    expect(summary.id).toBe("everyentry");
    expect(summary.name).toBe("Every Entry");
    expect(summary.counts).toEqual(Object.fromEntries(PROJECT_LISTS.map((list) => [list, everyEntry[list].length])));
    expect(summary.counts.jokers).toBe(3);
    expect(summary.repairs).toContain("jokers: orderValue renumbered to 1..n");
  }, 60_000);

  it("prints a readable summary without --json", () => {
    const { code, stdout } = inspect(keylessFile);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^id: +largemod$/m);
    expect(stdout).toMatch(/^name: +Large Mod$/m);
    expect(stdout).toMatch(/^ {2}jokers +15$/m);
    expect(stdout).toContain("jokers[].objectKey: empty, derived from the name (15 times)");
    expect(stdout).toContain('effect "create_future_card"');
  }, 60_000);

  it("a bad file exits 1 with the one-line import error and no stack trace", () => {
    const bad = join(scratch, "bad.jokerforge");
    writeFileSync(bad, JSON.stringify({ metadata: { id: "x" }, jokers: "nope" }));
    const { code, stdout, stderr } = inspect(bad, "--json");
    expect(code).toBe(1);
    expect(stdout).toBe("");
    expect(stderr).toBe("Import Failed: Failed to import mod. Please check the file format and try again. ($.jokers: must be a list)");
    expect(stderr).not.toMatch(/\bat .*\.ts:\d+/);
  }, 60_000);

  it("a missing file exits 1 with one line", () => {
    const { code, stderr } = inspect(join(tmpdir(), "no-such-file.jokerforge"));
    expect(code).toBe(1);
    expect(stderr.split("\n")).toHaveLength(1);
  }, 60_000);
});
