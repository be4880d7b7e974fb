// Object keys: derived from names when empty, and kept unique within a list
// (spec section 4: "Duplicate object keys are made unique by appending or incrementing a
// trailing number (2 when none). Empty keys get a name-derived key (lowercase, non-alphanumerics
// removed, spaces to underscores, leading digits stripped, falling back to the object type)").

/** A code-safe key from a display name: "Lucky Cat!" -> "lucky_cat". */
export function keyFromName(name: string, fallback: string): string {
  const key = name
    .toLowerCase()
    .trim()
    .replace(/\s+/g, "_")
    .replace(/[^a-z0-9_]/g, "")
    .replace(/^[0-9_]+/, "")
    .replace(/_+/g, "_")
    .replace(/_$/, "");
  return key || fallback;
}

/** "card" -> "card2", "card2" -> "card3", "card_9" -> "card_10". */
export function bumpKey(key: string): string {
  const match = /^(.*?)(\d+)$/.exec(key);
  if (match && match[1] !== "") return `${match[1]}${Number(match[2]) + 1}`;
  return `${key}2`;
}

/** The key itself when free, else bumped until no other entry uses it. */
export function uniqueKey(key: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  let candidate = key;
  while (used.has(candidate)) candidate = bumpKey(candidate);
  return candidate;
}
