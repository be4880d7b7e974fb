// How the auto-save lays a project out in IndexedDB (format 2), kept free of IndexedDB so it is
// unit-tested in Node (indexedDbStorage.ts does the reads and writes).
//
// One record per item, one per large string (images and sounds), and a small head that lists them:
// - A large string (BLOB_MIN_CHARS or more: data URLs of art and audio, very long texts) is stored
//   once under a key made from its content, and written only when no stored record has that key.
//   The key is a fingerprint of samples of the text (hashing megabytes on every import would hold
//   the page), checked against the text known under it; a full hash settles a shared fingerprint.
// - An item is stored as its "part": the item with its large strings cut out, plus where they go.
//   The store's projects are immutable, so an item object that has not changed since the last
//   write is already stored under the part key remembered for it (a WeakMap by identity).
// - The head holds the project without its lists, the part keys of every list in order, every blob
//   key in use (so records no longer used can be deleted), and the revision of the save.
// A name edit therefore writes the head (kilobytes) and nothing else; editing one joker adds its
// part; uploading art adds one blob.

export const SNAPSHOT_FORMAT = 2;
/** Strings at least this long are stored as their own records (a small sprite is ~10 k chars). */
export const BLOB_MIN_CHARS = 1024;

export type PathStep = string | number;

/** A value with its large strings cut out (replaced by ""), and where each goes back. */
export interface StoredPart {
  value: unknown;
  blobs: [path: PathStep[], key: string][];
}

export interface StoredHead {
  format: typeof SNAPSHOT_FORMAT;
  /** Goes up by one with every save; a write expecting another revision is refused (another tab saved). */
  revision: number;
  timestamp: number;
  /** The tab that wrote it (for the console when a write is refused). */
  writer: string;
  /** The project without its lists: modMetadata, timestamp and any field a newer file holds. */
  top: StoredPart;
  /** Part keys of each list, in order. */
  lists: Record<string, string[]>;
  /** Every blob key the head's parts use. */
  blobs: string[];
}

/** What one save writes and deletes. */
export interface WritePlan {
  /** The head without its revision, writer and save time, which the storage fills in. */
  head: Omit<StoredHead, "revision" | "writer">;
  parts: [key: string, part: StoredPart][];
  blobs: [key: string, value: string][];
  deadParts: string[];
  deadBlobs: string[];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

function mix(h: number, c: number): number {
  h = Math.imul(h ^ c, 0x5bd1e995);
  return h ^ (h >>> 15);
}

/**
 * The full key of a large string: its length and two independent 32-bit hashes (FNV-1a and a
 * multiply-rotate one) over every UTF-16 code unit.
 */
export function blobKey(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x9e3779b9 ^ text.length;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = mix(b, c);
  }
  return `b${text.length.toString(36)}-${(a >>> 0).toString(36)}-${(b >>> 0).toString(36)}`;
}

const SAMPLES = 512;

/**
 * A cheap key of a large string: its length, its first and last 64 code units and 512 spread
 * between. Two texts can share it, so SnapshotSplitter checks every new text against the text it
 * knows under that key and uses blobKey when they differ.
 */
export function blobFingerprint(text: string): string {
  const n = text.length;
  let h = 0x9e3779b9 ^ n;
  const edge = Math.min(64, n);
  for (let i = 0; i < edge; i += 1) h = mix(h, text.charCodeAt(i));
  for (let i = n - edge; i < n; i += 1) h = mix(h, text.charCodeAt(i));
  const step = Math.max(1, Math.floor(n / SAMPLES));
  for (let i = step >> 1; i < n; i += step) h = mix(h, text.charCodeAt(i));
  return `f${n.toString(36)}-${(h >>> 0).toString(36)}`;
}

/** Cuts the large strings out of `value`; returns `value` itself when it holds none (no copy). */
function cut(value: unknown, path: PathStep[], found: [PathStep[], string][]): unknown {
  if (typeof value === "string") {
    if (value.length < BLOB_MIN_CHARS) return value;
    found.push([path.slice(), value]);
    return "";
  }
  if (!isObject(value)) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | null = null;
    for (let i = 0; i < value.length; i += 1) {
      path.push(i);
      const next = cut(value[i], path, found);
      path.pop();
      if (next !== value[i]) (copy ??= value.slice())[i] = next;
    }
    return copy ?? value;
  }
  let copy: Record<string, unknown> | null = null;
  for (const key of Object.keys(value)) {
    path.push(key);
    const next = cut(value[key], path, found);
    path.pop();
    if (next !== value[key]) (copy ??= { ...value })[key] = next;
  }
  return copy ?? value;
}

