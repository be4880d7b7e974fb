// The mod zip (zip.ts), read back by JSZip and by walking its central directory by hand
// (./zipEntries): one folder named after the mod id, folders first, every file's bytes intact,
// already-compressed art and sound stored, text deflated, the fixed 1980-01-01 00:00 date in every
// time zone, and the same bytes every time.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { inflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import JSZip from "jszip";
import { buildZip } from "../../../domain/export";
import { zipEntries as entries } from "./zipEntries";
import { zipSample } from "./zipSample";

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
