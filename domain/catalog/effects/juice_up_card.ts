// Juice Up the Card: the playing card the trigger is about wobbles once, or keeps wobbling until
// the game resets its wobbles.
import { lua } from "../../lua";
import { p } from "../schema";
import { cardOf } from "../lib";
import { defineEffect } from "../types";
import { num } from "../words";
import { event, JOKER_AND_CARDS } from "./shared";
import { JUICE_MODES } from "./juice_up_joker";

const { callStmt, method, fn, ret, not, path, doCall, local, name } = lua;

export default defineEffect({
  id: "juice_up_card",
  label: "Juice Up the Card",
  description: "Makes the playing card wobble.",
  category: "Special",
  objectTypes: JOKER_AND_CARDS,
  needs: ["card"],
  params: [
    p.select("mode", "How", JUICE_MODES, "constant"),
    p.number("scale", "Size", 1, { min: 0, when: { param: "mode", is: ["onetime"] } }),
    p.number("rotation", "Turn", 1, { min: 0, when: { param: "mode", is: ["onetime"] } }),
  ],
  summary: (v) => (v.mode === "onetime" ? `Wobble the card (size ${num(v.scale)})` : "Keep the card wobbling"),
  generate(v, ctx) {
    const target = ctx.local("target_card");
    const stmts = [local(target, cardOf(ctx))];
    if (v.mode === "onetime") return { stmts: [...stmts, event([callStmt(method(name(target), "juice_up", ctx.value(v.scale), ctx.value(v.rotation)))])] };
    const until = ctx.local("until_reset");
    return { stmts: [...stmts, local(until, fn([], [ret(not(path("G.RESET_JIGGLES")))])), doCall("juice_card_until", name(target), name(until), lua.TRUE)] };
  },
});
