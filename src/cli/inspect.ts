// `npm run cli -- inspect <project-file> [--json]`: imports a project file with the browser's own
// import code and prints what it holds and what the import repaired.
import { PROJECT_LISTS } from "../../domain/model";
import type { ImportReport } from "../../domain/projectFile";
import { printable, printableDeep, printableJson } from "./printable";
import { importProjectForCli, readProjectText } from "./projectInput";
import { registerCommand } from "./registry";

const USAGE = "<project-file> [--json]";

function parseArgs(args: string[]): { file: string; json: boolean } | string {
  let file: string | undefined;
  let json = false;
  for (const arg of args) {
    if (arg === "--json") json = true;
    else if (arg.startsWith("-")) return `unknown option ${arg}`;
    else if (file === undefined) file = arg;
    else return `unexpected argument ${arg}`;
  }
  return file ? { file, json } : "missing the project file";
}

function describeUnknown(report: ImportReport): string[] {
  return report.unknownRuleKinds.map((u) => `${u.kind} "${u.id}" x${u.count} (${u.items.join(", ")})`);
}

export async function runInspect(args: string[]): Promise<number> {
  const parsed = parseArgs(args);
  if (typeof parsed === "string") {
    console.error(`inspect: ${printable(parsed)}\nUsage: npm run cli -- inspect ${USAGE}`);
    return 2;
  }
  const text = await readProjectText("inspect", parsed.file);
  if (text === undefined) return 1;
  const result = importProjectForCli(text);
  if (!result) return 1;
  const { project, report } = result;
  const counts = Object.fromEntries(PROJECT_LISTS.map((list) => [list, project[list].length]));
  if (parsed.json) {
    console.log(printableJson({
      id: project.modMetadata.id,
      name: project.modMetadata.name,
      counts,
      repairs: report.repairs,
      unknownRuleKinds: report.unknownRuleKinds,
      era: report.era,
    }));
    return 0;
  }
  const lines = [
    `id:   ${printable(project.modMetadata.id)}`,
    `name: ${printable(project.modMetadata.name)}`,
    `era:  ${report.era}${report.schema !== undefined ? ` (schema ${report.schema})` : ""}`,
    "counts:",
    ...PROJECT_LISTS.map((list) => `  ${list.padEnd(15)} ${counts[list]}`),
    report.repairs.length === 0 ? "repairs: none" : `repairs (${report.repairs.length}):`,
    ...report.repairs.map((r) => `  - ${printable(r)}`),
  ];
  const unknown = describeUnknown(printableDeep(report));
  if (unknown.length > 0) lines.push("unknown rule kinds (kept):", ...unknown.map((u) => `  - ${u}`));
  console.log(lines.join("\n"));
  return 0;
}

registerCommand("inspect", USAGE, runInspect);
