// Modify Blind Requirement: the current blind's score requirement changes (added to, taken
// from, set, multiplied or divided), while a blind is being played.
import { lua } from "../../lua";
import { p } from "../schema";
import { ALL_TYPES, defineEffect } from "../types";
import { ALL_OPERATIONS, changeWords, deltaOf } from "./support/amounts";

const { path, and, assign, call, bin, ifThen, local, name, num } = lua;

export default defineEffect({
  id: "modify_blind_requirement",
  label: "Modify Blind Requirement",
  description: "Changes the score the current blind needs.",
  category: "Blind & Ante",
  objectTypes: ALL_TYPES,
  // a voucher is redeemed and a deck applied outside any blind
  except: [["voucher", "card_used"], ["deck", "card_used"]],
  params: [p.select("operation", "Operation", ALL_OPERATIONS, "multiply"), p.number("value", "Value", 2)],
  summary: (v) => changeWords(v.operation, v.value, "the blind's requirement"),
  generate(v, ctx) {
    const chips = path("G.GAME.blind.chips");
    const next = ctx.local("chips");
    return {
      stmts: [ifThen(and(path("G.GAME.blind"), path("G.GAME.blind.in_blind")), [
        local(next, call("math.floor", bin("+", chips, deltaOf(v.operation, ctx.value(v.value), chips)))),
        assign(chips, call("math.max", num(0), name(next))),
        assign(path("G.GAME.blind.chip_text"), call("number_format", chips)),
      ])],
    };
  },
});
