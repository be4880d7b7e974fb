// Parses and normalises an imported project file off the main thread, so a file with dozens of
// embedded songs does not freeze the page while it is read. The answer goes back in pieces
// (importProtocol.ts). It is sent the chosen file (or its text) and reads the file itself, so the
// page never decodes or copies the text.
import { importProjectText, type ImportResult } from "../../../domain/projectFile";
import { projectTextOfBytes } from "../../../domain/projectFile/fileBytes";
import { importMessages } from "./importProtocol";

self.onmessage = async (event: MessageEvent<Blob | string>) => {
  let result: ImportResult;
  let text: string;
  try {
    // a mod's .zip gives the project file it carries; a sound or an image is named as such
    const read = typeof event.data === "string" ? { text: event.data } : await projectTextOfBytes(new Uint8Array(await event.data.arrayBuffer()));
    if ("reason" in read) {
      self.postMessage({ kind: "failed", reason: read.reason });
      return;
    }
    text = read.text;
  } catch (error) {
    self.postMessage({ kind: "failed", reason: `$: the file could not be read (${error instanceof Error ? error.message : String(error)})` });
    return;
  }
  try {
    result = importProjectText(text);
  } catch (error) {
    result = { ok: false, reason: `$: ${error instanceof Error ? error.message : String(error)}` };
  }
  for (const message of importMessages(result)) self.postMessage(message);
};
