// `npm run cli -- export`: the same bytes as the domain exporter (which the browser worker runs),
// identical on every run, a folder out holding <out>/<id>/, and clear failures.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { buildZip, exportMod } from "../../../domain/export";
import { importProjectText } from "../../../domain/projectFile";
import { everyEntryProject, projectText } from "../../support/projects";

const repo = fileURLToPath(new URL("../../..", import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), "jf-cli-export-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const cli = (...args: string[]) => spawnSync("npx", ["tsx", "src/cli/main.ts", "export", ...args], { cwd: repo, encoding: "utf8" });

describe("cli export", () => {
  // The generated every-entry project (the real projects: tests/corpus/cli.corpus.test.ts).
  const fixture = resolve(scratch, "everyentry.jokerforge");
  writeFileSync(fixture, projectText(everyEntryProject()));

  it("writes the very zip the domain exporter builds, the same on every run", async () => {
    const one = join(scratch, "one.zip");
    const two = join(scratch, "two.zip");
    const first = cli(fixture, "--out", one);
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toContain("Mod folder: everyentry/");
    expect(first.stdout).toMatch(/Rules not exported: \d+/);
    expect(cli(fixture, "--out", two).status).toBe(0);
    const bytes = readFileSync(one);
    expect(bytes.equals(readFileSync(two))).toBe(true);
    const imported = importProjectText(readFileSync(fixture, "utf8"));
    if (!imported.ok) throw new Error(imported.reason);
    const domain = await buildZip(exportMod(imported.project));
    expect(bytes.equals(Buffer.from(domain))).toBe(true);
  });

  it("writes the mod folder into a directory as if it were Mods/", () => {
    const out = join(scratch, "Mods");
    execFileSync("npx", ["tsx", "src/cli/main.ts", "export", fixture, "--out", out], { cwd: repo });
    expect(existsSync(join(out, "everyentry", "everyentry.json"))).toBe(true);
    expect(existsSync(join(out, "everyentry", "main.lua"))).toBe(true);
    // a stale file from an earlier export does not survive
    writeFileSync(join(out, "everyentry", "stale.lua"), "error('old')");
    execFileSync("npx", ["tsx", "src/cli/main.ts", "export", fixture, "--out", out], { cwd: repo });
    expect(existsSync(join(out, "everyentry", "stale.lua"))).toBe(false);
  });

  it("fails clearly on bad arguments, unreadable files and projects that cannot export", () => {
    expect(cli(fixture).status).toBe(2);
    expect(cli("--out", "x.zip").status).toBe(2);
    const missing = cli(join(scratch, "nope.jokerforge"), "--out", join(scratch, "x.zip"));
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain("cannot read");
    const noAuthor = join(scratch, "noauthor.jokerforge");
    const project = JSON.parse(readFileSync(fixture, "utf8"));
    project.metadata.name = "   ";
    writeFileSync(noAuthor, JSON.stringify(project));
    const failed = cli(noAuthor, "--out", join(scratch, "y.zip"));
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain("Export Failed: Please enter a mod name before exporting.");
  });
});
