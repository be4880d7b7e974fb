// Compiles an item's rules into Lua methods through the catalog's generators.
//
// calculate: every rule is its own `if` inside its trigger's context guard, so two rules on one
// trigger both fire (the original chained them with elseif). Fired effects are collected in a
// list and returned as one chain linked through `extra` (smods.md 3.4), so every effect shows and
// applies in order. Retriggers and card destruction run under their own context guards
// (context.repetition, context.destroy_card) with the same conditions.
// use / redeem / apply: effects run at once; can_use is true when some rule's conditions hold.
// A rule any part of which has no generator is left out whole and reported, never half-emitted.
import { lua, type Expr, type Stmt } from "../lua";
import type { AnyItem, ConditionGroup, Effect, ObjectType, Rule, UserVariable } from "../model";
import { findCondition, findEffect, findTrigger } from "./registry";
import {
  catalogObjectOf, Unsupported, type CatalogObject, type EffectCode, type GenContext, type GuardContext, type KeyResolver, type TriggerDef,
} from "./types";
import { numberValue, textValue, unwrap } from "./values";
import { RANK_KEYS } from "./vanillaKeys";

const { path, name, num, str, bin, and, or, not, call, fn, local, assign, ifThen, ret, index, record, forNum, TRUE, FALSE } = lua;

export interface RuleHost {
  objectType: ObjectType;
  item: AnyItem;
  /** Full game key of the item (j_mymod_lucky). */
  itemKey: string;
}

export interface SkippedRule { ruleNumber: number; ruleId: string; trigger: string; reason: string }

export interface CompiledRules {
  /** Initial values of config.extra (declared and auto-created variables). */
  extra: [string, Expr][];
  /** Methods for the object definition, in a fixed order. */
  methods: [string, Expr][];
  /** Values a description's #n# may show, in order, given the loc_vars `extra` and `card`. */
  locVars(extra: Expr, card: Expr): { prelude: Stmt[]; vars: Expr[] };
  /** File-level helpers the methods call. */
  helpers: Set<"chain_effects">;
  skipped: SkippedRule[];
}

/** Where an object's variables live at run time (smods.md 2.3, 2.10, 2.11, 2.13). */
export function extraOf(type: ObjectType): Expr {
  switch (type) {
    case "seal": return path("card.ability.seal.extra");
    case "edition": return path("card.edition.extra");
    case "deck": return path("back.effect.config.extra");
    default: return path("card.ability.extra");
  }
}

export function selfOf(type: ObjectType): Expr {
  return type === "deck" ? name("back") : name("card");
}

const TRIGGER_ALIASES: Record<string, string> = { card_held: "card_held_in_hand", voucher_used: "card_used", deck_selected: "card_used" };

function triggerIdFor(rule: Rule, object: CatalogObject): string {
  const id = TRIGGER_ALIASES[rule.trigger] ?? rule.trigger;
  // Early consumables used "consumable_used" for their own use.
  if (object === "consumable" && id === "consumable_used") return "card_used";
  return id;
}

interface VarEntry { name: string; kind: "number" | "text" | "key" | "suit" | "rank" | "pokerhand"; initial: Expr; declared: boolean }

const RANK_ALIASES: Record<string, string> = { A: "Ace", K: "King", Q: "Queen", J: "Jack", T: "10" };
export function rankKey(raw: unknown): string | undefined {
  const text = String(raw ?? "").trim();
  const key = RANK_ALIASES[text] ?? RANK_KEYS.find((r) => r.toLowerCase() === text.toLowerCase());
  return key;
}

class Variables {
  readonly entries = new Map<string, VarEntry>();

  constructor(declared: UserVariable[]) {
    for (const v of declared) {
      if (!v || typeof v.name !== "string" || v.name.trim() === "" || this.entries.has(v.name)) continue;
      const kind = v.type ?? "number";
      let initial: Expr;
      switch (kind) {
        case "suit": initial = str(v.initialSuit || "Spades"); break;
        case "rank": initial = str(rankKey(v.initialRank) ?? "Ace"); break;
        case "pokerhand": initial = str(v.initialPokerHand || "High Card"); break;
        case "text": initial = str(v.initialText ?? ""); break;
        case "key": initial = str(v.initialKey ?? ""); break;
        default: initial = num(Number.isFinite(Number(v.initialValue)) ? Number(v.initialValue) : 0);
      }
      this.entries.set(v.name, { name: v.name, kind: kind as VarEntry["kind"], initial, declared: true });
    }
  }

