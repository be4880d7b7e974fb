import { build, scenario } from "../scenario";

const { rule, effect } = build;
const destroy = (trigger: string, glass = false) => [rule(trigger, { effects: [effect("destroy_playing_card", { set_glass_trigger: glass })] })];

export default [
  scenario({
    entry: "destroy_playing_card", name: "both scored 5s are destroyed after scoring (the hand still scores 40)",
    subject: { type: "joker", rules: destroy("card_scored") },
    steps: [{ play: ["H_5", "S_5"] }], expect: { score: 40, destroyed: 2, deckSize: 52 },
  }),
  scenario({
    entry: "destroy_playing_card", name: "discarded cards are destroyed (Trading Card style)",
    subject: { type: "joker", rules: destroy("card_discarded") },
    steps: [{ discard: ["H_5", "S_9", "D_2"] }], expect: { destroyed: 3, deckSize: 52, discardsLeft: 2 },
  }),
  scenario({
    entry: "destroy_playing_card", name: "the modified card is destroyed when it scores; the other stays",
    subject: { type: ["enhancement", "seal", "edition"], rules: destroy("card_scored", true) },
    steps: [{ play: [{ card: "H_5", self: true }, "S_5"] }], expect: { destroyed: 1, deckSize: 53 },
  }),
  scenario({
    entry: "destroy_playing_card", name: "the modified card is destroyed when discarded",
    subject: { type: ["enhancement", "seal", "edition"], rules: destroy("card_discarded") },
    steps: [{ discard: [{ card: "H_5", self: true }, "S_5"] }], expect: { destroyed: 1, deckSize: 53 },
  }),
];
