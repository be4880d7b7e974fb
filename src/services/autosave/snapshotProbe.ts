// The one part of auto-save in the first-load bundle: whether a snapshot is stored at all. The
// restore question needs the answer at once; the rest (session, controller, storage, record
// checks, indicator) loads when there is a snapshot to offer or a change to save (autoSaveTrigger.ts).
// It only counts the key, so a large stored project is not read (and cloned) twice.

export const AUTO_SAVE_DB = "joker-forge";
export const AUTO_SAVE_STORE = "autosave";
/** The store holds exactly one record under this key. */
export const AUTO_SAVE_KEY = "current";
export const AUTO_SAVE_DB_VERSION = 1;

/** "unknown": storage could not be asked (private mode, blocked); the full session finds out why. */
export type SnapshotPresence = "found" | "none" | "unknown";

/** Creates the store on first use; shared by the probe and the storage so either may open first. */
export function upgradeAutoSaveDb(request: IDBOpenDBRequest): void {
  if (!request.result.objectStoreNames.contains(AUTO_SAVE_STORE)) request.result.createObjectStore(AUTO_SAVE_STORE);
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
          const count = db.transaction(AUTO_SAVE_STORE, "readonly").objectStore(AUTO_SAVE_STORE).count(AUTO_SAVE_KEY);
          count.onsuccess = () => { db.close(); resolve(count.result > 0 ? "found" : "none"); };
          count.onerror = (event) => { event.preventDefault(); db.close(); resolve("unknown"); };
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
