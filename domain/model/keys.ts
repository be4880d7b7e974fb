// Object keys: derived from names when empty, and kept unique within a list
// (spec section 4: "Duplicate object keys are made unique by appending or incrementing a
// trailing number (2 when none). Empty keys get a name-derived key (lowercase, non-alphanumerics
// removed, spaces to underscores, leading digits stripped, falling back to the object type)").

/**
 * The longest key (item, rarity, set and sound keys; also the mod id, prefix and main file name):
 * 64 characters. Keys are [a-z0-9_] ASCII, so that is 64 bytes, and every name made from a key
 * stays far under the 255-byte limit file systems and zip tools put on one name: a sound file
 * <key>.ogg, the manifest <id>.json, a bumped key (key2), a duplicated one (key_copy). The full
 * game key c_<prefix>_<key> stays under 131 characters. Real keys are a few words long.
 */
export const MAX_KEY_LENGTH = 64;

/** `key` cut to MAX_KEY_LENGTH, without a trailing underscore left by the cut. */
export function limitKey(key: string): string {
  return key.length <= MAX_KEY_LENGTH ? key : key.slice(0, MAX_KEY_LENGTH).replace(/_+$/, "");
}

/** A code-safe key from a display name: "Lucky Cat!" -> "lucky_cat". */
export function keyFromName(name: string, fallback: string): string {
  const key = limitKey(name
    .toLowerCase()
    .trim()
    .replace(/\s+/g, "_")
    .replace(/[^a-z0-9_]/g, "")
    .replace(/^[0-9_]+/, "")
    .replace(/_+/g, "_")
    .replace(/_$/, ""));
  return key || fallback;
}

const TRAILING_NUMBER = /^(.*?)(\d+)$/;

/** `stem` followed by `n`, the stem cut so that the key stays within MAX_KEY_LENGTH. */
function numbered(stem: string, n: number | string): string {
  const digits = String(n);
  return `${stem.slice(0, Math.max(1, MAX_KEY_LENGTH - digits.length))}${digits}`;
}

/** "card" -> "card2", "card2" -> "card3", "card_9" -> "card_10"; never longer than MAX_KEY_LENGTH (the base is cut). */
export function bumpKey(key: string): string {
  const match = TRAILING_NUMBER.exec(key);
  if (match && match[1] !== "") return numbered(match[1], Number(match[2]) + 1);
  return numbered(key, 2);
}

/**
 * Hands out keys unique among everything it has seen, in time linear in the number of keys (the
 * spec's rule, as `uniqueKey` applies it one key at a time: the key itself when free, else the
 * first of its bumps, `bumpKey` applied again and again, that is free).
 *
 * Bumps of a key with a stem ("card", "card2", "card_9") walk the numbers of that stem upwards.
 * For each stem the allocator remembers, per number, the next number that may still be free (a
 * disjoint-set "next free slot" with path compression), so 20,000 entries sharing one key cost
 * 20,000 steps, not 20,000² / 2. Keys without a stem (all digits) fall back to remembering where
 * the last search from the same key ended, which is as correct because keys are never freed.
 */
export class KeyAllocator {
  private readonly taken: Set<string>;
  /** stem -> (number -> a number at or after it that may be free). */
  private readonly nextFree = new Map<string, Map<number, number>>();
  private readonly resume = new Map<string, string>();

  constructor(taken: Iterable<string> = []) {
    this.taken = new Set(taken);
  }

  has(key: string): boolean {
    return this.taken.has(key);
  }

  /** Marks `key` as used without bumping it (an entry that keeps its key). */
  reserve(key: string): void {
    this.taken.add(key);
  }

  /** The key itself when free, else its first free bump; either way it is taken from now on. */
  allocate(key: string): string {
    const unique = this.peek(key);
    this.taken.add(unique);
    return unique;
  }

  /** What `allocate` would return, without taking it. */
  peek(key: string): string {
    if (!this.taken.has(key)) return key;
    const match = TRAILING_NUMBER.exec(key);
    if (match && match[1] !== "") return this.freeFrom(match[1], Number(match[2]) + 1, key);
    const bumped = `${key}2`;
    const stem = TRAILING_NUMBER.exec(bumped);
    // "card" bumps to "card2", whose further bumps are the numbers of the stem "card".
    if (stem && stem[1] !== "") return this.freeFrom(stem[1], 2, key);
    return this.walk(key);
  }

  private freeFrom(stem: string, from: number, key: string): string {
    if (!Number.isSafeInteger(from + 1)) return this.walk(key);
    let slots = this.nextFree.get(stem);
    if (!slots) this.nextFree.set(stem, (slots = new Map()));
    // Find: follow the links to the first number whose key is not taken.
    const path: number[] = [];
    let n = from;
    for (;;) {
      const link = slots.get(n);
      if (link !== undefined && link !== n) {
        path.push(n);
        n = link;
        continue;
      }
      const candidate = numbered(stem, n);
      if (!this.taken.has(candidate)) break;
      // Taken (by an entry or an earlier allocation): link it to the next number.
      slots.set(n, n + 1);
      path.push(n);
      n += 1;
      if (!Number.isSafeInteger(n + 1)) return this.walk(key);
    }
    for (const visited of path) slots.set(visited, n);
    return numbered(stem, n);
  }

  private walk(key: string): string {
    let candidate = this.resume.get(key) ?? key;
    while (this.taken.has(candidate)) candidate = bumpKey(candidate);
    this.resume.set(key, candidate);
    return candidate;
  }
}

/** The key itself when free, else bumped until no other entry uses it. */
export function uniqueKey(key: string, taken: Iterable<string>): string {
  return new KeyAllocator(taken).peek(key);
}
