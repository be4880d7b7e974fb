// The one part of auto-save in the first-load bundle: whether a snapshot is stored at all. The
// restore question needs the answer at once; the rest (session, controller, storage, record
// checks, indicator) loads when there is a snapshot to offer or a change to save (autoSaveTrigger.ts).
// It only counts keys, so a large stored project is not read (and cloned) twice.

export const AUTO_SAVE_DB = "joker-forge";
/** Version 1 kept the whole project in one record; version 2 adds the split layout (snapshotLayout.ts). */
export const AUTO_SAVE_DB_VERSION = 2;
/** Version 1's store: one record {project, timestamp} under LEGACY_KEY; read and migrated to the split layout when no head exists. */
export const LEGACY_STORE = "autosave";
export const LEGACY_KEY = "current";
/** The head (under HEAD_KEY) and one record per item. */
export const PROJECT_STORE = "project";
export const HEAD_KEY = "head";
/** Images, sounds and other large strings, keyed by content. */
export const BLOB_STORE = "blobs";

/** "unknown": storage could not be asked (private mode, blocked); the full session finds out why. */
export type SnapshotPresence = "found" | "none" | "unknown";

/** Creates the stores on first use; shared by the probe and the storage so either may open first. */
export function upgradeAutoSaveDb(request: IDBOpenDBRequest): void {
  const db = request.result;
  for (const name of [LEGACY_STORE, PROJECT_STORE, BLOB_STORE]) {
    if (!db.objectStoreNames.contains(name)) db.createObjectStore(name);
  }
}

export function probeStoredSnapshot(factory: IDBFactory | undefined = globalThis.indexedDB, name = AUTO_SAVE_DB): Promise<SnapshotPresence> {
  return new Promise((resolve) => {
    try {
      if (!factory) throw new Error("IndexedDB is not available");
      const request = factory.open(name, AUTO_SAVE_DB_VERSION);
      request.onupgradeneeded = () => upgradeAutoSaveDb(request);
      request.onblocked = () => resolve("unknown");
      request.onerror = () => resolve("unknown");
      request.onsuccess = () => {
        const db = request.result;
        try {
          const tx = db.transaction([PROJECT_STORE, LEGACY_STORE], "readonly");
          const head = tx.objectStore(PROJECT_STORE).count(HEAD_KEY);
          const legacy = tx.objectStore(LEGACY_STORE).count(LEGACY_KEY);
          tx.oncomplete = () => { db.close(); resolve(head.result + legacy.result > 0 ? "found" : "none"); };
          tx.onabort = () => { db.close(); resolve("unknown"); };
          tx.onerror = (event) => { event.preventDefault(); };
        } catch {
          db.close();
          resolve("unknown");
        }
      };
    } catch {
      resolve("unknown");
    }
  });
}
