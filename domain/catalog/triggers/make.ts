// Shared shapes of trigger definitions.
import { lua, type Expr } from "../../lua";
import type { CatalogObject, GuardContext, TriggerDef } from "../types";

const { path, and, or, not, bin, name } = lua;

export const ctx = (field: string): Expr => path(`context.${field}`);
export const inArea = (area: "play" | "hand"): Expr => bin("==", ctx("cardarea"), path(`G.${area}`));

/** A trigger that is one context flag (or guard) for jokers, vouchers and decks. */
export function contextTrigger(id: string, label: string, objects: readonly CatalogObject[], guard: () => Expr, scoring = false): TriggerDef {
  return { id, label, objects, guard, scoring };
}

/** Guards of the per-card triggers: jokers react through context.other_card, card modifiers are the card. */
export function cardTrigger(def: {
  id: string;
  label: string;
  joker: () => Expr;
  card: (c: GuardContext) => Expr;
  jokerRepetition?: () => Expr;
  cardRepetition?: () => Expr;
  /** The joker's destroy phase: its guard and the card it destroys. */
  jokerDestroy?: { guard: () => Expr; card: () => Expr };
  cardDestroy?: () => Expr;
  scoring: boolean;
}): TriggerDef {
  const isJoker = (c: GuardContext) => c.object === "joker";
  return {
    id: def.id,
    label: def.label,
    objects: ["joker", "card"],
    scoring: def.scoring,
    guard: (c) => (isJoker(c) ? def.joker() : def.card(c)),
    card: (c) => (isJoker(c) ? ctx("other_card") : name("card")),
    repetitionGuard: def.jokerRepetition || def.cardRepetition
      ? (c) => (isJoker(c) ? (def.jokerRepetition ?? def.joker)() : (def.cardRepetition ?? (() => lua.FALSE))())
      : undefined,
    destroyGuard: def.jokerDestroy || def.cardDestroy
      ? (c) => (isJoker(c) ? (def.jokerDestroy?.guard ?? (() => lua.FALSE))() : (def.cardDestroy ?? (() => def.card(c)))())
      : undefined,
    destroyCard: (c) => (isJoker(c) ? (def.jokerDestroy?.card ?? (() => ctx("other_card")))() : name("card")),
  };
}

export { and, or, not, bin, name, path };
