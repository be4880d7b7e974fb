// Parses and normalises an imported project file off the main thread, so a file with dozens of
// embedded songs does not freeze the page while it is read. The answer goes back in pieces
// (importProtocol.ts).
import { importProjectText, type ImportResult } from "../../../domain/projectFile";
import { importMessages } from "./importProtocol";

self.onmessage = (event: MessageEvent<string>) => {
  let result: ImportResult;
  try {
    result = importProjectText(event.data);
  } catch (error) {
    result = { ok: false, reason: `$: ${error instanceof Error ? error.message : String(error)}` };
  }
  for (const message of importMessages(result)) self.postMessage(message);
};
