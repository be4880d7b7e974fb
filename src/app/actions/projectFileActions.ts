// Save Mod and Import Mod (spec section 8): the project as a .jokerforge file, downloaded or read
// back. An import that fails leaves the current project exactly as it was; one that succeeds is a
// single project/import command, so Undo brings the previous project back.
import {
  serializeProject, projectFileName, importProjectText, MOD_IMPORTED, MOD_SAVED, SAVE_FAILED, importFailedText, newerSchemaText,
  type ImportResult, type ImportReport,
} from "../../../domain/projectFile";
import { showToast } from "../../components/toast/toastStore";
import { downloadBlob } from "../../services/download";
import { markJsonClean, projectStore } from "../../store/projectStore";
import { createImportAssembler, type ImportMessage } from "./importProtocol";

export const IMPORT_ACCEPT = ".jokerforge,.json,.zip";

export function downloadText(text: string, fileName: string, type = "application/json"): void {
  downloadBlob(new Blob([text], { type }), fileName);
}

export async function saveProjectFile(): Promise<void> {
  try {
    projectStore.flushPending();
    const project = projectStore.getState();
    const now = new Date();
    downloadText(serializeProject(project, now.toISOString()), projectFileName(project.modMetadata, now));
    showToast({ type: "success", ...MOD_SAVED });
  } catch (error) {
    console.error("Save Mod failed", error);
    showToast({ type: "error", ...SAVE_FAILED });
  }
}

/** Opens the file picker; resolves with the chosen file, or null when the picker was cancelled. */
export function pickFile(accept: string): Promise<File | null> {
  return new Promise((resolve) => {
    const input = document.createElement("input");
    input.type = "file";
    input.accept = accept;
    input.dataset.testid = "import-file-input";
    input.style.display = "none";
    const done = (file: File | null) => {
      input.remove();
      resolve(file);
    };
    input.addEventListener("change", () => done(input.files?.[0] ?? null), { once: true });
    input.addEventListener("cancel", () => done(null), { once: true });
    document.body.append(input);
    input.click();
  });
}

/** The import on this thread (where no worker starts): the same reading as importWorker.ts. */
async function readText(file: Blob): Promise<ImportResult> {
  try {
    const { projectTextOfBytes } = await import("../../../domain/projectFile/fileBytes");
    const read = await projectTextOfBytes(new Uint8Array(await file.arrayBuffer()));
    return "reason" in read ? { ok: false, reason: read.reason } : importProjectText(read.text);
  } catch (error) {
    return { ok: false, reason: `$: the file could not be read (${error instanceof Error ? error.message : String(error)})` };
  }
}

/**
 * Runs the import in a worker; falls back to this thread where workers cannot start. The worker
 * gets the file itself (a handle, cloned in no time) and reads it there: reading 4 MB of text
 * here and copying it into the worker took one main-thread task of about 35 ms.
 */
function importInWorker(file: Blob): Promise<ImportResult> {
  let worker: Worker;
  try {
    worker = new Worker(new URL("./importWorker.ts", import.meta.url), { type: "module" });
  } catch {
    return readText(file);
  }
  return new Promise<ImportResult>((resolve) => {
    const assembler = createImportAssembler();
    worker.onmessage = (event: MessageEvent<ImportMessage>) => {
      const result = assembler.take(event.data);
      if (!result) return;
      worker.terminate();
      // Read back as JSON in the worker: the store need not do it again (see markJsonClean).
      if (result.ok) markJsonClean(result.project);
      resolve(result);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      resolve(readText(file));
    };
    worker.postMessage(file);
  });
}

function plural(count: number, one: string, many: string) {
  return `${count} ${count === 1 ? one : many}`;
}

/**
 * The spec's 'Your mod has been imported successfully!'. The routine repairs of an older file
 * (migrations, defaults for missing fields) go to the browser console only: every file the
 * original app wrote has some, and a count of "fixes" read as if the modder's file were broken.
 * Rule kinds this version does not know are kept, and those the toast names, since their rules
 * will not export until the catalog knows them.
 */
export function importedMessage(report: ImportReport): string {
  const unknown = report.unknownRuleKinds.length;
  return unknown > 0
    ? `${MOD_IMPORTED.message} (${plural(unknown, "unknown rule kind", "unknown rule kinds")} kept as ${unknown === 1 ? "it is" : "they are"}; details in the browser console)`
    : MOD_IMPORTED.message;
}

export async function importProjectFile(file: File): Promise<boolean> {
  const result = await importInWorker(file);
  if (!result.ok) {
    console.warn(`Import Mod failed: ${result.reason}`);
    showToast({ type: "error", ...importFailedText(result.reason) });
    return false;
  }
  projectStore.dispatch({ type: "project/import", project: result.project, from: "file", at: Date.now() });
  const { report } = result;
  if (report.repairs.length > 0 || report.unknownRuleKinds.length > 0) {
    console.info("Import Mod: repairs", report.repairs, "unknown rule kinds", report.unknownRuleKinds);
  }
  if (report.newerSchema) {
    // A newer Joker Forge wrote it: say so, naming both versions (the unknown parts are kept).
    const warning = newerSchemaText(report.newerSchema.file, report.newerSchema.app);
    showToast({ type: "warning", title: warning.title, message: warning.message, duration: 8000 });
  } else showToast({ type: "success", title: MOD_IMPORTED.title, message: importedMessage(report) });
  return true;
}

export async function importProjectFromPicker(): Promise<void> {
  const file = await pickFile(IMPORT_ACCEPT);
  if (file) await importProjectFile(file);
}
