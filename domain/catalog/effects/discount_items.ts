// Discount Items: cards of a kind cost less in the shop (Astronomer, Clearance Sale style): a
// flat amount, a percentage, or free. A hook on Card.set_cost applies it to every price the game
// works out while the effect is on; prices on show are worked out again when it turns on or off.
import { lua, type Expr } from "../../lua";
import { opts, p } from "../schema";
import { defineEffect } from "../types";
import { num } from "../words";
import { activeCode, activeId, activeValue, afterMethod, isActive } from "./support/active";

const { bin, path, str, name, assign, call, ifThen, forIn, or, and, callStmt, method, index, num: n } = lua;

const KINDS = opts(
  ["planet", "Planet cards"], ["tarot", "Tarot cards"], ["spectral", "Spectral cards"], ["standard", "Playing cards"], ["jokers", "Jokers"],
  ["vouchers", "Vouchers"], ["boosters", "Booster packs"], ["all_consumables", "All consumables"], ["all_cards", "All cards (not vouchers or packs)"],
  ["all_shop_items", "Everything in the shop"], ["planets_and_celestial", "Planet cards and Celestial Packs"],
);
const KIND_WORDS = Object.fromEntries(KINDS.map((o) => [o.value, o.label]));

/** Whether `card` is of the discounted kind. */
function kindTest(kind: string, card: Expr): Expr {
  const set = index(index(card, "ability"), "set");
  const is = (s: string) => bin("==", set, str(s));
  switch (kind) {
    case "planet": return is("Planet");
    case "tarot": return is("Tarot");
    case "spectral": return is("Spectral");
    case "standard": return or(is("Default"), is("Enhanced"));
    case "jokers": return is("Joker");
    case "vouchers": return is("Voucher");
    case "boosters": return is("Booster");
    case "all_consumables": return index(index(card, "ability"), "consumeable");
    case "all_cards": return or(is("Joker"), is("Default"), is("Enhanced"), index(index(card, "ability"), "consumeable"));
    // Astronomer: Planet cards and the Celestial Packs
    case "planets_and_celestial": return or(is("Planet"), and(is("Booster"), bin("==", index(index(index(card, "config"), "center"), "kind"), str("Celestial"))));
    default: return lua.TRUE;
  }
}

export default defineEffect({
  id: "discount_items",
  label: "Discount Items",
  description: "Makes cards of a kind cheaper (or free) in the shop.",
  category: "Shop",
  objectTypes: ["joker", "consumable", "voucher", "deck"],
  passive: true,
  params: [
    p.select("discount_type", "Cards", KINDS, "planet"),
    p.select("discount_method", "Discount", opts(["make_free", "Free"], ["flat_reduction", "$ off"], ["percentage_reduction", "% off"]), "make_free"),
    p.number("discount_amount", "Amount", 1, { min: 0, when: { param: "discount_method", is: ["flat_reduction", "percentage_reduction"] } }),
  ],
  summary(v) {
    const what = KIND_WORDS[v.discount_type] ?? v.discount_type;
    if (v.discount_method === "make_free") return `${what} are free in the shop`;
    return v.discount_method === "flat_reduction" ? `${what} cost $${num(v.discount_amount)} less` : `${what} cost ${num(v.discount_amount)}% less`;
  },
  generate(v, ctx) {
    const id = activeId(ctx, "discount");
    const self = name("self");
    const cost = path("self.cost");
    const amount = activeValue(id);
    const price = v.discount_method === "make_free" ? n(0)
      : v.discount_method === "flat_reduction" ? call("math.max", n(0), bin("-", cost, amount))
        : call("math.max", n(0), call("math.floor", bin("*", cost, bin("/", bin("-", n(100), amount), n(100)))));
    // the game's own sell price follows the cost (sell for half, at least $1, plus extra value)
    const hook = [afterMethod(ctx, "Card.set_cost", [], [
      ifThen(and(isActive(id), kindTest(v.discount_type, self)), [
        assign(cost, price),
        assign(path("self.sell_cost"), bin("+", call("math.max", n(1), call("math.floor", bin("/", cost, n(2)))), or(path("self.ability.extra_value"), n(0)))),
        assign(path("self.sell_cost_label"), path("self.sell_cost")),
      ]),
    ])];
    // prices on show change at once
    const reprice = [forIn(["_", "c"], [call("pairs", or(and(path("G.I"), path("G.I.CARD")), lua.table([])))], [
      ifThen(and(name("c"), path("c.set_cost")), [callStmt(method(name("c"), "set_cost"))]),
    ])];
    return activeCode(ctx, id, hook, reprice, v.discount_method === "make_free" ? undefined : ctx.value(v.discount_amount));
  },
});
