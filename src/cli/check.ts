// `npm run cli -- check <mod dir, .zip or project file>`: loads a mod in LuaJIT through the
// harness and prints every problem with file, line and item. Given a project file (.jokerforge or
// .json), it exports the project as the browser would, checks that mod, then runs every kept
// playtest that has an expected score ("Jolly: playtest 'Pair of 5s' scored 180, expected 200").
// Exit 0 only when the mod loads clean and every such playtest scores what it expects.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { exportMod } from "../../domain/export";
import { checkMod, formatProblem } from "./checkMod";
import { writeExportToDir } from "./exportFiles";
import { checkKeptPlaytests } from "./playtests";
import { printable } from "./printable";
import { importProjectForCli, readProjectText } from "./projectInput";
import { registerCommand } from "./registry";

const USAGE = "<mod dir, .zip or project file>";

export function isProjectFile(path: string): boolean {
  return /\.(jokerforge|json)$/i.test(path);
}

async function checkProjectFile(target: string): Promise<number> {
  const text = await readProjectText("check", target);
  if (text === undefined) return 1;
  const imported = importProjectForCli(text);
  if (!imported) return 1;
  const exported = exportMod(imported.project);
  const scratch = await mkdtemp(join(tmpdir(), "jf-check-project-"));
  try {
    const dir = await writeExportToDir(exported, scratch);
    const result = await checkMod(dir);
    for (const problem of result.problems) console.log(formatProblem(problem));
    const playtests = checkKeptPlaytests(imported.project);
    for (const line of playtests.problems) console.log(printable(line));
    const count = result.problems.length + playtests.problems.length;
    const one = playtests.ran === 1;
    const ran = playtests.ran > 0
      ? ` and ${playtests.ran} kept playtest${one ? "" : "s"} ${playtests.problems.length > 0 ? (one ? "was" : "were") + " run" : one ? "scores what it expects" : "score what they expect"}`
      : "";
    if (count === 0) {
      console.log(`OK: ${printable(target)} loads clean${ran}.`);
      return 0;
    }
    console.log(`${count} problem${count === 1 ? "" : "s"} in ${printable(target)}${ran}.`);
    return 1;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

registerCommand("check", `${USAGE}  load a mod in LuaJIT against the Steamodded/game harness (a project file also runs its kept playtests)`, async (args) => {
  const [target, ...extra] = args;
  if (!target || extra.length > 0) {
    console.error(`Usage: npm run cli -- check ${USAGE}`);
    return 2;
  }
  if (isProjectFile(target)) return checkProjectFile(target);
  const result = await checkMod(target);
  for (const problem of result.problems) console.log(formatProblem(problem));
  if (result.ok) {
    console.log(`OK: ${printable(target)} loads clean.`);
    return 0;
  }
  console.log(`${result.problems.length} problem${result.problems.length === 1 ? "" : "s"} in ${printable(target)}.`);
  return 1;
});
