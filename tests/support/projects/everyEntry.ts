// The "every item type, every catalog entry" test project, built from the rule catalog's own
// listing (allTriggers/allConditions/allEffects) and its parameter defaults, so it grows with the
// catalog. For every object type that has rules it holds three items:
//   - "<type> triggers":   one rule per trigger the type can use;
//   - "<type> conditions": one rule per condition the type can use, on a trigger that gives the
//                          condition what it needs (its listed triggers, a playing card, scoring);
//   - "<type> effects":    one rule per effect the type can use, on a trigger it allows.
// Every rule's id names what it was made for (`<type>:<kind>:<entry id>`), so tests can check the
// coverage. It also has one item of every other kind (a booster), a custom rarity, a consumable
// set and a sound, each used by some item, and art on every item that can show some.
// Effects that stop the game on purpose (Crash the Game) are left out: these projects must load
// and run with zero problems; the catalog's coverage test and scenarios prove those effects.
import { blockRefusal } from "../../../domain/catalog/applies";
import { defaultParams as schemaDefaults } from "../../../domain/catalog/parse";
import { allConditions, allEffects, triggersFor } from "../../../domain/catalog/registry";
import type { ParamSpec } from "../../../domain/catalog/schema";
import type { AnyCondition, AnyEffect, RuleObjectType, TriggerDef } from "../../../domain/catalog/types";
import {
  LIST_OF_TYPE, createConsumableSet, createItem, createRarity, createSound, emptyProject,
  type AnyItem, type Effect, type ObjectType, type Params, type Project, type Rule,
} from "../../../domain/model";
import { cardArt, soundData } from "./media";

export const EVERY_ENTRY_PREFIX = "every";
/** The object types that hold rules, in the order their items are made. */
export const RULE_TYPES = ["joker", "consumable", "enhancement", "seal", "edition", "voucher", "deck"] as const satisfies readonly ObjectType[];
export type RuleType = (typeof RULE_TYPES)[number];
export type EntryKind = "trigger" | "condition" | "effect";

/** A catalog entry's parameters set to their defaults, as the rule builder stores them. */
export function defaultParams(specs: readonly ParamSpec[]): Params {
  return schemaDefaults(specs) as Params;
}

type CatalogObject = RuleObjectType;
const catalogObjectOf = (type: RuleType): CatalogObject => type;

export function triggersOf(object: CatalogObject): TriggerDef[] {
  return triggersFor(object);
}

function effectAllowedOn(effect: AnyEffect, object: CatalogObject, trigger: TriggerDef): boolean {
  return !blockRefusal(effect, object, trigger, "effect");
}

const conditionAllowedOn = (condition: AnyCondition, object: CatalogObject, trigger: TriggerDef): boolean =>
  !blockRefusal(condition, object, trigger, "condition");
const appliesTo = (entry: AnyCondition | AnyEffect, object: CatalogObject): boolean => entry.objectTypes.includes(object);

/**
 * The effect a trigger's or condition's rule carries: one made for that trigger, else a money
 * change (it works on every object, in scoring and outside it), else the first that may run there.
 */
function effectFor(object: CatalogObject, trigger: TriggerDef): AnyEffect | undefined {
  const usable = runnableEffects().filter((e) => effectAllowedOn(e, object, trigger));
  return usable.find((e) => e.triggers) ?? usable.find((e) => e.id === "set_dollars") ?? usable[0];
}

/** Triggers with a playing card and scoring fields first: they give an entry the most to work with. */
function richestFirst(triggers: TriggerDef[], object: CatalogObject): TriggerDef[] {
  const score = (t: TriggerDef) => (t.scope(object).card ? 2 : 0) + (t.scope(object).scoring ? 1 : 0);
  return [...triggers].sort((a, b) => score(b) - score(a));
}

export function effectEntry(effect: AnyEffect, ruleId: string): Effect {
  return { id: `${ruleId}:effect`, type: effect.id, params: defaultParams(effect.params) };
}

function rule(id: string, trigger: string, effects: Effect[], conditions: Rule["conditionGroups"] = []): Rule {
  return { id, trigger, position: { x: 0, y: 0 }, blueprintCompatible: true, conditionGroups: conditions, effects, randomGroups: [], loops: [] };
}

function triggerRules(type: RuleType, object: CatalogObject): Rule[] {
  return triggersOf(object).map((trigger) => {
    const id = `${type}:trigger:${trigger.id}`;
    const effect = effectFor(object, trigger);
    return rule(id, trigger.id, effect ? [effectEntry(effect, id)] : []);
  });
}

function conditionRules(type: RuleType, object: CatalogObject): Rule[] {
  const triggers = richestFirst(triggersOf(object), object);
  return allConditions().filter((c) => appliesTo(c, object)).map((condition) => {
    const fits = triggers.filter((t) => conditionAllowedOn(condition, object, t));
    const chosen = fits[0] ?? triggers[0];
    const trigger = chosen.id;
    const id = `${type}:condition:${condition.id}`;
    const effect = effectFor(object, chosen);
    return rule(id, trigger, effect ? [effectEntry(effect, id)] : [], [{
      id: `${id}:group`, operator: "and",
      conditions: [{ id: `${id}:condition`, type: condition.id, negate: false, params: defaultParams(condition.params) }],
    }]);
  });
}

/** The catalog's effects but those that stop the game on purpose. */
function runnableEffects() {
  return allEffects().filter((e) => !e.crashes);
}

