// The mod zip (built with JSZip), read back by JSZip and by walking its central directory by hand:
// one folder named after the mod id, folders first, every file's bytes intact, already-compressed
// art and sound stored, text deflated, the fixed 1980-01-01 00:00 date in every time zone, and the
// same bytes every time.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { inflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import JSZip from "jszip";
import { buildZip } from "../../../domain/export";
import { zipSample } from "./zipSample";

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

const repo = fileURLToPath(new URL("../../..", import.meta.url));

/** The sample zipped by a fresh process whose local time zone is `zone`. */
function zipInTimeZone(zone: string): Uint8Array {
  const script = `import { buildZip } from "./domain/export"; import { zipSample } from "./tests/unit/export/zipSample"; buildZip(zipSample()).then((z) => process.stdout.write(Buffer.from(z).toString("base64")));`;
  return new Uint8Array(Buffer.from(execFileSync("npx", ["tsx", "-e", script], { cwd: repo, env: { ...process.env, TZ: zone }, encoding: "utf8" }), "base64"));
}

describe("mod zip", () => {
  it("holds one folder named after the mod, folders first, each file's exact bytes", async () => {
    const result = zipSample();
    const zip = await buildZip(result);
    const list = entries(zip);
    expect(list.map((e) => e.name)).toEqual([
      "testmod/", "testmod/assets/", "testmod/assets/1x/", "testmod/assets/sounds/", "testmod/items/", "testmod/localization/",
      "testmod/main.lua", "testmod/items/jokers.lua", "testmod/assets/1x/jokers.png", "testmod/assets/sounds/ding.ogg", "testmod/noise.bin", "testmod/empty.txt",
      "testmod/localization/fran\u00e7ais.lua",
    ]);
    const loaded = await JSZip.loadAsync(zip);
    for (const [path, data] of result.files) {
      const want = typeof data === "string" ? new TextEncoder().encode(data) : data;
      expect(Buffer.from(await loaded.file(`testmod/${path}`)!.async("uint8array")).equals(Buffer.from(want)), path).toBe(true);
    }
    expect(loaded.files["testmod/assets/"].dir).toBe(true);
    expect(loaded.files["testmod/main.lua"].date.toISOString()).toBe("1980-01-01T00:00:00.000Z");
  });

  it("stores PNG and Ogg, deflates everything else, with fixed dates and UTF-8 flagged names", async () => {
    const list = entries(await buildZip(zipSample()));
    const by = (name: string) => list.find((e) => e.name === `testmod/${name}`)!;
    expect(by("assets/1x/jokers.png").method).toBe(0);
    expect(by("assets/sounds/ding.ogg").method).toBe(0);
    expect(by("empty.txt").method).toBe(0); // nothing to deflate
    const lua = by("main.lua");
    expect(lua.method).toBe(8);
    expect(lua.compressed.length).toBeLessThan(lua.size / 10);
    expect(inflateRawSync(lua.compressed).toString("utf8")).toBe(zipSample().files.get("main.lua"));
    expect(by("noise.bin").method).toBe(8);
    expect(Buffer.from(inflateRawSync(by("noise.bin").compressed)).equals(Buffer.from(zipSample().files.get("noise.bin") as Uint8Array))).toBe(true);
    for (const e of list) {
      expect([e.date, e.time], e.name).toEqual([(0 << 9) | (1 << 5) | 1, 0]);
      expect(e.flags & 0x800, e.name).toBe(/^[\x20-\x7e]*$/.test(e.name) ? 0 : 0x800);
      expect(e.external, e.name).toBe(e.name.endsWith("/") ? 0x10 : 0);
    }
  });

  it("writes the same bytes, with 1980-01-01 00:00 entries, in any time zone", () => {
    const zones = ["UTC", "Pacific/Auckland", "America/Los_Angeles"];
    const zips = zones.map((zone) => zipInTimeZone(zone));
    for (const zip of zips) expect(Buffer.from(zip).equals(Buffer.from(zips[0]))).toBe(true);
    for (const e of entries(zips[0])) expect([e.date, e.time], e.name).toEqual([(0 << 9) | (1 << 5) | 1, 0]);
  });

  it("gives the same bytes every time", async () => {
    expect(Buffer.from(await buildZip(zipSample())).equals(Buffer.from(await buildZip(zipSample())))).toBe(true);
  });
});
