// Commands on the entries of the project's lists: the eight item types, sounds, custom rarities
// and consumable sets. Each says what the user did (added, changed, renamed, re-keyed,
// duplicated, deleted, moved an entry; set a joker's rarity) with a payload typed per list, so
// `{ rarrity: 2 }` does not compile. Renames and deletions carry their consequences: references
// to the entry follow its new key or are cleared, in the same step (domain/model/references.ts).
import { produce, type Draft } from "immer";
import {
  emptiedPools, followRename, keyFromName, listWord, MAX_KEY_LENGTH, ownerCount, ownersPhrase, referencesTo,
  danglingReferences, type Booster, type Consumable, type ConsumableSet, type CustomRarity, type Deck, type Edition,
  type Enhancement, type Joker, type Project, type ProjectListName, type Reference, type ReferenceKind,
  type Seal, type Sound, type Voucher,
} from "../domain/model";
import { validateItemName } from "../domain/validation/itemName";
import { keyLengthProblem } from "../domain/validation/keyLength";
import { strictFieldProblem, type FieldRules } from "../domain/projectFile/fields";
import { CONSUMABLE_SET_FIELDS, ITEM_FIELDS, RARITY_FIELDS, SOUND_FIELDS } from "../domain/projectFile/itemSchemas";
import { applyClearings, applyFollows, writeAt } from "./cascade";
import { hasOwn, isFiniteNumber, isRecord, quoted, type CommandFamily, type Rec } from "./family";
import { jsonProblem } from "./jsonValues";
import { clampIndex, isProjectList, keyFieldOf, objectTypeOfList, renumberList, settleKey, sharedKeys } from "./lists";
import type { CommandMeta } from "./meta";
import { keptPlaytestsProblem } from "../domain/playtest/normalise";
import { KEY_FALLBACK, entriesOf, find, SOUND_KEY, text, typedKey, type Entry } from "./entryKeys";

export { settledKey, SOUND_KEY, typedKey } from "./entryKeys";

// Payload types -----------------------------------------------------------------------------------

/** The entry type each list holds. */
export interface EntryOfList {
  jokers: Joker;
  consumables: Consumable;
  boosters: Booster;
  enhancements: Enhancement;
  seals: Seal;
  editions: Edition;
  vouchers: Voucher;
  decks: Deck;
  sounds: Sound;
  customRarities: CustomRarity;
  consumableSets: ConsumableSet;
}

export type EntryList = ProjectListName;
/** Lists whose entries have a display name (every list but sounds, whose key is their name). */
export type NamedList = Exclude<EntryList, "sounds">;

/** The declared fields of T, without the index signature that keeps unknown fields of files. */
export type KnownFields<T> = { [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K] };

/**
 * Fields set by their own commands, never by an edit: the address (id), the type, the position,
 * the name and the key (their commands make references follow), rules and user variables (the
 * rule builder's commands) and a joker's rarity (joker/setRarity checks it exists).
 */
export type FixedField = "id" | "objectType" | "orderValue" | "name" | "objectKey" | "key" | "rules" | "userVariables" | "rarity" | "playtests";

export type EditableFields<T> = Omit<KnownFields<T>, FixedField>;

/** What an edit of an entry of list L may change; `undefined` removes an optional field. */
export type EntryChanges<L extends EntryList> = { [K in keyof EditableFields<EntryOfList[L]>]?: EditableFields<EntryOfList[L]>[K] | undefined };

/** Added an entry (at `index`, else at the end). Its key is made unique and its position numbered. */
export type AddEntry = { [L in EntryList]: { type: "entry/add"; list: L; entry: EntryOfList[L]; index?: number } }[EntryList];
/** Changed some fields of an entry. `unset` names optional fields removed (the log's form of `undefined`). */
export type EditEntry = {
  [L in EntryList]: { type: "entry/edit"; list: L; id: string; changes: EntryChanges<L>; unset?: (keyof EntryChanges<L> & string)[] }
}[EntryList];
/** Renamed an entry; a key that was derived from the old name follows the new one, and references follow the key. */
export interface RenameEntry { type: "entry/rename"; list: NamedList; id: string; name: string }
/** Typed a new key: made code-safe (empty: derived from the name) and unique; references follow. */
export interface SetEntryKey { type: "entry/setKey"; list: EntryList; id: string; key: string }
/** Copied an entry right after itself, under `newId`; the copy's key gets a number (sounds: "_copy"). */
export interface DuplicateEntry { type: "entry/duplicate"; list: EntryList; id: string; newId: string }
/** Deleted an entry; references to it are cleared (a joker of a deleted rarity becomes Common...). */
export interface RemoveEntry { type: "entry/remove"; list: EntryList; id: string }
/** Moved an entry to a 0-based position of its list. */
export interface MoveEntry { type: "entry/move"; list: EntryList; id: string; toIndex: number }
/** Set a joker's rarity: 1..4 for the game's, or a custom rarity's key. */
export interface SetJokerRarity { type: "joker/setRarity"; id: string; rarity: number | string }

