// The shape of a catalog entry. Every trigger, condition and effect is one self-describing
// module: its id, label, one-line description and palette category; the item types (and, for
// conditions and effects, the triggers) it applies to; a typed params schema; a plain-words
// summary; and a generator that returns Lua syntax tree nodes (never text, so it cannot produce
// broken Lua or let user text escape a string). Generators receive parsed, typed params.
import type { Expr, Stmt } from "../lua";
import type { ObjectType } from "../model";
import type { NumberValue, ParamSpec, ParamsOf } from "./schema";

/** Item types whose rules the catalog generates. */
export const RULE_OBJECT_TYPES = ["joker", "consumable", "enhancement", "seal", "edition", "voucher", "deck"] as const;
export type RuleObjectType = (typeof RULE_OBJECT_TYPES)[number];

/** Enhancements, seals and editions: playing-card modifiers, which share triggers and most blocks. */
export const CARD_TYPES = ["enhancement", "seal", "edition"] as const satisfies readonly RuleObjectType[];
export const ALL_TYPES: readonly RuleObjectType[] = RULE_OBJECT_TYPES;

export function isRuleObjectType(type: unknown): type is RuleObjectType {
  return (RULE_OBJECT_TYPES as readonly unknown[]).includes(type);
}

export function isCardType(type: ObjectType): boolean {
  return type === "enhancement" || type === "seal" || type === "edition";
}

/** Raised by a generator when it cannot express a block faithfully: the block is reported, not exported. */
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

/** What a trigger offers the blocks under it (per item type). */
export interface TriggerScope {
  /** The playing card the trigger is about (context.other_card, the modifier's own card). */
  card?: Expr;
  /** context.scoring_hand / scoring_name / full_hand exist. */
  scoring: boolean;
}

/** What a generator knows about where its code runs. */
export interface GenContext {
  readonly objectType: RuleObjectType;
  readonly trigger: string;
  /** "calculate": code inside calculate, effects are returned; "direct": use/redeem/apply, effects run at once; "passive": add_to_deck/remove_from_deck. */
  readonly mode: "calculate" | "direct" | "passive";
  /** The object's own card (`card`), or `back` for decks. */
  readonly self: Expr;
  /** The table holding the object's variables (card.ability.extra, card.ability.seal.extra, ...). */
  readonly extra: Expr;
  /** The playing card the trigger is about, if any. */
  readonly card?: Expr;
  /** context.scoring_hand / scoring_name / full_hand exist. */
  readonly scoring: boolean;
  readonly keys: KeyResolver;
  /** The mod depends on Talisman (exponent and hyper operators may be generated). */
  readonly talisman: boolean;
  /** The object's full key, e.g. j_mymod_lucky (also the default probability identifier). */
  readonly itemKey: string;
  /** The effect's custom message, when it has one (effects that show text themselves read it). */
  readonly message?: string;
  /** A number param as an expression. */
  value(value: NumberValue): Expr;
  /** A user variable as an expression (card.ability.extra.<name>; declared or auto-created). */
  variable(name: string): Expr;
  /** A deterministic pseudorandom seed unique to this rule and purpose. */
  seed(purpose: string): string;
  /** A fresh local variable name. */
  local(base: string): string;
}

/** Properties every entry carries. */
export interface EntryInfo {
  readonly id: string;
  readonly label: string;
  /** One line saying what it does, for the palette. */
  readonly description: string;
  /** Palette group. */
  readonly category: string;
}

export interface GuardContext {
  readonly objectType: RuleObjectType;
  readonly self: Expr;
  readonly itemKey: string;
}

export interface TriggerDef extends EntryInfo {
  readonly objectTypes: readonly RuleObjectType[];
  /** Label per item type where it reads differently ("When Card is Scored" on a seal). */
  readonly labels?: Partial<Record<RuleObjectType, string>>;
  /** What the trigger offers its blocks, per item type. */
  scope(objectType: RuleObjectType): TriggerScope;
  /** The context guard for calculate; undefined when the trigger runs in a method (use, add_to_deck...). */
  guard?(ctx: GuardContext): Expr;
  /** Guard of the retrigger phase (effects returning repetitions), when the trigger has one. */
  repetitionGuard?(ctx: GuardContext): Expr | undefined;
  /** Guard of the destroy phase (effects removing the playing card) and the card it removes. */
  destroyGuard?(ctx: GuardContext): Expr | undefined;
  destroyCard?(ctx: GuardContext): Expr | undefined;
  /** "use": the object's own action (consumable use, voucher redeem, deck apply); "passive": add_to_deck / remove_from_deck. */
  readonly method?: "use" | "passive";
  /** Statements opening / closing every guard block of this trigger (locals it shares with effects). */
  prologue?(): Stmt[];
  epilogue?(): Stmt[];
  summary(objectType: RuleObjectType): string;
}

