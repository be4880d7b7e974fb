// Reduce Flush/Straight Requirements: flushes and straights need fewer cards (SMODS.four_fingers
// answers fewer while this joker is owned; with a reduction of 1 this is Four Fingers).
import { lua } from "../../lua";
import { p } from "../schema";
import { defineEffect } from "../types";
import { num } from "../words";
import { owned, wrap } from "./passiveHooks";

const { local, name, ifThen, ret, call, bin, num: n } = lua;

export default defineEffect({
  id: "reduce_flush_straight_requirements",
  label: "Reduce Flush/Straight Requirements",
  description: "While owned, flushes and straights need fewer cards (like Four Fingers).",
  category: "Game Rules",
  objectTypes: ["joker"],
  triggers: ["passive"],
  passive: true,
  params: [p.number("reduction_value", "Fewer cards", 1, { min: 1, max: 4, integer: true, dynamic: false })],
  summary: (v) => `Flushes and straights need ${num(v.reduction_value)} fewer card${v.reduction_value.kind === "literal" && v.reduction_value.value === 1 ? "" : "s"}`,
  generate(v, ctx) {
    const reduction = v.reduction_value.kind === "literal" ? v.reduction_value.value : 1;
    return {
      passive: { add: [], remove: [] },
      hooks: wrap(ctx, "SMODS.four_fingers", ["hand_type"], (original) => [
        local("needed", original(name("hand_type"))),
        ifThen(owned(ctx), [ret(call("math.max", n(1), bin("-", name("needed"), n(reduction))))]),
        ret(name("needed")),
      ]),
    };
  },
});
