import { build, scenario } from "../scenario";

const { rule, effect } = build;
const v = build.variable;

export default [
  scenario({
    entry: "change_text_variable", name: "a played hand sets the text to 'Ready'",
    subject: { type: "joker", variables: [v("label", "text", "")], rules: [rule("hand_played", { effects: [effect("change_text_variable", { variable_name: "label", text: "Ready" })] })] },
    steps: [{ play: ["H_5", "S_5"] }], expect: { vars: { label: "Ready" } },
  }),
  scenario({
    entry: "change_text_variable", name: "scoring the modified card copies a key variable into the text",
    subject: {
      type: ["enhancement", "seal", "edition"], variables: [v("label", "text", ""), v("picked", "key", "j_joker")],
      rules: [rule("card_scored", { effects: [effect("change_text_variable", { variable_name: "label", change_type: "key_var", key_variable: "picked" })] })],
    },
    steps: [{ play: [{ card: "H_5", self: true }, "S_5"] }], expect: { vars: { label: "j_joker" } },
  }),
  scenario({
    entry: "change_text_variable", name: "used, redeemed or chosen as the deck: the text becomes 'Go'",
    subject: { type: ["consumable", "voucher", "deck"], variables: [v("label", "text", "")], rules: [rule("card_used", { effects: [effect("change_text_variable", { variable_name: "label", text: "Go" })] })] },
    steps: [{ activate: true }], expect: { vars: { label: "Go" } },
  }),
];
