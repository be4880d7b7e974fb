import { build, scenario } from "../scenario";
import { OWNED_CONSUMABLES as OWNED } from "./probes";

const { rule, effect } = build;

export default [
  scenario({
    entry: "create_last_played_planet", name: "after a Pair, the Pair's Planet (Mercury)",
    subject: { type: "joker", rules: [rule("after_hand_played", { effects: [effect("create_last_played_planet")] })] },
    steps: [{ play: ["H_5", "S_5"] }], probes: OWNED, expect: { probes: { owned: "c_mercury" } },
  }),
  scenario({
    entry: "create_last_played_planet", name: "Blue Seal-like: held at the end of the round after a Flush, a Negative Jupiter",
    subject: { type: ["enhancement", "seal", "edition"], rules: [rule("card_held_in_hand_end_of_round", { effects: [effect("create_last_played_planet", { is_negative: "negative" })] })] },
    setup: { hand: [{ card: "H_K", self: true }] },
    steps: [{ play: ["D_2", "D_5", "D_7", "D_9", "D_J"] }, { endRound: true }], probes: OWNED, expect: { probes: { owned: "c_jupiter/e_negative" } },
  }),
  scenario({
    entry: "create_last_played_planet", name: "used or redeemed after a Straight was played: Saturn",
    subject: { type: ["consumable", "voucher"], rules: [rule("card_used", { effects: [effect("create_last_played_planet")] })] },
    setup: { lua: "G.GAME.last_hand_played = 'Straight'" }, steps: [{ activate: true }], probes: OWNED, expect: { probes: { owned: "c_saturn" } },
  }),
];