export type EntryCommand = CommandMeta & (AddEntry | EditEntry | RenameEntry | SetEntryKey | DuplicateEntry | RemoveEntry | MoveEntry | SetJokerRarity);

export { addEntry, editEntry } from "./entryBuilders";

// What the lists hold ---------------------------------------------------------------------------------

/** Fields that hold references (an edit of one must not leave it naming nothing). */
const REFERENCE_FIELDS: ReadonlySet<string> = new Set(["set", "sound", "requires", "Config_vouchers", "Config_consumables", "card_rules", "default_card", "pools"]);

const FIXED: ReadonlySet<string> = new Set(["id", "objectType", "orderValue", "name", "objectKey", "key", "rules", "userVariables", "rarity", "playtests"]);
const ITEM_BASE_FIELDS: FieldRules = { description: { kind: "string" }, discovered: { kind: "boolean" } };

/** The field rules of a list's entries (the import's, so edits keep what an import would keep). */
export function fieldRulesOf(list: EntryList): FieldRules {
  const type = objectTypeOfList(list);
  if (type) return { ...ITEM_BASE_FIELDS, ...ITEM_FIELDS[type] };
  return list === "sounds" ? SOUND_FIELDS : list === "customRarities" ? RARITY_FIELDS : CONSUMABLE_SET_FIELDS;
}

/** The kind of reference that names an entry of `list`. */
export function kindOfList(list: EntryList): ReferenceKind {
  const type = objectTypeOfList(list);
  if (type) return type;
  return list === "sounds" ? "sound" : list === "customRarities" ? "rarity" : "set";
}

/** "joker", "consumable set", "sound"... */
function noun(list: EntryList): string {
  return listWord(list, 1);
}

/** How descriptions name an entry: its name, or its key when it has none (sounds). */
function label(list: EntryList, entry: Rec | undefined): string {
  if (!entry) return "(missing)";
  return quoted(list === "sounds" ? text(entry.key) : text(entry.name) || text(entry[keyFieldOf(list)]));
}

// Keys ------------------------------------------------------------------------------------------------

/**
 * The key after a rename: one that was still derived from the old name (or empty) follows the new
 * name ("New Joker" -> "Lucky Cat" gives lucky_cat); a key the author chose stays.
 */
function keyAfterRename(list: NamedList, entries: readonly Entry[], entry: Entry, name: string, shared: readonly string[]): string {
  const field = keyFieldOf(list);
  const key = text(entry[field]);
  const derivedBefore = keyFromName(text(entry.name), KEY_FALLBACK[list]);
  const wasDerived = key === "" || key === derivedBefore || key === settleKey(list, entries, entry, derivedBefore) || key === settleKey(list, entries, entry, derivedBefore, shared);
  return wasDerived ? settleKey(list, entries, entry, keyFromName(name, KEY_FALLBACK[list]), shared) : key;
}

// Checks -----------------------------------------------------------------------------------------------

/** The references of one entry (by id) that name nothing, as "field: reason" lines. */
function danglingIn(project: Project, list: EntryList, id: string): Set<string> {
  const only = (l: ProjectListName, entry: Rec) => l === list && entry.id === id;
  return new Set(danglingReferences(project, only).map((d) => `${d.field}: ${d.reason}`));
}

/** A project with one entry of `list` replaced (or added when `index` is the list's length). */
function withEntry(project: Project, list: EntryList, index: number, entry: Entry): Project {
  const entries = entriesOf(project, list).slice();
  entries[index] = entry;
  return { ...project, [list]: entries } as Project;
}

/**
 * References an edit or an addition would leave pointing at nothing in the project's own form
 * (say, a consumable set key no set has), which the app never offers; ones already dangling in
 * imported data do not block an unrelated edit.
 */
