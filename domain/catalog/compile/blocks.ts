// One block at a time: parse its params against its entry's schema, check that it applies to
// the item type and trigger, and run its generator. Every refusal becomes a problem on that block
// (and param), never an exception that drops more than the block.
import { lua, type Expr, type Stmt } from "../../lua";
import type { Condition, Effect } from "../../model";
import { blockRefusal } from "../applies";
import { parseParams } from "../parse";
import { findCondition, findEffect } from "../registry";
import { Unsupported, type EffectCode, type GenContext, type KeyResolver, type RuleObjectType, type TriggerDef } from "../types";
import { CAPTURED_VARIABLES, type ItemKind } from "./itemKinds";
import { numberExpr } from "./values";
import type { Variables } from "./variables";

const { str, TRUE } = lua;

export type BlockKind = "trigger" | "condition" | "effect" | "random" | "loop" | "rule";

export interface BlockProblem {
  ruleNumber: number;
  ruleId: string;
  /** The block at fault: its kind, its id in the rule, its catalog type, and the param if one is at fault. */
  block: { kind: BlockKind; id?: string; type?: string; param?: string };
  severity: "error" | "warning";
  message: string;
}

/** What every block of one item shares while it compiles. */
export interface ItemScope {
  readonly objectType: RuleObjectType;
  readonly kind: ItemKind;
  readonly keys: KeyResolver;
  readonly talisman: boolean;
  readonly itemKey: string;
  /** The item's id in the project: generated lines are tagged with it (the crash-log line map). */
  readonly itemId?: string;
  readonly vars: Variables;
  readonly problems: BlockProblem[];
  /** Counter for fresh local names and seeds. */
  next(): number;
}

export interface RuleScope extends ItemScope {
  readonly ruleNumber: number;
  readonly ruleId: string;
}

export type Phase = "main" | "repetition" | "destroy";

/** What a generated line came from, as the export's line map records it (see domain/export/lineMap). */
export type OriginBlockKind = "trigger" | "condition" | "effect" | "random" | "loop" | "custom";

/** Tags `body` with the block of the rule that produced it (no text changes). */
export function tagBlock(scope: RuleScope, blockKind: OriginBlockKind, blockId: string, body: Stmt[]): Stmt[] {
  return lua.origin({ itemId: scope.itemId ?? "", itemKey: scope.itemKey, ruleId: scope.ruleId, blockKind, blockId }, body);
}

export function modeOf(trigger: TriggerDef): GenContext["mode"] {
  return trigger.method === "use" ? "direct" : trigger.method === "passive" ? "passive" : "calculate";
}

/** The generator context of a trigger's phase. */
export function genContext(scope: RuleScope, trigger: TriggerDef, phase: Phase): GenContext {
  const guard = { objectType: scope.objectType, self: scope.kind.self, itemKey: scope.itemKey };
  const triggerScope = trigger.scope(scope.objectType);
  const card = phase === "destroy" ? trigger.destroyCard?.(guard) : triggerScope.card;
  // in calculate, an item whose rules may replace its own variables' table reads them through the
  // local calculate takes when it starts (ItemKind.ownTableReplaceable)
  const captured = scope.kind.ownTableReplaceable === true && !trigger.method;
  const extra = (): Expr => {
    if (!captured) return scope.kind.extra;
    scope.vars.readThroughLocal = true;
    return lua.name(CAPTURED_VARIABLES);
  };
  const variable = (name: string) => { scope.vars.use(name); return lua.index(extra(), name); };
  const seed = (purpose: string) => `${scope.itemKey}_${scope.ruleNumber}_${purpose}_${scope.next()}`;
  return {
    objectType: scope.objectType,
    trigger: trigger.id,
    mode: modeOf(trigger),
    self: scope.kind.self,
    get extra() { return extra(); },
    card,
    scoring: phase === "destroy" || triggerScope.scoring,
    keys: scope.keys,
    talisman: scope.talisman,
    itemKey: scope.itemKey,
    value: (v) => numberExpr(v, { variable, seed, self: scope.kind.self, context: modeOf(trigger) === "calculate" }),
    variable,
    seed,
    local: (base) => `${base.replace(/[^A-Za-z0-9_]/g, "_")}_${scope.next()}`,
  };
}

