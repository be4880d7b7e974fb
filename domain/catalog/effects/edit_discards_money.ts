// Edit Discard Money: changes the money the cash-out pays for each discard left ($0 normally, $1
// with the Green Deck).
import { perRoundMoney } from "./moneyRules";

export default perRoundMoney({
  id: "edit_discards_money", label: "Edit Discard Money", description: "Changes the money earned for each discard left at the end of a round.",
  field: "money_per_discard", base: 0, what: "money per discard left", defaultOp: "set", valueLabel: "Money per discard ($)",
});
