// Unlock Joker: unlocks a joker of the collection (and optionally discovers it), as meeting its
// unlock condition would: the game's unlock_card / discover_card.
import { lua, type Expr } from "../../lua";
import { opts, p } from "../schema";
import { labelOfKey } from "../options";
import { defineEffect } from "../types";
import { ALL_TYPES, event } from "./shared";

const { str, index, path, name, local, ifThen, and, doCall, bin } = lua;

export default defineEffect({
  id: "unlock_joker",
  label: "Unlock Joker",
  description: "Unlocks (and may discover) a joker of the collection.",
  category: "Jokers",
  objectTypes: ALL_TYPES,
  params: [
    p.select("selection_method", "Joker", opts(["key", "A specific joker"], ["variable", "The joker a key variable names"]), "key"),
    p.select("joker_key", "Which joker", { source: "jokers" }, "j_joker", { when: { param: "selection_method", is: ["key"] } }),
    p.variable("key_variable", "Key variable", ["key"], "key_var", { when: { param: "selection_method", is: ["variable"] } }),
    p.select("discover", "Also discover it", opts(["false", "No"], ["true", "Yes"]), "false"),
  ],
  summary: (v) => `Unlock ${v.selection_method === "variable" ? `the joker in ${v.key_variable}` : labelOfKey(v.joker_key)}${v.discover === "true" ? " and discover it" : ""}`,
  generate(v, ctx) {
    const center = ctx.local("center");
    const key: Expr = v.selection_method === "variable" ? ctx.variable(v.key_variable) : str(v.joker_key);
    const c = name(center);
    return {
      stmts: [
        local(center, index(path("G.P_CENTERS"), key)),
        ifThen(and(c, bin("==", index(c, "set"), str("Joker"))), [event([
          doCall("unlock_card", c),
          ...(v.discover === "true" ? [doCall("discover_card", c)] : []),
        ])]),
      ],
    };
  },
});
