// The one pure reducer. Every edit of the project goes through `reduce`; history keeps the
// projects it returns (history.ts), so undo, redo and replay can never disagree with a live edit.
//
// Contract: `reduce` never throws. A command that fails its family's check (a missing id, a
// wrong-typed value, a reference to nothing) changes nothing and returns the very same project
// object, so callers can tell "nothing happened" by identity and history records no empty step.
// Any real change sets project.timestamp to command.at. The live store and replay call
// `checkCommand` first to learn why a command was refused.
import type { Project } from "../domain/model";
import { entryCommands } from "./entries";
import { isFiniteNumber, isRecord, type AnyFamily } from "./family";
import { legacyCommands } from "./legacy";
import { metadataCommands } from "./metadata";
import { playtestCommands } from "./playtests";
import { projectCommands } from "./project";
import { ruleCommands } from "./rules";
import { vanillaCommands } from "./vanilla";
import type { AnyCommand, Command } from "./types";

/** The families of commands; a new family is registered here. */
const FAMILIES = [entryCommands, metadataCommands, projectCommands, ruleCommands, vanillaCommands, playtestCommands, legacyCommands] as unknown as readonly AnyFamily[];
const FAMILY_OF = new Map<string, AnyFamily>(FAMILIES.flatMap((family) => family.types.map((type) => [type, family] as const)));

/** Every command type the app dispatches (version-1 types excluded). */
export const COMMAND_TYPES: readonly Command["type"][] = [entryCommands, metadataCommands, projectCommands, ruleCommands, vanillaCommands, playtestCommands].flatMap((family) => family.types);

/** True for the generic command types of version-1 logs. */
export function isLegacyType(type: unknown): boolean {
  return typeof type === "string" && (legacyCommands.types as readonly string[]).includes(type);
}

/** Why `command` is not a command at all (before looking at any state), or null. */
export function commandShapeProblem(command: unknown): string | null {
  if (!isRecord(command)) return "the command is not an object";
  if (typeof command.type !== "string" || !FAMILY_OF.has(command.type)) return `type ${JSON.stringify(command.type)} is not a known command`;
  if (!isFiniteNumber(command.at)) return "at is not a number";
  if (command.burst !== undefined && typeof command.burst !== "string") return "burst is not text";
  return null;
}

// The last check, so the store's check and the reducer's own for the same (frozen) command and
// project are done once: an import's check walks the whole project.
let lastCheck: { project: Project; command: unknown; problem: string | null } | undefined;

/** Why `command` cannot be applied to `project` (shape or meaning), or null when it can. */
export function checkCommand(project: Project, command: unknown): string | null {
  if (lastCheck && lastCheck.project === project && lastCheck.command === command) return lastCheck.problem;
  const shape = commandShapeProblem(command);
  const problem = shape ?? (FAMILY_OF.get((command as { type: string }).type) as AnyFamily).check(command as { type: string; at: number }, project);
  lastCheck = Object.isFrozen(command) ? { project, command, problem } : undefined;
  return problem;
}

function stamped(project: Project, at: number): Project {
  return Object.freeze({ ...project, timestamp: at });
}

/** Applies a command to a project and returns the next project (the same object when nothing changed). */
export function reduce(project: Project, command: AnyCommand): Project {
  if (checkCommand(project, command) !== null) return project;
  const next = (FAMILY_OF.get(command.type) as AnyFamily).reduce(project, command);
  return next === project ? project : stamped(next, command.at);
}

/** What the user did, in plain words (`before` and `after` are the projects around the step). */
export function describeCommand(command: AnyCommand, before: Project, after: Project): string {
  const family = FAMILY_OF.get(command.type);
  return family ? family.describe(command, before, after) : `unknown command ${JSON.stringify(command.type)}`;
}
