// One export at a time, whichever button starts it (sidebar or overview): every export button
// reads this state, so all of them show 'Exporting...' and stay disabled until it ends.
import { useSyncExternalStore } from "react";
import { showToast } from "../../components/toast/toastStore";

let running: Promise<void> | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Starts the export, or joins the one already running. The heavy export code loads on demand. */
export function startExport(): Promise<void> {
  if (running) return running;
  running = import("./projectActions")
    .then((actions) => actions.exportModAction())
    .catch((error: unknown) => {
      // exportModAction reports its own failures; this catches the code failing to load at all.
      console.error("Export failed:", error);
      // The spec's texts come with the (rare) failure, so the first visit does not carry them.
      return import("../../../domain/validation/exportPreconditions").then(({ EXPORT_FAILED_TITLE, EXPORT_MESSAGES }) => {
        showToast({ type: "error", title: EXPORT_FAILED_TITLE, message: EXPORT_MESSAGES.other });
      }, () => undefined);
    })
    .finally(() => {
      running = null;
      notify();
    });
  notify();
  return running;
}

let preloaded = false;

/**
 * Fetches the export's code (its action, the link to the exporter worker, the finished dialog)
 * ahead of the click, when the pointer or the focus reaches an export button: the click then
 * starts the export at once instead of waiting for those chunks.
 */
export function preloadExport(): void {
  if (preloaded) return;
  preloaded = true;
  // a chunk that fails here is fetched again by the click, which reports its own failure
  void Promise.all([
    import("./projectActions"),
    import("../../services/export/exportInBrowser"),
    import("../../components/export/showExportFinished"),
  ]).catch(() => { preloaded = false; });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => { listeners.delete(listener); };
}

export function useExporting(): boolean {
  return useSyncExternalStore(subscribe, () => running !== null, () => false);
}
