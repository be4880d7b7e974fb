// The sidebar's three project actions. Each later feature replaces its stub with the real
// action; until then they say plainly that the action is not available (never fake success).
import { showToast } from "../../components/toast/toastStore";

export async function importProjectAction(): Promise<void> {
  showToast({ type: "warning", title: "Import Mod", message: "Importing is not available yet." });
}

export async function saveProjectAction(): Promise<void> {
  showToast({ type: "warning", title: "Save Mod", message: "Saving is not available yet." });
}

/** Resolves when the export has finished (or failed); the button shows 'Exporting...' meanwhile. */
export async function exportModAction(): Promise<void> {
  showToast({ type: "warning", title: "Export Mod Files", message: "Export is not available yet." });
}
