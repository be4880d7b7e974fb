// Issue 13 item 3: a zip the app writes always unpacks, with Info-ZIP's `unzip` and with Python's
// zipfile, whatever keys the project holds: 3,000-character keys, path-like keys ("../x", "a/b"),
// dots, spaces, non-ASCII, Windows device names, a 64-character mod id, a nested main file.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildZip, exportMod } from "../../../domain/export";
import { createConsumableSet, createItem, createRarity, createSound, emptyProject, MAX_KEY_LENGTH, type Project } from "../../../domain/model";

const scratch = mkdtempSync(join(tmpdir(), "jf-zip-tools-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const AUDIO = `data:audio/ogg;base64,${Buffer.from("OggS fake audio").toString("base64")}`;
const HOSTILE_KEYS = ["s".repeat(3000), `${"k".repeat(63)}_${"x".repeat(3000)}`, "../../evil", "a/b\\c", ".", "..", " ", "CON", "aux.txt",
  "日本語のキー", "%00nul", "trailing.", "UPPER case", "dup", "DUP", "d-u-p", "🃏".repeat(400)];

function hostileProject(): Project {
  const project = emptyProject(Date.UTC(2026, 0, 1));
  project.modMetadata = { ...project.modMetadata, id: `m${"o".repeat(MAX_KEY_LENGTH - 1)}`, prefix: "hostile", main_file: "src/deep/main.lua" };
  project.jokers = HOSTILE_KEYS.map((key, i) => createItem("joker", { id: `j${i}`, name: `Joker ${i}`, objectKey: key, orderValue: i + 1 }));
  project.consumableSets = HOSTILE_KEYS.slice(0, 4).map((key, i) => createConsumableSet({ id: `set${i}`, key, name: `Set ${i}` }));
  project.consumables = HOSTILE_KEYS.map((key, i) => createItem("consumable", { id: `c${i}`, name: `Card ${i}`, objectKey: key, set: "Tarot" }));
  project.customRarities = HOSTILE_KEYS.slice(0, 4).map((key, i) => createRarity({ id: `r${i}`, key, name: `Rarity ${i}` }));
  project.sounds = HOSTILE_KEYS.map((key, i) => createSound({ id: `snd${i}`, key, soundString: AUDIO }));
  return project;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((p) => statSync(join(dir, p)).isFile()).map((p) => relative(dir, join(dir, p))).sort();
}

describe("the exported zip unpacks with standard tools", () => {
  const result = exportMod(hostileProject());
  const expected = [...result.files.keys()].map((path) => `${result.folder}/${path}`).sort();
  const zipPath = join(scratch, "mod.zip");

  it("holds only names within the limits, each a plain relative path", async () => {
    writeFileSync(zipPath, await buildZip(result));
    for (const name of expected) {
      expect(name.startsWith("/") || name.split("/").includes("..")).toBe(false);
      for (const part of name.split("/")) expect(Buffer.byteLength(part), name).toBeLessThanOrEqual(MAX_KEY_LENGTH + ".jokerforge".length + 11);
    }
    const sounds = expected.filter((n) => n.includes("/assets/sounds/"));
    expect(sounds).toHaveLength(HOSTILE_KEYS.length);
  });

  it("unzip extracts every file, byte for byte", () => {
    const out = join(scratch, "unzip");
    const run = spawnSync("unzip", ["-q", zipPath, "-d", out], { encoding: "utf8" });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(filesUnder(out)).toEqual(expected);
    const main = readFileSync(join(out, result.folder, "src/deep/main.lua"), "utf8");
    expect(main).toBe(result.files.get("src/deep/main.lua"));
  });

  it("Python's zipfile tests and extracts every file", () => {
    const out = join(scratch, "python");
    const script = "import sys, zipfile\nz = zipfile.ZipFile(sys.argv[1])\nassert z.testzip() is None\nz.extractall(sys.argv[2])\nprint(len(z.namelist()))";
    const run = spawnSync("python3", ["-c", script, zipPath, out], { encoding: "utf8" });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(filesUnder(out)).toEqual(expected);
  });
});
