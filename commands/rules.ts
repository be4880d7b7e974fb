// The rule builder's commands: what the user did to an item's rules (add a rule, set its
// trigger, add or remove a condition or an effect, negate a condition, set a block's param, add a
// "1 in N" chance group or a "repeat N times" loop; move, duplicate and paste rules and blocks;
// switch AND/OR; add, rename and remove the item's variables, a rename following into every block
// that names the variable). Every command carries the ids it creates, so
// replaying a log rebuilds the same project. The catalog decides what applies where
// (domain/catalog/applies.ts): a command that would put a block under a trigger it does not apply
// to is refused, and changing a rule's trigger drops the blocks that no longer apply (the
// description says how many), so every rule stays valid against the catalog.
import type { ParamSpec } from "../domain/catalog/schema";
import type { AnyCondition, AnyEffect, RuleObjectType, TriggerDef } from "../domain/catalog/types";
import type { Condition, ConditionGroup, Effect, ParamValue, Project, Rule, UserVariable } from "../domain/model";
import { messageProblem } from "../domain/validation/message";
import { validateVariableName } from "../domain/validation/variableName";
import type { CommandFamily, Rec } from "./family";
import type { CommandMeta } from "./meta";
import { isFiniteNumber, isRecord, quoted } from "./family";
import { ruleCatalog, type RuleCatalog } from "./ruleCatalog";

/** The registered catalog (ruleCatalog.ts); `check` refuses every rule command until there is one. */
const cat = (): RuleCatalog => ruleCatalog()!;
const findTrigger: RuleCatalog["findTrigger"] = (id) => cat().findTrigger(id);
const findCondition: RuleCatalog["findCondition"] = (id) => cat().findCondition(id);
const findEffect: RuleCatalog["findEffect"] = (id) => cat().findEffect(id);
const blockRefusal: RuleCatalog["blockRefusal"] = (...args) => cat().blockRefusal(...args);
const triggerRefusal: RuleCatalog["triggerRefusal"] = (...args) => cat().triggerRefusal(...args);

import { RULE_LISTS, type RuleList } from "./ruleLists";

export { RULE_LISTS, type RuleList } from "./ruleLists";

interface Target { list: RuleList; itemId: string; ruleId: string }

/** The numbers of a chance group (its odds) and of a loop (its repeat count). */
export type GroupNumberField = "chance_numerator" | "chance_denominator" | "repetitions";
const GROUP_NUMBER_WORDS: Record<GroupNumberField, string> = { chance_numerator: "chance numerator", chance_denominator: "chance denominator", repetitions: "repeat count" };

export type RuleCommand = CommandMeta & (
  | { type: "rule/add"; list: RuleList; itemId: string; rule: Rule }
  | ({ type: "rule/remove" } & Target)
  | ({ type: "rule/setTrigger"; trigger: string } & Target)
  | ({ type: "rule/addCondition"; condition: Condition; groupId: string } & Target)
  | ({ type: "rule/addEffect"; effect: Effect; container?: string } & Target)
  | ({ type: "rule/removeBlock"; blockId: string } & Target)
  | ({ type: "rule/negate"; conditionId: string; negate: boolean } & Target)
  | ({ type: "rule/setParam"; blockId: string; param: string; value: ParamValue } & Target)
  | ({ type: "rule/addChance"; groupId: string; numerator: number; denominator: number } & Target)
  | ({ type: "rule/addLoop"; groupId: string; repetitions: number } & Target)
  /** A chance group's odds (its numerator or denominator) or a loop's repeat count: a number, a variable, a game value or a random range. */
  | ({ type: "rule/setGroupNumber"; groupId: string; field: GroupNumberField; value: ParamValue } & Target)
  /** Whether a chance group's odds follow the game's probability effects (Oops! All 6s doubles them). */
  | ({ type: "rule/setChanceScaling"; groupId: string; respect: boolean } & Target)
  /** A chance group's probability key: the name its roll goes by for the game's probability effects ("" for the item's key). */
  | ({ type: "rule/setChanceKey"; groupId: string; key: string } & Target)
  /** Whether Blueprint and Brainstorm copying the joker copy this rule too. */
  | ({ type: "rule/setBlueprint"; compatible: boolean } & Target)
  /** An effect's custom message: the text it floats instead of its own ("" for its own). */
  | ({ type: "rule/setMessage"; blockId: string; message: string } & Target)
  /** Moves a rule to a new place (0-based) in the item's list. */
  | ({ type: "rule/move"; index: number } & Target)
  /** Puts a copy (fresh ids, made by the caller) right after the rule. */
  | ({ type: "rule/duplicate"; copy: Rule } & Target)
  /** Pastes rules (from this item, another item or another project) at `index` (default: the end); blocks that do not apply here are left out. */
  | { type: "rule/paste"; list: RuleList; itemId: string; rules: Rule[]; index?: number }
  /** Moves a block: a condition within or between condition groups, an effect between the rule and its chance groups and loops. */
  | ({ type: "rule/moveBlock"; blockId: string; container?: string; index: number } & Target)
  /** Pastes conditions into the condition group `groupId` (made when missing) and effects into `container` (default: the rule). */
  | ({ type: "rule/pasteBlocks"; conditions: Condition[]; effects: Effect[]; groupId: string; container?: string } & Target)
  /** AND / OR after a condition (joining it to the next) or after a condition group (joining it to the next group). */
  | ({ type: "rule/setOperator"; blockId: string; operator: "and" | "or" } & Target)
  | { type: "variable/add"; list: RuleList; itemId: string; variable: UserVariable }
  /** Renames a variable; every block that names it follows. */
  | { type: "variable/rename"; list: RuleList; itemId: string; variableId: string; name: string }
  | { type: "variable/setInitial"; list: RuleList; itemId: string; variableId: string; value: number | string }
  | { type: "variable/remove"; list: RuleList; itemId: string; variableId: string });

const TYPES = [
  "rule/add", "rule/remove", "rule/setTrigger", "rule/addCondition", "rule/addEffect", "rule/removeBlock", "rule/negate",
  "rule/setParam", "rule/addChance", "rule/addLoop", "rule/setGroupNumber", "rule/setChanceScaling", "rule/setChanceKey", "rule/setMessage", "rule/setBlueprint", "rule/move", "rule/duplicate", "rule/paste", "rule/moveBlock", "rule/pasteBlocks",
  "rule/setOperator", "variable/add", "variable/rename", "variable/setInitial", "variable/remove",
] as const satisfies readonly RuleCommand["type"][];

