// Shuffle Jokers: shuffles the order of the jokers (as The Amber Acorn does, without the flips).
import { lua } from "../../lua";
import { defineEffect } from "../types";
import { event, WITH_CARD } from "./shared";

export default defineEffect({
  id: "shuffle_jokers",
  label: "Shuffle Jokers",
  description: "Shuffles the order of the jokers.",
  category: "Jokers",
  objectTypes: WITH_CARD,
  params: [],
  summary: () => "Shuffle the jokers",
  generate: (_v, ctx) => ({
    stmts: [lua.ifThen(lua.bin(">", lua.len(lua.path("G.jokers.cards")), lua.num(1)), [event([
      lua.callStmt(lua.method(lua.path("G.jokers"), "unhighlight_all")),
      lua.callStmt(lua.method(lua.path("G.jokers"), "shuffle", lua.str(ctx.seed("shuffle")))),
    ])])],
  }),
});
