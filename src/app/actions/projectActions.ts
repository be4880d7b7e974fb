// The sidebar's three project actions. Each later feature replaces its stub with the real
// action; until then they say plainly that the action is not available (never fake success).
import { showToast } from "../../components/toast/toastStore";
import { importProjectFromPicker, saveProjectFile } from "./projectFileActions";

/** Import Mod: file picker (.jokerforge, .json), then project/replace; a bad file changes nothing. */
export async function importProjectAction(): Promise<void> {
  await importProjectFromPicker();
}

/** Save Mod: downloads the project as a .jokerforge file. */
export async function saveProjectAction(): Promise<void> {
  await saveProjectFile();
}

/** Resolves when the export has finished (or failed); the button shows 'Exporting...' meanwhile. */
export async function exportModAction(): Promise<void> {
  showToast({ type: "warning", title: "Export Mod Files", message: "Export is not available yet." });
}
