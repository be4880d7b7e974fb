// Rules and user variables of one item: structure checked, raw params wrapped (old rule ids are
// renamed by the numbered migrations before this runs),
// every field the original wrote kept (unknown ones verbatim). Missing ids get ids derived from
// their position, so normalising the same input twice gives the same project.
import type { ObjectType } from "../model/items";
import type { Condition, ConditionGroup, Effect, LoopGroup, ParamValue, Params, RandomGroup, Rule, UserVariable } from "../model/rules";
import type { NormaliseContext } from "./context";
import type { PathPart } from "./jsonPath";
import { KNOWN_CONDITIONS, KNOWN_EFFECTS, KNOWN_TRIGGERS } from "./knownRuleKinds";
import { wrapParamValue } from "./paramValues";
import { hasOwn, isFiniteNumber, isPlainObject, type JsonObject } from "./plain";

interface ItemScope {
  objectType: ObjectType;
  /** Path of the item, for reports. */
  itemPath: PathPart[];
  /** The list's name, for repair messages ("jokers"). */
  list: string;
  variableNames: ReadonlySet<string>;
}

/** The entries of a list field that must hold objects; anything else is a problem and dropped. */
function objectEntries(raw: unknown, path: PathPart[], ctx: NormaliseContext, what: string): JsonObject[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) {
    ctx.problem(path, `${what} must be a list`);
    return [];
  }
  return raw.flatMap((entry, i) => {
    if (isPlainObject(entry)) return [entry];
    ctx.problem([...path, i], `${what} entry must be an object`);
    return [];
  });
}

function idOf(raw: JsonObject, fallback: string, where: string, ctx: NormaliseContext): string {
  if (typeof raw.id === "string" && raw.id !== "") return raw.id;
  if (isFiniteNumber(raw.id)) {
    ctx.repair(`${where}.id: number converted to text`);
    return String(raw.id);
  }
  ctx.repair(`${where}.id: missing, id derived from position`);
  return fallback;
}

function typeOf(raw: JsonObject, key: string, path: PathPart[], ctx: NormaliseContext): string | undefined {
  const value = raw[key];
  if (typeof value === "string" && value !== "") return value;
  ctx.problem([...path, key], `must be a non-empty text (the rule kind), found ${value === undefined ? "nothing" : typeof value}`);
  return undefined;
}

function normaliseParams(raw: unknown, path: PathPart[], scope: ItemScope, ctx: NormaliseContext): Params {
  if (raw === undefined || raw === null) return {};
  if (!isPlainObject(raw)) {
    ctx.problem(path, "params must be an object");
    return {};
  }
  const out: Params = {};
  for (const [key, value] of Object.entries(raw)) {
    const { param, change } = wrapParamValue(value, scope.variableNames);
    if (change === "wrapped") ctx.repair(`${scope.list}[].rules: raw parameter values wrapped as {value, valueType}`);
    if (change === "typed") ctx.repair(`${scope.list}[].rules: parameter valueType missing, inferred`);
    out[key] = param;
  }
  return out;
}

function wrapCount(raw: unknown, fallback: number, scope: ItemScope, ctx: NormaliseContext): ParamValue {
  if (raw === undefined || raw === null) return { value: fallback, valueType: "number" };
  const { param, change } = wrapParamValue(raw, scope.variableNames);
  if (change) ctx.repair(`${scope.list}[].rules: raw group counts wrapped as {value, valueType}`);
  return param;
}

function rest(raw: JsonObject, known: readonly string[]): JsonObject {
  return Object.fromEntries(Object.entries(raw).filter(([k, v]) => !known.includes(k) && v !== undefined));
}

function normaliseEffect(raw: JsonObject, path: PathPart[], fallbackId: string, scope: ItemScope, ctx: NormaliseContext): Effect | undefined {
  const type = typeOf(raw, "type", path, ctx);
  if (type === undefined) return undefined;
  if (!KNOWN_EFFECTS.has(type)) ctx.unknownRuleKind("effect", type, scope.itemPath);
  const effect: Effect = {
    ...rest(raw, ["id", "type", "params", "customMessage"]),
    id: idOf(raw, fallbackId, `${scope.list}[].rules[].effects[]`, ctx),
    type,
    params: normaliseParams(raw.params, [...path, "params"], scope, ctx),
  };
  if (typeof raw.customMessage === "string") effect.customMessage = raw.customMessage;
  else if (raw.customMessage !== undefined) ctx.repair(`${scope.list}[].rules[].effects[].customMessage: invalid value removed`);
  return effect;
}

function normaliseEffects(raw: unknown, path: PathPart[], parentId: string, scope: ItemScope, ctx: NormaliseContext): Effect[] {
  return objectEntries(raw, path, ctx, "effects").flatMap((effect, i) => {
    const result = normaliseEffect(effect, [...path, i], `${parentId}-e${i + 1}`, scope, ctx);
    return result ? [result] : [];
  });
}

function normaliseCondition(raw: JsonObject, path: PathPart[], fallbackId: string, scope: ItemScope, ctx: NormaliseContext): Condition | undefined {
  const type = typeOf(raw, "type", path, ctx);
  if (type === undefined) return undefined;
  if (!KNOWN_CONDITIONS.has(type)) ctx.unknownRuleKind("condition", type, scope.itemPath);
  const condition: Condition = {
    ...rest(raw, ["id", "type", "negate", "operator", "params"]),
    id: idOf(raw, fallbackId, `${scope.list}[].rules[].conditions[]`, ctx),
    type,
    negate: raw.negate === true,
    params: normaliseParams(raw.params, [...path, "params"], scope, ctx),
  };
  if (raw.operator === "and" || raw.operator === "or") condition.operator = raw.operator;
  else if (raw.operator !== undefined) ctx.repair(`${scope.list}[].rules[].conditions[].operator: invalid value removed`);
  if (typeof raw.negate !== "boolean" && raw.negate !== undefined) ctx.repair(`${scope.list}[].rules[].conditions[].negate: invalid value, false used`);
  return condition;
}

