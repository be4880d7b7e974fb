// The mod as a zip that unzips straight into Mods/: one folder named after the mod id. Written
// here field by field (local headers, central directory, end record; no data descriptors, no
// zip64), text deflated by deflate.ts, CRCs from crc32.ts. The same project always gives the same
// bytes: folders first in sorted order, then the files in the exporter's order, every entry dated
// 1980-01-01 00:00 (the first date a zip can hold, written as fixed MS-DOS fields, so no time zone
// enters). This module is only reached from the export worker (and its on-demand main-thread
// fallback) and the command line, so it never loads on a first visit.
import { crc32 } from "./crc32";
import { deflateRaw } from "./deflate";
import type { ExportResult, FileData } from "./types";

/** MS-DOS date of 1980-01-01 (years since 1980 << 9 | month << 5 | day) and time 00:00:00. */
const DOS_DATE = (0 << 9) | (1 << 5) | 1;
const DOS_TIME = 0;
/** "Version made by": MS-DOS (0) and zip 2.0 (20), as the entries need no more than deflate. */
const MADE_BY = 20;
const VERSION_NEEDED = 20;
const UTF8_NAME = 0x0800;
const DOS_DIRECTORY = 0x10;
const STORE = 0;
const DEFLATE = 8;

/** PNG and Ogg are compressed already: deflating them again costs time and saves nothing. */
const ALREADY_COMPRESSED = /\.(png|ogg)$/i;

const utf8 = new TextEncoder();

interface Entry { name: Uint8Array; flags: number; method: number; crc: number; size: number; data: Uint8Array; external: number; offset: number }

function entry(name: string, content: Uint8Array | null, compress: boolean): Entry {
  const nameBytes = utf8.encode(name);
  // like most zip tools, the UTF-8 flag only where the name is not plain ASCII
  const flags = /^[\x20-\x7e]*$/.test(name) ? 0 : UTF8_NAME;
  if (content === null) return { name: nameBytes, flags, method: STORE, crc: 0, size: 0, data: new Uint8Array(0), external: DOS_DIRECTORY, offset: 0 };
  const deflate = compress && content.length > 0;
  return {
    name: nameBytes, flags, method: deflate ? DEFLATE : STORE, crc: crc32(content), size: content.length,
    data: deflate ? deflateRaw(content) : content, external: 0, offset: 0,
  };
}

function checkLimits(entries: Entry[], total: number): void {
  // no zip64: an export of 65,535 entries or 4 GB is no mod anyone makes, so refuse it plainly
  if (entries.length > 0xffff || total > 0xffffffff) throw new Error("The mod is too large for a zip file (over 65,535 files or 4 GB).");
}

/**
 * Files deflated ahead, before the zip is built: the browser's exporter deflates the mod's text
 * while its art worker still packs the atlases (artElsewhere.ts). An entry is taken only for the
 * very data it was made from, so the zip's bytes are those buildZip makes on its own.
 */
export class ZipAhead {
  private ready = new Map<string, { data: FileData; entry: Entry }>();

  /** Deflates every file of `result` a zip deflates (not PNG or Ogg, which go in stored). */
  prepare(result: ExportResult): void {
    for (const [file, data] of result.files) {
      if (ALREADY_COMPRESSED.test(file)) continue;
      const name = `${result.folder}/${file}`;
      this.ready.set(name, { data, entry: entry(name, typeof data === "string" ? utf8.encode(data) : data, true) });
    }
  }

  /** The entry made ahead for `name`, if made from this very data. */
  take(name: string, data: FileData): Entry | undefined {
    const ready = this.ready.get(name);
    return ready && ready.data === data ? { ...ready.entry } : undefined;
  }
}

export function buildZipSync(result: ExportResult, ahead?: ZipAhead): Uint8Array {
  const folders = new Set<string>([result.folder]);
  for (const file of result.files.keys()) {
    const parts = file.split("/");
    for (let i = 1; i < parts.length; i += 1) folders.add(`${result.folder}/${parts.slice(0, i).join("/")}`);
  }
  const entries: Entry[] = [...folders].sort().map((folder) => entry(`${folder}/`, null, false));
  for (const [file, data] of result.files) {
    const name = `${result.folder}/${file}`;
    const made = ahead?.take(name, data);
    if (made) {
      entries.push(made);
      continue;
    }
    // text goes in as UTF-8 bytes encoded here, the same way in Node and in a worker
    const bytes = typeof data === "string" ? utf8.encode(data) : data;
    entries.push(entry(name, bytes, !ALREADY_COMPRESSED.test(file)));
  }

  let offset = 0;
  for (const e of entries) {
    e.offset = offset;
    offset += 30 + e.name.length + e.data.length;
  }
  const directoryStart = offset;
  const directorySize = entries.reduce((n, e) => n + 46 + e.name.length, 0);
  const total = directoryStart + directorySize + 22;
  checkLimits(entries, total);

  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  let at = 0;
  for (const e of entries) {
    view.setUint32(at, 0x04034b50, true);
    view.setUint16(at + 4, VERSION_NEEDED, true);
    view.setUint16(at + 6, e.flags, true);
    view.setUint16(at + 8, e.method, true);
    view.setUint16(at + 10, DOS_TIME, true);
    view.setUint16(at + 12, DOS_DATE, true);
    view.setUint32(at + 14, e.crc, true);
    view.setUint32(at + 18, e.data.length, true);
    view.setUint32(at + 22, e.size, true);
    view.setUint16(at + 26, e.name.length, true);
    view.setUint16(at + 28, 0, true); // no extra field
    out.set(e.name, at + 30);
    out.set(e.data, at + 30 + e.name.length);
    at += 30 + e.name.length + e.data.length;
  }
  for (const e of entries) {
    view.setUint32(at, 0x02014b50, true);
    view.setUint16(at + 4, MADE_BY, true);
    view.setUint16(at + 6, VERSION_NEEDED, true);
    view.setUint16(at + 8, e.flags, true);
    view.setUint16(at + 10, e.method, true);
    view.setUint16(at + 12, DOS_TIME, true);
    view.setUint16(at + 14, DOS_DATE, true);
    view.setUint32(at + 16, e.crc, true);
    view.setUint32(at + 20, e.data.length, true);
    view.setUint32(at + 24, e.size, true);
    view.setUint16(at + 28, e.name.length, true);
    // extra field, comment, disk number and internal attributes: all zero
    view.setUint32(at + 38, e.external, true);
    view.setUint32(at + 42, e.offset, true);
    out.set(e.name, at + 46);
    at += 46 + e.name.length;
  }
  view.setUint32(at, 0x06054b50, true);
  view.setUint16(at + 8, entries.length, true);
  view.setUint16(at + 10, entries.length, true);
  view.setUint32(at + 12, directorySize, true);
  view.setUint32(at + 16, directoryStart, true);
  return out;
}

/** The zip's bytes (async for callers that await it; the work itself is synchronous). */
export async function buildZip(result: ExportResult, ahead?: ZipAhead): Promise<Uint8Array> {
  return buildZipSync(result, ahead);
}
