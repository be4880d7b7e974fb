// Opens the export-finished modal. It mounts its own small React root on first use, so nothing
// of it is in the first-load bundle and the app shell needs no slot for it.
import { createRoot, type Root } from "react-dom/client";
import { useSyncExternalStore } from "react";
import type { ExportSummary } from "../../services/export/protocol";
import { ExportFinishedModal } from "./ExportFinishedModal";
import { closeExportFinished, exportResultStore, showExportResult } from "./exportResultStore";

let root: Root | undefined;

function ExportFinishedHost() {
  const summary = useSyncExternalStore(exportResultStore.subscribe, exportResultStore.getSnapshot, exportResultStore.getSnapshot);
  return summary ? <ExportFinishedModal summary={summary} onClose={closeExportFinished} /> : null;
}

export function showExportFinished(summary: ExportSummary): void {
  if (!root) {
    const host = document.createElement("div");
    host.dataset.testid = "export-finished-root";
    document.body.append(host);
    root = createRoot(host);
    root.render(<ExportFinishedHost />);
  }
  showExportResult(summary);
}