function report(scope: RuleScope, block: BlockProblem["block"], message: string, severity: BlockProblem["severity"] = "error"): void {
  scope.problems.push({ ruleNumber: scope.ruleNumber, ruleId: scope.ruleId, block, severity, message });
}

/** Parses a block's params; reports its problems; returns the values, or undefined on an error. */
function parsed<T>(scope: RuleScope, block: BlockProblem["block"], schema: Parameters<typeof parseParams>[0], stored: unknown): T | undefined {
  const result = parseParams(schema, stored, { keys: scope.keys, variables: scope.vars.kinds() });
  for (const name of result.undeclared) scope.vars.use(name, result.undeclaredKinds?.[name]);
  let failed = false;
  for (const p of result.problems) {
    report(scope, { ...block, param: p.param }, p.message, p.severity);
    if (p.severity === "error") failed = true;
  }
  return failed ? undefined : (result.values as T);
}

/** A condition as an expression, or undefined (reported) when it cannot be generated. */
export function compileCondition(scope: RuleScope, trigger: TriggerDef, ctx: GenContext, condition: Condition): Expr | undefined {
  const block = { kind: "condition" as const, id: String(condition?.id ?? ""), type: String(condition?.type ?? "") };
  const def = findCondition(condition?.type);
  if (!def) { report(scope, block, `the condition '${block.type}' does not exist`); return undefined; }
  const refusal = blockRefusal(def, scope.objectType, trigger, "condition");
  if (refusal) { report(scope, block, refusal); return undefined; }
  const values = parsed<never>(scope, block, def.params, condition.params);
  if (!values) return undefined;
  try {
    const expr = def.generate(values, ctx);
    return condition.negate ? lua.not(expr) : expr;
  } catch (error) {
    if (!(error instanceof Unsupported)) throw error;
    report(scope, block, error.message);
    return undefined;
  }
}

/** An effect's code, or undefined (reported) when it cannot be generated. */
export function compileEffect(scope: RuleScope, trigger: TriggerDef, ctxOf: (phase: Phase) => GenContext, effect: Effect): EffectCode | undefined {
  const block = { kind: "effect" as const, id: String(effect?.id ?? ""), type: String(effect?.type ?? "") };
  const def = findEffect(effect?.type);
  if (!def) { report(scope, block, `the effect '${block.type}' does not exist`); return undefined; }
  const refusal = blockRefusal(def, scope.objectType, trigger, "effect");
  if (refusal) { report(scope, block, refusal); return undefined; }
  if (def.talisman && !scope.talisman) {
    report(scope, block, `'${def.label}' needs the Talisman mod: add Talisman to the mod's Dependencies to export it`);
    return undefined;
  }
  const values = parsed<never>(scope, block, def.params, effect.params);
  if (!values) return undefined;
  try {
    // an effect decides its phase; it is generated again in that phase's context when it is not main
    const message = typeof effect.customMessage === "string" && effect.customMessage.trim() ? effect.customMessage.trim() : undefined;
    const ctxFor = (phase: Phase): GenContext => (message ? { ...ctxOf(phase), message } : ctxOf(phase));
    let code = def.generate(values, ctxFor("main"));
    const phase = code.phase ?? "main";
    if (phase !== "main") code = def.generate(values, ctxFor(phase));
    if (def.crashes) report(scope, block, `'${def.label}' stops the player's game with an error when this rule runs: that is what it is for, but make sure you mean it`, "warning");
    return def.ownsMessage ? code : withMessage(code, effect);
  } catch (error) {
    if (!(error instanceof Unsupported)) throw error;
    report(scope, block, error.message);
    return undefined;
  }
}

/** The effect's custom message replaces its own (and the default one of a scoring return). */
function withMessage(code: EffectCode, effect: Effect): EffectCode {
  const message = typeof effect.customMessage === "string" ? effect.customMessage.trim() : "";
  if (!message || (code.phase ?? "main") !== "main") return code;
  const fields = (code.fields ?? []).filter(([k]) => k !== "message");
  fields.push(["message", str(message)]);
  if (fields.some(([k]) => ["chips", "mult", "x_mult", "x_chips", "dollars", "e_mult", "e_chips", "ee_mult", "ee_chips", "hyper_mult", "hyper_chips"].includes(k))) {
    fields.push(["remove_default_message", TRUE]);
  }
  return { ...code, fields };
}

export { report };
