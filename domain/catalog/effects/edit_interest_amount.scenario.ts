import { build, scenario } from "../scenario";

const { rule, effect } = build;
const INTEREST = { interest: "G.GAME.interest_amount" };

export default [
  // $25 held, The Hook beaten with no hand left: its $5, then 5 × $2 of interest (the cap is 5 × $5): $40
  scenario({
    entry: "edit_interest_amount", name: "owned: $2 of interest per $5 at the cash-out",
    subject: { type: "joker", rules: [rule("passive", { effects: [effect("edit_interest_amount", { operation: "add", value: 1 })] })] },
    setup: { dollars: 25, hands: 0, blind: "bl_hook" }, steps: [{ endRound: true }, { cashOut: true }], probes: INTEREST, expect: { dollars: 40, probes: { interest: 2 } },
  }),
  scenario({
    entry: "edit_interest_amount", name: "sold: back to $1 per $5",
    subject: { type: "joker", rules: [rule("passive", { effects: [effect("edit_interest_amount", { operation: "add", value: 1 })] })] },
    steps: [{ sell: "self" }], probes: INTEREST, expect: { probes: { interest: 1 } },
  }),
  scenario({
    entry: "edit_interest_amount", name: "used, redeemed or chosen as the deck: set to $3 per $5",
    subject: { type: ["consumable", "voucher", "deck"], rules: [rule("card_used", { effects: [effect("edit_interest_amount", { operation: "set", value: 3 })] })] },
    steps: [{ activate: true }], probes: INTEREST, expect: { probes: { interest: 3 } },
  }),
];
