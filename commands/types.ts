// Every kind of edit, in one union: read this type to list what a user can do to a project.
// A command says what the user did, with a payload typed per item type, and carries every value
// that is not a function of the state (new ids, timestamps), so folding the same log over the
// same start always gives the same project. Each family of commands lives in its own module
// (payload types, checks, reducer cases, plain-words description); see family.ts.
import type { EntryCommand } from "./entries";
import type { LegacyCommand } from "./legacy";
import type { MetadataCommand } from "./metadata";
import type { PlaytestCommand } from "./playtests";
import type { ProjectCommand } from "./project";
import type { RuleCommand } from "./rules";
import type { VanillaCommand } from "./vanilla";

export type { CommandMeta } from "./meta";
export type {
  AddEntry, DuplicateEntry, EditEntry, EntryChanges, EntryCommand, EntryList, EntryOfList, MoveEntry, NamedList, RemoveEntry,
  RenameEntry, SetEntryKey, SetJokerRarity,
} from "./entries";
export type { EditMetadata, MetadataChanges, MetadataCommand, RenameMod } from "./metadata";
export type { ImportProject, ProjectCommand } from "./project";
export type { PlaytestCommand } from "./playtests";
export type { RuleCommand, RuleList } from "./rules";
export type { LegacyCommand, ListEntry } from "./legacy";
export type { DuplicateVanilla, VanillaCommand } from "./vanilla";

/**
 * What the app dispatches:
 * - entries (items, sounds, rarities, consumable sets): entry/add, entry/edit, entry/rename,
 *   entry/setKey, entry/duplicate, entry/remove, entry/move, and joker/setRarity;
 * - the mod's metadata: metadata/edit, metadata/rename;
 * - the whole project: project/import (a file, or the auto-save);
 * - an item's rules (the rule builder): rule/add, rule/remove, rule/setTrigger, rule/addCondition,
 *   rule/addEffect, rule/removeBlock, rule/negate, rule/setParam, rule/addChance, rule/addLoop, rule/setGroupNumber, rule/setChanceScaling,
 *   rule/move, rule/duplicate, rule/paste, rule/moveBlock, rule/pasteBlocks, rule/setOperator, rule/setChanceKey, rule/setMessage,
 *   rule/setBlueprint;
 *   and its variables: variable/add, variable/rename (blocks follow), variable/setInitial,
 *   variable/remove;
 * - Vanilla Reforged: vanilla/duplicate (a copy of one of the game's items, appended to its list);
 * - the playtest panel: playtest/keep, playtest/update, playtest/rename, playtest/remove (kept
 *   set-ups of an item with rules, re-run by the panel and by `check`).
 */
export type Command = EntryCommand | MetadataCommand | ProjectCommand | RuleCommand | VanillaCommand | PlaytestCommand;

/** What a log may hold: the app's commands, and the generic ones of version-1 logs. */
export type AnyCommand = Command | LegacyCommand;

export type CommandType = Command["type"];
