// Blind Requirements: how much of the blind's chip requirement has been scored, in percent.
import { lua } from "../../lua";
import { p } from "../schema";
import { COMPARISONS } from "../options";
import { ALL_TYPES, defineCondition } from "../types";
import { comparison } from "../words";
import { compareTo } from "./shared";

const { and, bin, path, num } = lua;

export default defineCondition({
  id: "check_blind_requirements",
  label: "Blind Requirements",
  description: "Compares the share of the blind's chip requirement already scored (in percent) with a number.",
  category: "Game State",
  objectTypes: ALL_TYPES,
  params: [p.select("operator", "Comparison", COMPARISONS, "greater_equals"), p.number("percentage", "Percent", 25, { min: 0 })],
  summary: (v) => `if the blind's score ${comparison(v.operator, v.percentage)}% done`,
  generate(v, ctx) {
    const blind = path("G.GAME.blind");
    const done = bin("*", bin("/", path("G.GAME.chips"), path("G.GAME.blind.chips")), num(100));
    return and(blind, path("G.GAME.blind.chips"), bin(">", path("G.GAME.blind.chips"), num(0)), compareTo(v.operator, done, ctx.value(v.percentage)));
  },
});
