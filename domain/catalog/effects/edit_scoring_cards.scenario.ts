import { build, scenario } from "../scenario";

const { rule, effect } = build;
const v = build.variable;

const GOLD = { gold: "(function() local n = 0 for _, c in ipairs(G.playing_cards) do if c.config.center.key == 'm_gold' then n = n + 1 end end return n end)()" };

export default [
  scenario({
    entry: "edit_scoring_cards", name: "before scoring, the played King and Queen turn Gold, the 5 does not",
    subject: { type: "joker", rules: [rule("before_hand_played", { effects: [effect("edit_scoring_cards", { filter: "face", new_enhancement: "m_gold" })] })] },
    steps: [{ play: ["H_K", "S_K", "H_Q", "S_Q", "D_5"] }], probes: GOLD, expect: { hand: "Two Pair", probes: { gold: 4 } },
  }),
  scenario({
    entry: "edit_scoring_cards", name: "a Mult card stripped before it scores gives no +4; the variable gains 0.1 per card: 20 × 2 × 1.1 = 44",
    subject: {
      type: "joker", variables: [v("x", "number", 1)],
      rules: [
        rule("before_hand_played", { effects: [effect("edit_scoring_cards", { filter: "enhanced", new_enhancement: "remove", variable_name: "x", per_card: 0.1 })] }),
        rule("hand_played", { effects: [effect("apply_x_mult", { value: "x" })] }),
      ],
    },
    steps: [{ play: [{ card: "H_5", enhancement: "m_mult" }, "S_5"] }], expect: { chips: 20, score: 44, vars: { x: 1.1 } },
  }),
];
