// One rule: its trigger, its condition groups, its effects, chance groups and loops, compiled to
// statements per phase (main, repetition, destroy) already wrapped in the rule's conditions.
// An effect that cannot be generated is left out and reported; the rest of the rule exports. A
// condition that cannot be generated keeps the whole rule out (exporting the effects without it
// would make them fire when they should not), and the report names that condition.
import { lua, type Expr, type Stmt } from "../../lua";
import type { ConditionGroup, Effect, Rule } from "../../model";
import { readNumberValue, unwrap } from "../parse";
import { findTrigger } from "../registry";
import { chainOwner } from "./itemKinds";
import { triggerRefusal } from "../applies";
import type { EffectCode, FileHelper, GenContext, TriggerDef } from "../types";
import { compileCondition, compileEffect, genContext, report, tagBlock, type Phase, type RuleScope } from "./blocks";
import { numberExpr } from "./values";
import { isPlayingCard } from "../effects/support/cards";

const { path, name, num, str, bin, and, or, not, call, assign, ifThen, index, record, forNum, TRUE } = lua;

export interface CompiledRule {
  rule: Rule;
  ruleNumber: number;
  trigger: TriggerDef;
  /** Statements per phase, already wrapped in the rule's conditions. */
  main: Stmt[];
  repetition: Stmt[];
  /** Whether a retrigger of the rule sets `repetition_message` (its effect's custom message, shown in place of "Again!"). */
  repetitionMessage: boolean;
  destroy: Stmt[];
  /** The rule's conditions in the main phase (a consumable's can_use). */
  condition?: Expr;
  canUse: Expr[];
  passiveAdd: Stmt[];
  passiveRemove: Stmt[];
  /** Passive code that runs inside calculate (its own guards). */
  passiveCalc: Stmt[];
  /** File-level statements the rule's effects need (see EffectCode.hooks). */
  hooks: Stmt[];
  /** Extra methods of the item. */
  methods: [string, Expr][];
  /** File-level helpers the rule's code calls. */
  helpers: FileHelper[];
}

type Phases = Record<Phase, Stmt[]>;
const emptyPhases = (): Phases => ({ main: [], repetition: [], destroy: [] });

/** The local a retrigger's custom message goes in (calculate.ts declares it and returns it with the repetitions). */
export const REPETITION_MESSAGE = "repetition_message";

/** An effect's custom message, trimmed, or undefined when it has none. */
function customMessageOf(effect: Effect): string | undefined {
  return typeof effect.customMessage === "string" && effect.customMessage.trim() ? effect.customMessage.trim() : undefined;
}

function fold(parts: { expr: Expr; op: "and" | "or" }[]): Expr {
  // Left to right, as the rule builder shows them: (a and b) or c.
  let acc = parts[0].expr;
  for (let i = 1; i < parts.length; i += 1) acc = bin(parts[i - 1].op, acc, parts[i].expr);
  return acc;
}

/** The rule's condition groups as one expression; `failed` when a condition could not be generated. */
function conditionsOf(scope: RuleScope, trigger: TriggerDef, ctx: GenContext, groups: ConditionGroup[] | undefined): { expr?: Expr; failed: boolean } {
  const parts: { expr: Expr; op: "and" | "or" }[] = [];
  let failed = false;
  // whether a condition reads the trigger's card (its rank, suit, enhancement...)
  let readsCard = false;
  const watched: GenContext = { ...ctx, get card() { readsCard = true; return ctx.card; } };
  for (const group of Array.isArray(groups) ? groups : []) {
    const conds: { expr: Expr; op: "and" | "or" }[] = [];
    for (const c of Array.isArray(group?.conditions) ? group.conditions : []) {
      const expr = compileCondition(scope, trigger, watched, c);
      if (!expr) { failed = true; continue; }
      conds.push({ expr, op: c.operator === "or" ? "or" : "and" });
    }
    if (conds.length > 0) parts.push({ expr: fold(conds), op: group.operator === "or" ? "or" : "and" });
  }
  const expr = parts.length > 0 ? fold(parts) : undefined;
  // An edition's rules also run with the edition on a joker (pre_joker), whose card has no rank or
  // suit (get_id() is nil): conditions on the card then hold only for a playing card, as the
  // edition's effects on it run only there (onPlayingCard).
  if (expr && readsCard && ctx.card && scope.objectType === "edition") {
    return { expr: and(isPlayingCard(ctx.card), expr), failed };
  }
  return { expr, failed };
}

function firstConditionId(groups: ConditionGroup[] | undefined): string {
  for (const group of Array.isArray(groups) ? groups : []) {
    for (const c of Array.isArray(group?.conditions) ? group.conditions : []) if (c?.id) return String(c.id);
  }
  return "";
}

