// The auto-save snapshot store as an interface, so the controller's timing and failure logic runs
// in Node with an in-memory fake while the browser uses IndexedDB (indexedDbStorage.ts).
import type { Project } from "../../../domain/model";

/** What the controller saves: the whole project plus when it was written (epoch ms). */
export interface AutoSaveRecord {
  project: Project;
  timestamp: number;
}

export interface SnapshotStorage {
  /**
   * The stored record as found, {project, timestamp, ...} (untrusted: an older build or another tab
   * may have written it), or undefined. A record with `missing` keys lacks some of its parts.
   */
  read(): Promise<unknown>;
  /**
   * Replaces the stored record; rejects when the write did not land (quota, blocked, ...). It never
   * replaces a save this storage has not seen (another tab's): that rejects with kind "stale".
   */
  write(record: AutoSaveRecord): Promise<void>;
  /** Deletes the stored record (no error when there is none). */
  clear(): Promise<void>;
  /**
   * Gets ready to write without reading (a session that skips the read). A flush on pagehide must
   * start its write before the page goes; with the connection already open it can.
   */
  connect?(): Promise<void>;
  /** The revision of the save this storage last read or wrote (0: none), where it keeps one. */
  revision?(): number;
}

export type StorageFailureKind = "quota" | "unavailable" | "failed" | "stale";

/** The visible warning per failure kind; it stays until a later write succeeds. */
export const AUTO_SAVE_WARNINGS: Record<StorageFailureKind, string> = {
  quota: "Auto-save failed: browser storage is full. Save your project as a file to keep your work.",
  unavailable: "Auto-save failed: browser storage is blocked or unavailable. Save your project as a file to keep your work.",
  failed: "Auto-save failed: the project could not be written to browser storage. Save your project as a file to keep your work.",
  stale: "Not auto-saved: another tab saved a newer version of this project, and this tab will not overwrite it. Save your project as a file to keep this tab's changes.",
};

/** An error raised by a storage backend, with the kind the UI words its warning by. */
export class StorageFailure extends Error {
  constructor(readonly kind: StorageFailureKind, message: string, readonly cause?: unknown) {
    super(message);
    this.name = "StorageFailure";
  }
}

const QUOTA_NAMES = new Set(["QuotaExceededError", "NS_ERROR_DOM_QUOTA_REACHED"]);
// Private modes, disabled site data and sandboxed frames refuse IndexedDB with one of these.
const UNAVAILABLE_NAMES = new Set(["SecurityError", "InvalidStateError", "NotAllowedError", "UnknownError", "VersionError"]);

export function classifyStorageError(error: unknown): StorageFailureKind {
  if (error instanceof StorageFailure) return error.kind;
  const name = typeof error === "object" && error !== null && "name" in error ? String((error as { name: unknown }).name) : "";
  if (QUOTA_NAMES.has(name)) return "quota";
  // Legacy WebKit code for a full quota.
  if (typeof error === "object" && error !== null && (error as { code?: unknown }).code === 22) return "quota";
  if (UNAVAILABLE_NAMES.has(name)) return "unavailable";
  return "failed";
}
