// Shared shapes of trigger definitions.
import { lua, type Expr } from "../../lua";
import { isCardType, type GuardContext, type RuleObjectType, type TriggerDef, type TriggerScope } from "../types";
import type { TriggerId } from "./ids";

const { path, bin, name } = lua;

export const ctx = (field: string): Expr => path(`context.${field}`);
export const inArea = (area: "play" | "hand"): Expr => bin("==", ctx("cardarea"), path(`G.${area}`));

/** A row of a table of triggers that are one context flag (or guard) each. */
export interface ContextTriggerRow {
  id: TriggerId;
  label: string;
  description: string;
  category: string;
  objectTypes: readonly RuleObjectType[];
  guard: (c: GuardContext) => Expr;
  /** context.scoring_hand / scoring_name exist. */
  scoring?: boolean;
  /** The card the trigger is about, if any (e.g. the destroyed card's context field). */
  card?: () => Expr;
  optionalFeature?: string;
}

export function contextTrigger(row: ContextTriggerRow): TriggerDef & { optionalFeature?: string } {
  return {
    id: row.id, label: row.label, description: row.description, category: row.category, objectTypes: row.objectTypes,
    scope: () => ({ scoring: Boolean(row.scoring), card: row.card?.() }),
    guard: (c) => row.guard(c),
    summary: () => row.label,
    optionalFeature: row.optionalFeature,
  };
}

/** Guards of the per-card triggers: jokers react through context.other_card, card modifiers are the card. */
export function cardTrigger(def: {
  id: TriggerId;
  label: string;
  cardLabel: string;
  description: string;
  category: string;
  joker: () => Expr;
  card: (c: GuardContext) => Expr;
  jokerRepetition?: () => Expr;
  cardRepetition?: () => Expr;
  /** The joker's destroy phase: its guard and the card it destroys. */
  jokerDestroy?: { guard: () => Expr; card: () => Expr };
  cardDestroy?: () => Expr;
  scoring: boolean;
}): TriggerDef {
  const isJoker = (c: { objectType: RuleObjectType }) => c.objectType === "joker";
  const scope = (type: RuleObjectType): TriggerScope => ({ scoring: def.scoring, card: type === "joker" ? ctx("other_card") : name("card") });
  return {
    id: def.id,
    label: def.label,
    description: def.description,
    category: def.category,
    objectTypes: ["joker", "enhancement", "seal", "edition"],
    labels: { enhancement: def.cardLabel, seal: def.cardLabel, edition: def.cardLabel },
    scope,
    guard: (c) => (isJoker(c) ? def.joker() : def.card(c)),
    repetitionGuard: (c) => {
      const guard = isJoker(c) ? def.jokerRepetition : def.cardRepetition;
      return guard?.();
    },
    destroyGuard: (c) => (isJoker(c) ? def.jokerDestroy?.guard() : def.cardDestroy?.()),
    destroyCard: (c) => (isJoker(c) ? (def.jokerDestroy?.card ?? (() => ctx("other_card")))() : name("card")),
    summary: (type) => (isCardType(type) ? def.cardLabel : def.label),
  };
}

export { and, or, not } from "../../lua/build";
export { bin, name, path };
