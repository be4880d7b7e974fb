// The auto-save snapshot in IndexedDB. The original kept the project in one localStorage key and
// silently lost projects above about 5 MB; IndexedDB stores the record as a structured clone
// (no JSON string, no 5 MB cap) and gives a transaction that either lands whole or not at all.
import { AUTO_SAVE_DB, AUTO_SAVE_DB_VERSION, AUTO_SAVE_KEY, AUTO_SAVE_STORE, upgradeAutoSaveDb } from "./snapshotProbe";
import { StorageFailure, classifyStorageError, type AutoSaveRecord, type SnapshotStorage } from "./snapshotStorage";

function failure(error: unknown, what: string): StorageFailure {
  if (error instanceof StorageFailure) return error;
  const detail = error instanceof Error || error instanceof DOMException ? `${error.name}: ${error.message}` : String(error);
  return new StorageFailure(classifyStorageError(error), `${what} failed (${detail})`, error);
}

export function createIndexedDbStorage(factory: IDBFactory | undefined = globalThis.indexedDB, name = AUTO_SAVE_DB): SnapshotStorage {
  let opening: Promise<IDBDatabase> | null = null;

  function open(): Promise<IDBDatabase> {
    if (opening) return opening;
    const attempt = new Promise<IDBDatabase>((resolve, reject) => {
      if (!factory) {
        reject(new StorageFailure("unavailable", "IndexedDB is not available in this browser"));
        return;
      }
      let request: IDBOpenDBRequest;
      try {
        request = factory.open(name, AUTO_SAVE_DB_VERSION);
      } catch (error) {
        reject(failure(error, "Opening browser storage"));
        return;
      }
      request.onupgradeneeded = () => upgradeAutoSaveDb(request);
      // Another tab holds an older version open; waiting could hang every save, so report it.
      let gaveUp = false;
      request.onblocked = () => {
        gaveUp = true;
        reject(new StorageFailure("unavailable", "Browser storage is blocked by another tab of Joker Forge"));
      };
      request.onerror = () => reject(failure(request.error, "Opening browser storage"));
      request.onsuccess = () => {
        const db = request.result;
        if (gaveUp) { db.close(); return; }
        // Let a newer tab upgrade the database instead of blocking it; the next call reopens.
        db.onversionchange = () => { db.close(); opening = null; };
        db.onclose = () => { opening = null; };
        resolve(db);
      };
    });
    // A failed open is retried on the next call (the user may have freed space or closed a tab).
    opening = attempt.catch((error: unknown) => {
      opening = null;
      throw error;
    });
    return opening;
  }

  async function run<T>(mode: IDBTransactionMode, what: string, body: (store: IDBObjectStore) => IDBRequest | void): Promise<T> {
    const db = await open();
    return new Promise<T>((resolve, reject) => {
      let tx: IDBTransaction | undefined;
      let request: IDBRequest | void;
      try {
        tx = db.transaction(AUTO_SAVE_STORE, mode);
        request = body(tx.objectStore(AUTO_SAVE_STORE));
        // Commit now instead of when the event loop next idles: a flush on pagehide then has a
        // chance to land before the page is torn down (older browsers lack commit()).
        tx.commit?.();
      } catch (error) {
        // put() throws synchronously for a quota or clone error; nothing has been written.
        try { tx?.abort(); } catch { /* already finished */ }
        reject(failure(error, what));
        return;
      }
      // Resolve on complete, not on the request's success: only then has the write landed.
      tx.oncomplete = () => resolve((request ? request.result : undefined) as T);
      tx.onabort = () => reject(failure(tx.error ?? (request ? request.error : null) ?? new Error("transaction aborted"), what));
      tx.onerror = (event) => {
        // onabort follows and rejects; this only stops the error from reaching window.onerror.
        event.preventDefault();
      };
    });
  }

  return {
    read: () => run<unknown>("readonly", "Reading the auto-save", (store) => store.get(AUTO_SAVE_KEY)),
    write: (record: AutoSaveRecord) => run<void>("readwrite", "Writing the auto-save", (store) => { store.put(record, AUTO_SAVE_KEY); }),
    clear: () => run<void>("readwrite", "Deleting the auto-save", (store) => { store.delete(AUTO_SAVE_KEY); }),
    connect: () => open().then(() => undefined),
  };
}