interface Item { id: string; name?: string; rules?: Rule[]; userVariables?: UserVariable[] }

/** An effect's custom message: one line the game floats over the card, as the original app allowed. */
export const MAX_CUSTOM_MESSAGE = 100;
/** A chance group's probability key: a short name (Steamodded's identifier of the roll). */
export const MAX_CHANCE_KEY = 64;

/** Why `text` cannot be an effect's custom message or a chance group's key (at most `max` characters, one line), or null. */
export function oneLineProblem(text: unknown, max: number, what: string): string | null {
  if (typeof text !== "string") return `the ${what} is not text`;
  if ([...text].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)) return `the ${what} is one line, without control characters`;
  return text.length > max ? `the ${what} is at most ${max} characters` : null;
}

const isRuleList = (list: unknown): list is RuleList => typeof list === "string" && Object.hasOwn(RULE_LISTS, list);
const itemsOf = (project: Project, list: RuleList) => project[list] as unknown as Item[];
const itemOf = (project: Project, list: RuleList, id: unknown) => itemsOf(project, list).find((i) => i.id === id);
const ruleOf = (item: Item | undefined, id: unknown) => item?.rules?.find((r) => r.id === id);

/** Every effect of a rule, wherever it sits (the rule itself, chance groups, loops). */
export function effectsOfRule(rule: Rule): Effect[] {
  return [...rule.effects, ...rule.randomGroups.flatMap((g) => g.effects), ...rule.loops.flatMap((g) => g.effects)];
}
const conditionsOfRule = (rule: Rule): Condition[] => rule.conditionGroups.flatMap((g) => g.conditions);

function blockOf(rule: Rule, id: unknown): { kind: "condition"; block: Condition; entry?: AnyCondition } | { kind: "effect"; block: Effect; entry?: AnyEffect } | undefined {
  const condition = conditionsOfRule(rule).find((c) => c.id === id);
  if (condition) return { kind: "condition", block: condition, entry: findCondition(condition.type) };
  const effect = effectsOfRule(rule).find((e) => e.id === id);
  return effect ? { kind: "effect", block: effect, entry: findEffect(effect.type) } : undefined;
}

const idProblem = (value: unknown, what: string) => (typeof value === "string" && value !== "" ? null : `${what} is not an id`);

function paramsProblem(params: unknown, schema: readonly ParamSpec[]): string | null {
  if (!isRecord(params)) return "params is not an object";
  for (const [id, value] of Object.entries(params)) {
    if (!schema.some((s) => s.id === id)) return `the block has no param ${JSON.stringify(id)}`;
    if (!isRecord(value) || !("value" in value)) return `param ${id} is not a {value} object`;
  }
  return null;
}

function valueProblem(spec: ParamSpec, value: unknown): string | null {
  if (!isRecord(value) || !("value" in value)) return "value is not a {value} object";
  const v = value.value;
  switch (spec.type) {
    case "number":
      return isFiniteNumber(v) || typeof v === "string" ? null : `${spec.label} is not a number`;
    case "toggle":
      return typeof v === "boolean" ? null : `${spec.label} is not on or off`;
    case "multi":
      return Array.isArray(v) && v.every((x) => typeof x === "string") ? null : `${spec.label} is not a list of choices`;
    default:
      return typeof v === "string" ? null : `${spec.label} is not text`;
  }
}

/** Why this block may not go under this trigger on this item type (applies.ts), or null. */
function placeProblem(kind: "condition" | "effect", type: unknown, objectType: RuleObjectType, trigger: TriggerDef | undefined): string | null {
  const entry = kind === "condition" ? findCondition(type) : findEffect(type);
  if (!entry) return `no ${kind} has the id ${JSON.stringify(type)}`;
  if (!trigger) return "the rule's trigger is unknown";
  return blockRefusal(entry, objectType, trigger, kind) ?? null;
}

/** Every id a rule holds: its own, its groups', its blocks'. */
function idsOfRule(rule: Rule): string[] {
  return [rule.id, ...rule.conditionGroups.map((g) => g.id), ...conditionsOfRule(rule).map((b) => b.id),
    ...rule.randomGroups.map((g) => g.id), ...rule.loops.map((g) => g.id), ...effectsOfRule(rule).map((b) => b.id)];
}

function blockShapeProblem(kind: "condition" | "effect", block: unknown): string | null {
  if (!isRecord(block) || idProblem(block.id, `${kind}.id`)) return `a ${kind} has no id`;
  if (typeof block.type !== "string" || !(kind === "condition" ? findCondition(block.type) : findEffect(block.type))) return `no ${kind} has the id ${JSON.stringify(block.type)}`;
  if (kind === "condition" && typeof block.negate !== "boolean") return "condition.negate is not on or off";
  if (kind === "condition" && block.operator !== undefined && block.operator !== "and" && block.operator !== "or") return "a condition's operator is 'and' or 'or'";
  if (!isRecord(block.params)) return `the ${kind}'s params is not an object`;
  for (const [id, value] of Object.entries(block.params)) if (!isRecord(value) || !("value" in value)) return `param ${id} is not a {value} object`;
  return null;
}

/** Why a whole rule (pasted or duplicated) is not well formed for this item type, or null. */
function ruleShapeProblem(rule: unknown, objectType: RuleObjectType): string | null {
  if (!isRecord(rule) || idProblem(rule.id, "rule.id")) return "a rule has no id";
  const trigger = findTrigger(rule.trigger);
  if (!trigger) return `no trigger has the id ${JSON.stringify(rule.trigger)}`;
  const refused = triggerRefusal(trigger, objectType);
  if (refused) return refused;
  for (const key of ["conditionGroups", "effects", "randomGroups", "loops"] as const) if (!Array.isArray(rule[key])) return `the rule has no ${key} list`;
  const r = rule as unknown as Rule;
  for (const g of r.conditionGroups) {
    if (!isRecord(g) || idProblem(g.id, "group.id") || !Array.isArray(g.conditions) || (g.operator !== "and" && g.operator !== "or")) return "a condition group is not well formed";
    for (const c of g.conditions) { const p = blockShapeProblem("condition", c); if (p) return p; }
  }
  for (const g of [...r.randomGroups, ...r.loops]) {
    if (!isRecord(g) || idProblem(g.id, "group.id") || !Array.isArray(g.effects)) return "a chance group or loop is not well formed";
  }
  for (const e of effectsOfRule(r)) { const p = blockShapeProblem("effect", e); if (p) return p; }
  const ids = idsOfRule(r);
  if (new Set(ids).size !== ids.length) return "an id is used twice in the rule";
  return null;
}

