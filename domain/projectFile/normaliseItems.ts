// One list of items: every entry normalised field by field, ids made present and unique, object
// keys derived when empty and made unique, and orderValue
// renumbered to 1..n (spec section 4).
import { KeyAllocator, keyFromName, limitKey, MAX_KEY_LENGTH } from "../model/keys";
import type { AnyItem, ConsumableSet, CustomRarity, ObjectType, Sound } from "../model/items";
import { renumber } from "../model/order";
import type { NormaliseContext } from "./context";
import { normaliseFields, type FieldRules } from "./fields";
import { CONSUMABLE_SET_FIELDS, ITEM_FIELDS, RARITY_FIELDS, SOUND_FIELDS, TYPES_WITH_VARIABLES } from "./itemSchemas";
import type { PathPart } from "./jsonPath";
import { isFiniteNumber, isPlainObject, type JsonObject } from "./plain";
import { normaliseRules, normaliseUserVariables } from "./normaliseRules";
import { normaliseKeptPlaytests, PLAYTEST_TYPES } from "../playtest/normalise";

const BASE_KEYS = ["id", "name", "objectType", "objectKey", "description", "orderValue", "discovered", "rules", "userVariables", "playtests"];
const PLAYTEST_TYPE_SET: ReadonlySet<ObjectType> = new Set(PLAYTEST_TYPES);

/** The entries of a top-level list; a list that is not a list, or entries that are not objects, are problems. */
export function listEntries(raw: unknown, list: string, ctx: NormaliseContext): JsonObject[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) {
    ctx.problem([list], "must be a list");
    return [];
  }
  return raw.flatMap((entry, i) => {
    if (isPlainObject(entry)) return [entry];
    ctx.problem([list, i], "must be an object");
    return [];
  });
}

/** Ids present (position-derived when missing) and unique within the list. */
function assignIds(entries: JsonObject[], list: string, ctx: NormaliseContext): string[] {
  const taken = new KeyAllocator();
  return entries.map((entry, i) => {
    let id: string;
    if (typeof entry.id === "string" && entry.id !== "") id = entry.id;
    else if (isFiniteNumber(entry.id)) {
      id = String(entry.id);
      ctx.repair(`${list}[].id: number converted to text`);
    } else {
      id = `${list}-${i + 1}`;
      ctx.repair(`${list}[].id: missing, id derived from position`);
    }
    const unique = taken.allocate(id);
    if (unique !== id) ctx.repair(`${list}[].id: duplicate id "${id}" renamed "${unique}"`);
    return unique;
  });
}

function textField(entry: JsonObject, key: string, where: string, ctx: NormaliseContext): string {
  const value = entry[key];
  if (typeof value === "string") return value;
  if (isFiniteNumber(value)) {
    ctx.repair(`${where}.${key}: number converted to text`);
    return String(value);
  }
  if (value !== undefined && value !== null) ctx.repair(`${where}.${key}: invalid value, empty text used`);
  else ctx.repair(`${where}.${key}: missing, empty text used`);
  return "";
}

