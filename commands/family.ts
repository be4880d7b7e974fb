// A family of commands: one module per kind of edit (entries, metadata, the whole project, and
// the version-1 commands of old logs), each with its payload types, its checks, its reducer and
// its plain-words description. reducer.ts dispatches to the family that owns a command's type;
// a new family (the rule builder's rules, conditions, effects...) is one more module here.
import type { Project } from "../domain/model";

export interface CommandFamily<C extends { type: string; at: number }> {
  /** Every command type this family owns. */
  readonly types: readonly C["type"][];
  /**
   * Why `command` cannot apply to `project`, or null when it can. Commands read back from a file
   * are untyped, so this checks the payload's shape as well as its meaning, exactly as the app
   * checks its own edits: the live store and replay run the same check.
   */
  check(command: C, project: Project): string | null;
  /** The next project (the same object when nothing changes). Only called after `check` passed. */
  reduce(project: Project, command: C): Project;
  /** What the user did, in one line of plain words ("renamed rarity 'Mythic' to 'Divine' (3 jokers follow)"). */
  describe(command: C, before: Project, after: Project): string;
}

/** A family whose commands are of any shape (they come from files), for the dispatcher. */
export type AnyFamily = CommandFamily<{ type: string; at: number }>;

export type Rec = Record<string, unknown>;

export function isRecord(value: unknown): value is Rec {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function isFiniteNumber(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value);
}

export function hasOwn(object: object, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(object, key);
}

/** 'Lucky Cat' quoted for a description, short and on one line. */
export function quoted(text: unknown): string {
  const value = typeof text === "string" ? text : String(text ?? "");
  const one = value.replace(/\s+/g, " ");
  return `'${one.length > 60 ? `${one.slice(0, 57)}...` : one}'`;
}
