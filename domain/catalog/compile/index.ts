// Compiles an item's rules into Lua methods through the catalog's generators, in small parts:
// blocks.ts (one condition or effect), rule.ts (one rule's phases, chance groups and loops),
// calculate.ts (the calculate method), methods.ts (use/can_use, redeem, apply, add/remove_from_deck),
// locVars.ts (description values), driven by the per-item-type table in itemKinds.ts.
import type { Expr, Stmt } from "../../lua";
import type { AnyItem, ObjectType, UserVariable } from "../../model";
import { isRuleObjectType, type FileHelper, type KeyResolver } from "../types";
import type { BlockProblem, ItemScope } from "./blocks";
import { calculateMethod } from "./calculate";
import { ITEM_KINDS } from "./itemKinds";
import { locVarsOf } from "./locVars";
import { useMethods } from "./methods";
import { compileRule, type CompiledRule } from "./rule";
import { Variables } from "./variables";

export type { BlockProblem } from "./blocks";
export { ITEM_KINDS } from "./itemKinds";

export interface RuleHost {
  objectType: ObjectType;
  item: AnyItem;
  /** Full game key of the item (j_mymod_lucky). */
  itemKey: string;
  /** The mod depends on Talisman. */
  talisman?: boolean;
}

export interface CompiledRules {
  /** Initial values of config.extra (declared and auto-created variables). */
  extra: [string, Expr][];
  /** Methods for the object definition, in a fixed order. */
  methods: [string, Expr][];
  /** Values a description's #n# may show, in order, given the loc_vars `extra` and `card`. */
  locVars(extra: Expr, card: Expr): { prelude: Stmt[]; vars: Expr[] };
  /** File-level helpers the methods call (compile/helpers.ts). */
  helpers: Set<FileHelper>;
  /** Steamodded optional features the rules need (e.g. post_trigger). */
  features: Set<string>;
  /** File-level statements placed once after every item (see EffectCode.hooks). */
  hooks: Stmt[];
  /** Every problem, on its rule and block. */
  problems: BlockProblem[];
  /** Rule numbers (1-based) that export something, and those that export nothing. */
  exportedRules: number[];
  droppedRules: number[];
}

export function compileRules(host: RuleHost, keys: KeyResolver): CompiledRules {
  const rules = Array.isArray(host.item.rules) ? host.item.rules : [];
  const declared = Array.isArray((host.item as { userVariables?: unknown }).userVariables)
    ? ((host.item as { userVariables: UserVariable[] }).userVariables)
    : [];
  const vars = new Variables(declared);
  const problems: BlockProblem[] = [];
  const empty: CompiledRules = {
    extra: [], methods: [], locVars: () => ({ prelude: [], vars: [] }), helpers: new Set(), features: new Set(), hooks: [], problems, exportedRules: [], droppedRules: [],
  };
  if (!isRuleObjectType(host.objectType)) {
    rules.forEach((rule, i) => problems.push({ ruleNumber: i + 1, ruleId: String(rule?.id ?? ""), block: { kind: "rule" }, severity: "error", message: `${host.objectType}s have no rules in the game` }));
    empty.droppedRules = rules.map((_, i) => i + 1);
    return empty;
  }
  const objectType = host.objectType;
  const kind = ITEM_KINDS[objectType];
  let counter = 0;
  const item: ItemScope = { objectType, kind, keys, talisman: Boolean(host.talisman), itemKey: host.itemKey, itemId: String((host.item as { id?: unknown }).id ?? ""), vars, problems, next: () => (counter += 1) };

  const compiled: CompiledRule[] = [];
  const exportedRules: number[] = [];
  const droppedRules: number[] = [];
  rules.forEach((rule, i) => {
    const c = compileRule({ ...item, ruleNumber: i + 1, ruleId: String(rule?.id ?? "") }, rule);
    if (c) { compiled.push(c); exportedRules.push(i + 1); } else droppedRules.push(i + 1);
  });

  const methods: [string, Expr][] = [];
  const helpers = new Set<FileHelper>();
  const features = new Set<string>();
  const calculate = calculateMethod(item, compiled);
  if (calculate) {
    methods.push(["calculate", calculate]);
    helpers.add("chain_effects");
  }
  for (const c of compiled) for (const helper of c.helpers) helpers.add(helper);
  for (const c of compiled) {
    const feature = (c.trigger as { optionalFeature?: string }).optionalFeature ?? (c.trigger.id === "joker_triggered" ? "post_trigger" : undefined);
    if (feature) features.add(feature);
  }
  methods.push(...useMethods(item, compiled));
  // methods some effects add (e.g. calc_dollar_bonus), once each
  for (const c of compiled) {
    for (const [methodName, body] of c.methods) if (!methods.some(([m]) => m === methodName)) methods.push([methodName, body]);
  }

  return {
    extra: [...vars.entries.values()].map((v) => [v.name, v.initial]),
    methods,
    locVars: (extra, card) => locVarsOf(item, rules, extra, card),
    helpers,
    features,
    hooks: compiled.flatMap((c) => c.hooks),
    problems: dedupe(problems),
    exportedRules,
    droppedRules,
  };
}

function dedupe(problems: BlockProblem[]): BlockProblem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = JSON.stringify(p);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export { helperDefinitions } from "./helpers";
