// Modify All Blinds Requirement: every later blind needs more (or less) score: the run's ante
// scaling (Plasma Deck doubles it), read when each blind is set.
import { lua } from "../../lua";
import { p } from "../schema";
import { ALL_TYPES, defineEffect } from "../types";
import { ALL_OPERATIONS, amountCode, changeWords } from "./support/amounts";

const scaling = "G.GAME.starting_params.ante_scaling";

export default defineEffect({
  id: "modify_all_blinds_requirement",
  label: "Modify All Blinds Requirement",
  description: "Changes the score every later blind needs.",
  category: "Blind & Ante",
  objectTypes: ALL_TYPES,
  passive: true,
  params: [p.select("operation", "Operation", ALL_OPERATIONS, "multiply"), p.number("value", "Value", 2)],
  summary: (v) => changeWords(v.operation, v.value, "every blind's requirement"),
  generate: (v, ctx) => amountCode(ctx, v.operation, ctx.value(v.value), {
    current: () => lua.path(scaling),
    apply: (d) => [lua.assign(lua.path(scaling), lua.bin("+", lua.path(scaling), d))],
  }),
});