function effectRules(type: RuleType, object: CatalogObject): Rule[] {
  const triggers = richestFirst(triggersOf(object), object);
  return runnableEffects().filter((e) => appliesTo(e, object)).map((effect) => {
    const trigger = (triggers.find((t) => effectAllowedOn(effect, object, t)) ?? triggers[0]).id;
    const id = `${type}:effect:${effect.id}`;
    return rule(id, trigger, [effectEntry(effect, id)]);
  });
}

const KIND_RULES: Record<EntryKind, (type: RuleType, object: CatalogObject) => Rule[]> = {
  trigger: triggerRules, condition: conditionRules, effect: effectRules,
};
const KINDS = Object.keys(KIND_RULES) as EntryKind[];

/** The rules made for `type`: one per trigger, one per condition and one per effect it can use. */
export function catalogRules(type: RuleType, object: CatalogObject): Record<EntryKind, Rule[]> {
  return { trigger: triggerRules(type, object), condition: conditionRules(type, object), effect: effectRules(type, object) };
}
const PLURAL: Record<EntryKind, string> = { trigger: "Triggers", condition: "Conditions", effect: "Effects" };
const TYPE_NAMES: Record<RuleType, string> = {
  joker: "Joker", consumable: "Consumable", enhancement: "Enhancement", seal: "Seal", edition: "Edition", voucher: "Voucher", deck: "Deck",
};

/** Fields an item of `type` gets beyond the defaults, so each uses the project's rarity, set, sound... */
function extras(type: RuleType, kind: EntryKind, seed: number): Record<string, unknown> {
  const art = { imagePreview: cardArt(seed), hasUserUploadedImage: true };
  const counter = { userVariables: [{ id: `${type}-${kind}-counter`, name: "counter", initialValue: 3 }] };
  switch (type) {
    case "joker": return { ...art, ...counter, rarity: kind === "effect" ? "legend" : 2, overlayImagePreview: kind === "trigger" ? cardArt(seed + 1000) : "" };
    case "consumable": return { ...art, set: kind === "trigger" ? "rune" : kind === "condition" ? "Tarot" : "Spectral" };
    case "enhancement": return { ...art, ...counter };
    case "seal": return { ...art, ...counter, sound: `${EVERY_ENTRY_PREFIX}_chime` };
    case "edition": return { ...counter, shader: kind === "trigger" ? "foil" : kind === "condition" ? "holo" : "polychrome" };
    case "voucher": return { ...art, requires: kind === "trigger" ? "" : `v_${EVERY_ENTRY_PREFIX}_voucher_triggers`, requires_activetor: kind !== "trigger" };
    case "deck": return { ...art, Config_vouchers: [`v_${EVERY_ENTRY_PREFIX}_voucher_triggers`], Config_consumables: ["c_fool"] };
  }
}

/** The project; the same every call (fixed ids, timestamp and art). */
export function everyEntryProject(): Project {
  const project = emptyProject(Date.UTC(2026, 0, 2, 3, 4, 5));
  project.modMetadata = {
    ...project.modMetadata, id: "everyentry", name: "Every Entry", display_name: "Every Entry", prefix: EVERY_ENTRY_PREFIX,
    author: ["Joker Forge tests"], description: "Every item type with every rule catalog entry at its defaults.",
  };
  project.customRarities = [createRarity({ id: "rarity-legend", key: "legend", name: "Legend", badge_colour: "AA33FF", default_weight: 0.02 })];
  project.consumableSets = [createConsumableSet({ id: "set-rune", key: "rune", name: "Rune", collection_name: "Rune Cards" })];
  project.sounds = [createSound({ id: "sound-chime", key: "chime", soundString: soundData(1) })];
  let seed = 10;
  for (const type of RULE_TYPES) {
    const object = catalogObjectOf(type);
    const list = project[listOf(type)] as AnyItem[];
    KINDS.forEach((kind, i) => {
      seed += 1;
      list.push(createItem(type, {
        id: `${type}-${kind}s`, name: `${TYPE_NAMES[type]} ${PLURAL[kind]}`, objectKey: `${type}_${kind}s`, orderValue: i + 1,
        prefix: EVERY_ENTRY_PREFIX, rules: KIND_RULES[kind](type, object), ...extras(type, kind, seed),
      } as never));
    });
  }
  project.boosters = [createItem("booster", {
    id: "booster-runes", name: "Rune Pack", objectKey: "rune_pack", imagePreview: cardArt(99), hasUserUploadedImage: true,
    booster_type: "consumable", card_rules: [{ set: "rune", weight: 2 }, { specific_key: "joker_triggers", specific_type: "joker", weight: 1 }],
  })];
  return project;
}

const listOf = (type: RuleType) => LIST_OF_TYPE[type];

/** What each rule of the project was made for: `<type>:<kind>:<entry id>` of every rule. */
export function placedEntries(project: Project): Set<string> {
  return new Set(RULE_TYPES.flatMap((type) => (project[listOf(type)] as AnyItem[]).flatMap((item) => (item.rules ?? []).map((r) => r.id))));
}

/** Every `<type>:<kind>:<entry id>` the catalog's listing says should be placed. */
export function expectedEntries(): string[] {
  return RULE_TYPES.flatMap((type) => {
    const object = catalogObjectOf(type);
    return [
      ...triggersOf(object).map((t) => `${type}:trigger:${t.id}`),
      ...allConditions().filter((c) => appliesTo(c, object)).map((c) => `${type}:condition:${c.id}`),
      ...runnableEffects().filter((e) => appliesTo(e, object)).map((e) => `${type}:effect:${e.id}`),
    ];
  });
}
