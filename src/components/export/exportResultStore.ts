// The last finished export, shown by the export-finished modal until dismissed.
import type { ExportSummary } from "../../services/export/protocol";

let current: ExportSummary | null = null;
const listeners = new Set<() => void>();

export function showExportResult(summary: ExportSummary): void {
  current = summary;
  listeners.forEach((l) => l());
}

export function closeExportFinished(): void {
  current = null;
  listeners.forEach((l) => l());
}

export const exportResultStore = {
  getSnapshot: () => current,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => { listeners.delete(listener); };
  },
};