/** Applicability of a condition or an effect. */
export interface Applies {
  readonly objectTypes: readonly RuleObjectType[];
  /** Triggers it is meaningful for; undefined: every trigger of its item types that meets `needs`. */
  readonly triggers?: readonly string[];
  /** What the trigger must offer: a playing card, a scoring hand. */
  readonly needs?: readonly ("card" | "scoring")[];
  /** Finer refusal for a pair the lists allow (kept rare: the meta-test checks every allowed pair). */
  readonly except?: readonly (readonly [RuleObjectType, string])[];
}

export interface ConditionDef<S extends readonly ParamSpec[] = readonly ParamSpec[]> extends EntryInfo, Applies {
  readonly params: S;
  summary(params: ParamsOf<S>): string;
  generate(params: ParamsOf<S>, ctx: GenContext): Expr;
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
  /**
   * For the passive trigger: what add_to_deck does and remove_from_deck undoes, and calculate code
   * that runs in every context while the joker is owned (it carries its own context guards and
   * may add effect tables to the `effects` list the calculate method returns).
   */
  passive?: { add: Stmt[]; remove: Stmt[]; calculate?: Stmt[] };
  /**
   * File-level statements the export places once, after every item: wrappers of game functions
   * (e.g. Card.set_cost for a discount). They run at load, so they must check at run time that
   * their item is active (a flag the effect's own statements set).
   */
  hooks?: Stmt[];
  /** Extra methods of the item by name (e.g. calc_dollar_bonus); effects naming the same method give the same one. */
  methods?: [string, Expr][];
  /** File-level helper functions the code calls, defined once at the top of the item's file (compile/helpers.ts). */
  helpers?: FileHelper[];
}

/** The file-level helper functions an item's generated code may call (compile/helpers.ts defines them). */
export type FileHelper = "chain_effects" | "buffer_dollars" | "card_marks";

export interface EffectDef<S extends readonly ParamSpec[] = readonly ParamSpec[]> extends EntryInfo, Applies {
  readonly params: S;
  /** Needs the Talisman mod (exponent and hyper operators). */
  readonly talisman?: boolean;
  /** The effect changes a probability (change_probability trigger only). */
  readonly probability?: boolean;
  /** The effect can be always on (the passive trigger): its code has `passive` add / remove parts. */
  readonly passive?: boolean;
  /** The effect shows its custom message itself (ctx.message), so the compiler does not add it as a message field. */
  readonly ownsMessage?: boolean;
  /** The effect stops the game on purpose (Crash the Game): exported with a warning on its block. */
  readonly crashes?: boolean;
  /**
   * In a deck's apply, the effect must run at once, before the game sets the run up (e.g. a ban
   * that the first shop's voucher and boss must see). Every other deck rule waits for the run
   * (compile/methods.ts).
   */
  readonly atApply?: boolean;
  summary(params: ParamsOf<S>): string;
  generate(params: ParamsOf<S>, ctx: GenContext): EffectCode;
}

/** Identity helpers that keep each entry's params schema as a literal type. */
export function defineCondition<const Id extends string, const S extends readonly ParamSpec[]>(def: ConditionDef<S> & { readonly id: Id }): ConditionDef<S> & { readonly id: Id } {
  return def;
}

export function defineEffect<const Id extends string, const S extends readonly ParamSpec[]>(def: EffectDef<S> & { readonly id: Id }): EffectDef<S> & { readonly id: Id } {
  return def;
}

export function defineTrigger(def: TriggerDef): TriggerDef {
  return def;
}

/** Any condition or effect, with its params erased (for the registry and the compiler). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyCondition = ConditionDef<any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEffect = EffectDef<any>;
