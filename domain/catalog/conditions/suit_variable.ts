// Check Suit Variable: one of the item's suit variables holds a given suit.
import { lua } from "../../lua";
import { optionOrVariable } from "../lib";
import { p } from "../schema";
import { SUIT_OPTIONS } from "../options";
import { ALL_TYPES, defineCondition } from "../types";
import { choice } from "../words";

export default defineCondition({
  id: "suit_variable",
  label: "Check Suit Variable",
  description: "One of the item's suit variables holds a given suit.",
  category: "Variables",
  objectTypes: ALL_TYPES,
  params: [p.variable("variable_name", "Variable", ["suit"], "suit"), p.selectOrVar("specific_suit", "Suit", SUIT_OPTIONS, ["suit"], "Spades")],
  summary: (v) => `if ${v.variable_name} is ${choice(v.specific_suit)}`,
  generate: (v, ctx) => lua.bin("==", ctx.variable(v.variable_name), optionOrVariable(ctx, v.specific_suit, (s) => lua.str(s))),
});
