// Real crash logs for the "What went wrong?" tests: a small project whose joker crashes on purpose
// (a Crash the Game block after an Add Mult block), exported and run in the LuaJIT harness
// (src/cli/harness/crashlog.lua), which prints the first error the way Steamodded's crash screen
// lays it out. Used by the unit tests and the Playwright test's set-up.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { spawnSync } from "node:child_process";
import { exportMod, type ExportResult } from "../../domain/export";
import { createItem, emptyProject, type Project } from "../../domain/model";

const harnessDir = resolve(dirname(fileURLToPath(import.meta.url)), "../../src/cli/harness");

/** Ids of the broken project's blocks, for the tests' expectations. */
export const BROKEN = { itemId: "jk-crash", itemKey: "j_crsh_boom", ruleId: "rule-boom", crashId: "eff-crash", multId: "eff-mult", otherItemId: "jk-fine" } as const;

export function brokenProject(): Project {
  const project = emptyProject(Date.UTC(2026, 0, 2, 3, 4, 5));
  project.modMetadata = { ...project.modMetadata, id: "crashmod", name: "Crash Mod", prefix: "crsh", author: ["Tester"], version: "1.2.0" };
  const p = (v: unknown) => ({ value: v });
  project.jokers = [
    createItem("joker", { id: BROKEN.otherItemId, name: "Fine", objectKey: "fine", prefix: "crsh", orderValue: 1, rules: [
      { id: "rule-fine", trigger: "hand_played", position: { x: 0, y: 0 }, blueprintCompatible: true, conditionGroups: [], randomGroups: [], loops: [],
        effects: [{ id: "eff-fine", type: "add_chips", params: { value: p(5) } }] },
    ] }),
    createItem("joker", { id: BROKEN.itemId, name: "Boom", objectKey: "boom", prefix: "crsh", orderValue: 2, rules: [
      { id: BROKEN.ruleId, trigger: "hand_played", position: { x: 0, y: 0 }, blueprintCompatible: true, conditionGroups: [], randomGroups: [], loops: [],
        effects: [{ id: BROKEN.multId, type: "add_mult", params: { value: p(2) } }, { id: BROKEN.crashId, type: "crash_game", params: {} }] },
    ] }),
  ];
  return project;
}

function findLuajit(): string {
  for (const candidate of [process.env.LUAJIT, "luajit", "/usr/bin/luajit"]) {
    if (candidate && spawnSync(candidate, ["-v"]).status === 0) return candidate;
  }
  throw new Error("LuaJIT not found");
}

/** Writes the export into a fresh folder, runs it in the harness and returns the crash log (or "" when it did not crash). */
export function crashLogOf(result: ExportResult): string {
  const scratch = mkdtempSync(join(tmpdir(), "jf-crashlog-"));
  try {
    const dir = join(scratch, result.folder);
    for (const [path, data] of result.files) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), data);
    }
    const run = spawnSync(findLuajit(), [join(harnessDir, "crashlog.lua"), dir], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
    if (run.status !== 0 && run.status !== 1) throw new Error(`crashlog.lua failed: ${run.stderr}`);
    return run.stdout;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** The broken project, its export and the real crash log the harness gives for it. */
export function brokenExportAndLog(): { project: Project; result: ExportResult; log: string } {
  const project = brokenProject();
  const result = exportMod(project);
  return { project, result, log: crashLogOf(result) };
}