function variablesOf(item: Item): UserVariable[] {
  return Array.isArray(item.userVariables) ? item.userVariables : [];
}

/** Why `name` cannot name a variable of this item (besides `except`), or null. */
function variableNameProblem(item: Item, name: unknown, except?: string): string | null {
  if (typeof name !== "string") return "the name is not text";
  const checked = validateVariableName(name);
  if (!checked.valid) return checked.error ?? "the name is not a valid variable name";
  if (variablesOf(item).some((v) => v.id !== except && v.name === name)) return `a variable named ${JSON.stringify(name)} already exists`;
  return null;
}

function check(command: RuleCommand, project: Project): string | null {
  if (!ruleCatalog()) return "the rule catalog is not loaded (rule commands are checked against it)";
  const c = command as unknown as Rec;
  if (!isRuleList(c.list)) return "list is not a list of items with rules";
  const objectType = RULE_LISTS[c.list];
  const item = itemOf(project, c.list, c.itemId);
  if (!item) return `no item of ${c.list} has id ${JSON.stringify(c.itemId)}`;
  switch (command.type) {
    case "rule/paste": {
      if (!Array.isArray(c.rules) || c.rules.length === 0) return "there are no rules to paste";
      if (c.index !== undefined && !(isFiniteNumber(c.index) && Number.isInteger(c.index) && c.index >= 0)) return "index is not a place in the list";
      const taken = new Set((item.rules ?? []).map((r) => r.id));
      for (const rule of c.rules as unknown[]) {
        const problem = ruleShapeProblem(rule, objectType);
        if (problem) return problem;
        const id = (rule as Rule).id;
        if (taken.has(id)) return `a rule with id ${JSON.stringify(id)} already exists`;
        taken.add(id);
      }
      return null;
    }
    case "variable/add": {
      const v = c.variable;
      if (!isRecord(v) || idProblem(v.id, "variable.id")) return "the variable has no id";
      if (variablesOf(item).some((x) => x.id === v.id)) return `a variable with id ${JSON.stringify(v.id)} already exists`;
      if (v.type !== undefined && !["number", "suit", "rank", "pokerhand", "key", "text"].includes(v.type as string)) return "the variable's type is not number, suit, rank, poker hand, key or text";
      return variableNameProblem(item, v.name);
    }
    case "variable/rename": case "variable/setInitial": case "variable/remove": {
      const v = variablesOf(item).find((x) => x.id === c.variableId);
      if (!v) return `no variable has id ${JSON.stringify(c.variableId)}`;
      if (command.type === "variable/rename") return variableNameProblem(item, c.name, v.id);
      if (command.type === "variable/remove") {
        const uses = variableUses(item.rules ?? [], v.name);
        return uses > 0 ? `${quoted(v.name)} is still named by ${uses} block${uses === 1 ? "" : "s"}: change ${uses === 1 ? "it" : "them"} first` : null;
      }
      if (command.type === "variable/setInitial") {
        const kind = v.type ?? "number";
        if (kind === "number") return isFiniteNumber(c.value) ? null : "a number variable starts at a number";
        return typeof c.value === "string" && c.value.length <= 200 ? null : "the initial value is not text";
      }
      return null;
    }
    default:
      break;
  }
  if (command.type === "rule/add") {
    const rule = c.rule;
    if (!isRecord(rule) || idProblem(rule.id, "rule.id")) return "rule has no id";
    if (ruleOf(item, rule.id)) return `a rule with id ${JSON.stringify(rule.id)} already exists`;
    const trigger = findTrigger(rule.trigger);
    if (!trigger) return `no trigger has the id ${JSON.stringify(rule.trigger)}`;
    const refused = triggerRefusal(trigger, objectType);
    if (refused) return refused;
    for (const key of ["conditionGroups", "effects", "randomGroups", "loops"] as const) {
      if (!Array.isArray(rule[key]) || (rule[key] as unknown[]).length !== 0) return `a new rule starts with no ${key}`;
    }
    return null;
  }
  const rule = ruleOf(item, c.ruleId);
  if (!rule) return `no rule has id ${JSON.stringify(c.ruleId)}`;
  const trigger = findTrigger(rule.trigger);
  const ids = new Set([...conditionsOfRule(rule).map((b) => b.id), ...effectsOfRule(rule).map((b) => b.id),
    ...rule.conditionGroups.map((g) => g.id), ...rule.randomGroups.map((g) => g.id), ...rule.loops.map((g) => g.id)]);
  switch (command.type) {
    case "rule/remove":
      return null;
    case "rule/setTrigger": {
      const next = findTrigger(c.trigger);
      if (!next) return `no trigger has the id ${JSON.stringify(c.trigger)}`;
      return triggerRefusal(next, objectType) ?? null;
    }
    case "rule/addCondition": {
      const condition = c.condition;
      if (!isRecord(condition) || idProblem(condition.id, "condition.id")) return "condition has no id";
      if (ids.has(condition.id as string)) return `id ${JSON.stringify(condition.id)} is already used in the rule`;
      if (idProblem(c.groupId, "groupId")) return "groupId is not an id";
      if (typeof condition.negate !== "boolean") return "condition.negate is not on or off";
      const place = placeProblem("condition", condition.type, objectType, trigger);
      if (place) return place;
      return paramsProblem(condition.params, findCondition(condition.type)!.params);
    }
    case "rule/addEffect": {
      const effect = c.effect;
      if (!isRecord(effect) || idProblem(effect.id, "effect.id")) return "effect has no id";
      if (ids.has(effect.id as string)) return `id ${JSON.stringify(effect.id)} is already used in the rule`;
      if (c.container !== undefined && ![...rule.randomGroups, ...rule.loops].some((g) => g.id === c.container)) return `no chance group or loop has id ${JSON.stringify(c.container)}`;
      const place = placeProblem("effect", effect.type, objectType, trigger);
      if (place) return place;
      return paramsProblem(effect.params, findEffect(effect.type)!.params);
    }
    case "rule/removeBlock":
      return ids.has(c.blockId as string) ? null : `no block has id ${JSON.stringify(c.blockId)}`;
    case "rule/negate": {
      if (!conditionsOfRule(rule).some((b) => b.id === c.conditionId)) return `no condition has id ${JSON.stringify(c.conditionId)}`;
      return typeof c.negate === "boolean" ? null : "negate is not on or off";
    }
    case "rule/setParam": {
      const found = blockOf(rule, c.blockId);
      if (!found) return `no block has id ${JSON.stringify(c.blockId)}`;
      if (!found.entry) return `the block's kind ${JSON.stringify(found.block.type)} is not in the catalog`;
      const spec = found.entry.params.find((s: ParamSpec) => s.id === c.param);
      if (!spec) return `${found.entry.label} has no param ${JSON.stringify(c.param)}`;
      return valueProblem(spec, c.value);
    }
    case "rule/addChance": {
      if (idProblem(c.groupId, "groupId") || ids.has(c.groupId as string)) return "groupId is not a new id";
      const n = c.numerator, d = c.denominator;
      if (!isFiniteNumber(n) || !isFiniteNumber(d) || n < 1 || d < 1 || n > d) return "a chance is 1 to N in N, with N at least 1";
      return null;
    }
    case "rule/addLoop": {
      if (idProblem(c.groupId, "groupId") || ids.has(c.groupId as string)) return "groupId is not a new id";
      const r = c.repetitions;
      return isFiniteNumber(r) && Number.isInteger(r) && r >= 1 && r <= 100 ? null : "repetitions is a whole number from 1 to 100";
    }
    case "rule/setGroupNumber": {
      const field = c.field as GroupNumberField;
      if (!Object.hasOwn(GROUP_NUMBER_WORDS, field)) return `field is one of ${Object.keys(GROUP_NUMBER_WORDS).join(", ")}`;
      const groups: { id: string }[] = field === "repetitions" ? rule.loops : rule.randomGroups;
      if (!groups.some((g) => g.id === c.groupId)) return `no ${field === "repetitions" ? "loop" : "chance group"} has id ${JSON.stringify(c.groupId)}`;
      const value = c.value;
      if (!isRecord(value) || !("value" in value)) return "value is not a {value} object";
      const v = value.value;
      if (typeof v === "string") return v.trim() === "" ? `the ${GROUP_NUMBER_WORDS[field]} is empty` : null;
      return isFiniteNumber(v) && v >= 1 ? null : `the ${GROUP_NUMBER_WORDS[field]} is a number from 1`;
    }
    case "rule/setChanceScaling":
      if (!rule.randomGroups.some((g) => g.id === c.groupId)) return `no chance group has id ${JSON.stringify(c.groupId)}`;
      return typeof c.respect === "boolean" ? null : "respect is on or off";
    case "rule/setChanceKey":
      if (!rule.randomGroups.some((g) => g.id === c.groupId)) return `no chance group has id ${JSON.stringify(c.groupId)}`;
      return oneLineProblem(c.key, MAX_CHANCE_KEY, "probability key");
    case "rule/setBlueprint":
      if (objectType !== "joker") return "only a joker's rules are copied by Blueprint and Brainstorm";
      return typeof c.compatible === "boolean" ? null : "compatible is on or off";
    case "rule/setMessage":
      if (!effectsOfRule(rule).some((e) => e.id === c.blockId)) return `no effect has id ${JSON.stringify(c.blockId)}`;
      // the spec's message rules (no quotes, backticks, lone backslashes), in its own words
      return oneLineProblem(c.message, MAX_CUSTOM_MESSAGE, "custom message") ?? messageProblem(c.message as string);
    case "rule/move": {
      const count = (item.rules ?? []).length;
      return isFiniteNumber(c.index) && Number.isInteger(c.index) && c.index >= 0 && c.index < count ? null : `index is not a place among the item's ${count} rules`;
    }
    case "rule/duplicate": {
      const problem = ruleShapeProblem(c.copy, objectType);
      if (problem) return problem;
      const copy = c.copy as unknown as Rule;
      if (copy.trigger !== rule.trigger) return "a duplicate keeps the rule's trigger";
      const used = new Set((item.rules ?? []).flatMap(idsOfRule));
      return idsOfRule(copy).some((id) => used.has(id)) ? "a duplicate needs fresh ids" : null;
    }
    case "rule/moveBlock": {
      const found = blockOf(rule, c.blockId);
      if (!found) return `no block has id ${JSON.stringify(c.blockId)}`;
      if (!isFiniteNumber(c.index) || !Number.isInteger(c.index) || c.index < 0) return "index is not a place in the list";
      if (found.kind === "condition") {
        const group = rule.conditionGroups.find((g) => g.id === c.container);
        if (!group) return `no condition group has id ${JSON.stringify(c.container)}`;
        const size = group.conditions.length - (group.conditions.some((x) => x.id === c.blockId) ? 1 : 0);
        return c.index <= size ? null : "index is past the end of the group";
      }
      const target = c.container === undefined ? rule.effects : [...rule.randomGroups, ...rule.loops].find((g) => g.id === c.container)?.effects;
      if (!target) return `no chance group or loop has id ${JSON.stringify(c.container)}`;
      const size = target.length - (target.some((x) => x.id === c.blockId) ? 1 : 0);
      return c.index <= size ? null : "index is past the end of the list";
    }
    case "rule/pasteBlocks": {
      if (!Array.isArray(c.conditions) || !Array.isArray(c.effects)) return "conditions and effects are lists";
      if (c.conditions.length + c.effects.length === 0) return "there are no blocks to paste";
      if (c.conditions.length > 0 && (idProblem(c.groupId, "groupId") || (ids.has(c.groupId as string) && !rule.conditionGroups.some((g) => g.id === c.groupId)))) return "groupId is not a condition group of the rule or a new id";
      if (c.container !== undefined && ![...rule.randomGroups, ...rule.loops].some((g) => g.id === c.container)) return `no chance group or loop has id ${JSON.stringify(c.container)}`;
      const fresh = new Set<string>();
      for (const [kind, list] of [["condition", c.conditions], ["effect", c.effects]] as const) {
        for (const block of list as unknown[]) {
          const shape = blockShapeProblem(kind, block);
          if (shape) return shape;
          const b = block as Condition | Effect;
          if (ids.has(b.id) || fresh.has(b.id) || b.id === c.groupId) return `id ${JSON.stringify(b.id)} is already used in the rule`;
          fresh.add(b.id);
          const place = placeProblem(kind, b.type, objectType, trigger);
          if (place) return place;
        }
      }
      return null;
    }
    case "rule/setOperator": {
      if (c.operator !== "and" && c.operator !== "or") return "the operator is 'and' or 'or'";
      return conditionsOfRule(rule).some((b) => b.id === c.blockId) || rule.conditionGroups.some((g) => g.id === c.blockId) ? null : `no condition or condition group has id ${JSON.stringify(c.blockId)}`;
    }
  }
  return null;
}

