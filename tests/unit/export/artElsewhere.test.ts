// An export whose atlases are packed on another thread (domain/export/artElsewhere.ts, the
// browser's art worker): whatever the art, and whether the other thread answers or fails, the
// result is exportMod's, byte for byte; the art packed elsewhere is kept for the next export.
import { describe, expect, it } from "vitest";
import { ArtCache, atlasJobs, buildZip, exportMod, exportWithArtElsewhere, ZipAhead, type AtlasJob, type PackElsewhere } from "../../../domain/export";
import { packAtlas, type PackedAtlas } from "../../../domain/export/images/atlas";
import type { ExportResult } from "../../../domain/export/types";
import { sampleProject, solidPng } from "./sampleProject";

const DATE = new Date("2026-01-02T03:04:05Z");

function sameFiles(a: ExportResult, b: ExportResult): void {
  expect([...a.files.keys()]).toEqual([...b.files.keys()]);
  for (const [path, data] of a.files) expect(b.files.get(path), path).toEqual(data);
  expect(a.report).toEqual(b.report);
}

/** A packer as the art worker packs (the same packAtlas), recording what it was asked. */
function packer(): { pack: PackElsewhere; asked: AtlasJob[][] } {
  const asked: AtlasJob[][] = [];
  return {
    asked,
    pack: async (jobs) => {
      asked.push(jobs);
      await Promise.resolve();
      return jobs.map((job) => packAtlas(job.type, job.requests));
    },
  };
}

/** The export made on this thread, counted. */
function hereCounted(project: ReturnType<typeof sampleProject>, options: { art?: ArtCache } = {}) {
  const calls = { n: 0 };
  return { calls, here: async () => { calls.n += 1; return exportMod(project, { ...options, date: DATE }); } };
}

