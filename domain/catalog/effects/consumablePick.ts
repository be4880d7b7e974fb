// Picking an owned consumable for Copy Consumable and Destroy Consumable: of any set, of one
// set, or a given card.
import { lua, type Expr, type Stmt } from "../../lua";
import { opts, p } from "../schema";
import { labelOfKey } from "../options";
import type { GenContext } from "../types";

const { str, call, path, name, local, ifThen, assign, index, bin, len, num, forIn, and, lower } = { ...lua, lower: (e: Expr) => lua.call("string.lower", e) };

export const CONSUMABLE_TYPES = opts(["random", "Any consumable"], ["any", "Any consumable"], ["tarot", "A Tarot card"], ["planet", "A Planet card"], ["spectral", "A Spectral card"]);
export const SET_TYPES = ["tarot", "planet", "spectral"];

/** `local <target> = a random owned consumable matching the choice` (nil when none). */
export function pickConsumable(ctx: GenContext, type: string, card: string, target: string, others: boolean): Stmt[] {
  const pool = ctx.local("pool");
  const c = name("c");
  const tests: Expr[] = [];
  if (others) tests.push(bin("~=", c, ctx.self));
  if (SET_TYPES.includes(type)) {
    tests.push(bin("==", lower(path("c.ability.set")), str(type)));
    if (card !== "random") tests.push(bin("==", path("c.config.center.key"), str(card)));
  }
  return [
    local(pool, lua.table([])),
    forIn(["_", "c"], [call("ipairs", path("G.consumeables.cards"))], [
      ifThen(tests.length > 0 ? and(...tests) : lua.TRUE, [assign(index(name(pool), bin("+", len(name(pool)), num(1))), c)]),
    ]),
    local(target, call("pseudorandom_element", name(pool), call("pseudoseed", str(ctx.seed("consumable"))))),
  ];
}

/** The params choosing an owned consumable: of any set, of one set, or a given card of that set. */
export function consumableChoice(label: string) {
  return [
    p.select("consumable_type", label, CONSUMABLE_TYPES, "random"),
    p.select("specific_card", "Card", { source: "consumables", extra: opts(["random", "Any card of the set"]) }, "random", { when: { param: "consumable_type", is: SET_TYPES } }),
  ] as const;
}

/** "The Hermit", "a planet card", "any consumable". */
export function consumableWords(v: { consumable_type: string; specific_card: string }): string {
  return v.specific_card !== "random" && SET_TYPES.includes(v.consumable_type) ? labelOfKey(v.specific_card) : (CONSUMABLE_TYPES.find((o) => o.value === v.consumable_type)?.label.toLowerCase() ?? "a consumable");
}
