import { build, scenario } from "../scenario";

const { rule, effect } = build;
const v = build.variable;

export default [
  scenario({
    entry: "scale_per_added_card", name: "three cards added at once, then one: +0.5 per card makes 1 + 2 = 3",
    subject: { type: "joker", variables: [v("x", "number", 1)], rules: [rule("playing_card_added", { effects: [effect("scale_per_added_card", { variable_name: "x", value: 0.5 })] })] },
    steps: [
      { lua: "require('calc').calculate_context({ playing_card_added = true, cards = { G.playing_cards[1], G.playing_cards[2], G.playing_cards[3] } })" },
      { lua: "require('calc').calculate_context({ playing_card_added = true, cards = { G.playing_cards[4] } })" },
    ],
    expect: { vars: { x: 3 } },
  }),
];
