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

/** "card" -> "card2", "card2" -> "card3", "card_9" -> "card_10"; never longer than MAX_KEY_LENGTH (the base is cut). */
export function bumpKey(key: string): string {
  const match = /^(.*?)(\d+)$/.exec(key);
  const [base, next] = match && match[1] !== "" ? [match[1], String(Number(match[2]) + 1)] : [key, "2"];
  return `${base.slice(0, Math.max(1, MAX_KEY_LENGTH - next.length))}${next}`;
}

/** The key itself when free, else bumped until no other entry uses it. A Set is used as it is. */
export function uniqueKey(key: string, taken: Iterable<string>): string {
  const used = taken instanceof Set ? taken as ReadonlySet<string> : new Set(taken);
  let candidate = key;
  while (used.has(candidate)) candidate = bumpKey(candidate);
  return candidate;
}
