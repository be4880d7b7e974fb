import { build, scenario } from "../scenario";

const { rule, effect } = build;
// every card dealt from now on records its wobbles
const RECORD = "WOBBLES = {}; local base = Card.juice_up; Card.juice_up = function(self, s, r) if self.playing_card then WOBBLES[#WOBBLES + 1] = (s or 0) .. '/' .. (r or 0) end end; PROBE_RESTORE = function() Card.juice_up = base end";
const READ = { wobbles: "(function() local w = table.concat(WOBBLES, ','); PROBE_RESTORE(); return w end)()" };

export default [
  scenario({
    entry: "juice_up_card", name: "each scored card wobbles once",
    subject: { type: "joker", rules: [rule("card_scored", { effects: [effect("juice_up_card", { mode: "onetime", scale: 0.5, rotation: 0.25 })] })] },
    setup: { lua: RECORD },
    steps: [{ play: ["H_5", "S_5"] }], probes: READ, expect: { probes: { wobbles: "0.5/0.25,0.5/0.25" } },
  }),
  scenario({
    entry: "juice_up_card", name: "the modified card keeps wobbling when it scores",
    subject: { type: ["enhancement", "seal", "edition"], rules: [rule("card_scored", { effects: [effect("juice_up_card", { mode: "constant" })] })] },
    setup: { lua: RECORD },
    steps: [{ play: [{ card: "H_5", self: true }, "S_5"] }], probes: READ, expect: { probes: { wobbles: "0.1/0.1" } },
  }),
];
