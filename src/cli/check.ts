// `npm run cli -- check <mod dir or .zip>`: loads the mod in LuaJIT through the harness and
// prints every problem with file, line and item. Exit 0 only when the mod loads clean.
import { checkMod, formatProblem } from "./checkMod";
import { printable } from "./printable";
import { registerCommand } from "./registry";

registerCommand("check", "<mod dir or .zip>  load a mod in LuaJIT against the Steamodded/game harness", async (args) => {
  const [target, ...extra] = args;
  if (!target || extra.length > 0) {
    console.error("Usage: npm run cli -- check <mod dir or .zip>");
    return 2;
  }
  const result = await checkMod(target);
  for (const problem of result.problems) console.log(formatProblem(problem));
  if (result.ok) {
    console.log(`OK: ${printable(target)} loads clean.`);
    return 0;
  }
  console.log(`${result.problems.length} problem${result.problems.length === 1 ? "" : "s"} in ${printable(target)}.`);
  return 1;
});