/** The rule with only the blocks that apply under its trigger on this item type (empty groups go). */
export function keepApplying(rule: Rule, objectType: RuleObjectType): Rule {
  const trigger = findTrigger(rule.trigger);
  if (!trigger) return rule;
  const keepCondition = (c: Condition) => { const e = findCondition(c.type); return !e || !blockRefusal(e, objectType, trigger, "condition"); };
  const keepEffect = (b: Effect) => { const e = findEffect(b.type); return !e || !blockRefusal(e, objectType, trigger, "effect"); };
  return {
    ...rule,
    conditionGroups: rule.conditionGroups.map((g) => ({ ...g, conditions: g.conditions.filter(keepCondition) })).filter((g) => g.conditions.length > 0),
    effects: rule.effects.filter(keepEffect),
    randomGroups: rule.randomGroups.map((g) => ({ ...g, effects: g.effects.filter(keepEffect) })),
    loops: rule.loops.map((g) => ({ ...g, effects: g.effects.filter(keepEffect) })),
  };
}

function withRule(project: Project, list: RuleList, itemId: string, edit: (rules: Rule[]) => Rule[]): Project {
  const items = itemsOf(project, list).map((item) => (item.id === itemId ? { ...item, rules: edit(item.rules ?? []) } : item));
  return { ...project, [list]: items } as Project;
}

