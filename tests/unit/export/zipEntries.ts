// Reads a zip's entries the long way (end record, central directory, local headers), with no zip
// library, so tests can check the exact fields a zip writer put there. Used by the unit tests and
// by the browser export test (plain errors, no test-runner imports).

export interface ZipEntry { name: string; method: number; flags: number; date: number; time: number; crc: number; external: number; compressed: Uint8Array; size: number }

export function zipEntries(zip: Uint8Array): ZipEntry[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const must = (ok: boolean, what: string) => { if (!ok) throw new Error(`not a well-formed zip: ${what}`); };
  const end = zip.length - 22;
  must(view.getUint32(end, true) === 0x06054b50, "no end record (or a zip comment)");
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const out: ZipEntry[] = [];
  for (let i = 0; i < count; i += 1) {
    must(view.getUint32(at, true) === 0x02014b50, `central header ${i}`);
    const nameLength = view.getUint16(at + 28, true);
    const local = view.getUint32(at + 42, true);
    const compressedSize = view.getUint32(at + 20, true);
    must(view.getUint32(local, true) === 0x04034b50, `local header ${i}`);
    const dataStart = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    out.push({
      name: new TextDecoder().decode(zip.subarray(at + 46, at + 46 + nameLength)),
      flags: view.getUint16(at + 8, true),
      method: view.getUint16(at + 10, true),
      time: view.getUint16(at + 12, true),
      date: view.getUint16(at + 14, true),
      crc: view.getUint32(at + 16, true),
      size: view.getUint32(at + 24, true),
      external: view.getUint32(at + 38, true),
      compressed: zip.subarray(dataStart, dataStart + compressedSize),
    });
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return out;
}
