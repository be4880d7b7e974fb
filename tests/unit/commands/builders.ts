// Small builders for command tests: projects and entries with just the fields the reducer reads.
import { emptyProject, type ObjectType, type Project, type ProjectListName } from "../../../domain/model";
import type { Command, LegacyCommand, ListEntry } from "../../../commands/types";

export function item(objectType: ObjectType, id: string, name: string, objectKey = "", extra: Record<string, unknown> = {}): ListEntry {
  return { id, name, objectType, objectKey, description: "", orderValue: 0, rules: [], ...extra };
}

export function keyed(id: string, key: string, name = key, extra: Record<string, unknown> = {}): ListEntry {
  return { id, key, name, ...extra };
}

/** A project holding these entries, already in the reducer's invariants (items numbered 1..n). */
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

type Body<C> = C extends unknown ? Omit<C, "at"> : never;
export type CommandBody = Body<Command>;

let clock = 1_000;
/** A command stamped with a fresh, increasing time (far enough apart never to form a burst). */
export function cmd(command: CommandBody, at = (clock += 5_000)): Command {
  return { ...command, at } as Command;
}

/** A version-1 command (old logs), stamped the same way. */
export function legacy(command: Body<LegacyCommand>, at = (clock += 5_000)): LegacyCommand {
  return { ...command, at } as LegacyCommand;
}
