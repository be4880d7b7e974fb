// Messages between the exporter worker and its art worker (artWorker.ts): atlases to pack, and
// the packed atlases (their PNGs' buffers transferred), or word that packing failed.
import type { AtlasJob } from "../../../domain/export";
import type { PackedAtlas } from "../../../domain/export/images/atlas";

export interface ArtRequest { seq: number; jobs: AtlasJob[] }
export type ArtResponse = { seq: number; ok: true; atlases: PackedAtlas[] } | { seq: number; ok: false };
