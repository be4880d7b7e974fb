// Set Ante: the ante goes up, down or to a value (Hieroglyph goes back one), the blinds'
// ante with it.
import { lua } from "../../lua";
import { p } from "../schema";
import { ALL_TYPES, defineEffect } from "../types";
import { ADD_SUB_SET, amountCode, changeWords } from "./support/amounts";

const { path, assign, bin, or, doCall, paren } = lua;

export default defineEffect({
  id: "set_ante",
  label: "Set Ante",
  description: "Raises, lowers or sets the ante.",
  category: "Blind & Ante",
  objectTypes: ALL_TYPES,
  // changing the ante starts "at the start of an ante" again: that would never end
  except: [["joker", "ante_start"]],
  params: [p.select("operation", "Operation", ADD_SUB_SET, "subtract"), p.number("value", "Ante", 1)],
  summary: (v) => changeWords(v.operation, v.value, "the ante"),
  generate: (v, ctx) => amountCode(ctx, v.operation, ctx.value(v.value), {
    current: () => path("G.GAME.round_resets.ante"),
    apply: (d) => [
      doCall("ease_ante", d),
      assign(path("G.GAME.round_resets.blind_ante"), bin("+", paren(or(path("G.GAME.round_resets.blind_ante"), path("G.GAME.round_resets.ante"))), d)),
    ],
  }),
});