/** Puts the large strings back; a missing blob is reported by its key and left as "". */
export function restorePart(part: StoredPart, blobs: ReadonlyMap<string, string>, missing: string[]): unknown {
  if (!isObject(part) || !Array.isArray(part.blobs)) return isObject(part) ? part.value : part;
  const root = { value: part.value } as Record<string, unknown>;
  for (const entry of part.blobs) {
    if (!Array.isArray(entry) || !Array.isArray(entry[0]) || typeof entry[1] !== "string") continue;
    const [path, key] = entry;
    const text = blobs.get(key);
    if (text === undefined) {
      missing.push(key);
      continue;
    }
    let target: unknown = root;
    const steps: PathStep[] = ["value", ...path];
    for (let i = 0; i < steps.length - 1 && isObject(target); i += 1) target = (target as Record<PathStep, unknown>)[steps[i]];
    if (isObject(target)) (target as Record<PathStep, unknown>)[steps[steps.length - 1]] = text;
  }
  return root.value;
}

/** The stored head, if `value` is one (format 2). */
export function asHead(value: unknown): StoredHead | null {
  if (!isObject(value) || value.format !== SNAPSHOT_FORMAT || typeof value.revision !== "number") return null;
  if (!isObject(value.lists) || !Array.isArray(value.blobs) || !isObject(value.top)) return null;
  return value as unknown as StoredHead;
}

/** Every part key a head lists. */
export function partKeysOf(head: StoredHead): string[] {
  return Object.values(head.lists).flatMap((keys) => (Array.isArray(keys) ? keys.filter((key): key is string => typeof key === "string") : []));
}

/** The project a head describes, with its parts and blobs put back together. */
export function joinProject(head: StoredHead, parts: ReadonlyMap<string, unknown>, blobs: ReadonlyMap<string, string>): { project: Record<string, unknown>; missing: string[] } {
  const missing: string[] = [];
  const top = restorePart(head.top, blobs, missing);
  const project: Record<string, unknown> = isObject(top) && !Array.isArray(top) ? { ...top } : {};
  for (const [list, keys] of Object.entries(head.lists)) {
    if (!Array.isArray(keys)) continue;
    project[list] = keys.map((key) => {
      const part = parts.get(key);
      if (part === undefined) {
        missing.push(String(key));
        return null;
      }
      return restorePart(part as StoredPart, blobs, missing);
    });
  }
  return { project, missing };
}

interface CachedPart {
  key: string;
  part: StoredPart;
}

/**
 * Plans each save against what storage holds. `committed` must be called once a plan's write has
 * landed; `reset` when storage was read (or changed by someone else), so nothing is assumed stored.
 */
export class SnapshotSplitter {
  private storedParts = new Set<string>();
  private storedBlobs = new Set<string>();
  private partOf = new WeakMap<object, CachedPart>();
  /** The text of every blob key known (stored, or in a plan not yet written). */
  private textOfKey = new Map<string, string>();
  private counter = 0;

  constructor(private readonly writer: string) {}

  /** Storage now holds `head` (or nothing); `blobs` are texts read with it, so they are not hashed again. */
  reset(head: StoredHead | null, blobs: ReadonlyMap<string, string> = new Map()): void {
    this.storedParts = new Set(head ? partKeysOf(head) : []);
    this.storedBlobs = new Set(head ? head.blobs.filter((key): key is string => typeof key === "string") : []);
    this.partOf = new WeakMap();
    this.textOfKey = new Map(blobs);
  }

  // A text's key: its fingerprint, unless another known text has that fingerprint (then its full
  // hash). Every stored blob is known here (read, or written by this tab), so a key never names
  // two texts.
  private keyOf(text: string): string {
    let key = blobFingerprint(text);
    let known = this.textOfKey.get(key);
    if (known !== undefined && known !== text) {
      key = blobKey(text);
      known = this.textOfKey.get(key);
      if (known !== undefined && known !== text) throw new Error(`two texts share the blob key ${key}`);
    }
    if (known === undefined) this.textOfKey.set(key, text);
    return key;
  }

