// A small export result for the zip tests: text with non-ASCII, nested folders, art and sound
// (stored), random bytes, an empty file and a non-ASCII file name.
import type { ExportResult } from "../../../domain/export";

export function zipSample(): ExportResult {
  const noise = new Uint8Array(5000);
  let s = 7;
  for (let i = 0; i < noise.length; i += 1) { s = (Math.imul(s, 1103515245) + 12345) >>> 0; noise[i] = s >>> 24; }
  const files = new Map<string, Uint8Array | string>([
    ["main.lua", `-- é ü 中文\n${"SMODS.Joker { key = 'x' }\n".repeat(200)}`],
    ["items/jokers.lua", "return {}\n"],
    ["assets/1x/jokers.png", new Uint8Array(3000).fill(7)],
    ["assets/sounds/ding.ogg", new Uint8Array(2000).fill(1)],
    ["noise.bin", noise],
    ["empty.txt", ""],
    ["localization/fran\u00e7ais.lua", "return { 'caf\u00e9' }\n"],
  ]);
  return { folder: "testmod", files, report: { filesWritten: [...files.keys()], notExported: [], rulesExported: 0, rulesNotExported: 0, blockWarnings: [], warnings: [], counts: {} } };
}