function newDangling(before: Project, after: Project, list: EntryList, id: string): string | null {
  const was = danglingIn(before, list, id);
  const now = [...danglingIn(after, list, id)].filter((line) => !was.has(line));
  return now.length > 0 ? now[0] : null;
}

function fieldsProblem(list: EntryList, fields: Rec, where: string, allowFixed: boolean): string | null {
  const rules = fieldRulesOf(list);
  for (const [field, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (FIXED.has(field)) {
      if (allowFixed) continue;
      return `${where}.${field} is not changed by an edit`;
    }
    if (!hasOwn(rules, field)) {
      if (allowFixed) continue;
      return `${where}.${field} is not a field of a ${noun(list)}`;
    }
    const problem = strictFieldProblem(rules[field], value);
    if (problem) return `${where}.${field} ${problem}`;
  }
  return null;
}

function nameProblem(name: unknown, where: string): string | null {
  if (typeof name !== "string") return `${where} is not text`;
  const check = validateItemName(name);
  return check.valid ? null : `${where}: ${check.error ?? "invalid"}`;
}

function check(command: EntryCommand, project: Project): string | null {
  const c = command as unknown as Rec;
  const list = command.type === "joker/setRarity" ? "jokers" : c.list;
  if (!isProjectList(list)) return "list is not a project list";
  const payload = jsonProblem(c, "command");
  if (payload) return payload;
  switch (command.type) {
    case "entry/add": {
      const entry = c.entry;
      if (!isRecord(entry) || typeof entry.id !== "string" || entry.id === "") return "entry has no id";
      if (find(project, list, entry.id)) return `a ${noun(list)} with id ${JSON.stringify(entry.id)} already exists`;
      if (c.index !== undefined && !isFiniteNumber(c.index)) return "index is not a number";
      if (list !== "sounds" && typeof entry.name !== "string") return "entry.name is not text";
      if (entry.rules !== undefined && !(Array.isArray(entry.rules) && entry.rules.every(isRecord))) return "entry.rules is not a list of rules";
      if (entry.playtests !== undefined) {
        const kept = keptPlaytestsProblem(entry.playtests);
        if (kept) return `entry.${kept}`;
      }
      const fields = fieldsProblem(list, entry, "entry", true);
      if (fields) return fields;
      const after = withEntry(project, list, entriesOf(project, list).length, entry as Entry);
      return newDangling(project, after, list, entry.id);
    }
    case "entry/edit": {
      const found = find(project, list, c.id);
      if (!found) return `no ${noun(list)} has id ${JSON.stringify(c.id)}`;
      if (!isRecord(c.changes)) return "changes is not an object";
      const fields = fieldsProblem(list, c.changes, "changes", false);
      if (fields) return fields;
      const touched = [...Object.keys(c.changes), ...(Array.isArray(c.unset) ? c.unset : [])];
      const unset = c.unset ?? [];
      if (!Array.isArray(unset) || !unset.every((k) => typeof k === "string")) return "unset is not a list of field names";
      const rules = fieldRulesOf(list);
      for (const field of [...unset, ...Object.keys(c.changes).filter((k) => (c.changes as Rec)[k] === undefined)]) {
        const rule = hasOwn(rules, field) ? rules[field] : undefined;
        if (!rule || FIXED.has(field)) return `${field} is not a field of a ${noun(list)} an edit can remove`;
        if ("def" in rule && rule.def !== undefined) return `${field} cannot be removed (it has a default)`;
      }
      if (!touched.some((field) => REFERENCE_FIELDS.has(field))) return null;
      return newDangling(project, withEntry(project, list, found.index, edited(found.entry, command as EditEntry & CommandMeta)), list, found.entry.id);
    }
    case "entry/rename": {
      if (list === "sounds") return "a sound has no name apart from its key (change its key)";
      if (!find(project, list, c.id)) return `no ${noun(list)} has id ${JSON.stringify(c.id)}`;
      return nameProblem(c.name, "name");
    }
    case "entry/setKey": {
      if (!find(project, list, c.id)) return `no ${noun(list)} has id ${JSON.stringify(c.id)}`;
      if (typeof c.key !== "string") return "key is not text";
      if (list === "sounds" && !SOUND_KEY.test(c.key.trim())) return "a sound key must start with a letter or underscore and hold only letters, digits and underscores";
      // other keys are cut as they are made code-safe; a sound's is kept as typed (the sounds page says so under the field)
      if (list === "sounds" && keyLengthProblem(c.key)) return `a sound key must be ${MAX_KEY_LENGTH} characters or less`;
      return null;
    }
    case "entry/duplicate":
      if (!find(project, list, c.id)) return `no ${noun(list)} has id ${JSON.stringify(c.id)}`;
      if (typeof c.newId !== "string" || c.newId === "") return "newId is not text";
      return find(project, list, c.newId) ? `a ${noun(list)} with id ${JSON.stringify(c.newId)} already exists` : null;
    case "entry/remove":
      return find(project, list, c.id) ? null : `no ${noun(list)} has id ${JSON.stringify(c.id)}`;
    case "entry/move":
      if (!find(project, list, c.id)) return `no ${noun(list)} has id ${JSON.stringify(c.id)}`;
      return isFiniteNumber(c.toIndex) ? null : "toIndex is not a number";
    case "joker/setRarity": {
      if (!find(project, "jokers", c.id)) return `no joker has id ${JSON.stringify(c.id)}`;
      const rarity = c.rarity;
      if (typeof rarity === "number") return Number.isInteger(rarity) && rarity >= 1 && rarity <= 4 ? null : "rarity must be 1 to 4 or a custom rarity's key";
      if (typeof rarity !== "string") return "rarity must be 1 to 4 or a custom rarity's key";
      return project.customRarities.some((r) => r.key === rarity) ? null : `no rarity of this mod has the key ${JSON.stringify(rarity)}`;
    }
  }
}

// Applying -----------------------------------------------------------------------------------------------

/** The entry with an edit's changes merged in (`undefined` and `unset` remove fields). */
function edited(entry: Entry, command: EditEntry): Entry {
  const next: Entry = { ...entry };
  const changes = command.changes as Rec;
  for (const [field, value] of Object.entries(changes)) {
    if (value === undefined) delete next[field];
    else next[field] = value;
  }
  for (const field of command.unset ?? []) if (!hasOwn(changes, field)) delete next[field];
  return next;
}

function moveWithin(entries: unknown[], from: number, to: number): void {
  if (from === to) return;
  const [entry] = entries.splice(from, 1);
  entries.splice(to, 0, entry);
}

function draftList(draft: Draft<Project>, list: EntryList): Entry[] {
  return (draft as unknown as Record<string, Entry[]>)[list];
}

/** Sets the key of `entry` (at `index` of `list`) and makes every reference to its old key follow. */
function rekey(draft: Draft<Project>, base: Project, list: EntryList, index: number, oldKey: string, newKey: string): void {
  if (oldKey === newKey) return;
  applyFollows(draft, followRename(base, kindOfList(list), oldKey, newKey));
  draftList(draft, list)[index][keyFieldOf(list)] = newKey;
}

/** The references cleared when the entry `id` of `list` goes: those naming it, outside itself. */
export function removalReferences(project: Project, list: EntryList, id: string): Reference[] {
  const found = find(project, list, id);
  if (!found) return [];
  const key = text(found.entry[keyFieldOf(list)]);
  return referencesTo(project, kindOfList(list), key)
    .map((r) => r.reference)
    .filter((r) => !(r.owner.list === list && r.owner.id === id));
}

/** One entry that a deletion changes, and how, in a few words ("moved to Tarot"). */
export interface RemovalEffect { list: ProjectListName; id: string; name: string; what: string }

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** What deleting entry `id` of `list` would change elsewhere, one line per entry changed. */
export function removalEffects(project: Project, list: EntryList, id: string): RemovalEffect[] {
  const byOwner = new Map<string, { owner: Reference["owner"]; refs: Reference[] }>();
  for (const reference of removalReferences(project, list, id)) {
    const key = `${reference.owner.list}:${reference.owner.id}`;
    const group = byOwner.get(key) ?? { owner: reference.owner, refs: [] };
    group.refs.push(reference);
    byOwner.set(key, group);
  }
  return [...byOwner.values()].map(({ owner, refs }) => {
    const parts: string[] = [];
    const field = (r: Reference) => String(r.path[2] ?? "");
    const cardRules = refs.filter((r) => !r.inRule && r.owner.list === "boosters").length;
    const inRules = refs.filter((r) => r.inRule).length;
    for (const r of refs.filter((r) => !r.inRule && r.owner.list !== "boosters")) {
      const f = field(r);
      const words = f === "rarity" ? "becomes Common" : f === "set" ? "moved to Tarot" : f === "sound" ? `sound reset to ${owner.list === "seals" ? "gold_seal" : "foil1"}`
        : f === "requires" ? "requirement cleared" : f === "Config_vouchers" ? "starting vouchers trimmed" : f === "Config_consumables" ? "starting consumables trimmed"
          : f === "default_card" ? "default card cleared" : `${f} cleared`;
      if (!parts.includes(words)) parts.push(words);
    }
    if (cardRules > 0) parts.push(`${plural(cardRules, "card rule", "card rules")} cleared`);
    if (inRules > 0) parts.push(`${plural(inRules, "rule setting", "rule settings")} cleared`);
    return { list: owner.list, id: owner.id, name: owner.name, what: parts.join("; ") };
  });
}

function apply(draft: Draft<Project>, base: Project, command: EntryCommand): void {
  switch (command.type) {
    case "entry/add": {
      const { list } = command;
      const entries = draftList(draft, list);
      const added: Entry = { ...(command.entry as unknown as Entry) };
      const type = objectTypeOfList(list);
      // An item always belongs to the type of its list (the original forces this on import too).
      if (type) added.objectType = type;
      const field = keyFieldOf(list);
      added[field] = settleKey(list, entriesOf(base, list), added, added[field], sharedKeys(base, list));
      entries.splice(clampIndex(command.index, entries.length), 0, added);
      renumberList(list, entries);
      return;
    }
    case "entry/edit": {
      const found = find(base, command.list, command.id);
      if (!found) return;
      const target = draftList(draft, command.list)[found.index];
      const changes = command.changes as Rec;
      for (const [field, value] of Object.entries(changes)) {
        if (value === undefined) delete target[field];
        else if (target[field] !== value) target[field] = value;
      }
      for (const field of command.unset ?? []) if (!hasOwn(changes, field) && hasOwn(target, field)) delete target[field];
      return;
    }
    case "entry/rename": {
      const { list } = command;
      const found = find(base, list, command.id);
      if (!found || found.entry.name === command.name) return;
      const key = keyAfterRename(list, entriesOf(base, list), found.entry, command.name, sharedKeys(base, list));
      draftList(draft, list)[found.index].name = command.name;
      rekey(draft, base, list, found.index, text(found.entry[keyFieldOf(list)]), key);
      return;
    }
    case "entry/setKey": {
      const { list } = command;
      const found = find(base, list, command.id);
      if (!found) return;
      const key = settleKey(list, entriesOf(base, list), found.entry, typedKey(list, command.key, text(found.entry.name)), sharedKeys(base, list));
      rekey(draft, base, list, found.index, text(found.entry[keyFieldOf(list)]), key);
      return;
    }
    case "entry/duplicate": {
      const { list } = command;
      const found = find(base, list, command.id);
      if (!found) return;
      // A shallow copy is a deep copy here: nested values are frozen and Immer copies on write,
      // so the copy and the original can never change each other.
      const copy: Entry = { ...found.entry, id: command.newId };
      const field = keyFieldOf(list);
      // Spec section 4: "Duplicate gets a new id and key with _copy appended" (sounds); item keys
      // are bumped by a trailing number like the original's getObjectName.
      const wanted = list === "sounds" ? `${text(found.entry[field])}_copy` : found.entry[field];
      copy[field] = settleKey(list, entriesOf(base, list), copy, wanted, sharedKeys(base, list));
      const entries = draftList(draft, list);
      entries.splice(found.index + 1, 0, copy);
      renumberList(list, entries);
      return;
    }
    case "entry/remove": {
      const { list } = command;
      const found = find(base, list, command.id);
      if (!found) return;
      applyClearings(draft, removalReferences(base, list, command.id));
      const entries = draftList(draft, list);
      const index = entries.findIndex((e) => e.id === command.id);
      entries.splice(index, 1);
      renumberList(list, entries);
      return;
    }
    case "entry/move": {
      const found = find(base, command.list, command.id);
      if (!found) return;
      const entries = draftList(draft, command.list);
      const to = clampIndex(command.toIndex, entries.length - 1);
      moveWithin(entries, found.index, to);
      renumberList(command.list, entries);
      return;
    }
    case "joker/setRarity": {
      const found = find(base, "jokers", command.id);
      if (found) writeAt(draft, ["jokers", found.index, "rarity"], command.rarity);
      return;
    }
  }
}

/** Rules and card rules naming a pool no joker is in any more are cleared (a joker left its last pool). */
function clearEmptiedPools(before: Project, after: Project): Project {
  if (before.jokers === after.jokers) return after;
  const emptied = emptiedPools(before, after);
  return emptied.length === 0 ? after : produce(after, (draft) => applyClearings(draft, emptied));
}

function reduce(project: Project, command: EntryCommand): Project {
  const next = produce(project, (draft) => apply(draft, project, command));
  return next === project ? project : clearEmptiedPools(project, next);
}

// Describing ------------------------------------------------------------------------------------------------

function follows(refs: readonly Reference[]): string {
  if (refs.length === 0) return "";
  return ` (${ownersPhrase(refs)} ${ownerCount(refs) === 1 ? "follows" : "follow"})`;
}

function rarityName(project: Project, rarity: unknown): string {
  const vanilla = ["Common", "Uncommon", "Rare", "Legendary"][Number(rarity) - 1];
  if (typeof rarity === "number" && vanilla) return vanilla;
  const custom = project.customRarities.find((r) => r.key === rarity);
  return custom ? quoted(custom.name || custom.key) : quoted(rarity);
}

function describe(command: EntryCommand, before: Project, after: Project): string {
  const list: EntryList = command.type === "joker/setRarity" ? "jokers" : command.list;
  const what = noun(list);
  const old = find(before, list, command.type === "entry/add" ? command.entry.id : command.id)?.entry;
  const now = find(after, list, command.type === "entry/add" ? command.entry.id : command.id)?.entry;
  const keyOf = (entry: Rec | undefined) => text(entry?.[keyFieldOf(list)]);
  switch (command.type) {
    case "entry/add": {
      const at = command.index === undefined ? "" : ` at position ${entriesOf(after, list).findIndex((e) => e.id === command.entry.id) + 1}`;
      return `added ${what} ${label(list, now)}${at}`;
    }
    case "entry/edit": {
      const fields = [...new Set([...Object.keys(command.changes), ...(command.unset ?? [])])];
      const cleared = emptiedPools(before, after, before);
      const note = cleared.length > 0 ? ` (pool references cleared in ${ownersPhrase(cleared)})` : "";
      return `changed ${what} ${label(list, old)}: ${fields.join(", ") || "nothing"}${note}`;
    }
    case "entry/rename": {
      const refs = keyOf(old) !== keyOf(now) ? referencesTo(before, kindOfList(list), keyOf(old)).map((r) => r.reference) : [];
      return `renamed ${what} ${label(list, old)} to ${quoted(command.name)}${follows(refs)}`;
    }
    case "entry/setKey": {
      const refs = keyOf(old) !== keyOf(now) ? referencesTo(before, kindOfList(list), keyOf(old)).map((r) => r.reference) : [];
      if (list === "sounds") return `renamed sound ${quoted(keyOf(old))} to ${quoted(keyOf(now))}${follows(refs)}`;
      return `changed the key of ${what} ${label(list, old)} from ${keyOf(old) || "(empty)"} to ${keyOf(now)}${follows(refs)}`;
    }
    case "entry/duplicate":
      return `duplicated ${what} ${label(list, old)} as ${keyOf(find(after, list, command.newId)?.entry)}`;
    case "entry/remove": {
      const refs = removalReferences(before, list, command.id);
      const pools = emptiedPools(before, after, before).filter((r) => !(r.owner.list === list && r.owner.id === command.id));
      const all = [...refs, ...pools];
      return `deleted ${what} ${label(list, old)}${all.length > 0 ? ` (references cleared in ${ownersPhrase(all)})` : ""}`;
    }
    case "entry/move":
      return `moved ${what} ${label(list, old)} to position ${entriesOf(after, list).findIndex((e) => e.id === command.id) + 1}`;
    case "joker/setRarity":
      return `set the rarity of joker ${label(list, old)} to ${rarityName(after, command.rarity)}`;
  }
}

export const entryCommands: CommandFamily<EntryCommand> = {
  types: ["entry/add", "entry/edit", "entry/rename", "entry/setKey", "entry/duplicate", "entry/remove", "entry/move", "joker/setRarity"],
  check,
  reduce,
  describe,
};
