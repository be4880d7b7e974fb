import { build, scenario } from "../scenario";
import { logged } from "./probes";

const { rule, effect } = build;

export default [
  scenario({
    entry: "show_message", name: "a played hand shows the custom message",
    subject: { type: "joker", rules: [rule("hand_played", { effects: [effect("show_message", { colour: "G.C.RED" }, "Hello there")] })] },
    steps: [{ play: ["H_5", "S_5"] }], probes: { shown: logged("message", "text", "Hello there") }, expect: { probes: { shown: true } },
  }),
  scenario({
    entry: "show_message", name: "scoring the modified card shows the text held in a text variable",
    subject: {
      type: ["enhancement", "seal", "edition"], variables: [build.variable("greeting", "text", "Howdy")],
      rules: [rule("card_scored", { effects: [effect("show_message", { message_type: "variable", text_var: "greeting" })] })],
    },
    steps: [{ play: [{ card: "H_5", self: true }, "S_5"] }], probes: { shown: logged("message", "text", "Howdy") }, expect: { probes: { shown: true } },
  }),
  scenario({
    entry: "show_message", name: "used or redeemed: the message shows on the card",
    subject: { type: ["consumable", "voucher"], rules: [rule("card_used", { effects: [effect("show_message", {}, "Used!")] })] },
    steps: [{ activate: true }], probes: { shown: logged("message", "text", "Used!") }, expect: { probes: { shown: true } },
  }),
];
