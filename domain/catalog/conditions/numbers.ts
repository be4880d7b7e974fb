// Conditions comparing one game number with a value.
import { lua, type Expr } from "../../lua";
import { compare, COMPARISONS, numberSpec, param, selectSpec } from "../lib";
import { Unsupported, type CatalogObject, type ConditionDef } from "../types";

const { path, len } = lua;
const ALL: readonly CatalogObject[] = ["joker", "consumable", "card", "voucher", "deck"];

function numberCondition(id: string, label: string, read: () => Expr, def: number, objects: readonly CatalogObject[] = ALL): ConditionDef {
  return {
    id, label, objects,
    params: [selectSpec("operator", "Operator", COMPARISONS), numberSpec("value", "Value", def)],
    generate: (params, ctx) => compare(param(params, "operator"), read(), ctx.value(params.value, "value")),
  };
}

export const playerMoney = numberCondition("player_money", "Player Money", () => path("G.GAME.dollars"), 10);
export const remainingHands = numberCondition("remaining_hands", "Remaining Hands", () => path("G.GAME.current_round.hands_left"), 1);
export const remainingDiscards = numberCondition("remaining_discards", "Remaining Discards", () => path("G.GAME.current_round.discards_left"), 1);
export const anteLevel = numberCondition("ante_level", "Ante Level", () => path("G.GAME.round_resets.ante"), 1, ["joker", "consumable", "card"]);
export const handSize = numberCondition("hand_size", "Hand Size", () => path("G.hand.config.card_limit"), 8);
export const cardsSelected = numberCondition("cards_selected", "Cards Selected", () => len(path("G.hand.highlighted")), 1, ["consumable"]);

export const internalVariable: ConditionDef = {
  id: "internal_variable",
  label: "Check Number Variable",
  objects: ["joker", "card"],
  params: [{ id: "variable_name", label: "Variable", type: "select" }, selectSpec("operator", "Operator", COMPARISONS), numberSpec("value", "Value", 0)],
  generate: (params, ctx) => compare(param(params, "operator"), ctx.variable(params.variable_name), ctx.value(params.value, "value")),
};

export const genericCompare: ConditionDef = {
  id: "generic_compare",
  label: "Generic Compare",
  objects: ALL,
  params: [numberSpec("value1", "Value", 0), selectSpec("operator", "Operator", COMPARISONS), numberSpec("value2", "Value", 0)],
  generate: (params, ctx) => compare(param(params, "operator"), ctx.value(params.value1, "first value"), ctx.value(params.value2, "second value")),
};

export const jokerCount: ConditionDef = {
  id: "joker_count",
  label: "Joker Count",
  objects: ALL,
  params: [selectSpec("operator", "Operator", COMPARISONS), { id: "rarity", label: "Rarity", type: "select", default: "any" }, numberSpec("value", "Count", 1)],
  generate(params, ctx) {
    const rarity = String(param(params, "rarity") ?? "any");
    if (rarity !== "any" && rarity !== "") throw new Unsupported("counting jokers of one rarity has no generator yet");
    return compare(param(params, "operator"), len(path("G.jokers.cards")), ctx.value(params.value, "count"));
  },
};

export const consumableCount: ConditionDef = {
  id: "consumable_count",
  label: "Consumable Count",
  objects: ["joker", "consumable", "voucher", "deck"],
  params: [{ id: "consumable_type", label: "Type", type: "select", default: "any" }, selectSpec("operator", "Operator", COMPARISONS), numberSpec("value", "Count", 1)],
  generate(params, ctx) {
    const type = String(param(params, "consumable_type") ?? "any");
    const card = String(param(params, "specific_card") ?? "any");
    if ((type !== "any" && type !== "") || (card !== "any" && card !== "")) throw new Unsupported("counting consumables of one type has no generator yet");
    return compare(param(params, "operator"), len(path("G.consumeables.cards")), ctx.value(params.value, "count"));
  },
};
