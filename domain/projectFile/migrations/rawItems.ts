// Walking a raw file's items and rules for the migrations: everything may be missing or of the
// wrong type here (the normaliser repairs that later), so each step only touches what has the
// shape it expects.
import { LIST_OF_TYPE } from "../../model/project";
import { OBJECT_TYPES, type ObjectType } from "../../model/items";
import { isPlainObject, type JsonObject } from "../plain";

export interface RawItem {
  list: string;
  objectType: ObjectType;
  item: JsonObject;
}

function objects(value: unknown): JsonObject[] {
  return Array.isArray(value) ? value.filter(isPlainObject) : [];
}

export function* rawItems(raw: JsonObject): Generator<RawItem> {
  for (const objectType of OBJECT_TYPES) {
    const list = LIST_OF_TYPE[objectType];
    for (const item of objects(raw[list])) yield { list, objectType, item };
  }
}

export interface RawRule {
  owner: RawItem;
  rule: JsonObject;
}

export function* rawRules(raw: JsonObject): Generator<RawRule> {
  for (const owner of rawItems(raw)) for (const rule of objects(owner.item.rules)) yield { owner, rule };
}

/** Every condition of a rule (inside its condition groups). */
export function rawConditions(rule: JsonObject): JsonObject[] {
  return objects(rule.conditionGroups).flatMap((group) => objects(group.conditions));
}

/** Every effect of a rule: its own, then those in random groups and loops. */
export function rawEffects(rule: JsonObject): JsonObject[] {
  return [
    ...objects(rule.effects),
    ...objects(rule.randomGroups).flatMap((group) => objects(group.effects)),
    ...objects(rule.loops).flatMap((group) => objects(group.effects)),
  ];
}
