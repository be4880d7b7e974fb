// Issue 3 "Headless use": `npm run cli -- inspect <project-file> [--json]` prints id, name, the
// count of every list and the repairs; a bad file exits 1 with the one-line import error.
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { expectedCounts, fixturesDir, repoRoot } from "./fixtureFiles";

function inspect(...args: string[]) {
  const run = spawnSync("npx", ["tsx", "src/cli/main.ts", "inspect", ...args], { cwd: repoRoot, encoding: "utf8" });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr.split("\n").filter((l) => l && !l.startsWith("npm warn")).join("\n") };
}

describe("cli inspect", () => {
  const fixture = resolve(fixturesDir, "fabioguysmod-2026-01-17.jokerforge");

  it("--json prints one object with id, name, the count of every list (file format names) and the repairs", () => {
    const { code, stdout } = inspect(fixture, "--json");
    expect(code).toBe(0);
    const summary = JSON.parse(stdout);
    expect(summary.id).toBe("fabioguysmod");
    expect(summary.name).toBe("FabioGuysMod");
    expect(summary.counts).toEqual({
      jokers: 35, sounds: 0, consumables: 6, customRarities: 0, consumableSets: 0, boosters: 5,
      enhancements: 2, seals: 1, editions: 3, vouchers: 2, decks: 2,
    });
    for (const [list, n] of Object.entries(expectedCounts["fabioguysmod-2026-01-17.jokerforge"])) expect(summary.counts[list]).toBe(n);
    expect(summary.repairs).toContain("jokers: orderValue renumbered to 1..n");
  }, 60_000);

  it("prints a readable summary without --json", () => {
    const { code, stdout } = inspect(resolve(fixturesDir, "extracredit.json"));
    expect(code).toBe(0);
    expect(stdout).toMatch(/^id: +extracredit$/m);
    expect(stdout).toMatch(/^name: +ExtraCredit$/m);
    expect(stdout).toMatch(/^ {2}jokers +15$/m);
    expect(stdout).toContain("jokers[].objectKey: empty, derived from the name (15 times)");
    expect(stdout).toContain('effect "create_tarot_card"');
  }, 60_000);

  it("a bad file exits 1 with the one-line import error and no stack trace", () => {
    const dir = mkdtempSync(join(tmpdir(), "inspect-"));
    const bad = join(dir, "bad.jokerforge");
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
