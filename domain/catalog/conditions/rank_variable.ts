// Check Rank Variable: one of the item's rank variables holds a given rank (as a rank key: "Ace", "10").
import { lua } from "../../lua";
import { optionOrVariable, rankKeyOf } from "../lib";
import { p } from "../schema";
import { RANK_OPTIONS } from "../options";
import { ALL_TYPES, defineCondition, Unsupported } from "../types";
import { choice, rankWords } from "../words";

export default defineCondition({
  id: "rank_variable",
  label: "Check Rank Variable",
  description: "One of the item's rank variables holds a given rank.",
  category: "Variables",
  objectTypes: ALL_TYPES,
  params: [p.variable("variable_name", "Variable", ["rank"], "rank"), p.selectOrVar("specific_rank", "Rank", RANK_OPTIONS, ["rank"], "A")],
  summary: (v) => `if ${v.variable_name} is ${choice(v.specific_rank, rankWords)}`,
  generate: (v, ctx) => lua.bin("==", ctx.variable(v.variable_name), optionOrVariable(ctx, v.specific_rank, (r) => {
    const key = rankKeyOf(r);
    if (!key) throw new Unsupported(`rank '${r}' is unknown`);
    return lua.str(key);
  })),
});
