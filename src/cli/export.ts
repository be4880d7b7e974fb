// `npm run cli -- export <project-file> --out <dir or .zip>`: the browser's exporter from the
// command line. A .zip out gets the very bytes the browser downloads; a folder out receives the
// mod folder (<out>/<mod id>/), as if it were Balatro's Mods folder. Prints the export report.
import { exportErrorDetail, exportErrorMessage, exportMod, formatReport, reportJson, EXPORT_FAILED_TITLE, EXPORT_MESSAGES } from "../../domain/export";
import { ExportWriteError, writeExportToDir, writeExportZip } from "./exportFiles";
import { printable, printableDeep } from "./printable";
import { importProjectForCli, readProjectText } from "./projectInput";
import { registerCommand } from "./registry";

const USAGE = "<project-file> --out <dir or .zip> [--json]";

function parseArgs(args: string[]): { file: string; out: string; json: boolean } | string {
  let file: string | undefined;
  let out: string | undefined;
  let json = false;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (arg === "--out") {
      out = args[i + 1];
      i += 1;
      if (!out) return "--out needs a folder or a .zip path";
    } else if (arg.startsWith("--out=")) out = arg.slice("--out=".length);
    else if (arg === "--json") json = true;
    else if (arg.startsWith("-")) return `unknown option ${arg}`;
    else if (file === undefined) file = arg;
    else return `unexpected argument ${arg}`;
  }
  if (!file) return "missing the project file";
  if (!out) return "missing --out";
  return { file, out, json };
}

export async function runExportCommand(args: string[]): Promise<number> {
  const parsed = parseArgs(args);
  if (typeof parsed === "string") {
    console.error(`export: ${printable(parsed)}\nUsage: npm run cli -- export ${USAGE}`);
    return 2;
  }
  const text = await readProjectText("export", parsed.file);
  if (text === undefined) return 1;
  // processing time: import, export, zip and write (what the bench reports)
  const started = performance.now();
  const imported = importProjectForCli(text);
  if (!imported) return 1;
  let result;
  try {
    // a project file with no timestamp: its backup is dated today, as in the browser
    result = exportMod(imported.project, { undatedProject: new Date() });
  } catch (error) {
    const detail = exportErrorDetail(error);
    console.error(`${EXPORT_FAILED_TITLE}: ${exportErrorMessage(error)}${detail ? `\n  ${printable(detail)}` : ""}`);
    return 1;
  }
  let where: string;
  try {
    if (parsed.out.toLowerCase().endsWith(".zip")) {
      const zip = await writeExportZip(result, parsed.out);
      where = `${parsed.out} (${zip.byteLength} bytes)`;
    } else {
      where = await writeExportToDir(result, parsed.out);
    }
  } catch (error) {
    // Nothing already at --out was changed (exportFiles.ts writes beside it, then swaps).
    const reason = error instanceof ExportWriteError ? error.message : `cannot write ${parsed.out}: ${error instanceof Error ? error.message : String(error)}`;
    console.error(`${EXPORT_FAILED_TITLE}: ${EXPORT_MESSAGES.other}\n  ${printable(reason)}`);
    return 1;
  }
  const written = `Written to ${printable(where)} in ${Math.round(performance.now() - started)} ms`;
  if (parsed.json) {
    // stdout carries only the JSON report (JSON escapes every control character itself)
    console.log(JSON.stringify(reportJson(result), null, 2));
    console.error(written);
  } else {
    // names, keys and file names in the report are the project's text
    console.log(formatReport({ ...result, folder: printable(result.folder), report: printableDeep(result.report) }));
    console.log(written);
  }
  return 0;
}

registerCommand("export", USAGE, runExportCommand);
