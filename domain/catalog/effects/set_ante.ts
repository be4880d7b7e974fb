// Set Ante: the ante goes up, down or to a value (Hieroglyph goes back one), the blinds'
// ante with it. The ante is a whole number: the game reads each ante's blind amount from a table
// by it, and an ante of 2.5 has none (the next blind crashed). A variable or game value is
// rounded down; a plain number must be whole.
import { lua, type Expr } from "../../lua";
import { p } from "../schema";
import { ALL_TYPES, defineEffect } from "../types";
import { ADD_SUB_SET, amountCode, changeWords } from "./support/amounts";

const { path, assign, bin, or, doCall, paren, call } = lua;

/** `value` as a whole number: a whole literal as it is, anything else through math.floor. */
function whole(value: Expr): Expr {
  return value.kind === "number" && Number.isInteger(value.value) ? value : call("math.floor", value);
}

export default defineEffect({
  id: "set_ante",
  label: "Set Ante",
  description: "Raises, lowers or sets the ante.",
  category: "Blind & Ante",
  objectTypes: ALL_TYPES,
  // changing the ante starts "at the start of an ante" again: that would never end
  except: [["joker", "ante_start"]],
  params: [p.select("operation", "Operation", ADD_SUB_SET, "subtract"), p.number("value", "Ante", 1, { integer: true })],
  summary: (v) => changeWords(v.operation, v.value, "the ante"),
  generate: (v, ctx) => amountCode(ctx, v.operation, whole(ctx.value(v.value)), {
    current: () => path("G.GAME.round_resets.ante"),
    apply: (d) => [
      doCall("ease_ante", d),
      assign(path("G.GAME.round_resets.blind_ante"), bin("+", paren(or(path("G.GAME.round_resets.blind_ante"), path("G.GAME.round_resets.ante"))), d)),
    ],
  }),
});
