import { build, scenario } from "../scenario";

const { rule, effect } = build;

export default [
  scenario({
    entry: "crash_game", name: "a joker stops the game with its error when a hand is played",
    subject: { type: "joker", rules: [rule("hand_played", { effects: [effect("crash_game", {}, "The joker bites!")] })] },
    steps: [{ play: ["H_5", "S_5"] }], expect: { problems: ["subject: calculate (context.joker_main): The joker bites!"] },
  }),
  scenario({
    entry: "crash_game", name: "used: the consumable stops the game",
    subject: { type: "consumable", rules: [rule("card_used", { effects: [effect("crash_game", {}, "Cursed!")] })] },
    steps: [{ activate: true }], expect: { problems: ["subject: use: Cursed!"] },
  }),
  scenario({
    entry: "crash_game", name: "scoring the modified card stops the game",
    subject: { type: ["enhancement", "seal", "edition"], rules: [rule("card_scored", { effects: [effect("crash_game", {}, "Cursed card!")] })] },
    steps: [{ play: [{ card: "H_5", self: true }, "S_5"] }], expect: { problems: ["subject: calculate (context.main_scoring): Cursed card!"] },
  }),
  scenario({
    entry: "crash_game", name: "without it, playing a hand runs clean",
    subject: { type: "joker", rules: [rule("hand_played", { effects: [effect("add_mult", { value: 1 })] })] },
    steps: [{ play: ["H_5", "S_5"] }], expect: { problems: [] },
  }),
];