export function normaliseItemList(raw: unknown, list: string, objectType: ObjectType, ctx: NormaliseContext): AnyItem[] {
  const entries = listEntries(raw, list, ctx);
  const ids = assignIds(entries, list, ctx);
  const skip = new Set(BASE_KEYS);
  const where = `${list}[]`;

  const items = entries.map((entry, i) => {
    const itemPath: PathPart[] = [list, i];
    const id = ids[i];
    const name = textField(entry, "name", where, ctx);
    if (entry.objectType !== undefined && entry.objectType !== objectType) ctx.repair(`${where}.objectType: "${String(entry.objectType)}" corrected to "${objectType}"`);
    const item: JsonObject = {
      id,
      name,
      objectType,
      objectKey: typeof entry.objectKey === "string" ? entry.objectKey : "",
      description: textField(entry, "description", where, ctx),
      // Position in the file breaks ties and stands in for a missing orderValue (early files had none).
      orderValue: isFiniteNumber(entry.orderValue) ? entry.orderValue : i + 1,
    };
    if (typeof entry.discovered === "boolean") item.discovered = entry.discovered;
    else if (entry.discovered !== undefined) ctx.repair(`${where}.discovered: invalid value removed`);
    Object.assign(item, normaliseFields(entry, ITEM_FIELDS[objectType], where, ctx, skip));

    let variableNames: ReadonlySet<string> = new Set();
    if (TYPES_WITH_VARIABLES.has(objectType) || entry.userVariables !== undefined) {
      if (entry.userVariables === undefined && TYPES_WITH_VARIABLES.has(objectType)) ctx.repair(`${where}.userVariables: missing, default used`);
      const variables = normaliseUserVariables(entry.userVariables, [...itemPath, "userVariables"], id, list, ctx);
      item.userVariables = variables;
      variableNames = new Set(variables.map((v) => v.name));
    }
    // Boosters have no rules in the original; keep theirs only when a file has some.
    const rulesMissing = entry.rules === undefined || entry.rules === null;
    if (!(rulesMissing && objectType === "booster")) {
      if (rulesMissing) ctx.repair(`${where}.rules: missing, default used`);
      item.rules = normaliseRules(entry.rules, [...itemPath, "rules"], id, { objectType, itemPath, list, variableNames }, ctx);
    }
    // Kept playtests (not part of the mod): repaired entry by entry; none kept for a booster.
    if (entry.playtests !== undefined && entry.playtests !== null) {
      if (!PLAYTEST_TYPE_SET.has(objectType)) ctx.repair(`${where}.playtests: only items with rules keep playtests, removed`);
      else {
        const playtests = normaliseKeptPlaytests(entry.playtests, (line) => ctx.repair(`${where}.playtests: ${line}`));
        if (playtests.length > 0) item.playtests = playtests;
      }
    }
    return item as AnyItem;
  });

  const before = items.map((item) => item.id);
  const beforeOrder = items.map((item) => item.orderValue);
  renumber(items);
  if (items.some((item, i) => item.id !== before[i] || item.orderValue !== beforeOrder[i])) ctx.repair(`${list}: orderValue renumbered to 1..n`);

  settleKeys(items, "objectKey", objectType, list, ctx);
  return items;
}

/**
 * Keys non-empty (derived from the name, else the fallback) and unique within the list: the first
 * entry holding a key keeps it, later duplicates are bumped (spec section 4). Linear in the list.
 */
function settleKeys(entries: JsonObject[], field: "objectKey" | "key", fallback: string, list: string, ctx: NormaliseContext): void {
  const taken = new KeyAllocator();
  for (const entry of entries) {
    const raw = typeof entry[field] === "string" ? (entry[field] as string) : "";
    let key = raw.trim();
    if (key !== raw && key !== "") ctx.repair(`${list}[].${field}: spaces around the key removed`);
    if (key === "") {
      key = keyFromName(typeof entry.name === "string" ? entry.name : "", fallback);
      ctx.repair(`${list}[].${field}: empty, derived from the name`);
    }
    if (key.length > MAX_KEY_LENGTH) {
      key = limitKey(key);
      ctx.repair(`${list}[].${field}: longer than ${MAX_KEY_LENGTH} characters, cut`);
    }
    const unique = taken.allocate(key);
    if (unique !== key) ctx.repair(`${list}[].${field}: duplicate key "${key}" renamed "${unique}"`);
    entry[field] = unique;
  }
}

/** Sounds, custom rarities and consumable sets: plain entries with an id and a key. */
function normaliseKeyedList(raw: unknown, list: string, rules: FieldRules, fallback: string, ctx: NormaliseContext): JsonObject[] {
  const entries = listEntries(raw, list, ctx);
  const ids = assignIds(entries, list, ctx);
  const out = entries.map((entry, i) => ({ id: ids[i], ...normaliseFields(entry, rules, `${list}[]`, ctx, new Set(["id"])) }));
  // Spec section 4: duplicate keys are made unique, empty ones derived (the reducer holds every
  // list to this; an import must too, or its project would differ from the one the app keeps).
  settleKeys(out, "key", fallback, list, ctx);
  return out;
}

export function normaliseSounds(raw: unknown, ctx: NormaliseContext): Sound[] {
  return normaliseKeyedList(raw, "sounds", SOUND_FIELDS, "sound", ctx) as Sound[];
}

export function normaliseRarities(raw: unknown, ctx: NormaliseContext): CustomRarity[] {
  return normaliseKeyedList(raw, "customRarities", RARITY_FIELDS, "rarity", ctx) as CustomRarity[];
}

export function normaliseConsumableSets(raw: unknown, ctx: NormaliseContext): ConsumableSet[] {
  return normaliseKeyedList(raw, "consumableSets", CONSUMABLE_SET_FIELDS, "set", ctx) as ConsumableSet[];
}