const mapRule = (rules: Rule[], id: string, edit: (rule: Rule) => Rule) => rules.map((r) => (r.id === id ? edit(r) : r));
const mapEffects = (rule: Rule, edit: (effects: Effect[]) => Effect[]): Rule => ({
  ...rule, effects: edit(rule.effects),
  randomGroups: rule.randomGroups.map((g) => ({ ...g, effects: edit(g.effects) })),
  loops: rule.loops.map((g) => ({ ...g, effects: edit(g.effects) })),
});
const mapConditions = (rule: Rule, edit: (conditions: Condition[]) => Condition[]): Rule => ({
  ...rule, conditionGroups: rule.conditionGroups.map((g) => ({ ...g, conditions: edit(g.conditions) })),
});

/** A param value naming `from` (a variable param, or a number or select naming a variable), renamed to `to`; otherwise the same value. */
function renamedParam(spec: ParamSpec | undefined, stored: unknown, from: string, to: string): unknown {
  const wrapped = isRecord(stored) && "value" in stored;
  const value = wrapped ? (stored as { value: unknown }).value : stored;
  if (value !== from) return stored;
  const names = spec ? spec.type === "variable" || spec.type === "number" || (spec.type === "select" && (spec.variables?.length ?? 0) > 0) : isRecord(stored) && stored.valueType === "user_var";
  if (!names) return stored;
  return wrapped ? { ...(stored as Rec), value: to } : to;
}

/** The rules with every reference to the variable `from` renamed to `to` (params, chance odds, loop counts). */
export function renameVariableInRules(rules: readonly Rule[], from: string, to: string): Rule[] {
  const block = <B extends Condition | Effect>(b: B, entry: AnyCondition | AnyEffect | undefined): B => {
    const params: Rec = {};
    let changed = false;
    for (const [id, stored] of Object.entries(b.params ?? {})) {
      const next = renamedParam(entry?.params.find((p: ParamSpec) => p.id === id), stored, from, to);
      if (next !== stored) changed = true;
      params[id] = next;
    }
    return changed ? { ...b, params: params as B["params"] } : b;
  };
  const num = (stored: unknown) => {
    const value = isRecord(stored) && "value" in stored ? stored.value : stored;
    return value === from ? (isRecord(stored) ? { ...stored, value: to } : to) : stored;
  };
  return rules.map((rule) => ({
    ...rule,
    conditionGroups: rule.conditionGroups.map((g) => ({ ...g, conditions: g.conditions.map((c) => block(c, findCondition(c.type))) })),
    effects: rule.effects.map((e) => block(e, findEffect(e.type))),
    randomGroups: rule.randomGroups.map((g) => ({
      ...g, chance_numerator: num(g.chance_numerator) as typeof g.chance_numerator, chance_denominator: num(g.chance_denominator) as typeof g.chance_denominator,
      effects: g.effects.map((e) => block(e, findEffect(e.type))),
    })),
    loops: rule.loops.map((g) => ({ ...g, repetitions: num(g.repetitions) as typeof g.repetitions, effects: g.effects.map((e) => block(e, findEffect(e.type))) })),
  }));
}

/** How many blocks of the rules name the variable (what a removal leaves dangling). */
export function variableUses(rules: readonly Rule[], name: string): number {
  const marker = `\u0000${name}\u0000`;
  const renamed = renameVariableInRules(rules, name, marker);
  let count = 0;
  renamed.forEach((rule, i) => {
    const before = rules[i];
    const pairs: [unknown, unknown][] = [
      ...conditionsOfRule(rule).map((c, j) => [c, conditionsOfRule(before)[j]] as [unknown, unknown]),
      ...effectsOfRule(rule).map((e, j) => [e, effectsOfRule(before)[j]] as [unknown, unknown]),
      ...rule.randomGroups.map((g, j) => [g.chance_numerator, before.randomGroups[j].chance_numerator] as [unknown, unknown]),
      ...rule.randomGroups.map((g, j) => [g.chance_denominator, before.randomGroups[j].chance_denominator] as [unknown, unknown]),
      ...rule.loops.map((g, j) => [g.repetitions, before.loops[j].repetitions] as [unknown, unknown]),
    ];
    count += pairs.filter(([a, b]) => a !== b).length;
  });
  return count;
}

const INITIAL_FIELD: Record<string, keyof UserVariable> = {
  number: "initialValue", suit: "initialSuit", rank: "initialRank", pokerhand: "initialPokerHand", key: "initialKey", text: "initialText",
};

/** A new, empty condition group (pasted conditions may start one). */
function freshGroup(id: string): ConditionGroup {
  return { id, operator: "and", conditions: [] };
}

