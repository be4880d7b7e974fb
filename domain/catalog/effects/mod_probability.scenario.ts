import { build, scenario } from "../scenario";

const { rule, effect } = build;
const ODDS = { odds: "(function() local n, d = SMODS.get_probability_vars(nil, 1, 4, 'probe') return n .. ' in ' .. d end)()" };

export default [
  scenario({
    entry: "mod_probability", name: "chances are doubled, as Oops! All 6s does (1 in 4 → 2 in 4)",
    subject: { type: "joker", rules: [rule("change_probability", { effects: [effect("mod_probability", { part: "numerator", operation: "multiply", value: 2 })] })] },
    steps: [], probes: ODDS, expect: { probes: { odds: "2 in 4" } },
  }),
  scenario({
    entry: "mod_probability", name: "the odds get 2 worse (1 in 4 → 1 in 6)",
    subject: { type: "joker", rules: [rule("change_probability", { effects: [effect("mod_probability", { part: "denominator", operation: "increment", value: 2 })] })] },
    steps: [], probes: ODDS, expect: { probes: { odds: "1 in 6" } },
  }),
];
