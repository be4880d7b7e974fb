// Art decoded ahead of an export with an asynchronous native inflater (domain/export/prepareArt.ts,
// the browser worker's DecompressionStream): the export then gives the very bytes it gives without
// it, whatever the art; what the native inflater rejects is decoded as before; art the art cache
// holds is not decoded at all.
import { describe, expect, it } from "vitest";
import { ArtCache, exportMod, prepareArt, type AsyncInflate } from "../../../domain/export";
import { decodeImage } from "../../../domain/export/images/atlas";
import type { ExportResult } from "../../../domain/export/types";
import { nativeInflate } from "../../../src/services/export/nativeInflate";
import { rgbaPng } from "../../support/png";
import { sampleProject } from "./sampleProject";

const DATE = new Date("2026-01-02T03:04:05Z");
const inflate = nativeInflate()!;

function sameFiles(a: ExportResult, b: ExportResult): void {
  expect([...a.files.keys()]).toEqual([...b.files.keys()]);
  for (const [path, data] of a.files) expect(b.files.get(path), path).toEqual(data);
}

const dataUrl = (png: Uint8Array) => `data:image/png;base64,${Buffer.from(png).toString("base64")}`;

/** A PNG of many colours (written RGBA), with its chunks' CRCs left as they are. */
function art(seed: number): Uint8Array {
  return new Uint8Array(rgbaPng(71, 95, (x, y) => [(x * 7 + seed) & 0xff, (y * 5) & 0xff, (x * y + seed) & 0xff, x < 2 && y < 2 ? 0 : 255]));
}

/** `png` with the zlib stream's last byte (its Adler-32) changed: zlib refuses it, fflate does not look. */
function badChecksum(png: Uint8Array): Uint8Array {
  const out = png.slice();
  const iend = out.length - 12;
  out[iend - 5] ^= 0xff; // the IDAT's data ends 4 bytes (its CRC) before IEND
  return out;
}

/** `png` saying it is one row taller than its pixel data. */
function tooTall(png: Uint8Array): Uint8Array {
  const out = png.slice();
  new DataView(out.buffer).setUint32(20, 96);
  return out;
}

describe("art decoded ahead with a native inflater", () => {
  it("the machine running the tests has one", () => {
    expect(inflate).toBeTypeOf("function");
  });

  it("decodes the art of every atlas, and the export gives the same bytes with it as without", async () => {
    const project = sampleProject();
    const decoded = await prepareArt(project, inflate);
    const urls = new Set([...project.jokers, ...project.consumables].flatMap((item) => [item.imagePreview, item.overlayImagePreview]).filter((url) => typeof url === "string" && url !== ""));
    expect(new Set(decoded.keys())).toEqual(urls);
    sameFiles(exportMod(project, { date: DATE, decoded }), exportMod(project, { date: DATE }));
  });

  it("the export takes the prepared art as it is (a raster given for a URL is what the atlas shows)", async () => {
    const project = sampleProject();
    const decoded = await prepareArt(project, inflate);
    const url = project.jokers[0].imagePreview as string;
    const raster = decoded.get(url)!;
    const changed = new Map(decoded).set(url, { ...raster, data: raster.data.map(() => 255) });
    const jokers = (options: Parameters<typeof exportMod>[1]) => exportMod(project, { date: DATE, ...options }).files.get("assets/2x/jokers.png");
    expect(jokers({ decoded: changed })).not.toEqual(jokers({}));
    expect(jokers({ decoded })).toEqual(jokers({}));
  });

  it("leaves out what the native inflater refuses or what does not fit, and the export still gives the same bytes", async () => {
    const project = sampleProject();
    const good = dataUrl(art(1));
    const refused = dataUrl(badChecksum(art(2)));
    const wrongSize = dataUrl(tooTall(art(3)));
    project.jokers[0].imagePreview = good;
    project.jokers[1].imagePreview = refused;
    project.jokers[2].imagePreview = wrongSize;
    project.jokers[1].overlayImagePreview = "data:image/png;base64,not a png";
    const decoded = await prepareArt(project, inflate);
    expect(decoded.has(good)).toBe(true);
    expect(decoded.has(refused)).toBe(false);
    expect(decoded.has(wrongSize)).toBe(false);
    sameFiles(exportMod(project, { date: DATE, decoded }), exportMod(project, { date: DATE }));
    // fflate reads the stream with the bad checksum, so the export still shows that art
    expect(decodeImage(refused)).toBeDefined();
  });

  it("decodes nothing for an atlas the art cache holds, and only the changed atlas after an edit", async () => {
    const project = sampleProject();
    const cache = new ArtCache();
    exportMod(project, { date: DATE, art: cache });
    cache.endExport();
    const seen: number[] = [];
    const counting: AsyncInflate = (stream) => { seen.push(stream.length); return inflate(stream); };
    expect((await prepareArt(project, counting, cache)).size).toBe(0);
    expect(seen).toEqual([]);
    const changed = structuredClone(project);
    changed.consumables[0].imagePreview = dataUrl(art(4));
    const decoded = await prepareArt(changed, counting, cache);
    expect([...decoded.keys()]).toEqual([changed.consumables[0].imagePreview]);
    sameFiles(exportMod(changed, { date: DATE, art: cache, decoded }), exportMod(changed, { date: DATE }));
  });

  it("decodes nothing for a project the export refuses, which then says why itself", async () => {
    const project = sampleProject();
    project.modMetadata = null as unknown as typeof project.modMetadata;
    expect((await prepareArt(project, inflate)).size).toBe(0);
  });
});