/** True when the command would leave the rule as it is (the same trigger, param value or negation). */
function changesNothing(project: Project, command: RuleCommand): boolean {
  if (command.type === "rule/add" || command.type === "rule/paste" || command.type === "variable/add" || command.type === "variable/remove") return false;
  const owner = itemOf(project, command.list, command.itemId);
  if (command.type === "variable/rename") return variablesOf(owner ?? { id: "" }).find((v) => v.id === command.variableId)?.name === command.name;
  if (command.type === "variable/setInitial") {
    const v = variablesOf(owner ?? { id: "" }).find((x) => x.id === command.variableId);
    return !v || v[INITIAL_FIELD[v.type ?? "number"]] === command.value;
  }
  if (command.type === "rule/move") return (owner?.rules ?? []).findIndex((r) => r.id === command.ruleId) === command.index;
  const rule = ruleOf(itemOf(project, command.list, command.itemId), command.ruleId);
  if (!rule) return true;
  if (command.type === "rule/setTrigger") return rule.trigger === command.trigger;
  if (command.type === "rule/negate") return conditionsOfRule(rule).find((c) => c.id === command.conditionId)?.negate === command.negate;
  if (command.type === "rule/setParam") {
    const block = blockOf(rule, command.blockId)?.block;
    return JSON.stringify(block?.params?.[command.param]) === JSON.stringify(command.value);
  }
  if (command.type === "rule/setBlueprint") return (rule.blueprintCompatible !== false) === command.compatible;
  if (command.type === "rule/setChanceKey") return (rule.randomGroups.find((g) => g.id === command.groupId)?.custom_key ?? "") === command.key;
  if (command.type === "rule/setMessage") return (effectsOfRule(rule).find((e) => e.id === command.blockId)?.customMessage ?? "") === command.message;
  if (command.type === "rule/setOperator") {
    const group = rule.conditionGroups.find((g) => g.id === command.blockId);
    if (group) return group.operator === command.operator;
    return (conditionsOfRule(rule).find((c) => c.id === command.blockId)?.operator ?? "and") === command.operator;
  }
  return false;
}

function withItem(project: Project, list: RuleList, itemId: string, edit: (item: Item) => Item): Project {
  const items = itemsOf(project, list).map((item) => (item.id === itemId ? edit(item) : item));
  return { ...project, [list]: items } as Project;
}

/** Takes the block out of wherever it is in the rule, and puts it at `index` of its target list. */
function moveBlock(rule: Rule, blockId: string, container: string | undefined, index: number): Rule {
  const found = blockOf(rule, blockId);
  if (!found) return rule;
  const insert = <T,>(list: T[], item: T) => [...list.slice(0, index), item, ...list.slice(index)];
  if (found.kind === "condition") {
    const without = mapConditions(rule, (cs) => cs.filter((c) => c.id !== blockId));
    const groups = without.conditionGroups.map((g) => (g.id === container ? { ...g, conditions: insert(g.conditions, found.block) } : g));
    return { ...without, conditionGroups: groups.filter((g) => g.conditions.length > 0) };
  }
  const without = mapEffects(rule, (es) => es.filter((e) => e.id !== blockId));
  if (container === undefined) return { ...without, effects: insert(without.effects, found.block as Effect) };
  return {
    ...without,
    randomGroups: without.randomGroups.map((g) => (g.id === container ? { ...g, effects: insert(g.effects, found.block as Effect) } : g)),
    loops: without.loops.map((g) => (g.id === container ? { ...g, effects: insert(g.effects, found.block as Effect) } : g)),
  };
}

