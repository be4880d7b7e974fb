// "Download edit log": the command log as a JSON file for bug reports, with a check that
// replaying it reproduces what the person sees (and the JSON Patch difference if it does not).
import { serializeLog } from "../../../commands/log";
import { showToast } from "../../components/toast/toastStore";
import { projectStore, type ProjectStore } from "../../store/storeCore";

const pad = (n: number) => String(n).padStart(2, "0");

/** joker-forge-edit-log-<YYYY-MM-DD>.json, in local time. */
export function editLogFileName(date: Date = new Date()): string {
  return `joker-forge-edit-log-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.json`;
}

export function downloadEditLog(store: ProjectStore = projectStore): void {
  try {
    store.flushPending();
    const text = serializeLog(store.getLog(), store.getState());
    const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = editLogFileName();
    document.body.appendChild(link);
    link.click();
    link.remove();
    // Some browsers read the blob after click() returns; give them a moment before freeing it.
    window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  } catch (error) {
    console.error("Edit log download failed", error);
    showToast({ type: "error", title: "Download Failed", message: "Could not create the edit log. Please try again." });
  }
}
