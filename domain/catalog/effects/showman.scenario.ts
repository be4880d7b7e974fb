import { build, scenario } from "../scenario";

const { rule, effect } = build;
// every joker but Greedy Joker is banned, and Greedy Joker is owned: without duplicates the pool is
// empty (the game falls back to Joker)
const SETUP = { jokers: ["j_greedy_joker"], lua: "for _, c in ipairs(G.P_CENTER_POOLS.Joker) do if c.key ~= 'j_greedy_joker' then G.GAME.banned_keys[c.key] = true end end" };
const NEXT = { next: "SMODS.create_card({ set = 'Joker' }).config.center.key" };

export default [
  scenario({
    entry: "showman", name: "a joker already owned (Greedy Joker) may appear again",
    subject: { type: "joker", rules: [rule("passive", { effects: [effect("showman")] })] },
    setup: SETUP, steps: [], probes: NEXT, expect: { probes: { next: "j_greedy_joker" } },
  }),
  scenario({
    entry: "showman", name: "once sold, an owned joker no longer appears",
    subject: { type: "joker", rules: [rule("passive", { effects: [effect("showman")] })] },
    setup: SETUP, steps: [{ sell: "self" }], probes: NEXT, expect: { probes: { next: "j_joker" } },
  }),
];
