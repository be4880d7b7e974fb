// The mod as a zip that unzips straight into Mods/: one folder named after the mod id. Entries
// carry a fixed date and a fixed order so the same project always gives the same bytes.
// Written here (not with JSZip): a fraction of the time, no time-zone dependent date fields, and
// every byte of the format under our control.
import { crc32 } from "./crc32";
import { deflateRaw } from "./deflate";
import type { ExportResult } from "./types";

/** 1980-01-01 00:00, the first date a zip can hold, as MS-DOS date and time fields. */
const DOS_DATE = (0 << 9) | (1 << 5) | 1;
const DOS_TIME = 0;
const UTF8_NAMES = 1 << 11;
const DOS_DIRECTORY = 0x10;
/** Made by MS-DOS (0), spec version 2.0. */
const VERSION_MADE_BY = 20;

interface Entry { name: Uint8Array; data: Uint8Array; stored: boolean; size: number; crc: number; dir: boolean; offset: number }

const utf8 = new TextEncoder();

function entryFor(path: string, content: Uint8Array | undefined, compress: boolean): Entry {
  const name = utf8.encode(path);
  if (!content) return { name, data: new Uint8Array(0), stored: true, size: 0, crc: 0, dir: true, offset: 0 };
  const crc = crc32(content);
  const packed = compress && content.length > 0 ? deflateRaw(content) : undefined;
  // keep whichever is smaller, so incompressible data never grows
  const stored = !packed || packed.length >= content.length;
  return { name, data: stored ? content : packed, stored, size: content.length, crc, dir: false, offset: 0 };
}

export async function buildZip(result: ExportResult): Promise<Uint8Array> {
  const folders = new Set<string>([result.folder]);
  for (const file of result.files.keys()) {
    const parts = file.split("/");
    for (let i = 1; i < parts.length; i += 1) folders.add(`${result.folder}/${parts.slice(0, i).join("/")}`);
  }
  const entries: Entry[] = [...folders].sort().map((folder) => entryFor(`${folder}/`, undefined, false));
  for (const [file, data] of result.files) {
    const bytes = typeof data === "string" ? utf8.encode(data) : data;
    // PNG and Ogg are compressed already: deflating them again costs time and saves nothing
    entries.push(entryFor(`${result.folder}/${file}`, bytes, !/\.(png|ogg)$/i.test(file)));
  }
  return writeZip(entries);
}

function writeZip(entries: Entry[]): Uint8Array {
  let localSize = 0;
  let centralSize = 0;
  for (const e of entries) {
    e.offset = localSize;
    localSize += 30 + e.name.length + e.data.length;
    centralSize += 46 + e.name.length;
  }
  if (localSize + centralSize > 0xffffffff || entries.length > 0xffff) throw new Error("the mod is too large for a zip without Zip64");
  const out = new Uint8Array(localSize + centralSize + 22);
  const view = new DataView(out.buffer);
  let at = 0;
  // the fields local and central headers share, from "version needed" to the name length
  const common = (e: Entry) => {
    view.setUint16(at, e.stored ? 10 : 20, true);
    view.setUint16(at + 2, UTF8_NAMES, true);
    view.setUint16(at + 4, e.stored ? 0 : 8, true);
    view.setUint16(at + 6, DOS_TIME, true);
    view.setUint16(at + 8, DOS_DATE, true);
    view.setUint32(at + 10, e.crc, true);
    view.setUint32(at + 14, e.data.length, true);
    view.setUint32(at + 18, e.size, true);
    view.setUint16(at + 22, e.name.length, true);
    view.setUint16(at + 24, 0, true); // no extra field
    at += 26;
  };
  for (const e of entries) {
    view.setUint32(at, 0x04034b50, true);
    at += 4;
    common(e);
    out.set(e.name, at);
    at += e.name.length;
    out.set(e.data, at);
    at += e.data.length;
  }
  const centralStart = at;
  for (const e of entries) {
    view.setUint32(at, 0x02014b50, true);
    view.setUint16(at + 4, VERSION_MADE_BY, true);
    at += 6;
    common(e);
    view.setUint16(at, 0, true); // comment length
    view.setUint16(at + 2, 0, true); // disk number
    view.setUint16(at + 4, 0, true); // internal attributes
    view.setUint32(at + 6, e.dir ? DOS_DIRECTORY : 0, true);
    view.setUint32(at + 10, e.offset, true);
    at += 14;
    out.set(e.name, at);
    at += e.name.length;
  }
  view.setUint32(at, 0x06054b50, true);
  view.setUint16(at + 8, entries.length, true);
  view.setUint16(at + 10, entries.length, true);
  view.setUint32(at + 12, at - centralStart, true);
  view.setUint32(at + 16, centralStart, true);
  return out;
}