/**
 * The most times a loop group repeats its effects: a count past it (a typo, a variable grown huge)
 * would freeze the game inside the loop. Each repeat shows its effect, so real counts stay far below.
 */
const LOOP_MAX_REPEATS = 1000;

/** Triggers that run inside Steamodded's probability rolls: a chance group rolls plainly under them. */
const INSIDE_ROLLS: ReadonlySet<string> = new Set(["change_probability", "probability_result"]);

/**
 * A number a group stores (a chance's odds, a loop's count) as an expression, or undefined
 * (reported). With `most`, the count is at most that: a literal above it is written as it (and
 * reported), any other value is capped where it is read.
 */
function groupNumber(scope: RuleScope, ctx: GenContext, raw: unknown, fallback: number, block: { kind: "random" | "loop"; id: string }, what: string, most?: number): Expr | undefined {
  const stored = unwrap(raw);
  if (!stored.present || stored.value === "") return num(fallback);
  const kinds = scope.vars.kinds();
  let value = readNumberValue(stored.value, stored.valueType);
  // a declared variable whose name is not a Lua identifier (names are free text) is still a variable
  if ((!value || "error" in value) && typeof stored.value === "string" && kinds.has(stored.value)) value = { kind: "variable", name: stored.value };
  if (!value || "error" in value) {
    report(scope, block, `the ${what} ${value && "error" in value ? value.error : `'${String(stored.value)}' is not a number`}`);
    return undefined;
  }
  if (value.kind === "variable") {
    const kind = kinds.get(value.name);
    // a suit, rank, hand, key or text variable is no count: Steamodded's probability code and
    // math.min do arithmetic on it and the game crashes (a rule pasted from an item where the name
    // is a number variable gets here)
    if (kind !== undefined && kind !== "number") {
      report(scope, block, `the ${what} uses '${value.name}', a ${kind} variable, where a number is needed`);
      return undefined;
    }
    if (kind === undefined) scope.vars.use(value.name);
  }
  if (most !== undefined && value.kind === "literal" && value.value > most) {
    report(scope, block, `the ${what} ${value.value} is above the most of ${most}; the export uses ${most}`, "warning");
    return num(most);
  }
  const expr = numberExpr(value, { variable: ctx.variable, seed: ctx.seed, self: ctx.self, context: ctx.mode === "calculate" });
  return most !== undefined && value.kind !== "literal" ? call("math.min", expr, num(most)) : expr;
}

/**
 * The key a retrigger or Destroy Card effect marks its card with (compile/helpers.ts, mark_card):
 * the effect's own, and the card that acts (the joker, or the Blueprint copying it), so two copies
 * of a joker decide apart.
 */
function markKey(scope: RuleScope, phase: "repetition" | "destroy"): Expr {
  const actor = chainOwner(scope)[0] ?? scope.kind.self;
  return bin("..", str(`${scope.itemKey}_${scope.ruleNumber}_${phase === "repetition" ? "retrigger" : "destroy"}_${scope.next()}_`), or(index(actor, "sort_id"), num(0)));
}