function reduce(project: Project, command: RuleCommand): Project {
  // An edit that changes nothing returns the same project, so history records no empty step.
  if (changesNothing(project, command)) return project;
  const objectType = RULE_LISTS[command.list];
  switch (command.type) {
    case "rule/paste":
      return withRule(project, command.list, command.itemId, (rules) => {
        const pasted = command.rules.map((r) => keepApplying(structuredClone(r), objectType));
        const at = Math.min(command.index ?? rules.length, rules.length);
        return [...rules.slice(0, at), ...pasted, ...rules.slice(at)];
      });
    case "rule/move":
      return withRule(project, command.list, command.itemId, (rules) => {
        const moving = rules.find((r) => r.id === command.ruleId);
        if (!moving) return rules;
        const rest = rules.filter((r) => r !== moving);
        return [...rest.slice(0, command.index), moving, ...rest.slice(command.index)];
      });
    case "rule/duplicate":
      return withRule(project, command.list, command.itemId, (rules) => {
        const at = rules.findIndex((r) => r.id === command.ruleId) + 1;
        return [...rules.slice(0, at), structuredClone(command.copy), ...rules.slice(at)];
      });
    case "rule/moveBlock":
      return withRule(project, command.list, command.itemId, (rules) => mapRule(rules, command.ruleId, (r) => moveBlock(r, command.blockId, command.container, command.index)));
    case "rule/pasteBlocks":
      return withRule(project, command.list, command.itemId, (rules) => mapRule(rules, command.ruleId, (r) => {
        let next = r;
        if (command.conditions.length > 0) {
          const groups = next.conditionGroups.some((g) => g.id === command.groupId) ? next.conditionGroups : [...next.conditionGroups, freshGroup(command.groupId)];
          next = { ...next, conditionGroups: groups.map((g) => (g.id === command.groupId ? { ...g, conditions: [...g.conditions, ...structuredClone(command.conditions)] } : g)) };
        }
        if (command.effects.length > 0) {
          const effects = structuredClone(command.effects);
          if (command.container === undefined) next = { ...next, effects: [...next.effects, ...effects] };
          else next = {
            ...next,
            randomGroups: next.randomGroups.map((g) => (g.id === command.container ? { ...g, effects: [...g.effects, ...effects] } : g)),
            loops: next.loops.map((g) => (g.id === command.container ? { ...g, effects: [...g.effects, ...effects] } : g)),
          };
        }
        return next;
      }));
    case "rule/setOperator":
      return withRule(project, command.list, command.itemId, (rules) => mapRule(rules, command.ruleId, (r) => ({
        ...r,
        conditionGroups: r.conditionGroups.map((g) => (g.id === command.blockId ? { ...g, operator: command.operator }
          : { ...g, conditions: g.conditions.map((c) => (c.id === command.blockId ? { ...c, operator: command.operator } : c)) })),
      })));
    case "variable/add":
      return withItem(project, command.list, command.itemId, (item) => ({ ...item, userVariables: [...variablesOf(item), structuredClone(command.variable)] }));
    case "variable/rename":
      return withItem(project, command.list, command.itemId, (item) => {
        const v = variablesOf(item).find((x) => x.id === command.variableId);
        if (!v) return item;
        return {
          ...item,
          userVariables: variablesOf(item).map((x) => (x === v ? { ...x, name: command.name } : x)),
          rules: renameVariableInRules(item.rules ?? [], v.name, command.name),
        };
      });
    case "variable/setInitial":
      return withItem(project, command.list, command.itemId, (item) => ({
        ...item,
        userVariables: variablesOf(item).map((x) => (x.id === command.variableId ? { ...x, [INITIAL_FIELD[x.type ?? "number"]]: command.value } : x)),
      }));
    case "variable/remove":
      return withItem(project, command.list, command.itemId, (item) => ({ ...item, userVariables: variablesOf(item).filter((x) => x.id !== command.variableId) }));
    case "rule/add":
      return withRule(project, command.list, command.itemId, (rules) => [...rules, structuredClone(command.rule)]);
    case "rule/remove":
      return withRule(project, command.list, command.itemId, (rules) => rules.filter((r) => r.id !== command.ruleId));
    case "rule/setTrigger":
      // Every block stays. One that does not apply under the new trigger shows its problem on
      // itself (and its rule is left out of the export) until it is removed or the trigger goes
      // back: arrowing through the trigger list, which picks each trigger in turn, loses nothing.
      return withRule(project, command.list, command.itemId, (rules) => mapRule(rules, command.ruleId, (r) => ({ ...r, trigger: command.trigger })));
    case "rule/addCondition":
      return withRule(project, command.list, command.itemId, (rules) => mapRule(rules, command.ruleId, (r) => {
        const condition = structuredClone(command.condition);
        const group = r.conditionGroups.find((g) => g.id === command.groupId);
        return group
          ? { ...r, conditionGroups: r.conditionGroups.map((g) => (g === group ? { ...g, conditions: [...g.conditions, condition] } : g)) }
          : { ...r, conditionGroups: [...r.conditionGroups, { id: command.groupId, operator: "and", conditions: [condition] }] };
      }));
    case "rule/addEffect":
      return withRule(project, command.list, command.itemId, (rules) => mapRule(rules, command.ruleId, (r) => {
        const effect = structuredClone(command.effect);
        if (command.container === undefined) return { ...r, effects: [...r.effects, effect] };
        return {
          ...r,
          randomGroups: r.randomGroups.map((g) => (g.id === command.container ? { ...g, effects: [...g.effects, effect] } : g)),
          loops: r.loops.map((g) => (g.id === command.container ? { ...g, effects: [...g.effects, effect] } : g)),
        };
      }));
    case "rule/removeBlock":
      return withRule(project, command.list, command.itemId, (rules) => mapRule(rules, command.ruleId, (r) => {
        const without = mapEffects(mapConditions(r, (cs) => cs.filter((c) => c.id !== command.blockId)), (es) => es.filter((e) => e.id !== command.blockId));
        return {
          ...without,
          conditionGroups: without.conditionGroups.filter((g) => g.id !== command.blockId && g.conditions.length > 0),
          randomGroups: without.randomGroups.filter((g) => g.id !== command.blockId),
          loops: without.loops.filter((g) => g.id !== command.blockId),
        };
      }));
    case "rule/negate":
      return withRule(project, command.list, command.itemId, (rules) => mapRule(rules, command.ruleId, (r) =>
        mapConditions(r, (cs) => cs.map((c) => (c.id === command.conditionId ? { ...c, negate: command.negate } : c)))));
    case "rule/setParam": {
      const set = <B extends Condition | Effect>(b: B): B => (b.id === command.blockId ? { ...b, params: { ...b.params, [command.param]: structuredClone(command.value) } } : b);
      return withRule(project, command.list, command.itemId, (rules) => mapRule(rules, command.ruleId, (r) => mapEffects(mapConditions(r, (cs) => cs.map(set)), (es) => es.map(set))));
    }
    case "rule/addChance":
      return withRule(project, command.list, command.itemId, (rules) => mapRule(rules, command.ruleId, (r) => ({
        ...r,
        randomGroups: [...r.randomGroups, {
          id: command.groupId, chance_numerator: command.numerator, chance_denominator: command.denominator,
          respect_probability_effects: true, custom_key: "", effects: [],
        }],
      })));
    case "rule/addLoop":
      return withRule(project, command.list, command.itemId, (rules) => mapRule(rules, command.ruleId, (r) => ({
        ...r, loops: [...r.loops, { id: command.groupId, repetitions: command.repetitions, effects: [] }],
      })));
    case "rule/setGroupNumber": {
      const value = structuredClone(command.value);
      return withRule(project, command.list, command.itemId, (rules) => mapRule(rules, command.ruleId, (r) => (command.field === "repetitions"
        ? { ...r, loops: r.loops.map((g) => (g.id === command.groupId ? { ...g, repetitions: value } : g)) }
        : { ...r, randomGroups: r.randomGroups.map((g) => (g.id === command.groupId ? { ...g, [command.field]: value } : g)) })));
    }
    case "rule/setChanceScaling":
      return withRule(project, command.list, command.itemId, (rules) => mapRule(rules, command.ruleId, (r) => ({
        ...r, randomGroups: r.randomGroups.map((g) => (g.id === command.groupId ? { ...g, respect_probability_effects: command.respect } : g)),
      })));
    case "rule/setChanceKey":
      return withRule(project, command.list, command.itemId, (rules) => mapRule(rules, command.ruleId, (r) => ({
        ...r, randomGroups: r.randomGroups.map((g) => (g.id === command.groupId ? { ...g, custom_key: command.key } : g)),
      })));
    case "rule/setBlueprint":
      return withRule(project, command.list, command.itemId, (rules) => mapRule(rules, command.ruleId, (r) => ({ ...r, blueprintCompatible: command.compatible })));
    case "rule/setMessage":
      // "" takes the message away: the effect floats its own again
      return withRule(project, command.list, command.itemId, (rules) => mapRule(rules, command.ruleId, (r) => mapEffects(r, (es) => es.map((e) => {
        if (e.id !== command.blockId) return e;
        const { customMessage: _old, ...rest } = e;
        return command.message === "" ? rest : { ...rest, customMessage: command.message };
      }))));
  }
}

