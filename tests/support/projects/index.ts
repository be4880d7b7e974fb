// The test projects the project builds itself (no files beside the checkout): the "every item
// type, every catalog entry" project, a large one for load tests and a small real-shaped one.
import type { Project } from "../../../domain/model";
import { serializeProject } from "../../../domain/projectFile";
import { largeProject } from "./large";

export { everyEntryProject, placedEntries, RULE_TYPES, EVERY_ENTRY_PREFIX } from "./everyEntry";
export { largeProject, LARGE_PROJECT_SIZE, LARGE_PREFIX } from "./large";

/** A small project of the same shape as the large one: two jokers, one of every other item, art, a sound. */
export function smallProject(): Project {
  return largeProject({ jokers: 2, consumables: 1, others: 1, sounds: 1 });
}

/** The project as a .jokerforge file, saved at the project's own time (so the text never changes). */
export function projectText(project: Project): string {
  return serializeProject(project, new Date(project.timestamp).toISOString());
}
