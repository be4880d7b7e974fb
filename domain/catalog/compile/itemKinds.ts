// One table of what differs between the item types that have rules: where the object's own card
// and its variables are, how calculate is called, and which method its "used" trigger fills.
import { lua, type Expr } from "../../lua";
import type { RuleObjectType } from "../types";

const { path, name } = lua;

export interface ItemKind {
  /** The object's own card (`card`), or `back` for decks. */
  self: Expr;
  /** Where its variables live at run time (smods.md 2.3, 2.10, 2.11, 2.13). */
  extra: Expr;
  /** calculate's parameters. */
  calculateParams: string[];
  /** The method the card_used trigger fills, with its parameters. */
  use?: { method: "use" | "redeem" | "apply"; params: string[] };
  /** Consumables: can_use is generated from the rules' conditions. */
  canUse?: boolean;
  /** Jokers: passive rules fill add_to_deck / remove_from_deck; Blueprint compatibility per rule. */
  joker?: boolean;
  /** Decks have no card to show messages on. */
  noCard?: boolean;
  /**
   * The item's own rules may replace the table its variables live in: an enhancement, seal or
   * edition that changes its own card's enhancement, seal or edition (Steamodded's set_ability,
   * set_seal and set_edition make new tables). calculate then reads its variables through a local
   * taken when it starts, so a later read in the same call finds them (it crashed on nil).
   */
  ownTableReplaceable?: boolean;
}

const card = (extra: string): ItemKind => ({ self: name("card"), extra: path(extra), calculateParams: ["self", "card", "context"] });

/** The local calculate reads the variables through when `ownTableReplaceable`. */
export const CAPTURED_VARIABLES = "vars";

export const ITEM_KINDS: Record<RuleObjectType, ItemKind> = {
  joker: { ...card("card.ability.extra"), joker: true },
  consumable: { ...card("card.ability.extra"), use: { method: "use", params: ["self", "card", "area", "copier"] }, canUse: true },
  enhancement: { ...card("card.ability.extra"), ownTableReplaceable: true },
  seal: { ...card("card.ability.seal.extra"), ownTableReplaceable: true },
  edition: { ...card("card.edition.extra"), ownTableReplaceable: true },
  voucher: { ...card("card.ability.extra"), use: { method: "redeem", params: ["self", "card"] } },
  deck: { self: name("back"), extra: path("back.effect.config.extra"), calculateParams: ["self", "back", "context"], use: { method: "apply", params: ["self", "back"] }, noCard: true },
};

/**
 * The card chained effects belong to, as Steamodded names it on the first (blueprint_effect: the
 * copier, else the card), for `chain_effects(list, card)`. A deck has none.
 */
export function chainOwner(item: { kind: ItemKind }): Expr[] {
  return item.kind.noCard ? [] : [lua.or(path("context.blueprint_card"), item.kind.self)];
}
