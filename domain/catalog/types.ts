// The generator interface of the rule catalog. Every trigger, condition and effect is one module
// exporting a definition: its id, label, the object types it serves, its parameters (with
// defaults, for the rule builder) and a generator that returns Lua syntax tree nodes. Generators
// never produce text, so they cannot produce broken Lua or let user text escape a string.
import type { Expr, Stmt } from "../lua";
import type { ObjectType, Params } from "../model";

/** The catalog's object families: enhancements, seals and editions share the "card" triggers. */
export type CatalogObject = "joker" | "consumable" | "card" | "voucher" | "deck";

export function catalogObjectOf(type: ObjectType): CatalogObject | undefined {
  switch (type) {
    case "joker": return "joker";
    case "consumable": return "consumable";
    case "enhancement": case "seal": case "edition": return "card";
    case "voucher": return "voucher";
    case "deck": return "deck";
    default: return undefined;
  }
}

export interface ParamOption { value: string; label: string }

export interface ParamSpec {
  id: string;
  label: string;
  type: "number" | "select" | "text" | "checkbox";
  default?: string | number | boolean;
  options?: readonly ParamOption[];
  /** Accepts user variables / game variables / ranges for a number. */
  variables?: boolean;
}

/** Raised by a generator when it cannot express a rule faithfully: the rule is reported, not exported. */
export class Unsupported extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = "Unsupported";
  }
}

/** Resolves the keys a rule may name to the full keys the game uses (undefined: unknown). */
export interface KeyResolver {
  readonly prefix: string;
  center(type: ObjectType, raw: unknown): string | undefined;
  /** A joker rarity for SMODS.add_card: "Common"... or a custom rarity's full key. */
  rarity(raw: unknown): string | undefined;
  /** "Tarot" | "Planet" | "Spectral" | a custom ConsumableType key. */
  consumableSet(raw: unknown): string | undefined;
  /** A playable sound code: a registered custom sound's full key or a vanilla code. */
  sound(raw: unknown): string | undefined;
  /** An ObjectType key for a joker pool name. */
  pool(raw: unknown): string | undefined;
  tag(raw: unknown): string | undefined;
}

/** What a generator knows about where its code runs. */
export interface GenContext {
  readonly objectType: ObjectType;
  readonly object: CatalogObject;
  readonly trigger: string;
  /** "calculate": code inside calculate, effects are returned; "direct": use/redeem/apply, effects run at once. */
  readonly mode: "calculate" | "direct";
  /** The object's own card (`card`), or `back` for decks. */
  readonly self: Expr;
  /** The table holding the object's variables (card.ability.extra, card.ability.seal.extra, ...). */
  readonly extra: Expr;
  /** The playing card the trigger is about (context.other_card, the enhanced card...), if any. */
  readonly card?: Expr;
  /** True in contexts where context.scoring_hand / scoring_name / full_hand exist. */
  readonly scoring: boolean;
  readonly keys: KeyResolver;
  /** The object's full key, e.g. j_mymod_lucky (also the default probability identifier). */
  readonly itemKey: string;
  /** A numeric/variable parameter as an expression (literal, user variable, game variable, range). */
  value(param: unknown, what: string): Expr;
  /** A parameter's plain value (unwrapped from {value, valueType}), or the fallback. */
  raw(param: unknown, fallback?: unknown): unknown;
  /** The variable an effect writes or a condition reads; registers undeclared ones. */
  variable(name: unknown): Expr;
  /** A deterministic pseudorandom seed unique to this rule and purpose. */
  seed(purpose: string): string;
  /** A fresh local variable name. */
  local(base: string): string;
}

export interface TriggerDef {
  id: string;
  label: string;
  objects: readonly CatalogObject[];
  /** The context guard for calculate, or undefined when the trigger runs in a method (use, apply...). */
  guard?(ctx: GuardContext): Expr;
  /** Guard of the retrigger phase (effects returning repetitions), when the trigger has one. */
  repetitionGuard?(ctx: GuardContext): Expr;
  /** Guard of the destroy phase (effects removing the playing card), when it differs from the main one. */
  destroyGuard?(ctx: GuardContext): Expr;
  /** The playing card of this trigger in its main / destroy phase. */
  card?(ctx: GuardContext): Expr | undefined;
  destroyCard?(ctx: GuardContext): Expr | undefined;
  /** Scoring fields (context.scoring_hand, scoring_name, full_hand) exist in the main phase. */
  scoring?: boolean;
  /**
   * Where the rules go when not in calculate: "use" is the object's own action (a consumable's
   * use, a voucher's redeem, a deck's apply); "passive" is add_to_deck / remove_from_deck.
   */
  method?: "use" | "passive";
  /** Statements opening / closing every guard block of this trigger (locals it shares with effects). */
  prologue?(): Stmt[];
  epilogue?(): Stmt[];
}

export interface GuardContext {
  readonly objectType: ObjectType;
  readonly object: CatalogObject;
  readonly self: Expr;
  readonly itemKey: string;
}

export interface ConditionDef {
  id: string;
  label: string;
  objects: readonly CatalogObject[];
  params: readonly ParamSpec[];
  /** Triggers it is meaningful for; undefined: any. */
  triggers?: readonly string[];
  /** Needs the trigger's playing card. */
  needsCard?: boolean;
  /** Needs scoring fields (hand type, scoring hand). */
  needsScoring?: boolean;
  generate(params: Params, ctx: GenContext): Expr;
}

/** An effect's code: statements run when it fires, and entries of the calculate return table. */
export interface EffectCode {
  /** Statements run immediately when the rule fires (state changes, queued events). */
  stmts?: Stmt[];
  /** Return-table entries (chips = 10, message = ...), chained with other effects via `extra`. */
  fields?: [string, Expr][];
  /** When set, the fields apply only if this holds at run time (e.g. a card was really created). */
  fieldsWhen?: Expr;
  /** Which phase the effect belongs to (default main). */
  phase?: "main" | "repetition" | "destroy";
  /** Extra requirement for a consumable's can_use (e.g. enough cards selected). */
  canUse?: Expr;
  /** For the passive trigger: what add_to_deck does and remove_from_deck undoes. */
  passive?: { add: Stmt[]; remove: Stmt[] };
}

export interface EffectDef {
  id: string;
  label: string;
  /** Retired ids older project files use for this effect (their params are read the same way). */
  aliases?: readonly string[];
  objects: readonly CatalogObject[];
  params: readonly ParamSpec[];
  triggers?: readonly string[];
  /** The effect changes a probability (change_probability trigger only). */
  probability?: boolean;
  generate(params: Params, ctx: GenContext): EffectCode;
}