  use(varName: string): void {
    if (!this.entries.has(varName)) this.entries.set(varName, { name: varName, kind: "number", initial: num(0), declared: false });
  }

  snapshot(): Map<string, VarEntry> {
    return new Map(this.entries);
  }

  restore(saved: Map<string, VarEntry>): void {
    this.entries.clear();
    for (const [k, v] of saved) this.entries.set(k, v);
  }
}

interface ProbabilityUse { numerator: unknown; denominator: unknown; identifier: string }

interface CompiledRule {
  rule: Rule;
  ruleNumber: number;
  trigger: TriggerDef;
  /** Statements per phase, already wrapped in the rule's conditions. */
  main: Stmt[];
  repetition: Stmt[];
  destroy: Stmt[];
  condition?: Expr;
  canUse: Expr[];
  passiveAdd: Stmt[];
  passiveRemove: Stmt[];
}

export function compileRules(host: RuleHost, keys: KeyResolver): CompiledRules {
  const object = catalogObjectOf(host.objectType);
  const rules = Array.isArray(host.item.rules) ? host.item.rules : [];
  const declared = Array.isArray((host.item as { userVariables?: unknown }).userVariables)
    ? ((host.item as { userVariables: UserVariable[] }).userVariables)
    : [];
  const vars = new Variables(declared);
  const skipped: SkippedRule[] = [];
  const compiled: CompiledRule[] = [];
  let counter = 0;
  const fresh = (base: string) => `${base.replace(/[^A-Za-z0-9_]/g, "_")}_${(counter += 1)}`;
  const self = selfOf(host.objectType);
  const guardCtx: GuardContext = { objectType: host.objectType, object: object ?? "joker", self, itemKey: host.itemKey };

  // Descriptions show chances and game values of every rule, exported or not (so "#1# in #2#"
  // reads right even when a rule's effect has no generator yet).
  const shownChances: ProbabilityUse[] = [];
  const shownGameVars = new Map<string, string>();
  for (const rule of rules) {
    for (const group of Array.isArray(rule?.randomGroups) ? rule.randomGroups : []) {
      const identifier = typeof group.custom_key === "string" && group.custom_key.trim() ? group.custom_key.trim() : host.itemKey;
      shownChances.push({ numerator: group.chance_numerator, denominator: group.chance_denominator, identifier });
    }
    collectGameVars(rule, shownGameVars);
  }

  rules.forEach((rule, i) => {
    const ruleNumber = i + 1;
    const triggerId = object ? triggerIdFor(rule, object) : rule.trigger;
    const base = { ruleNumber, ruleId: String(rule?.id ?? ""), trigger: String(rule?.trigger ?? "") };
    if (!object) {
      skipped.push({ ...base, reason: `${host.objectType}s have no rules in the game` });
      return;
    }
    const trigger = findTrigger(triggerId);
    if (!trigger) {
      skipped.push({ ...base, reason: `trigger '${rule.trigger}' has no generator yet` });
      return;
    }
    if (!trigger.objects.includes(object)) {
      skipped.push({ ...base, reason: `trigger '${rule.trigger}' does not apply to ${host.objectType}s` });
      return;
    }
    const saved = vars.snapshot();
    try {
      compiled.push(compileRule(rule, ruleNumber, trigger));
    } catch (error) {
      vars.restore(saved);
      if (!(error instanceof Unsupported)) throw error;
      skipped.push({ ...base, reason: error.message });
    }
  });

  function context(trigger: TriggerDef, phase: "main" | "repetition" | "destroy", ruleNumber: number, extra: Expr, mode: GenContext["mode"]): GenContext {
    const card = phase === "destroy" ? trigger.destroyCard?.(guardCtx) : trigger.card?.(guardCtx);
    const scope = {
      variable: (n: string) => { vars.use(n); return index(extra, n); },
      seed: (purpose: string) => `${host.itemKey}_${ruleNumber}_${purpose}`,
      isVariable: (n: string) => vars.entries.has(n),
    };
    return {
      objectType: host.objectType,
      object: object!,
      trigger: trigger.id,
      mode,
      self,
      extra,
      card,
      scoring: phase === "destroy" || Boolean(trigger.scoring),
      keys,
      itemKey: host.itemKey,
      value: (param, what) => numberValue(param, what, scope),
      raw: (param, fallback) => {
        const v = unwrap(param);
        return v === undefined || v === null || v === "" ? fallback : v;
      },
      variable: (varName) => {
        const text = textValue(varName).trim();
        if (!text) throw new Unsupported("a variable has no name");
        return scope.variable(text);
      },
      seed: (purpose) => scope.seed(`${purpose}_${(counter += 1)}`),
      local: fresh,
    };
  }

  function conditionExpr(groups: ConditionGroup[] | undefined, ctx: GenContext): Expr | undefined {
    const parts: { expr: Expr; op: "and" | "or" }[] = [];
    for (const group of Array.isArray(groups) ? groups : []) {
      const conds: { expr: Expr; op: "and" | "or" }[] = [];
      for (const c of Array.isArray(group?.conditions) ? group.conditions : []) {
        const def = findCondition(c.type);
        if (!def) throw new Unsupported(`condition '${c.type}' has no generator yet`);
        if (!def.objects.includes(ctx.object)) throw new Unsupported(`condition '${c.type}' does not apply to ${ctx.objectType}s`);
        if (def.needsCard && !ctx.card) throw new Unsupported(`condition '${c.type}' needs a card trigger, not '${ctx.trigger}'`);
        if (def.needsScoring && !ctx.scoring) throw new Unsupported(`condition '${c.type}' needs a played hand, not '${ctx.trigger}'`);
        const expr = def.generate(c.params ?? {}, ctx);
        conds.push({ expr: c.negate ? not(expr) : expr, op: c.operator === "or" ? "or" : "and" });
      }
      if (conds.length > 0) parts.push({ expr: fold(conds), op: group.operator === "or" ? "or" : "and" });
    }
    return parts.length > 0 ? fold(parts) : undefined;
  }

  function effectCode(effect: Effect, ctx: GenContext): EffectCode {
    const def = findEffect(effect.type);
    if (!def) throw new Unsupported(`effect '${effect.type}' has no generator yet`);
    if (!def.objects.includes(ctx.object)) throw new Unsupported(`effect '${effect.type}' does not apply to ${ctx.objectType}s`);
    if (def.triggers && !def.triggers.includes(ctx.trigger)) throw new Unsupported(`effect '${effect.type}' does not work with trigger '${ctx.trigger}'`);
    const code = def.generate(effect.params ?? {}, ctx);
    const message = typeof effect.customMessage === "string" ? effect.customMessage.trim() : "";
    if (message && (code.phase ?? "main") === "main") {
      const fields = (code.fields ?? []).filter(([k]) => k !== "message");
      fields.push(["message", str(message)]);
      if (fields.some(([k]) => ["chips", "mult", "x_mult", "x_chips", "dollars"].includes(k))) fields.push(["remove_default_message", TRUE]);
      return { ...code, fields };
    }
    return code;
  }

  /** Emits one effect: its statements, then its fields as a collected (or at once applied) effect. */
  function emitEffect(code: EffectCode, ctx: GenContext, out: Record<"main" | "repetition" | "destroy", Stmt[]>, canUse: Expr[], passive: { add: Stmt[]; remove: Stmt[] }, trigger: TriggerDef, inLoop: boolean): void {
    const phase = code.phase ?? "main";
    if (trigger.method === "passive") {
      if (!code.passive) throw new Unsupported("this effect cannot be passive (always on)");
      passive.add.push(...code.passive.add);
      passive.remove.push(...code.passive.remove);
      return;
    }
    if (code.canUse) canUse.push(code.canUse);
    if (phase === "repetition") {
      if (!trigger.repetitionGuard) throw new Unsupported(`retriggering does not work with trigger '${trigger.id}'`);
      const reps = code.fields?.find(([k]) => k === "repetitions")?.[1] ?? num(1);
      out.repetition.push(...(code.stmts ?? []), assign(name("repetitions"), bin("+", name("repetitions"), reps)));
      return;
    }
    if (phase === "destroy") {
      if (!trigger.destroyGuard) throw new Unsupported(`destroying the card does not work with trigger '${trigger.id}'`);
      out.destroy.push(...(code.stmts ?? []), assign(name("remove_card"), TRUE));
      return;
    }
    out.main.push(...(code.stmts ?? []));
    const fields = code.fields ?? [];
    if (fields.length === 0) return;
    const table = record(fields);
    const when = (stmt: Stmt) => (code.fieldsWhen ? ifThen(code.fieldsWhen, [stmt]) : stmt);
    if (ctx.mode === "calculate" && !inLoop) {
      out.main.push(when(assign(index(name("effects"), bin("+", lua.len(name("effects")), num(1))), table)));
    } else if (host.objectType === "deck") {
      // a deck has no card to show messages on: messages are dropped, real effects are not
      if (fields.some(([k]) => !["message", "colour", "remove_default_message"].includes(k))) {
        throw new Unsupported("this effect needs a card and cannot run when the deck is selected");
      }
    } else {
      // inside loops effects apply at once rather than chaining hundreds of `extra` levels
      out.main.push(when(lua.doCall("SMODS.calculate_effect", table, self)));
    }
  }

  function compileRule(rule: Rule, ruleNumber: number, trigger: TriggerDef): CompiledRule {
    const mode: GenContext["mode"] = trigger.method && trigger.method !== "passive" ? "direct" : "calculate";
    const extra = extraOf(host.objectType);
    const phases = { main: [] as Stmt[], repetition: [] as Stmt[], destroy: [] as Stmt[] };
    const canUse: Expr[] = [];
    const passive = { add: [] as Stmt[], remove: [] as Stmt[] };
    const mainCtx = context(trigger, "main", ruleNumber, extra, mode);
    const phaseCtx = (phase: "main" | "repetition" | "destroy") => (phase === "main" ? mainCtx : context(trigger, phase, ruleNumber, extra, mode));

    // Effects first decide their phases; each phase gets the conditions evaluated in its own context.
    const emitList = (effects: Effect[] | undefined, into: typeof phases, inLoop = false) => {
      for (const effect of Array.isArray(effects) ? effects : []) {
        const probe = effectCode(effect, mainCtx);
        const phase = probe.phase ?? "main";
        const code = phase === "main" ? probe : effectCode(effect, phaseCtx(phase));
        emitEffect(code, phaseCtx(phase), into, canUse, passive, trigger, inLoop);
      }
    };
    emitList(rule.effects, phases);

    for (const group of Array.isArray(rule.randomGroups) ? rule.randomGroups : []) {
      const inner = { main: [] as Stmt[], repetition: [] as Stmt[], destroy: [] as Stmt[] };
      emitList(group.effects, inner);
      const identifier = typeof group.custom_key === "string" && group.custom_key.trim() ? group.custom_key.trim() : host.itemKey;
      for (const phase of ["main", "repetition", "destroy"] as const) {
        if (inner[phase].length === 0) continue;
        const ctx = phaseCtx(phase);
        const numerator = ctx.value(group.chance_numerator ?? 1, "chance numerator");
        const denominator = ctx.value(group.chance_denominator ?? 4, "chance denominator");
        const seed = str(ctx.seed("chance"));
        const roll = group.respect_probability_effects === false
          ? bin("<", call("pseudorandom", seed), bin("/", numerator, denominator))
          : call("SMODS.pseudorandom_probability", self, seed, numerator, denominator, str(identifier));
        phases[phase].push(ifThen(roll, inner[phase]));
      }
    }

    for (const loop of Array.isArray(rule.loops) ? rule.loops : []) {
      const inner = { main: [] as Stmt[], repetition: [] as Stmt[], destroy: [] as Stmt[] };
      emitList(loop.effects, inner, true);
      for (const phase of ["main", "repetition", "destroy"] as const) {
        if (inner[phase].length === 0) continue;
        const times = phaseCtx(phase).value(loop.repetitions ?? 1, "loop repetitions");
        phases[phase].push(forNum(fresh("i"), num(1), times, inner[phase]));
      }
    }

    const wrap = (phase: "main" | "repetition" | "destroy") => {
      const body = phases[phase];
      if (body.length === 0) return [];
      const cond = conditionExpr(rule.conditionGroups, phaseCtx(phase));
      return cond ? [ifThen(cond, body)] : body;
    };
    const condition = conditionExpr(rule.conditionGroups, mainCtx);
    const result: CompiledRule = {
      rule, ruleNumber, trigger,
      main: wrap("main"), repetition: wrap("repetition"), destroy: wrap("destroy"),
      condition, canUse, passiveAdd: passive.add, passiveRemove: passive.remove,
    };
    const empty = result.main.length + result.repetition.length + result.destroy.length + result.passiveAdd.length === 0;
    if (empty) throw new Unsupported("the rule has no effects");
    return result;
  }

  // Assemble methods.
  const methods: [string, Expr][] = [];
  const helpers = new Set<"chain_effects">();
  const calc = compiled.filter((c) => !c.trigger.method);
  if (calc.length > 0) {
    const blocks: Stmt[] = [];
    const byTrigger = new Map<string, CompiledRule[]>();
    for (const c of calc) byTrigger.set(c.trigger.id, [...(byTrigger.get(c.trigger.id) ?? []), c]);
    let usesRepetition = false;
    let usesDestroy = false;
    for (const [, group] of byTrigger) {
      const trigger = group[0].trigger;
      for (const phase of ["main", "repetition", "destroy"] as const) {
        const rulesWithPhase = group.filter((c) => c[phase].length > 0);
        if (rulesWithPhase.length === 0) continue;
        const guardFn = phase === "main" ? trigger.guard : phase === "repetition" ? trigger.repetitionGuard : trigger.destroyGuard;
        if (!guardFn) continue;
        if (phase === "repetition") usesRepetition = true;
        if (phase === "destroy") usesDestroy = true;
        const body: Stmt[] = [...(phase === "main" ? trigger.prologue?.() ?? [] : [])];
        for (const c of rulesWithPhase) {
          body.push(lua.comment(`rule ${c.ruleNumber}: ${c.rule.trigger}`));
          // a rule that is not Blueprint-compatible does nothing when a copy calls it
          if (host.objectType === "joker" && c.rule.blueprintCompatible === false) body.push(ifThen(not(path("context.blueprint")), c[phase]));
          else body.push(...c[phase]);
        }
        if (phase === "main") body.push(...(trigger.epilogue?.() ?? []));
        blocks.push(ifThen(guardFn(guardCtx), body));
      }
    }
    helpers.add("chain_effects");
    const prologue: Stmt[] = [local("effects", lua.table([]))];
    if (usesRepetition) prologue.push(local("repetitions", num(0)));
    if (usesDestroy) prologue.push(local("remove_card", FALSE));
    const epilogue: Stmt[] = [];
    if (usesRepetition) {
      epilogue.push(ifThen(bin(">", name("repetitions"), num(0)), [
        lua.doCall("table.insert", name("effects"), num(1), record({ repetitions: name("repetitions") })),
      ]));
    }
    epilogue.push(local("result", call("chain_effects", name("effects"))));
    if (usesDestroy) {
      epilogue.push(ifThen(name("remove_card"), [
        assign(name("result"), or(name("result"), lua.table([]))),
        assign(path("result.remove"), TRUE),
      ]));
    }
    epilogue.push(ret(name("result")));
    const params = host.objectType === "deck" ? ["self", "back", "context"] : ["self", "card", "context"];
    methods.push(["calculate", fn(params, [...prologue, ...blocks, ...epilogue])]);
  }

  const uses = compiled.filter((c) => c.trigger.method === "use");
  const directBody = (list: CompiledRule[]) => list.flatMap((c) => [lua.comment(`rule ${c.ruleNumber}: ${c.rule.trigger}`), ...c.main]);
  if (host.objectType === "consumable") {
    if (uses.length > 0) {
      methods.push(["use", fn(["self", "card", "area", "copier"], directBody(uses))]);
      const each = uses.map((c) => and(...[c.condition, ...c.canUse].filter((e): e is Expr => e !== undefined)));
      methods.push(["can_use", fn(["self", "card"], [ret(or(...each))])]);
    } else {
      // Nothing to do when used: the button stays off rather than eating the card.
      methods.push(["can_use", fn(["self", "card"], [ret(FALSE)])]);
    }
  }
  if (host.objectType === "voucher" && uses.length > 0) methods.push(["redeem", fn(["self", "card"], directBody(uses))]);
  if (host.objectType === "deck" && uses.length > 0) methods.push(["apply", fn(["self", "back"], directBody(uses))]);
  const passives = compiled.filter((c) => c.trigger.method === "passive");
  if (passives.length > 0) {
    methods.push(["add_to_deck", fn(["self", "card", "from_debuff"], passives.flatMap((c) => c.passiveAdd))]);
    methods.push(["remove_from_deck", fn(["self", "card", "from_debuff"], passives.flatMap((c) => c.passiveRemove))]);
  }

  const extraEntries: [string, Expr][] = [...vars.entries.values()].map((v) => [v.name, v.initial]);

  const locVars = (extra: Expr, card: Expr) => {
    const prelude: Stmt[] = [];
    const out: Expr[] = [];
    const entries = [...vars.entries.values()];
    const plain = entries.filter((v) => v.declared && (v.kind === "number" || v.kind === "text" || v.kind === "key"));
    const auto = entries.filter((v) => !v.declared).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const v of [...plain, ...auto]) out.push(index(extra, v.name));
    for (const v of entries.filter((e) => e.kind === "suit")) out.push(call("localize", or(index(extra, v.name), str("Spades")), str("suits_singular")));
    for (const v of entries.filter((e) => e.kind === "rank")) out.push(call("localize", or(index(extra, v.name), str("Ace")), str("ranks")));
    for (const v of entries.filter((e) => e.kind === "pokerhand")) out.push(call("localize", or(index(extra, v.name), str("High Card")), str("poker_hands")));
    const seen = new Set<string>();
    const scope = { variable: (n: string) => index(extra, n), seed: (p: string) => `${host.itemKey}_loc_${p}`, isVariable: (n: string) => vars.entries.has(n) };
    for (const [, raw] of shownGameVars) {
      try {
        const expr = numberValue(raw, "game value", scope);
        // the collection and main menu have no run: show 0 rather than crash
        out.push(call(lua.paren(fn([], [
          lua.locals(["ok", "value"], [call("pcall", fn([], [ret(expr)]))]),
          ret(or(and(name("ok"), name("value")), num(0))),
        ]))));
      } catch {
        // an unknown game variable: its rule is reported; the description shows "?"
      }
    }
    for (const p of shownChances) {
      let numerator: Expr; let denominator: Expr;
      try {
        numerator = numberValue(p.numerator ?? 1, "numerator", scope);
        denominator = numberValue(p.denominator ?? 4, "denominator", scope);
      } catch {
        continue;
      }
      const signature = JSON.stringify([numerator, denominator, p.identifier]);
      if (seen.has(signature)) continue;
      seen.add(signature);
      const n = `numerator_${seen.size}`;
      const d = `denominator_${seen.size}`;
      prelude.push(lua.locals([n, d], [call("SMODS.get_probability_vars", card, numerator, denominator, str(p.identifier))]));
      out.push(name(n), name(d));
    }
    return { prelude, vars: out };
  };

  return { extra: extraEntries, methods, locVars, helpers, skipped };
}

