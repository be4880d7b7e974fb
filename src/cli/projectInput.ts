// Reading a project file for a CLI command, with the messages every command prints when that fails.
// Reading and importing are separate steps so `export` can time its processing from the import on.
import { readFile } from "node:fs/promises";
import { importFailedText, importProjectText, projectTextOfBytes, type ImportResult } from "../../domain/projectFile";
import { printable } from "./printable";

/** The project text of the file, or undefined after printing why ("<command>: cannot read <file> (<code>)", or the import failure). */
export async function readProjectText(command: string, file: string): Promise<string | undefined> {
  let bytes: Uint8Array;
  try {
    bytes = await readFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    console.error(`${command}: cannot read ${printable(file)}${code ? ` (${code})` : ""}`);
    return undefined;
  }
  // as the browser reads it: a mod's .zip gives the project file it carries
  const read = await projectTextOfBytes(bytes);
  if ("text" in read) return read.text;
  const failed = importFailedText(read.reason);
  console.error(`${failed.title}: ${printable(failed.message)}`);
  return undefined;
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