function describe(command: RuleCommand, before: Project): string {
  if (!ruleCatalog()) return `${command.type} (the rule catalog is not loaded)`;
  const item = itemOf(before, command.list, command.itemId);
  const where = `${RULE_LISTS[command.list]} ${quoted(item?.name ?? command.itemId)}`;
  const objectType = RULE_LISTS[command.list];
  if (command.type === "rule/add") return `added a rule '${findTrigger(command.rule.trigger)?.summary(objectType) ?? command.rule.trigger}' to ${where}`;
  if (command.type === "rule/paste") {
    const count = command.rules.length;
    const dropped = command.rules.reduce((n, r) => {
      const kept = keepApplying(r, objectType);
      return n + conditionsOfRule(r).length + effectsOfRule(r).length - conditionsOfRule(kept).length - effectsOfRule(kept).length;
    }, 0);
    return `pasted ${count} rule${count === 1 ? "" : "s"} into ${where}${dropped > 0 ? ` (${dropped} block${dropped === 1 ? "" : "s"} that do not apply to ${objectType}s left out)` : ""}`;
  }
  if (command.type === "variable/add") return `added the ${command.variable.type ?? "number"} variable ${quoted(command.variable.name)} to ${where}`;
  if (command.type === "variable/rename" || command.type === "variable/setInitial" || command.type === "variable/remove") {
    const v = variablesOf(item ?? { id: "" }).find((x) => x.id === command.variableId);
    const name = quoted(v?.name ?? command.variableId);
    if (command.type === "variable/rename") {
      const uses = v ? variableUses(item?.rules ?? [], v.name) : 0;
      return `renamed the variable ${name} of ${where} to ${quoted(command.name)}${uses > 0 ? ` (${uses} block${uses === 1 ? "" : "s"} follow)` : ""}`;
    }
    if (command.type === "variable/setInitial") return `set the variable ${name} of ${where} to start at ${JSON.stringify(command.value)}`;
    return `removed the variable ${name} from ${where}`;
  }
  const rule = ruleOf(item, command.ruleId);
  const number = (item?.rules ?? []).findIndex((r) => r.id === command.ruleId) + 1;
  const ruleName = `rule ${number} of ${where}`;
  const labelOf = (id: string) => {
    const found = rule && blockOf(rule, id);
    return found ? quoted(found.entry?.label ?? found.block.type) : quoted(id);
  };
  switch (command.type) {
    case "rule/remove": return `removed ${ruleName}`;
    case "rule/setTrigger": {
      const applying = rule ? keepApplying({ ...rule, trigger: command.trigger }, objectType) : undefined;
      const refused = rule && applying ? conditionsOfRule(rule).length + effectsOfRule(rule).length - conditionsOfRule(applying).length - effectsOfRule(applying).length : 0;
      return `set the trigger of ${ruleName} to '${findTrigger(command.trigger)?.summary(objectType) ?? command.trigger}'${refused > 0 ? ` (${refused} block${refused === 1 ? " does" : "s do"} not apply under it)` : ""}`;
    }
    case "rule/addCondition": return `added the condition ${quoted(findCondition(command.condition.type)?.label ?? command.condition.type)} to ${ruleName}`;
    case "rule/addEffect": return `added the effect ${quoted(findEffect(command.effect.type)?.label ?? command.effect.type)} to ${ruleName}`;
    case "rule/removeBlock": return `removed ${labelOf(command.blockId)} from ${ruleName}`;
    case "rule/negate": return `${command.negate ? "negated" : "un-negated"} ${labelOf(command.conditionId)} in ${ruleName}`;
    case "rule/setParam": {
      // the field's label and the chosen option's words, as the builder shows them
      const spec = (rule && blockOf(rule, command.blockId)?.entry?.params.find((s: ParamSpec) => s.id === command.param)) || undefined;
      const value = (command.value as { value: unknown }).value;
      const words = spec && typeof value === "string" ? ruleCatalog()?.choiceLabel?.(spec, value, before) : undefined;
      return `set ${spec ? quoted(spec.label) : command.param} of ${labelOf(command.blockId)} in ${ruleName} to ${words !== undefined ? quoted(words) : JSON.stringify(value)}`;
    }
    case "rule/addChance": return `added a ${command.numerator} in ${command.denominator} chance group to ${ruleName}`;
    case "rule/addLoop": return `added a loop (repeat ${command.repetitions} times) to ${ruleName}`;
    case "rule/setGroupNumber": {
      const shown = (stored: unknown) => String(isRecord(stored) && "value" in stored ? stored.value : stored).replace(/^GAMEVAR:([^|]*).*$/, "$1").replace(/^RANGE:([^|]*)\|(.*)$/, "$1 to $2");
      const value = shown(command.value);
      if (command.field === "repetitions") return `set the loop in ${ruleName} to repeat ${value} times`;
      const group = rule?.randomGroups.find((g) => g.id === command.groupId);
      const odds = command.field === "chance_numerator" ? `${value} in ${shown(group?.chance_denominator ?? 4)}` : `${shown(group?.chance_numerator ?? 1)} in ${value}`;
      return `set the chance group in ${ruleName} to ${odds}`;
    }
    case "rule/setChanceScaling":
      return `made the chance group in ${ruleName} ${command.respect ? "follow" : "ignore"} the game's probability effects`;
    case "rule/setChanceKey":
      return command.key === "" ? `made the chance group in ${ruleName} roll with the item's own probability key` : `set the probability key of the chance group in ${ruleName} to ${quoted(command.key)}`;
    case "rule/setBlueprint":
      return `made ${ruleName} ${command.compatible ? "copied" : "not copied"} by Blueprint and Brainstorm`;
    case "rule/setMessage":
      return command.message === "" ? `removed the custom message of ${labelOf(command.blockId)} in ${ruleName}` : `set the custom message of ${labelOf(command.blockId)} in ${ruleName} to ${quoted(command.message)}`;
    case "rule/move": return `moved ${ruleName} to place ${command.index + 1}`;
    case "rule/duplicate": return `duplicated ${ruleName}`;
    case "rule/moveBlock": return `moved ${labelOf(command.blockId)} in ${ruleName}`;
    case "rule/pasteBlocks": {
      const count = command.conditions.length + command.effects.length;
      return `pasted ${count} block${count === 1 ? "" : "s"} into ${ruleName}`;
    }
    case "rule/setOperator": {
      const group = rule?.conditionGroups.findIndex((g) => g.id === command.blockId) ?? -1;
      return `joined ${group >= 0 ? `condition group ${group + 1}` : labelOf(command.blockId)} to the next with ${command.operator.toUpperCase()} in ${ruleName}`;
    }
  }
}

export const ruleCommands: CommandFamily<RuleCommand> = {
  types: TYPES,
  check,
  reduce,
  describe: (command, before) => describe(command, before),
};
