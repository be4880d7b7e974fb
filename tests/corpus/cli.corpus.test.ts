// Corpus layer: the command line on real project files. `export` writes the very zip the domain
// exporter builds, the same on every run, and a folder out holding <out>/<id>/; `inspect` prints
// the counts of expected-counts.json, the repairs and the rule kinds the catalog does not know.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildZip, exportMod } from "../../domain/export";
import { expectedCounts, fixturePath, fixtureProject, repoRoot } from "./corpus";

const scratch = mkdtempSync(join(tmpdir(), "jf-cli-corpus-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const cli = (...args: string[]) => spawnSync("npx", ["tsx", "src/cli/main.ts", ...args], { cwd: repoRoot, encoding: "utf8" });

describe("cli export of a real project", () => {
  const fixture = fixturePath("angelica-2025-09-04.jokerforge");

  it("writes the very zip the domain exporter builds, the same on every run", async () => {
    const one = join(scratch, "one.zip");
    const two = join(scratch, "two.zip");
    const first = cli("export", fixture, "--out", one);
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toContain("Mod folder: angelica/");
    expect(first.stdout).toMatch(/Rules not exported: \d+/);
    expect(cli("export", fixture, "--out", two).status).toBe(0);
    const bytes = readFileSync(one);
    expect(bytes.equals(readFileSync(two))).toBe(true);
    const domain = await buildZip(exportMod(fixtureProject("angelica-2025-09-04.jokerforge")));
    expect(bytes.equals(Buffer.from(domain))).toBe(true);
  });

  it("writes the mod folder into a directory as if it were Mods/", () => {
    const out = join(scratch, "Mods");
    execFileSync("npx", ["tsx", "src/cli/main.ts", "export", fixture, "--out", out], { cwd: repoRoot });
    expect(existsSync(join(out, "angelica", "angelica.json"))).toBe(true);
    expect(existsSync(join(out, "angelica", "main.lua"))).toBe(true);
  });
});

describe("cli inspect of real projects", () => {
  it("--json prints id, name, the count of every list and the repairs", () => {
    const run = cli("inspect", fixturePath("fabioguysmod-2026-01-17.jokerforge"), "--json");
    expect(run.status).toBe(0);
    const summary = JSON.parse(run.stdout);
    expect(summary.id).toBe("fabioguysmod");
    expect(summary.name).toBe("FabioGuysMod");
    expect(summary.counts).toEqual({
      jokers: 35, sounds: 0, consumables: 6, customRarities: 0, consumableSets: 0, boosters: 5,
      enhancements: 2, seals: 1, editions: 3, vouchers: 2, decks: 2,
    });
    for (const [list, n] of Object.entries(expectedCounts["fabioguysmod-2026-01-17.jokerforge"])) expect(summary.counts[list]).toBe(n);
    expect(summary.repairs).toContain("jokers: orderValue renumbered to 1..n");
  });

  it("prints a readable summary without --json", () => {
    const run = cli("inspect", fixturePath("extracredit.json"));
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^id: +extracredit$/m);
    expect(run.stdout).toMatch(/^name: +ExtraCredit$/m);
    expect(run.stdout).toMatch(/^ {2}jokers +15$/m);
    expect(run.stdout).toContain("jokers[].objectKey: empty, derived from the name (15 times)");
    // the original's create_tarot_card is taken over by the legacy-shape migration (0007), and says so
    expect(run.stdout).toContain("create_tarot_card became create_consumable (set Tarot) (3 times)");
  });
});
