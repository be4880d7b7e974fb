// The auto-save in IndexedDB. The original kept the project in one localStorage key and silently
// lost projects above about 5 MB; IndexedDB stores structured clones (no JSON string, no 5 MB cap)
// and gives transactions that land whole or not at all.
//
// Layout (snapshotLayout.ts): a small head, one record per item and one per image or sound, so a
// save writes only what changed. The head carries a revision: a write reads it in the same
// transaction as its own puts and aborts them all when it is not the revision this tab last read
// or wrote, so a tab never overwrites a save it has not seen (issue 13: two tabs).
//
// A large first save (an import) writes its new images and sounds in batches, each its own short
// transaction, before the transaction with the head; until the head lands, they are unused records
// that a later save of this tab deletes.
import {
  AUTO_SAVE_DB, AUTO_SAVE_DB_VERSION, BLOB_STORE, HEAD_KEY, LEGACY_KEY, LEGACY_STORE, PROJECT_STORE, upgradeAutoSaveDb,
} from "./snapshotProbe";
import { SnapshotSplitter, asHead, joinProject, partKeysOf, type StoredHead, type WritePlan } from "./snapshotLayout";
import { StorageFailure, classifyStorageError, type AutoSaveRecord, type SnapshotStorage } from "./snapshotStorage";
import { checkStoredRecord } from "./storedRecord";

/** Batches of new blobs and parts before the head: at most this many characters per transaction. */
const BATCH_CHARS = 1_000_000;
const STORES = [PROJECT_STORE, BLOB_STORE, LEGACY_STORE];

function failure(error: unknown, what: string): StorageFailure {
  if (error instanceof StorageFailure) return error;
  const detail = error instanceof Error || error instanceof DOMException ? `${error.name}: ${error.message}` : String(error);
  return new StorageFailure(classifyStorageError(error), `${what} failed (${detail})`, error);
}

/** One tab's name for its records and in the head (random, so tabs never share part keys). */
function tabId(): string {
  const random = globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
  return random.replace(/-/g, "").slice(0, 12);
}

/** Version 1's record as it wrote it: {project, timestamp}. */
interface LegacyRecord { project: Record<string, unknown>; timestamp: number }

function isLegacyProject(value: unknown): value is LegacyRecord {
  if (typeof value !== "object" || value === null) return false;
  const { project, timestamp } = value as { project?: unknown; timestamp?: unknown };
  return typeof project === "object" && project !== null && !Array.isArray(project) && typeof timestamp === "number" && Number.isFinite(timestamp);
}

