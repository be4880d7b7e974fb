// The rule builder's commands: what the user did to an item's rules (add a rule, set its
// trigger, add or remove a condition or an effect, negate a condition, set a block's param, add a
// "1 in N" chance group or a "repeat N times" loop). Every command carries the ids it creates, so
// replaying a log rebuilds the same project. The catalog decides what applies where
// (domain/catalog/applies.ts): a command that would put a block under a trigger it does not apply
// to is refused, and changing a rule's trigger drops the blocks that no longer apply (the
// description says how many), so every rule stays valid against the catalog.
import type { ParamSpec } from "../domain/catalog/schema";
import type { AnyCondition, AnyEffect, RuleObjectType, TriggerDef } from "../domain/catalog/types";
import type { Condition, Effect, ParamValue, Project, Rule } from "../domain/model";
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

/** The lists whose items have rules, with their object type. */
export const RULE_LISTS = {
  jokers: "joker", consumables: "consumable", enhancements: "enhancement", seals: "seal", editions: "edition", vouchers: "voucher", decks: "deck",
} as const satisfies Record<string, RuleObjectType>;
export type RuleList = keyof typeof RULE_LISTS;

interface Target { list: RuleList; itemId: string; ruleId: string }

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
  | ({ type: "rule/addLoop"; groupId: string; repetitions: number } & Target));

const TYPES = [
  "rule/add", "rule/remove", "rule/setTrigger", "rule/addCondition", "rule/addEffect", "rule/removeBlock", "rule/negate",
  "rule/setParam", "rule/addChance", "rule/addLoop",
] as const satisfies readonly RuleCommand["type"][];

interface Item { id: string; name?: string; rules?: Rule[] }

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

function check(command: RuleCommand, project: Project): string | null {
  if (!ruleCatalog()) return "the rule catalog is not loaded (rule commands are checked against it)";
  const c = command as unknown as Rec;
  if (!isRuleList(c.list)) return "list is not a list of items with rules";
  const objectType = RULE_LISTS[c.list];
  const item = itemOf(project, c.list, c.itemId);
  if (!item) return `no item of ${c.list} has id ${JSON.stringify(c.itemId)}`;
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
  }
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

/** True when the command would leave the rule as it is (the same trigger, param value or negation). */
function changesNothing(project: Project, command: RuleCommand): boolean {
  if (command.type === "rule/add") return false;
  const rule = ruleOf(itemOf(project, command.list, command.itemId), command.ruleId);
  if (!rule) return true;
  if (command.type === "rule/setTrigger") return rule.trigger === command.trigger;
  if (command.type === "rule/negate") return conditionsOfRule(rule).find((c) => c.id === command.conditionId)?.negate === command.negate;
  if (command.type === "rule/setParam") {
    const block = blockOf(rule, command.blockId)?.block;
    return JSON.stringify(block?.params?.[command.param]) === JSON.stringify(command.value);
  }
  return false;
}

function reduce(project: Project, command: RuleCommand): Project {
  // An edit that changes nothing returns the same project, so history records no empty step.
  if (changesNothing(project, command)) return project;
  const objectType = RULE_LISTS[command.list];
  switch (command.type) {
    case "rule/add":
      return withRule(project, command.list, command.itemId, (rules) => [...rules, structuredClone(command.rule)]);
    case "rule/remove":
      return withRule(project, command.list, command.itemId, (rules) => rules.filter((r) => r.id !== command.ruleId));
    case "rule/setTrigger":
      return withRule(project, command.list, command.itemId, (rules) => mapRule(rules, command.ruleId, (r) => keepApplying({ ...r, trigger: command.trigger }, objectType)));
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
  }
}

function describe(command: RuleCommand, before: Project): string {
  if (!ruleCatalog()) return `${command.type} (the rule catalog is not loaded)`;
  const item = itemOf(before, command.list, command.itemId);
  const where = `${RULE_LISTS[command.list]} ${quoted(item?.name ?? command.itemId)}`;
  const objectType = RULE_LISTS[command.list];
  if (command.type === "rule/add") return `added a rule '${findTrigger(command.rule.trigger)?.summary(objectType) ?? command.rule.trigger}' to ${where}`;
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
      const after = rule ? keepApplying({ ...rule, trigger: command.trigger }, objectType) : undefined;
      const dropped = rule && after ? conditionsOfRule(rule).length + effectsOfRule(rule).length - conditionsOfRule(after).length - effectsOfRule(after).length : 0;
      return `set the trigger of ${ruleName} to '${findTrigger(command.trigger)?.summary(objectType) ?? command.trigger}'${dropped > 0 ? ` (${dropped} block${dropped === 1 ? "" : "s"} that no longer apply removed)` : ""}`;
    }
    case "rule/addCondition": return `added the condition ${quoted(findCondition(command.condition.type)?.label ?? command.condition.type)} to ${ruleName}`;
    case "rule/addEffect": return `added the effect ${quoted(findEffect(command.effect.type)?.label ?? command.effect.type)} to ${ruleName}`;
    case "rule/removeBlock": return `removed ${labelOf(command.blockId)} from ${ruleName}`;
    case "rule/negate": return `${command.negate ? "negated" : "un-negated"} ${labelOf(command.conditionId)} in ${ruleName}`;
    case "rule/setParam": return `set ${command.param} of ${labelOf(command.blockId)} in ${ruleName} to ${JSON.stringify((command.value as { value: unknown }).value)}`;
    case "rule/addChance": return `added a ${command.numerator} in ${command.denominator} chance group to ${ruleName}`;
    case "rule/addLoop": return `added a loop (repeat ${command.repetitions} times) to ${ruleName}`;
  }
}

export const ruleCommands: CommandFamily<RuleCommand> = {
  types: TYPES,
  check,
  reduce,
  describe: (command, before) => describe(command, before),
};
