// Web worker: builds the mod zip off the main thread so the page stays responsive.
import type { ExportRequest } from "./protocol";
import { runExport } from "./runExport";

self.onmessage = async (event: MessageEvent<ExportRequest>) => {
  const response = await runExport(event.data);
  if (response.ok) (self as unknown as Worker).postMessage(response, [response.zip.buffer]);
  else (self as unknown as Worker).postMessage(response);
};
