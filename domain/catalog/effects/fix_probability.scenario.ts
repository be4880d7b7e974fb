import { build, scenario } from "../scenario";

const { rule, effect } = build;
const ODDS = { odds: "(function() local n, d = SMODS.get_probability_vars(nil, 1, 4, 'probe') return n .. ' in ' .. d end)()" };

export default [
  scenario({
    entry: "fix_probability", name: "every chance becomes 1 in 1 (a 1 in 4 is certain)",
    subject: { type: "joker", rules: [rule("change_probability", { effects: [effect("fix_probability", { part: "both", value: 1 })] })] },
    steps: [], probes: ODDS, expect: { probes: { odds: "1 in 1" } },
  }),
  scenario({
    entry: "fix_probability", name: "the numerator of every chance becomes 3 (1 in 4 → 3 in 4)",
    subject: { type: "joker", rules: [rule("change_probability", { effects: [effect("fix_probability", { part: "numerator", value: 3 })] })] },
    steps: [], probes: ODDS, expect: { probes: { odds: "3 in 4" } },
  }),
];
