// Juice Up the Card: the playing card the trigger is about wobbles once, or keeps wobbling until
// the game resets its wobbles.
import { lua } from "../../lua";
import { cardOf } from "../lib";
import { defineEffect } from "../types";
import { num } from "../words";
import { JOKER_AND_CARDS } from "./shared";
import { JUICE_PARAMS, juiceCode } from "./juice_up_joker";

export default defineEffect({
  id: "juice_up_card",
  label: "Juice Up the Card",
  description: "Makes the playing card wobble.",
  category: "Special",
  objectTypes: JOKER_AND_CARDS,
  needs: ["card"],
  params: JUICE_PARAMS,
  summary: (v) => (v.mode === "onetime" ? `Wobble the card (size ${num(v.scale)})` : "Keep the card wobbling"),
  generate(v, ctx) {
    const target = ctx.local("target_card");
    return { stmts: [lua.local(target, cardOf(ctx)), ...juiceCode(ctx, lua.name(target), v)] };
  },
});
