// The project file's migrations, in order. A file at schema N (its `jokerForgeSchema`; none means
// 0, the original app) runs every migration with an id above N, in order; the app writes
// CURRENT_SCHEMA, the id of the last one. A migration is added as the next numbered file here,
// with a test of its own (tests/unit/projectFile/migrations/, enforced by a meta-test).
//
// Schema 1 was written before the migrations were numbered, by an importer that had already
// applied every step up to 0006. Each of 0002-0006 is idempotent (renames map old ids to new ones
// that are never old ids themselves; wrapping leaves wrapped values alone), so running them again
// on a schema-1 file changes nothing; a test checks this.
import type { JsonObject } from "../plain";
import { autosaveRecord } from "./0001-autosave-record";
import { objectKeyAliases } from "./0002-object-key-aliases";
import { triggerRenames } from "./0003-trigger-renames";
import { conditionRenames } from "./0004-condition-renames";
import { paramValues } from "./0005-param-values";
import { effectRenames } from "./0006-effect-renames";
import { legacyEffectShapes } from "./0007-legacy-effect-shapes";
import type { Migration } from "./types";

export type { Migration } from "./types";

export const MIGRATIONS: readonly Migration[] = [
  autosaveRecord,
  objectKeyAliases,
  triggerRenames,
  conditionRenames,
  paramValues,
  effectRenames,
  legacyEffectShapes,
];

/** The schema this app writes and fully understands. */
export const CURRENT_SCHEMA = MIGRATIONS[MIGRATIONS.length - 1].id;

/**
 * Runs the migrations a file at `schema` still needs, in place. Returns the schema it is at
 * afterwards: CURRENT_SCHEMA, or the file's own when it is newer (nothing runs then).
 */
export function migrate(raw: JsonObject, schema: number, note: (line: string) => void): number {
  for (const migration of MIGRATIONS) if (migration.id > schema) migration.up(raw, note);
  return Math.max(schema, CURRENT_SCHEMA);
}
