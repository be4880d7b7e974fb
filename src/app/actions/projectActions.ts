// The sidebar's three project actions. Each later feature replaces its stub with the real
// action; until then they say plainly that the action is not available (never fake success).
import { EXPORT_FAILED_TITLE } from "../../../domain/validation/exportPreconditions";
import { showToast } from "../../components/toast/toastStore";
import { importProjectFromPicker, saveProjectFile } from "./projectFileActions";

/** Import Mod: file picker (.jokerforge, .json), then project/import; a bad file changes nothing. */
export async function importProjectAction(): Promise<void> {
  await importProjectFromPicker();
}

/** Save Mod: downloads the project as a .jokerforge file. */
export async function saveProjectAction(): Promise<void> {
  await saveProjectFile();
}

/**
 * Resolves when the export has finished (or failed); the button shows 'Exporting...' meanwhile.
 * The mod is built in a web worker; the zip downloads as `<id>.zip` and the export-finished modal
 * lists what was written and any rule not exported. Failures toast 'Export Failed' with the
 * spec's text, plus the file and line when a generator produced bad Lua.
 */
export async function exportModAction(): Promise<void> {
  const [{ exportInBrowser, downloadZip }, { projectStore }, { showExportFinished }] = await Promise.all([
    import("../../services/export/exportInBrowser"),
    import("../../store/storeCore"),
    import("../../components/export/showExportFinished"),
  ]);
  projectStore.flushPending();
  const response = await exportInBrowser(projectStore.getState());
  if (!response.ok) {
    console.error("Export failed:", response.message, response.detail);
    showToast({ type: "error", title: EXPORT_FAILED_TITLE, message: response.detail ? `${response.message}\n${response.detail}` : response.message });
    return;
  }
  downloadZip(response.zip, response.summary.zipName);
  showExportFinished(response.summary);
}
