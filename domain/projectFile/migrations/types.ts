// One numbered migration of the project file (tldraw style): a small step that brings a raw file
// (parsed JSON, before any repair) from schema `id - 1` to schema `id`. Files record the schema
// they were written at in `jokerForgeSchema`; the original app wrote none (schema 0).
import type { JsonObject } from "../plain";

export interface Migration {
  /** The schema a file is at after this step; equal to the number in the file name. */
  readonly id: number;
  /** What changed, in a few words (the file name's tail). */
  readonly name: string;
  /**
   * Changes `raw` in place (it is already a defensive copy). `note` records one line per kind of
   * change, shown in the import report. Must be idempotent: see index.ts on schema 1.
   */
  up(raw: JsonObject, note: (line: string) => void): void;
}
