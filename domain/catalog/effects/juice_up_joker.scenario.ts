import { build, scenario } from "../scenario";

const { rule, effect } = build;
// the subject joker records its wobbles
const RECORD = "local j = G.jokers.cards[1]; j.wobbles = {}; j.juice_up = function(self, s, r) self.wobbles[#self.wobbles + 1] = (s or 0) .. '/' .. (r or 0) end";

export default [
  scenario({
    entry: "juice_up_joker", name: "a played hand wobbles the joker once with size 2 and turn 3",
    subject: { type: "joker", rules: [rule("hand_played", { effects: [effect("juice_up_joker", { mode: "onetime", scale: 2, rotation: 3 })] })] },
    setup: { lua: RECORD },
    steps: [{ play: ["H_5", "S_5"] }], probes: { wobbles: "table.concat(G.jokers.cards[1].wobbles, ',')" }, expect: { probes: { wobbles: "2/3" } },
  }),
  scenario({
    entry: "juice_up_joker", name: "keeps wobbling (the game's juice_card_until) while the wobbles are not reset",
    subject: { type: "joker", rules: [rule("hand_played", { effects: [effect("juice_up_joker", { mode: "constant" })] })] },
    setup: { lua: RECORD },
    steps: [{ play: ["H_5", "S_5"] }], probes: { wobbles: "table.concat(G.jokers.cards[1].wobbles, ',')" }, expect: { probes: { wobbles: "0.1/0.1" } },
  }),
];
