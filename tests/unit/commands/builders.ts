// Small builders for command tests: projects and entries with just the fields the reducer reads.
import { emptyProject, type ObjectType, type Project, type ProjectListName } from "../../../domain/model";
import type { Command, ListEntry } from "../../../commands/types";

export function item(objectType: ObjectType, id: string, name: string, objectKey = "", extra: Record<string, unknown> = {}): ListEntry {
  return { id, name, objectType, objectKey, description: "", orderValue: 0, rules: [], ...extra };
}

export function keyed(id: string, key: string, name = key, extra: Record<string, unknown> = {}): ListEntry {
  return { id, key, name, ...extra };
}

/** A project built by dispatching `list/add` for each entry, so it already holds the invariants. */
export function projectWith(lists: Partial<Record<ProjectListName, ListEntry[]>>, timestamp = 1): Project {
  const project = emptyProject(timestamp) as unknown as Record<string, unknown>;
  for (const [list, entries] of Object.entries(lists)) {
    project[list] = entries.map((entry, i) => ("objectType" in entry ? { ...entry, orderValue: i + 1 } : { ...entry }));
  }
  return project as unknown as Project;
}

export function listOf(project: Project, list: ProjectListName): ListEntry[] {
  return project[list] as unknown as ListEntry[];
}

export type CommandBody = Command extends infer C ? (C extends Command ? Omit<C, "at"> : never) : never;

let clock = 1_000;
/** A command stamped with a fresh, increasing time (far enough apart never to form a burst). */
export function cmd(command: CommandBody, at = (clock += 5_000)): Command {
  return { ...command, at } as Command;
}
