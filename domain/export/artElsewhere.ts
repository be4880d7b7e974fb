// An export whose atlases are packed on another thread while this one writes the code: the
// browser's exporter worker hands the art to an art worker (src/services/exporter/artThread.ts),
// so two cores share an export whose art is most of its work. The command line packs in line.
//
// The code needs each atlas's cells (an item's `pos`, its soul's) before the art is packed. It
// takes the cells packAtlas gives when every PNG data URL decodes and nothing else does, which is
// what they nearly always are. When the packed atlases come back, their cells are compared with those taken: all
// the same, the atlases' PNGs go in the places the export kept for them, which is exactly what
// exportMod packing them itself writes; any different (an image that does not decode is drawn as
// a placeholder, and an overlay that does not decode takes no cell), the export is made again
// with the packed atlases. Either way the result is exportMod's, byte for byte.
import type { ObjectType, Project } from "../model";
import { ExportEnv } from "./env";
import { atlasRequests, exportMod } from "./exportMod";
import { atlasKey } from "./images/artCache";
import { ATLAS_COLUMNS, type AtlasCell, type AtlasCellRequest, type PackedAtlas } from "./images/atlas";
import type { ExportOptions, ExportResult } from "./types";

/** An atlas to pack: its item type, its file's key (`assets/1x/<key>.png`) and its cells' art. */
export interface AtlasJob { type: ObjectType; key: string; requests: AtlasCellRequest[] }

/**
 * Packs the atlases elsewhere; rejects when it fails, and gives undefined at once when it cannot
 * take them (the other thread has failed before): the export is then made here.
 */
export type PackElsewhere = (jobs: AtlasJob[]) => Promise<PackedAtlas[]> | undefined;

/** The atlases of the project that the art cache of `options` does not hold; [] for a project the export refuses. */
export function atlasJobs(project: Project, options: Pick<ExportOptions, "art"> = {}): AtlasJob[] {
  try {
    const env = new ExportEnv(project, { audio: "presence" });
    return atlasRequests(env).filter(({ type, requests }) => !options.art?.has(atlasKey(type, requests)));
  } catch {
    return [];
  }
}

/** Whether `url` looks like the PNG data URLs packAtlas decodes (it reads the rest as no art), without decoding it. */
const looksLikePng = (url: unknown) => {
  if (typeof url !== "string") return false;
  const match = /^data:([^;,]*)(?:;[^;,]*)*;base64,./i.exec(url);
  return match !== null && match[1].toLowerCase().includes("png");
};

/** The cells packAtlas gives when every art that looks like a PNG decodes (placeholders for the rest, no cell for such an overlay). */
function likelyCells(requests: readonly AtlasCellRequest[]): AtlasCell[] {
  let next = 0;
  const cellOf = (i: number) => ({ x: i % ATLAS_COLUMNS, y: Math.floor(i / ATLAS_COLUMNS) });
  return requests.map((request) => {
    const cell: AtlasCell = { pos: cellOf(next++), placeholder: !looksLikePng(request.image) };
    if (request.overlay && looksLikePng(request.overlay)) cell.soulPos = cellOf(next++);
    return cell;
  });
}

const sameSpot = (a?: { x: number; y: number }, b?: { x: number; y: number }) => a?.x === b?.x && a?.y === b?.y;
const sameCells = (a: readonly AtlasCell[], b: readonly AtlasCell[]) =>
  a.length === b.length && a.every((cell, i) => cell.placeholder === b[i].placeholder && sameSpot(cell.pos, b[i].pos) && sameSpot(cell.soulPos, b[i].soulPos));

/**
 * How the export was made: the code written while the art was packed elsewhere, the packed PNGs
 * put in place ("in place"); made again with the packed atlases, their cells not those taken
 * ("again"); or all here, by `here` (nothing to pack, or the other thread failed).
 */
export type ArtElsewhereWay = "in place" | "again" | "here";

/**
 * exportMod(project, options), its atlases packed by `pack` while the code is written here.
 * `here` makes the whole export on this thread: what is done when `pack` fails. `meanwhile` is
 * given the export as written, its atlases' places still empty, before the art is waited for
 * (the browser deflates the mod's text for the zip then: zip.ts, ZipAhead).
 */
export async function exportWithArtElsewhere(
  project: Project, options: ExportOptions, pack: PackElsewhere, here: () => Promise<ExportResult>, meanwhile?: (written: ExportResult) => void,
): Promise<{ result: ExportResult; way: ArtElsewhereWay }> {
  const jobs = atlasJobs(project, options);
  if (jobs.length === 0) return { result: await here(), way: "here" };
  const packing = pack(jobs);
  if (!packing) return { result: await here(), way: "here" };
  // the export's own failure (not the art's) comes first, as it would in exportMod
  packing.catch(() => undefined);
  const empty = new Uint8Array(0);
  const guessed: Partial<Record<ObjectType, PackedAtlas>> = {};
  for (const job of jobs) guessed[job.type] = { cells: likelyCells(job.requests), png1x: empty, png2x: empty, width: 0, height: 0 };
  const written = exportMod(project, { ...options, packed: guessed });
  meanwhile?.(written);
  let atlases: PackedAtlas[];
  try {
    atlases = await packing;
  } catch {
    return { result: await here(), way: "here" };
  }
  if (atlases.length !== jobs.length) return { result: await here(), way: "here" };
  const packed: Partial<Record<ObjectType, PackedAtlas>> = {};
  jobs.forEach((job, i) => {
    packed[job.type] = atlases[i];
    // kept for the next export, as if packed by exportMod itself
    options.art?.get(atlasKey(job.type, job.requests), () => atlases[i]);
  });
  if (!jobs.every((job) => sameCells(packed[job.type]!.cells, guessed[job.type]!.cells))) {
    return { result: exportMod(project, { ...options, packed }), way: "again" };
  }
  for (const job of jobs) {
    const atlas = packed[job.type]!;
    written.files.set(`assets/1x/${job.key}.png`, atlas.png1x);
    written.files.set(`assets/2x/${job.key}.png`, atlas.png2x);
  }
  return { result: written, way: "in place" };
}
