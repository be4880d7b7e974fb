// Change Rank Variable: sets a rank variable of the item (it holds the rank as cards do, "Ace",
// "10") to a random rank, a random rank of a list, or a specific rank (or another rank variable's
// value), as Mail-In Rebate picks its rank.
import { lua } from "../../lua";
import { opts, p } from "../schema";
import { RANK_OPTIONS } from "../options";
import { rankKeyOf } from "../lib";
import { defineEffect } from "../types";
import { choice, rankWords } from "../words";
import { RANK_KEYS } from "../vanillaKeys";
import { ALL_TYPES } from "./shared";
import { randomPick, specificValue } from "./changeVariable";

const RANKS = RANK_OPTIONS.map((o) => o.value);

export default defineEffect({
  id: "change_rank_variable",
  label: "Change Rank Variable",
  description: "Sets a rank variable to a random or a specific rank.",
  category: "Variables",
  objectTypes: ALL_TYPES,
  params: [
    p.variable("variable_name", "Variable", ["rank"], "rank_var"),
    p.select("change_type", "New rank", opts(["random", "A random rank"], ["pool", "A random rank of a list"], ["specific", "A specific rank"]), "random"),
    p.multi("rank_pool", "Ranks to pick from", RANK_OPTIONS, RANKS, { when: { param: "change_type", is: ["pool"] } }),
    p.selectOrVar("specific_rank", "Rank", RANK_OPTIONS, ["rank"], "A", { when: { param: "change_type", is: ["specific"] } }),
  ],
  summary: (v) => `Set ${v.variable_name} to ${v.change_type === "specific" ? choice(v.specific_rank, rankWords) : v.change_type === "pool" ? `one of ${v.rank_pool.map(rankWords).join(", ")}` : "a random rank"}`,
  generate(v, ctx) {
    const key = (r: string) => rankKeyOf(r) ?? "Ace";
    const value = v.change_type === "specific" ? specificValue(ctx, v.specific_rank, key)
      : randomPick(ctx, v.change_type === "pool" && v.rank_pool.length > 0 ? v.rank_pool.map(key) : RANK_KEYS, "rank");
    return { stmts: [lua.assign(ctx.variable(v.variable_name), value)] };
  },
});
