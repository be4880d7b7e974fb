// Save: the original's top-level keys in the original's order (so the original app reads our
// files), then fields a newer app wrote that we keep, then our schema version. JSON with 2-space indent, as the original wrote.
import type { Project } from "../model/project";
import { SCHEMA_FIELD } from "./era";
import { CURRENT_SCHEMA } from "./migrations";

/** The original's constant file version ("never incremented and never read"). */
export const FILE_FORMAT_VERSION = "1.0.0";

export function projectFileObject(project: Project, exportedAt: string): Record<string, unknown> {
  return {
    metadata: project.modMetadata,
    jokers: project.jokers,
    sounds: project.sounds,
    consumables: project.consumables,
    customRarities: project.customRarities,
    consumableSets: project.consumableSets,
    boosters: project.boosters,
    enhancements: project.enhancements,
    seals: project.seals,
    editions: project.editions,
    vouchers: project.vouchers,
    decks: project.decks,
    version: FILE_FORMAT_VERSION,
    exportedAt,
    // What a newer Joker Forge wrote that this app does not know goes back as it came, with that
    // app's schema number, so neither app mistakes the other's data for its own older format.
    ...project.fileExtras,
    [SCHEMA_FIELD]: Math.max(CURRENT_SCHEMA, project.newerSchema ?? 0),
  };
}

export function serializeProject(project: Project, exportedAt: string): string {
  return JSON.stringify(projectFileObject(project, exportedAt), null, 2);
}
