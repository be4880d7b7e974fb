// `npm run cli -- replay <log.json> --out <project-file>`: rebuilds a project from a downloaded
// edit log with the same history code as the browser, and saves it as a project file.
import { readFile, writeFile } from "node:fs/promises";
import { parseLog, replayLog } from "../../commands/log";
import { PROJECT_LISTS } from "../../domain/model";
import { serializeProject } from "../../domain/projectFile";
import { printable } from "./printable";
import { registerCommand } from "./registry";

const USAGE = "<log.json> --out <project-file>";

function parseArgs(args: string[]): { log: string; out: string } | string {
  let log: string | undefined;
  let out: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === "--out") out = args[++i];
    else if (arg.startsWith("--out=")) out = arg.slice("--out=".length);
    else if (arg.startsWith("-")) return `unknown option ${arg}`;
    else if (log === undefined) log = arg;
    else return `unexpected argument ${arg}`;
  }
  if (!log) return "missing the log file";
  if (!out) return "missing --out <project-file>";
  return { log, out };
}

export async function runReplay(args: string[]): Promise<number> {
  const parsed = parseArgs(args);
  if (typeof parsed === "string") {
    console.error(`replay: ${printable(parsed)}\nUsage: npm run cli -- replay ${USAGE}`);
    return 2;
  }
  try {
    const log = parseLog(await readFile(parsed.log, "utf8"));
    const project = replayLog(log);
    // exportedAt comes from the replayed project, so replaying the same log writes the same bytes.
    await writeFile(parsed.out, serializeProject(project, new Date(project.timestamp).toISOString()));
    const counts = PROJECT_LISTS.map((list) => `${project[list].length} ${list}`).join(", ");
    console.log(`Replayed ${log.entries.length} entries into ${printable(parsed.out)}: ${counts}`);
    return 0;
  } catch (error) {
    console.error(`replay: ${printable(`${error instanceof Error ? error.message : String(error)}`.split("\n")[0])}`);
    return 1;
  }
}

registerCommand("replay", USAGE, runReplay);
