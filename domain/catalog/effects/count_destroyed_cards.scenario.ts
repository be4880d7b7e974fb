import { build, scenario } from "../scenario";

const { rule, effect } = build;
const v = build.variable;
const canio = (which: string) => ({ type: "joker" as const, variables: [v("n", "number", 1)],
  rules: [rule("card_destroyed", { effects: [effect("count_destroyed_cards", { variable_name: "n", which, value: 1 })] })] });
// Glass Cards scored with their 1 in 4 forced: they break after scoring
const glass = (card: string) => ({ card, enhancement: "m_glass" });

export default [
  scenario({
    entry: "count_destroyed_cards", name: "two Glass Kings and a Glass 5 break: 2 face cards, 1 + 2 = 3",
    subject: canio("face"), setup: { chance: "always" },
    steps: [{ play: [glass("H_K"), glass("S_K"), glass("C_5")] }], expect: { destroyed: 3, vars: { n: 3 } },
  }),
  scenario({
    entry: "count_destroyed_cards", name: "every card: the three count, 1 + 3 = 4",
    subject: canio("any"), setup: { chance: "always" },
    steps: [{ play: [glass("H_K"), glass("S_K"), glass("C_5")] }], expect: { destroyed: 3, vars: { n: 4 } },
  }),
  scenario({
    entry: "count_destroyed_cards", name: "Glass Cards only: the Glass 5 counts, the plain King played beside it does not break",
    subject: canio("glass"), setup: { chance: "always" },
    steps: [{ play: ["H_5", glass("S_5")] }], expect: { destroyed: 1, vars: { n: 2 } },
  }),
];
