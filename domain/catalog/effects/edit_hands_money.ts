// Edit Hand Money: changes the money the cash-out pays for each hand left ($1 normally).
import { perRoundMoney } from "./moneyRules";

export default perRoundMoney({
  id: "edit_hands_money", label: "Edit Hand Money", description: "Changes the money earned for each hand left at the end of a round.",
  field: "money_per_hand", base: 1, what: "money per hand left", defaultOp: "add", valueLabel: "Money per hand ($)",
});
