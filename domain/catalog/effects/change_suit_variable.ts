// Change Suit Variable: sets a suit variable of the item to a random suit, a random suit of a
// list, or a specific suit (or another suit variable's value), as the Ancient Joker picks its suit.
import { lua } from "../../lua";
import { opts, p } from "../schema";
import { SUIT_OPTIONS } from "../options";
import { defineEffect } from "../types";
import { choice } from "../words";
import { SUIT_KEYS } from "../vanillaKeys";
import { ALL_TYPES } from "./shared";
import { randomPick, specificValue } from "./changeVariable";

export default defineEffect({
  id: "change_suit_variable",
  label: "Change Suit Variable",
  description: "Sets a suit variable to a random or a specific suit.",
  category: "Variables",
  objectTypes: ALL_TYPES,
  params: [
    p.variable("variable_name", "Variable", ["suit"], "suit_var"),
    p.select("change_type", "New suit", opts(["random", "A random suit"], ["pool", "A random suit of a list"], ["specific", "A specific suit"]), "random"),
    p.multi("suit_pool", "Suits to pick from", SUIT_OPTIONS, [...SUIT_KEYS], { when: { param: "change_type", is: ["pool"] } }),
    p.selectOrVar("specific_suit", "Suit", SUIT_OPTIONS, ["suit"], "Spades", { when: { param: "change_type", is: ["specific"] } }),
  ],
  summary: (v) => `Set ${v.variable_name} to ${v.change_type === "specific" ? choice(v.specific_suit) : v.change_type === "pool" ? `one of ${v.suit_pool.join(", ")}` : "a random suit"}`,
  generate(v, ctx) {
    const value = v.change_type === "specific" ? specificValue(ctx, v.specific_suit, (s) => s)
      : randomPick(ctx, v.change_type === "pool" && v.suit_pool.length > 0 ? v.suit_pool : SUIT_KEYS, "suit");
    return { stmts: [lua.assign(ctx.variable(v.variable_name), value)] };
  },
});
