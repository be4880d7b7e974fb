// Issue 13 item 2: exporting to a folder deleted the previous mod folder before it knew the new
// export would succeed, and a failure printed a raw ENAMETOOLONG. Now the mod is written to a
// temporary folder beside the target and swapped in; a failure leaves the old mod untouched and
// is reported with the spec's Export Failed text and a plain reason.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { exportMod, type ExportResult } from "../../../domain/export";
import { emptyProject } from "../../../domain/model";
import { serializeProject } from "../../../domain/projectFile";
import { writeExportToDir, writeExportZip } from "../../../src/cli/exportFiles";

const repo = resolve(fileURLToPath(new URL("../../..", import.meta.url)));
const tsx = join(repo, "node_modules", ".bin", "tsx");
const scratch = mkdtempSync(join(tmpdir(), "jf-export-folder-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let n = 0;
/** A Mods-like folder holding an older export of "mycustommod" with a file of its own. */
function modsWithOldMod(): string {
  const mods = join(scratch, `Mods${(n += 1)}`);
  mkdirSync(join(mods, "mycustommod", "items"), { recursive: true });
  writeFileSync(join(mods, "mycustommod", "main.lua"), "-- the old mod\n");
  writeFileSync(join(mods, "mycustommod", "items", "old.lua"), "-- only in the old mod\n");
  return mods;
}

const oldFiles = (mods: string) => ({
  main: readFileSync(join(mods, "mycustommod", "main.lua"), "utf8"),
  old: readFileSync(join(mods, "mycustommod", "items", "old.lua"), "utf8"),
});

describe("writeExportToDir", () => {
  it("leaves the old mod untouched and no temporary folder behind when writing fails", async () => {
    const mods = modsWithOldMod();
    const good = exportMod(emptyProject());
    // A file name no file system takes (255 bytes per name): the write fails half way through.
    const files = new Map(good.files);
    files.set(`assets/sounds/${"s".repeat(3000)}.ogg`, new Uint8Array([1, 2, 3]));
    const broken: ExportResult = { ...good, files };
    await expect(writeExportToDir(broken, mods)).rejects.toThrow(/file name is too long/);
    expect(oldFiles(mods)).toEqual({ main: "-- the old mod\n", old: "-- only in the old mod\n" });
    expect(readdirSync(mods)).toEqual(["mycustommod"]);
  });

  it("replaces the old mod as a whole when writing succeeds, with no temporary folder behind", async () => {
    const mods = modsWithOldMod();
    const result = exportMod(emptyProject());
    const root = await writeExportToDir(result, mods);
    expect(root).toBe(join(mods, "mycustommod"));
    expect(readFileSync(join(root, "main.lua"), "utf8")).toBe(result.files.get("main.lua"));
    expect(existsSync(join(root, "items", "old.lua"))).toBe(false);
    expect(readdirSync(mods)).toEqual(["mycustommod"]);
  });

  it("writes into a folder that does not exist yet", async () => {
    const mods = join(scratch, "fresh", "Mods");
    const root = await writeExportToDir(exportMod(emptyProject()), mods);
    expect(existsSync(join(root, "mycustommod.json"))).toBe(true);
    expect(readdirSync(mods)).toEqual(["mycustommod"]);
  });

  it("writes a zip through a temporary file, so a zip already there is replaced whole", async () => {
    const zipPath = join(scratch, "out.zip");
    writeFileSync(zipPath, "old zip");
    const bytes = await writeExportZip(exportMod(emptyProject()), zipPath);
    expect(Buffer.from(readFileSync(zipPath)).equals(Buffer.from(bytes))).toBe(true);
    expect(readdirSync(scratch).filter((f) => f.includes("out.zip"))).toEqual(["out.zip"]);
  });
});

describe("npm run cli -- export to a folder that cannot be written", () => {
  it("prints the spec's Export Failed text and a plain reason, and exits 1", () => {
    const project = join(scratch, "p.jokerforge");
    writeFileSync(project, serializeProject(emptyProject(), new Date(0).toISOString()));
    const notAFolder = join(scratch, "plain-file");
    writeFileSync(notAFolder, "x");
    const run = spawnSync(tsx, ["src/cli/main.ts", "export", project, "--out", join(notAFolder, "Mods")], { cwd: repo, encoding: "utf8" });
    expect(run.status).toBe(1);
    const lines = run.stderr.split("\n").filter((l) => l && !l.startsWith("npm warn"));
    expect(lines[0]).toBe("Export Failed: Failed to export mod files. Please try again.");
    expect(lines[1]).toMatch(/^ {2}cannot write .*plain-file\/Mods: a part of the path is a file, not a folder$/);
    expect(run.stderr).not.toMatch(/\bE[A-Z]{3,}\b/); // no raw error code (ENOTDIR, ENAMETOOLONG...)
    expect(run.stdout).toBe("");
  });
});
