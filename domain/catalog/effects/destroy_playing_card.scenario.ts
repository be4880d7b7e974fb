import { build, scenario } from "../scenario";

const { rule, effect, chance } = build;
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
  // the rule decides once, when the card scores: the destroy that follows after scoring is that
  // same decision, not a second roll or a second look at the conditions
  scenario({
    entry: "destroy_playing_card", name: "1 in 2: +$1 and destroy: every card that paid is destroyed, and only those (one roll per card)",
    subject: { type: "joker", rules: [rule("card_scored", { chances: [chance(1, 2, [effect("set_dollars", { operation: "add", value: 1 }), effect("destroy_playing_card")])] })] },
    setup: { dollars: 0 },
    steps: [{ play: ["H_2", "H_5", "H_9", "H_K", "H_A"] }, { play: ["S_2", "S_5", "S_9", "S_K", "S_A"] }],
    // money paid plus cards left is the 62 cards (the deck's 52 and the 10 played) whatever the rolls gave
    probes: { paidPlusLeft: "G.GAME.dollars + #G.playing_cards" },
    expect: { probes: { paidPlusLeft: 62 } },
  }),
  scenario({
    entry: "destroy_playing_card", name: "a rule whose effect changes the variable its condition tests still destroys the card",
    subject: build.disarming("card_scored", effect("destroy_playing_card")),
    steps: [{ play: ["H_5", "S_5"] }], expect: { destroyed: 1, deckSize: 53, vars: { armed: 0 } },
  }),
  scenario({
    // two discards: with one, the old second roll happened to land on the same total
    entry: "destroy_playing_card", name: "1 in 2 on discard, two discards of five: +$1 and destroy, one roll per card",
    subject: { type: "joker", rules: [rule("card_discarded", { chances: [chance(1, 2, [effect("set_dollars", { operation: "add", value: 1 }), effect("destroy_playing_card")])] })] },
    setup: { dollars: 0 },
    steps: [{ discard: ["H_2", "H_5", "H_9", "H_K", "H_A"] }, { discard: ["S_2", "S_5", "S_9", "S_K", "S_A"] }],
    probes: { paidPlusLeft: "G.GAME.dollars + #G.playing_cards" },
    expect: { probes: { paidPlusLeft: 62 } },
  }),
];
