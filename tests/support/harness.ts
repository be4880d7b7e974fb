// An export's files written to a temporary mod folder and checked in real LuaJIT by the harness
// (src/cli/checkMod): what it finds wrong with the mod, one line per problem.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { exportMod } from "../../domain/export";
import type { Project } from "../../domain/model";
import { checkMod, formatProblem } from "../../src/cli/checkMod";

export async function harnessProblemsOf(files: Iterable<[string, string | Uint8Array]>): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), "jf-harness-"));
  try {
    for (const [path, data] of files) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), data);
    }
    return (await checkMod(dir)).problems.map(formatProblem);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The project exported, then checked by the harness. */
export const harnessProblems = (project: Project): Promise<string[]> => harnessProblemsOf(exportMod(project).files);
