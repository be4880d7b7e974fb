// The mod zip, read back by JSZip and by walking its central directory by hand: one folder named
// after the mod id, folders first, every file's bytes intact, already-compressed art and sound
// stored, text deflated, fixed dates, and the same bytes every time.
import { inflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import JSZip from "jszip";
import { buildZip } from "../../../domain/export";
import type { ExportResult } from "../../../domain/export";

interface CentralEntry { name: string; method: number; flags: number; date: number; time: number; external: number; compressed: Uint8Array; size: number }

/** Walks the end record and central directory, and slices each entry's data from its local header. */
function entries(zip: Uint8Array): CentralEntry[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const end = zip.length - 22;
  expect(view.getUint32(end, true)).toBe(0x06054b50);
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const out: CentralEntry[] = [];
  for (let i = 0; i < count; i += 1) {
    expect(view.getUint32(at, true)).toBe(0x02014b50);
    const nameLength = view.getUint16(at + 28, true);
    const local = view.getUint32(at + 42, true);
    const compressedSize = view.getUint32(at + 20, true);
    expect(view.getUint32(local, true)).toBe(0x04034b50);
    const dataStart = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    out.push({
      name: new TextDecoder().decode(zip.subarray(at + 46, at + 46 + nameLength)),
      flags: view.getUint16(at + 8, true),
      method: view.getUint16(at + 10, true),
      time: view.getUint16(at + 12, true),
      date: view.getUint16(at + 14, true),
      size: view.getUint32(at + 24, true),
      external: view.getUint32(at + 38, true),
      compressed: zip.subarray(dataStart, dataStart + compressedSize),
    });
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return out;
}

function sample(): ExportResult {
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
  ]);
  return { folder: "testmod", files, report: { filesWritten: [...files.keys()], notExported: [], rulesExported: 0, warnings: [], counts: {} } };
}

describe("mod zip", () => {
  it("holds one folder named after the mod, folders first, each file's exact bytes", async () => {
    const result = sample();
    const zip = await buildZip(result);
    const list = entries(zip);
    expect(list.map((e) => e.name)).toEqual([
      "testmod/", "testmod/assets/", "testmod/assets/1x/", "testmod/assets/sounds/", "testmod/items/",
      "testmod/main.lua", "testmod/items/jokers.lua", "testmod/assets/1x/jokers.png", "testmod/assets/sounds/ding.ogg", "testmod/noise.bin", "testmod/empty.txt",
    ]);
    const loaded = await JSZip.loadAsync(zip);
    for (const [path, data] of result.files) {
      const want = typeof data === "string" ? new TextEncoder().encode(data) : data;
      expect(Buffer.from(await loaded.file(`testmod/${path}`)!.async("uint8array")).equals(Buffer.from(want)), path).toBe(true);
    }
    expect(loaded.files["testmod/assets/"].dir).toBe(true);
    expect(loaded.files["testmod/main.lua"].date.toISOString()).toBe("1980-01-01T00:00:00.000Z");
  });

  it("stores PNG, Ogg and incompressible data, deflates text, with fixed dates and UTF-8 names", async () => {
    const list = entries(await buildZip(sample()));
    const by = (name: string) => list.find((e) => e.name === `testmod/${name}`)!;
    expect(by("assets/1x/jokers.png").method).toBe(0);
    expect(by("assets/sounds/ding.ogg").method).toBe(0);
    expect(by("noise.bin").method).toBe(0);
    expect(by("empty.txt").method).toBe(0);
    const lua = by("main.lua");
    expect(lua.method).toBe(8);
    expect(lua.compressed.length).toBeLessThan(lua.size / 10);
    expect(inflateRawSync(lua.compressed).toString("utf8")).toBe(sample().files.get("main.lua"));
    for (const e of list) {
      expect([e.date, e.time]).toEqual([(0 << 9) | (1 << 5) | 1, 0]);
      expect(e.flags & 0x800).toBe(0x800);
      expect(e.external).toBe(e.name.endsWith("/") ? 0x10 : 0);
    }
  });

  it("gives the same bytes every time", async () => {
    expect(Buffer.from(await buildZip(sample())).equals(Buffer.from(await buildZip(sample())))).toBe(true);
  });
});