/** Every "GAMEVAR:<id>|..." parameter of a rule, first spelling per id. */
function collectGameVars(rule: Rule, into: Map<string, string>): void {
  const visit = (value: unknown) => {
    const raw = unwrap(value);
    if (typeof raw === "string" && raw.startsWith("GAMEVAR:")) {
      const id = raw.slice(8).split("|")[0];
      if (!into.has(id)) into.set(id, raw);
    }
  };
  const effects = [...(rule?.effects ?? []), ...(rule?.randomGroups ?? []).flatMap((g) => g.effects ?? []), ...(rule?.loops ?? []).flatMap((g) => g.effects ?? [])];
  for (const e of effects) for (const v of Object.values(e?.params ?? {})) visit(v);
  for (const g of rule?.conditionGroups ?? []) for (const c of g.conditions ?? []) for (const v of Object.values(c?.params ?? {})) visit(v);
}

function fold(parts: { expr: Expr; op: "and" | "or" }[]): Expr {
  // Left to right, as the rule builder shows them: (a and b) or c.
  let acc = parts[0].expr;
  for (let i = 1; i < parts.length; i += 1) acc = bin(parts[i - 1].op, acc, parts[i].expr);
  return acc;
}

/** `local function chain_effects(list)`: links collected effect tables through `extra`. */
export function chainEffectsHelper(): Stmt {
  return {
    kind: "localFunction", name: "chain_effects", params: ["list"], body: [
      local("first", index(name("list"), num(1))),
      local("last", name("first")),
      forNum("i", num(2), lua.len(name("list")), [
        { kind: "while", cond: path("last.extra"), body: [assign(name("last"), path("last.extra"))] },
        assign(path("last.extra"), index(name("list"), name("i"))),
        assign(name("last"), index(name("list"), name("i"))),
      ]),
      ret(name("first")),
    ],
  };
}
