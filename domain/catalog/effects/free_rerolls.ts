// Free Rerolls: the shop can be rerolled for free this many times in each shop (Chaos the Clown).
import { lua } from "../../lua";
import { p } from "../schema";
import { ALL_TYPES, defineEffect } from "../types";
import { num } from "../words";
import { amountCode } from "./support/amounts";

export default defineEffect({
  id: "free_rerolls",
  label: "Free Rerolls",
  description: "Gives free rerolls in every shop (Chaos the Clown).",
  category: "Shop",
  objectTypes: ALL_TYPES,
  passive: true,
  params: [p.number("value", "Free rerolls", 1)],
  summary: (v) => `+${num(v.value)} free reroll${v.value.kind === "literal" && v.value.value === 1 ? "" : "s"} per shop`,
  generate: (v, ctx) => amountCode(ctx, "add", ctx.value(v.value), {
    current: () => lua.path("G.GAME.round_resets.free_rerolls"),
    apply: (d) => [lua.doCall("SMODS.change_free_rerolls", d)],
  }),
});
