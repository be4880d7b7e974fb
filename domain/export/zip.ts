// The mod as a zip that unzips straight into Mods/: one folder named after the mod id. Entries
// carry a fixed date and a fixed order so the same project always gives the same bytes.
import JSZip from "jszip";
import type { ExportResult } from "./types";

/** 1980-01-01, the first date a zip can hold. */
const FIXED_DATE = new Date(Date.UTC(1980, 0, 1, 0, 0, 0));

export async function buildZip(result: ExportResult): Promise<Uint8Array> {
  const zip = new JSZip();
  const folders = new Set<string>([result.folder]);
  for (const file of result.files.keys()) {
    const parts = file.split("/");
    for (let i = 1; i < parts.length; i += 1) folders.add(`${result.folder}/${parts.slice(0, i).join("/")}`);
  }
  for (const folder of [...folders].sort()) zip.file(`${folder}/`, null, { dir: true, date: FIXED_DATE, createFolders: false });
  for (const [file, data] of result.files) {
    // PNG and Ogg are compressed already: deflating them again costs time and saves nothing
    const stored = /\.(png|ogg)$/i.test(file);
    zip.file(`${result.folder}/${file}`, data, { date: FIXED_DATE, createFolders: false, binary: typeof data !== "string", compression: stored ? "STORE" : "DEFLATE" });
  }
  return zip.generateAsync({ type: "uint8array", compression: "DEFLATE", compressionOptions: { level: 3 }, platform: "DOS" });
}
