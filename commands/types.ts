// Typed commands: every edit of the project is one of these. A command carries every value
// that is not a function of the state (new ids, timestamps), so folding the same log over the
// same start always gives the same project.
import type { ModMetadata, Project, ProjectListName } from "../domain/model";

export interface CommandMeta {
  /** Epoch ms when the edit was made; becomes project.timestamp. */
  at: number;
  /**
   * Edits that share a burst key and follow each other closely form one undo step
   * (a typing burst in one field), e.g. "jokers:<id>:name".
   */
  burst?: string;
}

/** Any entry of a project list: an item (with objectKey/orderValue), a sound, a rarity or a set. */
export type ListEntry = { id: string } & Record<string, unknown>;

export type Command = CommandMeta & (
  /** Appends (or inserts at `index`) an entry; keys are made unique, orderValue renormalised. */
  | { type: "list/add"; list: ProjectListName; entry: ListEntry; index?: number }
  /**
   * Merges changes into one entry; a changed key is made unique within its list. A field set to
   * `undefined` in `changes`, or named in `unset`, is removed (the store rewrites the first form
   * into the second, since JSON has no undefined and the log must replay the same).
   */
  | { type: "list/update"; list: ProjectListName; id: string; changes: Record<string, unknown>; unset?: string[] }
  /** Copies an entry under a new id, right after the original; its key gets "_copy" (sounds) or a number. */
  | { type: "list/duplicate"; list: ProjectListName; id: string; newId: string }
  | { type: "list/remove"; list: ProjectListName; id: string }
  /** Moves an entry to `toIndex` (0-based) and renormalises orderValue to 1..n. */
  | { type: "list/move"; list: ProjectListName; id: string; toIndex: number }
  /** Merges changes into the metadata; `undefined` values and `unset` remove fields, as for list/update. */
  | { type: "metadata/update"; changes: Partial<ModMetadata>; unset?: string[] }
  /** Replaces the whole project (import, restore, start fresh). */
  | { type: "project/replace"; project: Project }
);

export type CommandType = Command["type"];
