// Parses and normalises an imported project file off the main thread, so a file with dozens of
// embedded songs does not freeze the page while it is read.
import { importProjectText, type ImportResult } from "../../../domain/projectFile";

self.onmessage = (event: MessageEvent<string>) => {
  let result: ImportResult;
  try {
    result = importProjectText(event.data);
  } catch (error) {
    result = { ok: false, reason: `$: ${error instanceof Error ? error.message : String(error)}` };
  }
  self.postMessage(result);
};
