import { build, scenario } from "../scenario";

const { rule, effect } = build;
const v = build.variable;

const SUBJECT = {
  type: "joker" as const, variables: [v("size", "number", 3)],
  rules: [
    rule("passive", { effects: [effect("hand_size_from_variable", { variable_name: "size" })] }),
    rule("round_end", { effects: [
      effect("modify_internal_variable", { variable_name: "size", operation: "decrement", value: 1 }),
      effect("edit_hand_size", { operation: "subtract", value: 1 }),
    ] }),
  ],
};

export default [
  scenario({ entry: "hand_size_from_variable", name: "a variable of 3: the hand holds 11", subject: SUBJECT, steps: [], expect: { handSize: 11 } }),
  scenario({ entry: "hand_size_from_variable", name: "a round later it is 2 and the hand holds 10", subject: SUBJECT, steps: [{ endRound: true }], expect: { handSize: 10, vars: { size: 2 } } }),
  scenario({ entry: "hand_size_from_variable", name: "sold then: its 2 are taken back, the hand holds 8", subject: SUBJECT, steps: [{ endRound: true }, { sell: "self" }], expect: { handSize: 8 } }),
];
