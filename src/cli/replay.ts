// `npm run cli -- replay <log.json> [--steps] [--until N] [--out <project-file>]`: rebuilds a
// project from a downloaded edit log with the same history code as the browser.
// - Each command is checked against the project it meets exactly as the live app checks it; the
//   replay stops at the first one the app would refuse, naming its step and why.
// - --steps prints each step as one line in plain words, then the JSON Patch of what it changed.
// - --until N stops after step N (the project as it was then).
// - --out writes the project file, and only one that importing it would accept.
import { readFile, writeFile } from "node:fs/promises";
import type { Operation } from "fast-json-patch";
import { diffProjects, parseLog, replaySteps, type ReplayStep } from "../../commands/log";
import { PROJECT_LISTS } from "../../domain/model";
import { importProjectText, serializeProject } from "../../domain/projectFile";
import { registerRuleCatalog } from "../../commands/ruleCatalog";
import { blockRefusal, triggerRefusal } from "../../domain/catalog/applies";
import { findCondition, findEffect, findTrigger } from "../../domain/catalog/registry";
import { choiceLabel } from "../../domain/catalog/options";
import { printable } from "./printable";
import { registerCommand } from "./registry";

// Rule commands are checked against the rule catalog, as in the rule builder.
registerRuleCatalog({ findTrigger, findCondition, findEffect, blockRefusal, triggerRefusal, choiceLabel });

const USAGE = "<log.json> [--steps] [--until <step>] [--out <project-file>]";

interface Options { log: string; out?: string; steps: boolean; until?: number }

function parseArgs(args: string[]): Options | string {
  let log: string | undefined;
  let out: string | undefined;
  let until: number | undefined;
  let steps = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === "--out") out = args[++i];
    else if (arg.startsWith("--out=")) out = arg.slice("--out=".length);
    else if (arg === "--steps") steps = true;
    else if (arg === "--until" || arg.startsWith("--until=")) {
      const text = arg === "--until" ? args[++i] : arg.slice("--until=".length);
      if (!/^\d+$/.test(text ?? "")) return `--until needs a step number, not ${JSON.stringify(text ?? "")}`;
      until = Number(text);
    } else if (arg.startsWith("-")) return `unknown option ${arg}`;
    else if (log === undefined) log = arg;
    else return `unexpected argument ${arg}`;
  }
  if (!log) return "missing the log file";
  if (!out && !steps) return "missing --out <project-file> (or --steps to read the log)";
  return { log, out, steps, until };
}

const MAX_VALUE_CHARS = 160;

/** One JSON Patch operation as a line; long values (pictures, sounds) are cut, with their length. */
export function patchLine(op: Operation): string {
  const value = "value" in op ? JSON.stringify(op.value) ?? "undefined" : "";
  const shown = value.length > MAX_VALUE_CHARS ? `${value.slice(0, MAX_VALUE_CHARS)}... (${value.length} characters)` : value;
  const from = "from" in op ? ` from ${op.from}` : "";
  return printable(`${op.op} ${op.path}${from}${shown ? ` ${shown}` : ""}`);
}

function printStep(step: ReplayStep): void {
  console.log(`${step.index}. ${printable(step.description)}`);
  for (const op of diffProjects(step.before, step.after)) console.log(`     ${patchLine(op)}`);
}

export async function runReplay(args: string[]): Promise<number> {
  const parsed = parseArgs(args);
  if (typeof parsed === "string") {
    console.error(`replay: ${printable(parsed)}\nUsage: npm run cli -- replay ${USAGE}`);
    return 2;
  }
  try {
    const log = parseLog(await readFile(parsed.log, "utf8"));
    const result = replaySteps(log, { until: parsed.until, onStep: parsed.steps ? printStep : undefined });
    if (result.refused) {
      console.error(printable(`replay: step ${result.refused.index} cannot be applied: ${result.refused.reason}`));
      return 1;
    }
    const project = result.history.present;
    const done = Math.min(log.entries.length, parsed.until ?? log.entries.length);
    if (!parsed.out) return 0;
    // exportedAt comes from the replayed project, so replaying the same log writes the same bytes.
    const text = serializeProject(project, new Date(project.timestamp).toISOString());
    const check = importProjectText(text);
    if (!check.ok) {
      console.error(printable(`replay: the rebuilt project would not import (${check.reason}); nothing written`));
      return 1;
    }
    await writeFile(parsed.out, text);
    const counts = PROJECT_LISTS.map((list) => `${project[list].length} ${list}`).join(", ");
    const what = done < log.entries.length ? `the first ${done} of ${log.entries.length} entries` : `${done} entries`;
    console.log(printable(`Replayed ${what} into ${parsed.out}: ${counts}`));
    return 0;
  } catch (error) {
    console.error(printable(`replay: ${error instanceof Error ? error.message : String(error)}`.split("\n")[0]));
    return 1;
  }
}

registerCommand("replay", USAGE, runReplay);