function normaliseGroups(raw: unknown, path: PathPart[], ruleId: string, scope: ItemScope, ctx: NormaliseContext): ConditionGroup[] {
  return objectEntries(raw, path, ctx, "conditionGroups").map((group, gi) => {
    const groupPath = [...path, gi];
    const id = idOf(group, `${ruleId}-g${gi + 1}`, `${scope.list}[].rules[].conditionGroups[]`, ctx);
    const conditions = objectEntries(group.conditions, [...groupPath, "conditions"], ctx, "conditions").flatMap((c, ci) => {
      const result = normaliseCondition(c, [...groupPath, "conditions", ci], `${id}-c${ci + 1}`, scope, ctx);
      return result ? [result] : [];
    });
    return {
      ...rest(group, ["id", "operator", "conditions"]),
      id,
      operator: group.operator === "or" ? "or" : "and",
      conditions,
    };
  });
}

function normaliseRandomGroups(raw: unknown, path: PathPart[], ruleId: string, scope: ItemScope, ctx: NormaliseContext): RandomGroup[] {
  return objectEntries(raw, path, ctx, "randomGroups").map((group, gi) => {
    const id = idOf(group, `${ruleId}-r${gi + 1}`, `${scope.list}[].rules[].randomGroups[]`, ctx);
    return {
      ...rest(group, ["id", "chance_numerator", "chance_denominator", "respect_probability_effects", "custom_key", "effects"]),
      id,
      chance_numerator: wrapCount(group.chance_numerator, 1, scope, ctx),
      chance_denominator: wrapCount(group.chance_denominator, 4, scope, ctx),
      respect_probability_effects: group.respect_probability_effects !== false,
      custom_key: typeof group.custom_key === "string" ? group.custom_key : "",
      effects: normaliseEffects(group.effects, [...path, gi, "effects"], id, scope, ctx),
    };
  });
}

function normaliseLoops(raw: unknown, path: PathPart[], ruleId: string, scope: ItemScope, ctx: NormaliseContext): LoopGroup[] {
  return objectEntries(raw, path, ctx, "loops").map((group, gi) => {
    const id = idOf(group, `${ruleId}-l${gi + 1}`, `${scope.list}[].rules[].loops[]`, ctx);
    return {
      ...rest(group, ["id", "repetitions", "effects"]),
      id,
      repetitions: wrapCount(group.repetitions, 1, scope, ctx),
      effects: normaliseEffects(group.effects, [...path, gi, "effects"], id, scope, ctx),
    };
  });
}

function position(raw: unknown, index: number): { x: number; y: number } {
  if (isPlainObject(raw) && isFiniteNumber(raw.x) && isFiniteNumber(raw.y)) return { ...raw, x: raw.x, y: raw.y };
  // The original's "Reset positions" layout.
  return { x: 800 + index * 340, y: 300 };
}

export function normaliseRules(raw: unknown, path: PathPart[], itemId: string, scope: ItemScope, ctx: NormaliseContext): Rule[] {
  return objectEntries(raw, path, ctx, "rules").flatMap((rule, ri) => {
    const rulePath = [...path, ri];
    const trigger = typeOf(rule, "trigger", rulePath, ctx);
    if (trigger === undefined) return [];
    if (!KNOWN_TRIGGERS.has(trigger)) ctx.unknownRuleKind("trigger", trigger, scope.itemPath);
    const id = idOf(rule, `${itemId}-rule${ri + 1}`, `${scope.list}[].rules[]`, ctx);
    if (!hasOwn(rule, "position") || !isPlainObject(rule.position) || !isFiniteNumber(rule.position.x) || !isFiniteNumber(rule.position.y)) {
      ctx.repair(`${scope.list}[].rules[].position: missing or invalid, default layout used`);
    }
    const normalised: Rule = {
      ...rest(rule, ["id", "trigger", "position", "blueprintCompatible", "conditionGroups", "effects", "randomGroups", "loops"]),
      id,
      trigger,
      position: position(rule.position, ri),
      blueprintCompatible: rule.blueprintCompatible !== false,
      conditionGroups: normaliseGroups(rule.conditionGroups, [...rulePath, "conditionGroups"], id, scope, ctx),
      effects: normaliseEffects(rule.effects, [...rulePath, "effects"], id, scope, ctx),
      randomGroups: normaliseRandomGroups(rule.randomGroups, [...rulePath, "randomGroups"], id, scope, ctx),
      loops: normaliseLoops(rule.loops, [...rulePath, "loops"], id, scope, ctx),
    };
    return [normalised];
  });
}

export function normaliseUserVariables(raw: unknown, path: PathPart[], itemId: string, list: string, ctx: NormaliseContext): UserVariable[] {
  return objectEntries(raw, path, ctx, "userVariables").flatMap((variable, i) => {
    if (typeof variable.name !== "string" || variable.name === "") {
      ctx.problem([...path, i, "name"], "a user variable needs a name");
      return [];
    }
    return [{
      ...variable,
      id: idOf(variable, `${itemId}-var${i + 1}`, `${list}[].userVariables[]`, ctx),
      name: variable.name,
    } as UserVariable];
  });
}
