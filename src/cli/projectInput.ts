// Reading a project file for a CLI command, with the messages every command prints when that fails.
// Reading and importing are separate steps so `export` can time its processing from the import on.
import { readFile } from "node:fs/promises";
import { importFailedText, importProjectText, type ImportResult } from "../../domain/projectFile";
import { printable } from "./printable";

/** The file's text, or undefined after printing "<command>: cannot read <file> (<code>)". */
export async function readProjectText(command: string, file: string): Promise<string | undefined> {
  try {
    return await readFile(file, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    console.error(`${command}: cannot read ${printable(file)}${code ? ` (${code})` : ""}`);
    return undefined;
  }
}

/** The browser's import of `text`, or undefined after printing the browser's failure toast on one line. */
export function importProjectForCli(text: string): Extract<ImportResult, { ok: true }> | undefined {
  const result = importProjectText(text);
  if (result.ok) return result;
  // The browser's toast, on one line: the spec's sentence, then our reason.
  const failed = importFailedText(result.reason);
  console.error(`${failed.title}: ${printable(failed.message)}`);
  return undefined;
}
