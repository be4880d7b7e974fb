// The mod as a zip that unzips straight into Mods/: one folder named after the mod id. Built with
// JSZip. The same project always gives the same bytes: folders first in sorted order, then the
// files in the exporter's order, every entry with one fixed date. This module is only reached from
// the export worker (and its on-demand main-thread fallback), so JSZip never loads on a first visit.
import JSZip from "jszip";
import type { ExportResult } from "./types";

/**
 * 1980-01-01 00:00, the first date a zip can hold. JSZip writes an entry's MS-DOS date and time
 * from the UTC fields of the Date (getUTCFullYear, getUTCHours...), so a UTC instant gives the
 * same fields in every time zone; a local-time Date would not.
 */
export const ZIP_ENTRY_DATE = new Date(Date.UTC(1980, 0, 1, 0, 0, 0));

/**
 * Deflate level for text (Lua, JSON, shaders, the project backup). JSZip deflates with pako, whose
 * levels 1-3 share its fast strategy and, measured cold on the largest fixture, its speed: level 3
 * packs tightest of those. Level 6 (zlib's default) made that zip 2% smaller for about a quarter
 * more zip time, most of it spent on the backup copy of the project, which is mostly base64 image
 * data and packs about the same at any level.
 */
export const TEXT_DEFLATE_LEVEL = 3;

/** PNG and Ogg are compressed already: deflating them again costs time and saves nothing. */
const ALREADY_COMPRESSED = /\.(png|ogg)$/i;

const utf8 = new TextEncoder();

export async function buildZip(result: ExportResult): Promise<Uint8Array> {
  const zip = new JSZip();
  const folders = new Set<string>([result.folder]);
  for (const file of result.files.keys()) {
    const parts = file.split("/");
    for (let i = 1; i < parts.length; i += 1) folders.add(`${result.folder}/${parts.slice(0, i).join("/")}`);
  }
  // JSZip writes entries in the order they were added (paths hold "/", so no key is integer-like
  // and object key order is insertion order)
  for (const folder of [...folders].sort()) zip.file(`${folder}/`, null, { dir: true, date: ZIP_ENTRY_DATE, createFolders: false });
  for (const [file, data] of result.files) {
    // text goes in as UTF-8 bytes encoded here, the same way in Node and in a worker
    const bytes = typeof data === "string" ? utf8.encode(data) : data;
    const stored = ALREADY_COMPRESSED.test(file);
    zip.file(`${result.folder}/${file}`, bytes, {
      binary: true,
      date: ZIP_ENTRY_DATE,
      createFolders: false,
      compression: stored ? "STORE" : "DEFLATE",
      compressionOptions: stored ? null : { level: TEXT_DEFLATE_LEVEL },
    });
  }
  return zip.generateAsync({ type: "uint8array", platform: "DOS" });
}
