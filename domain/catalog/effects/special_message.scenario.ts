import { build, scenario } from "../scenario";
import { logged } from "./probes";

const { rule, effect } = build;

export default [
  scenario({
    entry: "special_message", name: "used or redeemed: the custom message shows in big letters",
    subject: { type: ["consumable", "voucher"], rules: [rule("card_used", { effects: [effect("special_message", { silent: "false" }, "Nope!")] })] },
    steps: [{ activate: true }],
    probes: { shown: logged("attention", "text", "Nope!"), sound: logged("sound", "key", "tarot2") }, expect: { probes: { shown: true, sound: true } },
  }),
  scenario({
    entry: "special_message", name: "a played hand shows the message in big letters, silently",
    subject: { type: "joker", rules: [rule("hand_played", { effects: [effect("special_message", {}, "Big!")] })] },
    steps: [{ play: ["H_5", "S_5"] }],
    probes: { shown: logged("attention", "text", "Big!"), sound: logged("sound", "key", "tarot2") }, expect: { probes: { shown: true, sound: false } },
  }),
];
