import { conditionScenarios } from "./kit";

// A Lucky Card whose chances are forced to pay: +20 Mult and $20 (the game's own payout).
export default [
  ...conditionScenarios("lucky_card_triggered", {
    name: "a Lucky Card scores and pays out",
    families: ["joker"],
    trigger: "card_scored",
    setup: { chance: "always" },
    steps: [{ play: [{ card: "H_5", enhancement: "m_lucky" }] }],
    gameDollars: 20,
    cases: [{ params: {}, holds: true }, { params: {}, negate: true, holds: false }],
  }),
  ...conditionScenarios("lucky_card_triggered", {
    name: "a Lucky Card scores without paying out",
    families: ["joker"],
    trigger: "card_scored",
    setup: { chance: "never" },
    steps: [{ play: [{ card: "H_5", enhancement: "m_lucky" }] }],
    cases: [{ params: {}, holds: false }, { params: {}, negate: true, holds: true }],
  }),
  ...conditionScenarios("lucky_card_triggered", {
    name: "the card is a Lucky Card and pays out",
    families: ["seal", "edition"],
    setup: { chance: "always" },
    steps: [{ play: [{ card: "H_5", enhancement: "m_lucky", self: true }] }],
    gameDollars: 20,
    cases: [{ params: {}, holds: true }, { params: {}, negate: true, holds: false }],
  }),
  ...conditionScenarios("lucky_card_triggered", {
    name: "the card carries this enhancement, not Lucky",
    families: ["enhancement"],
    setup: { chance: "always" },
    steps: [{ play: [{ card: "H_5", self: true }] }],
    cases: [{ params: {}, holds: false }, { params: {}, negate: true, holds: true }],
  }),
];
