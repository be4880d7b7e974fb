// Web worker: builds the mod zip off the main thread so the page stays responsive. The project
// arrives in parts (projectParts.ts); the last part starts the export.
import type { ExportMessage } from "./protocol";
import { ProjectAssembler } from "./projectParts";
import { asResponse, runExport } from "./runExport";

const assembler = new ProjectAssembler();

self.onmessage = async (event: MessageEvent<ExportMessage>) => {
  const project = assembler.add(event.data);
  if (project) (self as unknown as Worker).postMessage(asResponse(await runExport({ project })));
};