const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export function createIndexedDbStorage(factory: IDBFactory | undefined = globalThis.indexedDB, name = AUTO_SAVE_DB): SnapshotStorage {
  const writer = tabId();
  const splitter = new SnapshotSplitter(writer);
  // What this tab believes storage holds: a fresh page was built on nothing stored (the probe
  // found none, or the session reads what is there and this is updated).
  let knownRevision = 0;
  let swept = false;
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

  /**
   * Runs `body` in one transaction over every store; resolves with what `body` returns once the
   * transaction has completed (only then has a write landed).
   */
  async function run<T>(mode: IDBTransactionMode, what: string, body: (tx: IDBTransaction, abort: (error: unknown) => void) => () => T): Promise<T> {
    const db = await open();
    return new Promise<T>((resolve, reject) => {
      let tx: IDBTransaction | undefined;
      let result: () => T = () => undefined as T;
      let cause: unknown = null;
      try {
        tx = db.transaction(STORES, mode);
        const transaction = tx;
        result = body(transaction, (error) => {
          cause = error;
          try { transaction.abort(); } catch { /* already finished */ }
        });
      } catch (error) {
        // put() throws synchronously for a quota or clone error; nothing has been written.
        try { tx?.abort(); } catch { /* already finished */ }
        reject(failure(error, what));
        return;
      }
      tx.oncomplete = () => {
        try { resolve(result()); } catch (error) { reject(failure(error, what)); }
      };
      tx.onabort = () => reject(failure(cause ?? tx.error ?? new Error("transaction aborted"), what));
      tx.onerror = (event) => {
        // onabort follows and rejects; this only stops the error from reaching window.onerror.
        event.preventDefault();
      };
    });
  }

  function getAll(store: IDBObjectStore, keys: string[], into: Map<string, unknown>) {
    for (const key of keys) {
      const request = store.get(key);
      request.onsuccess = () => { if (request.result !== undefined) into.set(key, request.result); };
    }
  }

  async function read(): Promise<unknown> {
    // The head first (small); then its parts and blobs in one more transaction.
    const found = await run("readonly", "Reading the auto-save", (tx) => {
      const head = tx.objectStore(PROJECT_STORE).get(HEAD_KEY);
      const legacy = tx.objectStore(LEGACY_STORE).get(LEGACY_KEY);
      return () => ({ head: head.result as unknown, legacy: legacy.result as unknown });
    });
    const head = asHead(found.head);
    if (!head) {
      knownRevision = 0;
      splitter.reset(null);
      const legacy = found.head ?? found.legacy;
      // Only a record the restore question would offer (an unusable one is deleted by the session).
      return isLegacyProject(legacy) && checkStoredRecord(legacy).kind === "offer" ? migrate(legacy) : legacy;
    }
    const { parts, blobs } = await run("readonly", "Reading the auto-save", (tx) => {
      const parts = new Map<string, unknown>();
      const blobs = new Map<string, unknown>();
      getAll(tx.objectStore(PROJECT_STORE), partKeysOf(head), parts);
      getAll(tx.objectStore(BLOB_STORE), head.blobs, blobs);
      return () => ({ parts, blobs });
    });
    const texts = new Map([...blobs].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
    const { project, missing } = joinProject(head, parts, texts);
    knownRevision = head.revision;
    splitter.reset(head, texts);
    return { project, timestamp: head.timestamp, revision: head.revision, missing };
  }

  /**
   * Version 1's one record, rewritten in the split layout on the first read (the legacy record is
   * deleted in the same transaction as the head lands), so a project restored from it is not written
   * whole by its first edit. The record is read before anything writes (the session's controller is
   * paused until the restore question is answered), so nothing races it. When the write fails
   * (storage full, another tab migrated first) the record stays as it is, still read and offered,
   * and the next save migrates it.
   */
  async function migrate(legacy: LegacyRecord): Promise<unknown> {
    try {
      await write({ project: legacy.project as unknown as AutoSaveRecord["project"], timestamp: legacy.timestamp });
      return { ...legacy, revision: knownRevision };
    } catch (error) {
      console.warn("[auto-save] the previous layout's record could not be migrated yet; it stays readable", error);
      return legacy;
    }
  }

  /** New blobs and parts ahead of the head, in batches: each put clones its value on this thread. */
  async function writeAhead(plan: WritePlan): Promise<void> {
    const batch: [string, string, unknown][] = [];
    let chars = 0;
    const flush = async () => {
      if (batch.length === 0) return;
      const entries = batch.splice(0);
      chars = 0;
      await run("readwrite", "Writing the auto-save", (tx) => {
        for (const [store, key, value] of entries) tx.objectStore(store).put(value, key);
        return () => undefined;
      });
      await yieldToPage();
    };
    for (const [key, text] of plan.blobs) {
      batch.push([BLOB_STORE, key, text]);
      chars += text.length;
      if (chars >= BATCH_CHARS) await flush();
    }
    await flush();
    plan.blobs = [];
  }

  async function write(record: AutoSaveRecord): Promise<void> {
    await open();
    // Items not split yet (all of them after an import) are split a slice at a time.
    await splitter.prepare(record.project, yieldToPage);
    const plan = splitter.plan(record.project);
    const blobChars = plan.blobs.reduce((sum, [, text]) => sum + text.length, 0);
    if (blobChars > BATCH_CHARS) await writeAhead(plan);
    const expected = knownRevision;
    const head: StoredHead = { ...plan.head, timestamp: record.timestamp, revision: expected + 1, writer };
    const sweep = !swept;
    await run("readwrite", "Writing the auto-save", (tx, abort) => {
      const projectStore = tx.objectStore(PROJECT_STORE);
      const blobStore = tx.objectStore(BLOB_STORE);
      // Compare and swap: the puts below are undone by the abort if another tab saved meanwhile.
      const current = projectStore.get(HEAD_KEY);
      current.onsuccess = () => {
        const stored = asHead(current.result);
        const revision = stored ? stored.revision : 0;
        if (revision !== expected) {
          abort(new StorageFailure("stale", `another tab saved revision ${revision} (from tab ${stored?.writer ?? "?"}); this tab last saw revision ${expected}`));
        }
      };
      for (const [key, text] of plan.blobs) blobStore.put(text, key);
      for (const [key, part] of plan.parts) projectStore.put(part, key);
      projectStore.put(head, HEAD_KEY);
      for (const key of plan.deadParts) projectStore.delete(key);
      for (const key of plan.deadBlobs) blobStore.delete(key);
      tx.objectStore(LEGACY_STORE).delete(LEGACY_KEY);
      if (sweep) {
        // Once per page: records left by a save that never reached its head (a closed tab).
        const used = new Set([...partKeysOf(head), HEAD_KEY]);
        const usedBlobs = new Set(head.blobs);
        const partKeys = projectStore.getAllKeys();
        partKeys.onsuccess = () => { for (const key of partKeys.result) if (!used.has(String(key))) projectStore.delete(key); };
        const blobKeys = blobStore.getAllKeys();
        blobKeys.onsuccess = () => { for (const key of blobKeys.result) if (!usedBlobs.has(String(key))) blobStore.delete(key); };
      }
      return () => undefined;
    });
    knownRevision = head.revision;
    swept = true;
    splitter.committed(plan);
  }

  return {
    read,
    write,
    clear: async () => {
      await run("readwrite", "Deleting the auto-save", (tx) => {
        for (const store of STORES) tx.objectStore(store).clear();
        return () => undefined;
      });
      knownRevision = 0;
      splitter.reset(null);
    },
    connect: () => open().then(() => undefined),
    revision: () => knownRevision,
  };
}