export function compileRule(scope: RuleScope, rule: Rule): CompiledRule | undefined {
  const trigger = findTrigger(rule?.trigger);
  if (!trigger) {
    report(scope, { kind: "trigger", type: String(rule?.trigger ?? "") }, `the trigger '${String(rule?.trigger ?? "")}' does not exist`);
    return undefined;
  }
  const refused = triggerRefusal(trigger, scope.objectType);
  if (refused) { report(scope, { kind: "trigger", type: trigger.id }, refused); return undefined; }

  const contexts = new Map<Phase, GenContext>();
  const ctxOf = (phase: Phase) => {
    let c = contexts.get(phase);
    if (!c) { c = genContext(scope, trigger, phase); contexts.set(phase, c); }
    return c;
  };
  const canUse: Expr[] = [];
  const passive = { add: [] as Stmt[], remove: [] as Stmt[], calc: [] as Stmt[] };
  const hooks: Stmt[] = [];
  const helpers = new Set<FileHelper>();
  let repetitionMessage = false;
  const methods: [string, Expr][] = [];
  const mode = ctxOf("main").mode;

  /** Places one effect's code into its phase (or applies it at once inside loops / methods). */
  const emit = (code: EffectCode, effect: Effect, into: Phases, inLoop: boolean): void => {
    const block = { kind: "effect" as const, id: String(effect.id ?? ""), type: String(effect.type ?? "") };
    const tag = (body: Stmt[]): Stmt[] => tagBlock(scope, "effect", block.id, body);
    const phase = code.phase ?? "main";
    hooks.push(...(code.hooks ?? []));
    for (const helper of code.helpers ?? []) helpers.add(helper);
    for (const [methodName, body] of code.methods ?? []) if (!methods.some(([m]) => m === methodName)) methods.push([methodName, body]);
    if (mode === "passive") {
      if (!code.passive) { report(scope, block, "this effect cannot be always on (passive)"); return; }
      passive.add.push(...tag(code.passive.add));
      passive.remove.push(...tag(code.passive.remove));
      if (code.passive.calculate && code.passive.calculate.length > 0) passive.calc.push(...tag([{ kind: "do", body: code.passive.calculate }]));
      return;
    }
    if (code.canUse) canUse.push(code.canUse);
    // A retrigger or a destroy is decided in the rule's main step, where its conditions and chance
    // rolls are: there the effect marks the card (mark_card), and the step of the game that asks
    // for retriggers or destruction takes the marks (take_mark). Steamodded asks for a card's
    // retriggers after its first scoring pass (SMODS.score_card), and for destruction once all
    // cards scored (SMODS.calculate_destroying_cards): checking the conditions or rolling again
    // there would be a second decision. "1 in 4: $4 and destroy" would pay one card and destroy
    // another, and a rule whose effect changes what its condition tests would not retrigger or
    // destroy the card that met it. A loop marks as many times as it repeats.
    if (phase === "repetition" || phase === "destroy") {
      const guard = phase === "repetition" ? trigger.repetitionGuard : trigger.destroyGuard;
      const refusal = phase === "repetition" ? "retriggering does not work" : "destroying the card does not work";
      const target = { main: ctxOf("main").card, later: ctxOf(phase).card };
      if (!guard?.({ objectType: scope.objectType, self: scope.kind.self, itemKey: scope.itemKey }) || !target.main || !target.later) {
        report(scope, block, `${refusal} with the trigger '${trigger.summary(scope.objectType)}'`);
        return;
      }
      helpers.add("card_marks");
      const key = markKey(scope, phase);
      into.main.push(...tag([lua.doCall("mark_card", target.main, key)]));
      const message = customMessageOf(effect);
      if (phase === "repetition") {
        const reps = code.fields?.find(([k]) => k === "repetitions")?.[1] ?? num(1);
        const times = ctxOf(phase).local("times");
        // a custom message replaces Steamodded's "Again!" (the retriggers' one return carries it)
        if (message) repetitionMessage = true;
        into.repetition.push(...tag([
          lua.local(times, call("take_mark", target.later, key)),
          ifThen(bin(">", name(times), num(0)), [
            ...(code.stmts ?? []), assign(name("repetitions"), bin("+", name("repetitions"), bin("*", reps, name(times)))),
            ...(message ? [assign(name(REPETITION_MESSAGE), str(message))] : []),
          ]),
        ]));
      } else {
        // a custom message floats as the card goes: Steamodded resolves the destroy context's
        // returns like any other (SMODS.calculate_destroying_cards -> calculate_context -> trigger_effects)
        into.destroy.push(...tag([ifThen(bin(">", call("take_mark", target.later, key), num(0)), [
          ...(code.stmts ?? []), assign(name("remove_card"), TRUE),
          ...(message ? [assign(index(name("effects"), bin("+", lua.len(name("effects")), num(1))), record([["message", str(message)]]))] : []),
        ])]));
      }
      return;
    }
    into.main.push(...tag(code.stmts ?? []));
    const fields = code.fields ?? [];
    if (fields.length === 0) return;
    const table = record(fields);
    const when = (stmt: Stmt) => (code.fieldsWhen ? ifThen(code.fieldsWhen, [stmt]) : stmt);
    if (mode === "calculate" && !inLoop) {
      into.main.push(...tag([when(assign(index(name("effects"), bin("+", lua.len(name("effects")), num(1))), table))]));
    } else if (scope.kind.noCard) {
      // a deck has no card to show messages on: messages are dropped, real effects are not
      if (fields.some(([k]) => !["message", "colour", "remove_default_message"].includes(k))) {
        report(scope, block, "this effect needs a card and cannot run when the deck is selected");
      } else if (customMessageOf(effect) || fields.some(([k]) => k === "message")) {
        report(scope, block, "its message is left out: a deck has no card to show it on", "warning");
      }
    } else {
      // inside loops and methods effects apply at once rather than chaining hundreds of `extra` levels
      into.main.push(...tag([when(lua.doCall("SMODS.calculate_effect", table, scope.kind.self))]));
    }
  };

  const emitList = (effects: Effect[] | undefined, into: Phases, inLoop = false): void => {
    for (const effect of Array.isArray(effects) ? effects : []) {
      const code = compileEffect(scope, trigger, ctxOf, effect);
      if (code) emit(code, effect, into, inLoop);
    }
  };

  const phases = emptyPhases();
  emitList(rule.effects, phases);

  for (const group of Array.isArray(rule.randomGroups) ? rule.randomGroups : []) {
    const inner = emptyPhases();
    emitList(group.effects, inner);
    const identifier = typeof group.custom_key === "string" && group.custom_key.trim() ? group.custom_key.trim() : scope.itemKey;
    const block = { kind: "random" as const, id: String(group.id ?? "") };
    // the retrigger and destroy steps take the marks the main step set under the roll (see `emit`)
    phases.repetition.push(...inner.repetition);
    phases.destroy.push(...inner.destroy);
    if (inner.main.length > 0) {
      const ctx = ctxOf("main");
      const numerator = groupNumber(scope, ctx, group.chance_numerator, 1, block, "chance numerator");
      const denominator = groupNumber(scope, ctx, group.chance_denominator, 4, block, "chance denominator");
      if (numerator && denominator) {
        const seed = str(ctx.seed("chance"));
        // Under the triggers that run inside Steamodded's own rolls (Change Probability is asked by
        // every roll's get_probability_vars; Probability Result runs after every roll), a roll that
        // goes through Steamodded again would ask this rule again, without end: a plain roll there.
        const plain = group.respect_probability_effects === false || INSIDE_ROLLS.has(trigger.id);
        const roll = plain
          ? bin("<", call("pseudorandom", seed), bin("/", numerator, denominator))
          : call("SMODS.pseudorandom_probability", scope.kind.self, seed, numerator, denominator, str(identifier));
        phases.main.push(...tagBlock(scope, "random", block.id, [ifThen(roll, inner.main)]));
      }
    }
  }

  for (const loop of Array.isArray(rule.loops) ? rule.loops : []) {
    const inner = emptyPhases();
    emitList(loop.effects, inner, true);
    const block = { kind: "loop" as const, id: String(loop.id ?? "") };
    // marked once per time round the loop (see `emit`)
    phases.repetition.push(...inner.repetition);
    phases.destroy.push(...inner.destroy);
    if (inner.main.length > 0) {
      const ctx = ctxOf("main");
      const times = groupNumber(scope, ctx, loop.repetitions, 1, block, "repeat count", LOOP_MAX_REPEATS);
      if (times) {
        // A loop's effects apply at once, and the effects before it (this rule's and earlier rules')
        // are returned, which Steamodded applies after calculate: applied first, they keep the
        // rules' order ("+10 Mult, then 2 times x2 Mult" is (m + 10) x 4, not m x 4 + 10).
        // (A deck has no card to apply them on: its loops apply nothing at once, see `emit`.)
        const flush = mode === "calculate" && !scope.kind.noCard ? [ifThen(bin(">", lua.len(name("effects")), num(0)), [
          lua.doCall("SMODS.calculate_effect", call("chain_effects", name("effects"), ...chainOwner(scope)), scope.kind.self),
          assign(name("effects"), lua.table([])),
        ])] : [];
        phases.main.push(...tagBlock(scope, "loop", block.id, [...flush, forNum(ctx.local("i"), num(1), times, inner.main)]));
      }
    }
  }

  // Passive rules ignore conditions (they are always on), as in the original.
  const main = mode === "passive" ? { expr: undefined, failed: false } : conditionsOf(scope, trigger, ctxOf("main"), rule.conditionGroups);
  if (main.failed) return undefined;
  const wrap = (phase: Phase): Stmt[] => {
    const body = phases[phase];
    if (body.length === 0) return [];
    // the retrigger and destroy steps' marks were set under the conditions already
    const cond = phase === "main" ? main.expr : undefined;
    // the whole rule is its trigger's; the `if` of its conditions is the condition's (the one
    // condition, or the first when several share the line)
    return tagBlock(scope, "trigger", "", cond ? tagBlock(scope, "condition", firstConditionId(rule.conditionGroups), [ifThen(cond, body)]) : body);
  };
  const compiled: CompiledRule = {
    rule, ruleNumber: scope.ruleNumber, trigger,
    main: wrap("main"), repetition: wrap("repetition"), repetitionMessage, destroy: wrap("destroy"),
    condition: main.expr, canUse, passiveAdd: passive.add, passiveRemove: passive.remove, passiveCalc: passive.calc, hooks, methods,
    helpers: [...helpers],
  };
  const parts = [compiled.main, compiled.repetition, compiled.destroy, compiled.passiveAdd, compiled.passiveRemove, compiled.passiveCalc, hooks, methods];
  if (parts.every((list) => list.length === 0)) {
    report(scope, { kind: "rule" }, "the rule has no effect that can be exported", "warning");
    return undefined;
  }
  return compiled;
}

export { and, or, not, path };
