// The export's line map: for each generated Lua file, which item, rule and block produced each
// line (the printer's origin tags, see domain/lua printLuaWithOrigins), and the export's
// fingerprint. A crash log names a file and a line of the mod; the map turns that into the block
// at fault (domain/crashLog). Re-exporting recomputes both.

/** What produced one generated line. */
export interface LineOrigin {
  itemId: string;
  /** Full game key of the item (j_mymod_lucky). */
  itemKey: string;
  /** Empty on lines of the item outside any rule (e.g. the calculate method's own lines). */
  ruleId?: string;
  blockKind?: "trigger" | "condition" | "effect" | "random" | "loop" | "custom";
  /** Empty when the line belongs to the rule as a whole (or to several conditions at once, the first is named). */
  blockId?: string;
}

/** Per file path (as in the mod folder): index i is line i + 1; null where no block produced the line. */
export type LineMap = Record<string, (LineOrigin | null)[]>;

/**
 * The export's fingerprint: a hash of every generated Lua file (path and text). It goes into the
 * manifest's `debug_info`, which Steamodded keeps on the mod and its crash handler prints under
 * the mod's line of the mod list, so a crash log says which export it came from.
 */
export function exportFingerprint(luaFiles: [string, string][]): string {
  // FNV-1a, 32 bits, over the UTF-16 code units: fast over megabytes, and enough to tell exports apart
  let h = 0x811c9dc5;
  for (const [path, text] of luaFiles) {
    for (const part of [path, "\u0000", text, "\u0000"]) {
      for (let i = 0; i < part.length; i += 1) {
        h ^= part.charCodeAt(i);
        h = Math.imul(h, 0x01000193);
      }
    }
  }
  return (h >>> 0).toString(16).padStart(8, "0");
}

/** The text of the manifest's debug_info (and so of the crash log's line under the mod). */
export const FINGERPRINT_LABEL = "Joker Forge export";
export function fingerprintLine(fingerprint: string): string {
  return `${FINGERPRINT_LABEL} ${fingerprint}`;
}

/** The origin of `line` (1-based) of `file`, or undefined. */
export function originAt(map: LineMap, file: string, line: number): LineOrigin | undefined {
  return map[file]?.[line - 1] ?? undefined;
}
