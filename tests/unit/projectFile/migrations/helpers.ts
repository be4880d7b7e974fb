// Running one migration on a raw file, and importing a raw file, for the migrations' own tests.
import { expect } from "vitest";
import type { Migration } from "../../../../domain/projectFile";
import { importProjectText } from "../../../../domain/projectFile";
import type { Project } from "../../../../domain/model";
import { text, type RawFile } from "../build";

/** The raw file after `migration.up`, and the lines it noted (each kind once). */
export function up(migration: Migration, raw: RawFile): { raw: RawFile; notes: string[] } {
  const copy = structuredClone(raw);
  const notes = new Set<string>();
  migration.up(copy, (line) => notes.add(line));
  return { raw: copy, notes: [...notes] };
}

/** Applying the migration to its own output changes nothing (needed for schema-1 files, see migrations/index.ts). */
export function expectIdempotent(migration: Migration, raw: RawFile): void {
  const once = up(migration, raw).raw;
  const twice = up(migration, once);
  expect(twice.raw).toEqual(once);
  expect(twice.notes).toEqual([]);
}

export function imported(parts: RawFile): { project: Project; repairs: string[] } {
  const result = importProjectText(text(parts));
  if (!result.ok) throw new Error(result.reason);
  return { project: result.project, repairs: result.report.repairs };
}

export const rule = (r: RawFile): RawFile => ({ id: "r", trigger: "hand_played", conditionGroups: [], effects: [], randomGroups: [], loops: [], position: { x: 1, y: 2 }, blueprintCompatible: true, ...r });