describe("an export with its atlases packed elsewhere", () => {
  it("with every image readable: the code written here, the other thread's PNGs put in place, the same bytes as exportMod", async () => {
    const project = sampleProject();
    const { pack, asked } = packer();
    const { here, calls } = hereCounted(project);
    const { result, way } = await exportWithArtElsewhere(project, { date: DATE }, pack, here);
    expect(way).toBe("in place");
    sameFiles(result, exportMod(project, { date: DATE }));
    // every item type with items, art or not (items without art get placeholder art)
    expect(asked.map((jobs) => jobs.map((job) => job.key))).toEqual([["jokers", "consumables", "boosters", "enhancements", "seals", "vouchers", "decks"]]);
    expect(calls.n).toBe(0);
    // the PNGs are the packer's, not the empty places kept for them
    expect((result.files.get("assets/2x/jokers.png") as Uint8Array).length).toBeGreaterThan(100);
  });

  it("an overlay and an image that do not decode move cells: the export is made again with the packed atlases, the same bytes", async () => {
    const project = sampleProject();
    project.jokers[0].imagePreview = "data:image/png;base64,bm90IGEgcG5n"; // "not a png": placeholder art
    project.jokers[1].overlayImagePreview = "data:image/png;base64,AAAA"; // takes no cell
    project.jokers.push({ ...project.jokers[2], id: "j4", objectKey: "fourth", overlayImagePreview: solidPng(142, 190, [9, 9, 9]) });
    const { pack } = packer();
    const { here, calls } = hereCounted(project);
    const { result, way } = await exportWithArtElsewhere(project, { date: DATE }, pack, here);
    expect(way).toBe("again");
    const plain = exportMod(project, { date: DATE });
    sameFiles(result, plain);
    expect(plain.report.warnings.some((w) => w.includes("placeholder"))).toBe(true);
    expect(calls.n).toBe(0);
  });

  it("when the other thread fails, has failed before, or answers for other atlases, the export is made here", async () => {
    const project = sampleProject();
    for (const pack of [
      () => Promise.reject(new Error("gone")),
      () => undefined,
      async (jobs: AtlasJob[]) => jobs.slice(1).map((job) => packAtlas(job.type, job.requests)),
    ] satisfies PackElsewhere[]) {
      const { here, calls } = hereCounted(project);
      const { result, way } = await exportWithArtElsewhere(project, { date: DATE }, pack, here);
      sameFiles(result, exportMod(project, { date: DATE }));
      expect(way).toBe("here");
      expect(calls.n).toBe(1);
    }
  });

  it("an export the project cannot make fails as exportMod fails, whatever the other thread does", async () => {
    const project = sampleProject();
    project.modMetadata = { ...project.modMetadata, id: "" };
    const { pack } = packer();
    const { here } = hereCounted(project);
    let plain: unknown;
    try {
      exportMod(project, { date: DATE });
    } catch (error) {
      plain = error;
    }
    expect(plain).toBeInstanceOf(Error);
    await expect(exportWithArtElsewhere(project, { date: DATE }, pack, here)).rejects.toEqual(plain);
  });

  it("the art packed elsewhere is kept: the next export of the same art asks for none and gives the same bytes", async () => {
    const project = sampleProject();
    const art = new ArtCache();
    const { pack, asked } = packer();
    const first = (await exportWithArtElsewhere(project, { art, date: DATE }, pack, hereCounted(project, { art }).here)).result;
    art.endExport();
    expect(atlasJobs(project, { art })).toEqual([]);
    const { here, calls } = hereCounted(project, { art });
    const again = await exportWithArtElsewhere(project, { art, date: DATE }, pack, here);
    art.endExport();
    sameFiles(again.result, first);
    expect(again.way).toBe("here");
    expect(asked).toHaveLength(1);
    expect(calls.n).toBe(1); // nothing to pack elsewhere: made here, from the cache
    expect(art.hits).toBe(8); // the seven atlases and the mod's icon
    // one joker's art changed: only the jokers' atlas is asked for
    project.jokers[2] = { ...project.jokers[2], imagePreview: solidPng(71, 95, [1, 1, 1]) };
    const changed = await exportWithArtElsewhere(project, { art, date: DATE }, pack, hereCounted(project, { art }).here);
    expect(asked[1].map((job) => job.key)).toEqual(["jokers"]);
    expect(changed.way).toBe("in place");
    sameFiles(changed.result, exportMod(project, { date: DATE }));
  });

  it("the text deflated for the zip while the art is packed gives the zip buildZip makes on its own", async () => {
    const project = sampleProject();
    const ahead = new ZipAhead();
    let written: ExportResult | undefined;
    const { result } = await exportWithArtElsewhere(project, { date: DATE }, packer().pack, hereCounted(project).here, (w) => {
      written = w;
      // the atlases' places are still empty then
      expect((w.files.get("assets/2x/jokers.png") as Uint8Array).length).toBe(0);
      ahead.prepare(w);
    });
    expect(written).toBe(result);
    const plain = await buildZip(exportMod(project, { date: DATE }));
    expect(Buffer.from(await buildZip(result, ahead)).equals(Buffer.from(plain))).toBe(true);
    // an entry made ahead is taken only for the very data it was made from
    result.files.set("localization/en-us.lua", "return {}\n");
    const changed = await buildZip(result, ahead);
    expect(Buffer.from(changed).equals(Buffer.from(await buildZip(result)))).toBe(true);
    expect(Buffer.from(changed).equals(Buffer.from(plain))).toBe(false);
  });

  it("packed atlases given to exportMod are taken as they are, neither packed again nor looked up", () => {
    const project = sampleProject();
    const jobs = atlasJobs(project);
    const packed: Partial<Record<string, PackedAtlas>> = {};
    for (const job of jobs) packed[job.type] = { ...packAtlas(job.type, job.requests), png2x: new Uint8Array([7]) };
    const result = exportMod(project, { date: DATE, packed });
    expect(result.files.get("assets/2x/jokers.png")).toEqual(new Uint8Array([7]));
  });
});
