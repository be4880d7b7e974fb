import { build, scenario } from "../scenario";

const { rule, effect } = build;
const v = build.variable;
const canio = (which: string) => ({ type: "joker" as const, variables: [v("n", "number", 1)],
  rules: [rule("card_destroyed", { effects: [effect("count_destroyed_cards", { variable_name: "n", which, value: 1 })] })] });
// Glass Cards scored with their 1 in 4 forced: they break after scoring (only scored ones: an
// unscored Glass Card never rolls, as Steamodded's m_glass checks context.cardarea == G.play)
const glass = (card: string) => ({ card, enhancement: "m_glass" });

export default [
  scenario({
    entry: "count_destroyed_cards", name: "two Glass Kings and two Glass 5s break: 2 face cards, 1 + 2 = 3",
    subject: canio("face"), setup: { chance: "always" },
    steps: [{ play: [glass("H_K"), glass("S_K"), glass("C_5"), glass("D_5")] }], expect: { destroyed: 4, vars: { n: 3 } },
  }),
  scenario({
    entry: "count_destroyed_cards", name: "every card: the four count, 1 + 4 = 5",
    subject: canio("any"), setup: { chance: "always" },
    steps: [{ play: [glass("H_K"), glass("S_K"), glass("C_5"), glass("D_5")] }], expect: { destroyed: 4, vars: { n: 5 } },
  }),
  scenario({
    entry: "count_destroyed_cards", name: "an unscored Glass 5 beside a pair of Glass Kings does not break: 1 + 2 = 3",
    subject: canio("any"), setup: { chance: "always" },
    steps: [{ play: [glass("H_K"), glass("S_K"), glass("C_5")] }], expect: { destroyed: 2, vars: { n: 3 } },
  }),
  scenario({
    entry: "count_destroyed_cards", name: "Glass Cards only: the Glass 5 counts, the plain King played beside it does not break",
    subject: canio("glass"), setup: { chance: "always" },
    steps: [{ play: ["H_5", glass("S_5")] }], expect: { destroyed: 1, vars: { n: 2 } },
  }),
];
