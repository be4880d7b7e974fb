// The catalog: every trigger, condition and effect by id. The records are typed by their id
// unions, so an unknown id in code is a compile error; an unknown id in a project file is looked
// up with the `find*` functions and reported on its block. Old ids of older project files are
// migrated by the project-file migration (domain/projectFile), never here.
import { CONDITIONS, type ConditionId } from "./conditions";
import { EFFECTS, type EffectId } from "./effects";
import { gameVariableList } from "./gameVars";
import { TRIGGERS, type TriggerId } from "./triggers";
import { blockRefusal, triggerRefusal } from "./applies";
import { RULE_OBJECT_TYPES, type AnyCondition, type AnyEffect, type RuleObjectType, type TriggerDef } from "./types";

export { CONDITIONS, EFFECTS, TRIGGERS };
export type { ConditionId, EffectId, TriggerId };

const has = (record: object, id: unknown): boolean => typeof id === "string" && Object.prototype.hasOwnProperty.call(record, id);

export function findTrigger(id: unknown): TriggerDef | undefined {
  return has(TRIGGERS, id) ? TRIGGERS[id as TriggerId] : undefined;
}

export function findCondition(id: unknown): AnyCondition | undefined {
  return has(CONDITIONS, id) ? CONDITIONS[id as ConditionId] : undefined;
}

export function findEffect(id: unknown): AnyEffect | undefined {
  return has(EFFECTS, id) ? EFFECTS[id as EffectId] : undefined;
}

export function allTriggers(): readonly TriggerDef[] { return Object.values(TRIGGERS); }
export function allConditions(): readonly AnyCondition[] { return Object.values(CONDITIONS); }
export function allEffects(): readonly AnyEffect[] { return Object.values(EFFECTS); }

/** The triggers an item type offers. */
export function triggersFor(type: RuleObjectType): TriggerDef[] {
  return allTriggers().filter((t) => !triggerRefusal(t, type));
}

const kindOf = (entry: AnyCondition | AnyEffect): "condition" | "effect" => (findCondition(entry.id) === entry ? "condition" : "effect");

/** The triggers under which an entry applies on an item type. */
export function triggersOf(entry: AnyCondition | AnyEffect, type: RuleObjectType): TriggerDef[] {
  return triggersFor(type).filter((t) => !blockRefusal(entry, type, t, kindOf(entry)));
}

/** Item types an entry applies to (through at least one of their triggers). */
export function objectTypesOf(entry: AnyCondition | AnyEffect): RuleObjectType[] {
  return RULE_OBJECT_TYPES.filter((type) => triggersOf(entry, type).length > 0);
}

export interface CatalogListing {
  triggers: { id: string; label: string; category: string; objectTypes: string[] }[];
  conditions: { id: string; label: string; category: string; objectTypes: string[]; triggers: string[] }[];
  effects: { id: string; label: string; category: string; objectTypes: string[]; triggers: string[] }[];
  gameVariables: { id: string; label: string }[];
}

/** What `npm run cli -- catalog --json` prints. */
export function catalogListing(): CatalogListing {
  const block = (e: AnyCondition | AnyEffect) => {
    const types = objectTypesOf(e);
    const triggers = [...new Set(types.flatMap((t) => triggersOf(e, t).map((x) => x.id)))];
    return { id: e.id, label: e.label, category: e.category, objectTypes: types, triggers };
  };
  return {
    triggers: allTriggers().map((t) => ({ id: t.id, label: t.label, category: t.category, objectTypes: [...t.objectTypes] })),
    conditions: allConditions().map(block),
    effects: allEffects().map(block),
    gameVariables: gameVariableList().map((g) => ({ id: g.id, label: g.label })),
  };
}
