// Consumable Count: how many consumables are held (of a set, one card, or any).
import { lua, type Expr } from "../../lua";
import { areaCards } from "../gameVars/reads";
import { p } from "../schema";
import { COMPARISONS } from "../options";
import { ALL_TYPES, defineCondition } from "../types";
import { comparison, keyWords } from "../words";
import { ANY, compareTo, countCards } from "./shared";

const { and, bin, index, str } = lua;
const at = (c: Expr, dotted: string): Expr => dotted.split(".").reduce((e, f) => index(e, f), c);

/** The consumable is of the set (any) and is the card (any / random: every card). */
export function consumableTest(card: Expr, set: string, key: string): Expr {
  const tests: Expr[] = [];
  if (set !== "any") tests.push(bin("==", at(card, "ability.set"), str(set)));
  if (key !== "any" && key !== "random") tests.push(bin("==", at(card, "config.center.key"), str(key)));
  return tests.length > 0 ? and(...tests) : lua.TRUE;
}

export const consumableParams = [
  p.select("consumable_type", "Set", { source: "consumable_sets", extra: ANY }, "any"),
  p.select("specific_card", "Card", { source: "consumables", extra: ANY }, "any"),
] as const;

export function consumableWords(v: { consumable_type: string; specific_card: string }): string {
  if (v.specific_card !== "any" && v.specific_card !== "random") return keyWords(v.specific_card);
  return v.consumable_type === "any" ? "consumable" : `${v.consumable_type} card`;
}

export default defineCondition({
  id: "consumable_count",
  label: "Consumable Count",
  description: "Compares how many consumables are held (of a set, one card, or any) with a number.",
  category: "Player Resources",
  objectTypes: ALL_TYPES,
  params: [...consumableParams, p.select("operator", "Comparison", COMPARISONS, "greater_equals"), p.number("value", "Count", 1, { min: 0, integer: true })],
  summary: (v) => `if the number of ${consumableWords(v)}s held ${comparison(v.operator, v.value)}`,
  generate: (v, ctx) => compareTo(v.operator, countCards(areaCards("consumeables"), (c) => consumableTest(c, v.consumable_type, v.specific_card)), ctx.value(v.value)),
});