  private split(value: unknown): StoredPart {
    const found: [PathStep[], string][] = [];
    const stripped = cut(value, [], found);
    return { value: stripped, blobs: found.map(([path, text]) => [path, this.keyOf(text)]) };
  }

  /**
   * The item's part as split before, while it can still be written: every blob it names is stored
   * or its text is known. An item that comes back after its art's records were deleted (undo of an
   * import, then redo) names blobs whose texts were forgotten; it is split again, so its art is
   * written anew instead of listed in the head and missing from storage.
   */
  private cachedPart(entry: object): CachedPart | undefined {
    const cached = this.partOf.get(entry);
    if (!cached) return undefined;
    for (const [, key] of cached.part.blobs) {
      if (!this.storedBlobs.has(key) && !this.textOfKey.has(key)) {
        this.partOf.delete(entry);
        return undefined;
      }
    }
    return cached;
  }

  private partFor(entry: unknown): CachedPart {
    let cached = isObject(entry) ? this.cachedPart(entry) : undefined;
    if (!cached) {
      cached = { key: `p-${this.writer}-${(this.counter += 1).toString(36)}`, part: this.split(entry) };
      if (isObject(entry)) this.partOf.set(entry, cached);
    }
    return cached;
  }

  /**
   * Splits the items `plan` will need that are not split yet, a slice at a time: after each
   * `sliceMs` of work it awaits `pause()` (the storage yields to the page there), so a first save
   * of a large project never holds the main thread in one long task.
   */
  async prepare(project: object, pause: () => Promise<void>, sliceMs = 4): Promise<void> {
    let started = performance.now();
    for (const value of Object.values(project)) {
      if (!Array.isArray(value)) continue;
      for (const entry of value) {
        if (isObject(entry) && this.cachedPart(entry)) continue;
        this.partFor(entry);
        if (performance.now() - started >= sliceMs) {
          await pause();
          started = performance.now();
        }
      }
    }
  }

  plan(project: object): WritePlan {
    const source = project as Record<string, unknown>;
    const parts: [string, StoredPart][] = [];
    const usedParts = new Set<string>();
    const usedBlobs = new Set<string>();
    const lists: Record<string, string[]> = {};
    const topValue: Record<string, unknown> = {};

    for (const [name, value] of Object.entries(source)) {
      if (!Array.isArray(value)) {
        topValue[name] = value;
        continue;
      }
      lists[name] = value.map((entry: unknown) => {
        const cached = this.partFor(entry);
        if (!usedParts.has(cached.key)) {
          usedParts.add(cached.key);
          if (!this.storedParts.has(cached.key)) parts.push([cached.key, cached.part]);
        }
        for (const [, key] of cached.part.blobs) usedBlobs.add(key);
        return cached.key;
      });
    }
    const top = this.split(topValue);
    for (const [, key] of top.blobs) usedBlobs.add(key);

    const blobs: [string, string][] = [];
    for (const key of usedBlobs) {
      if (this.storedBlobs.has(key)) continue;
      const text = this.textOfKey.get(key);
      if (text !== undefined) blobs.push([key, text]);
    }
    return {
      head: { format: SNAPSHOT_FORMAT, timestamp: 0, top, lists, blobs: [...usedBlobs] },
      parts,
      blobs,
      deadParts: [...this.storedParts].filter((key) => !usedParts.has(key)),
      deadBlobs: [...this.storedBlobs].filter((key) => !usedBlobs.has(key)),
    };
  }

  /** The plan's write landed: storage holds exactly what its head lists. */
  committed(plan: WritePlan): void {
    this.storedParts = new Set(Object.values(plan.head.lists).flat());
    this.storedBlobs = new Set(plan.head.blobs);
    // Forget texts no stored record holds any more (deleted art, plans that never landed).
    for (const key of this.textOfKey.keys()) if (!this.storedBlobs.has(key)) this.textOfKey.delete(key);
  }
}
