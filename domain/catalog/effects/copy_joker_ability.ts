// Copy Joker Ability: copies another joker's ability, as Blueprint (the joker to the right) and
// Brainstorm (the first joker) do: every context is passed to that joker through
// SMODS.blueprint_effect and what it returns is this joker's effect.
import { lua } from "../../lua";
import { opts, p } from "../schema";
import { defineEffect } from "../types";
import { num } from "../words";
import { jokerAt } from "./shared";

const { local, name, call, ifThen, assign, index, bin, len, num: n, path } = lua;

const WHICH = opts(["right", "The joker to the right"], ["left", "The joker to the left"], ["first", "The first joker"], ["last", "The last joker"], ["specific", "The joker at a position"]);

export default defineEffect({
  id: "copy_joker_ability",
  label: "Copy Joker Ability",
  description: "Copies the ability of another joker (like Blueprint or Brainstorm).",
  category: "Jokers",
  objectTypes: ["joker"],
  triggers: ["passive"],
  passive: true,
  params: [
    p.select("selection_method", "Copy", WHICH, "right"),
    p.number("specific_index", "Position", 1, { min: 1, integer: true, when: { param: "selection_method", is: ["specific"] } }),
  ],
  summary: (v) => (v.selection_method === "specific" ? `Copy the ability of joker ${num(v.specific_index)}` : `Copy the ability of ${WHICH.find((o) => o.value === v.selection_method)?.label.toLowerCase()}`),
  generate(v, ctx) {
    const target = ctx.local("copied_joker");
    const result = ctx.local("copied_effect");
    return {
      passive: {
        add: [], remove: [],
        calculate: [
          ...jokerAt(ctx, v.selection_method, target, { index: ctx.value(v.specific_index), others: true }),
          local(result, call("SMODS.blueprint_effect", ctx.self, name(target), path("context"))),
          ifThen(name(result), [assign(index(name("effects"), bin("+", len(name("effects")), n(1))), name(result))]),
        ],
      },
    };
  },
});
