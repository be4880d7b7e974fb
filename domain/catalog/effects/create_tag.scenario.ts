import { build, scenario } from "../scenario";

const { rule, effect } = build;
const TAGS = { tags: "(function() local t = {} for _, tag in ipairs(G.GAME.tags) do t[#t + 1] = tag.key end return table.concat(t, ',') end)()" };

export default [
  scenario({
    entry: "create_tag", name: "a played hand gives a Double Tag",
    subject: { type: "joker", rules: [rule("hand_played", { effects: [effect("create_tag", { tag_type: "specific", specific_tag: "double" })] })] },
    steps: [{ play: ["H_5", "S_5"] }], probes: TAGS, expect: { probes: { tags: "tag_double" } },
  }),
  scenario({
    entry: "create_tag", name: "each scored card with the modifier gives a Juggle Tag",
    subject: { type: ["enhancement", "seal", "edition"], rules: [rule("card_scored", { effects: [effect("create_tag", { tag_type: "specific", specific_tag: "tag_juggle" })] })] },
    steps: [{ play: [{ card: "H_5", self: true }, "S_5"] }], probes: TAGS, expect: { probes: { tags: "tag_juggle" } },
  }),
  scenario({
    entry: "create_tag", name: "used, redeemed or chosen as the deck: an Investment Tag",
    subject: { type: ["consumable", "voucher", "deck"], rules: [rule("card_used", { effects: [effect("create_tag", { tag_type: "specific", specific_tag: "tag_investment" })] })] },
    steps: [{ activate: true }], probes: TAGS, expect: { probes: { tags: "tag_investment" } },
  }),
];
