// Using a consumable, redeeming a voucher, selecting a deck: the object's own use / redeem /
// apply method rather than a calculate context.
import { defineTrigger } from "../types";

const LABELS = { consumable: "When Consumable is Used", voucher: "When Voucher is Redeemed", deck: "When This Deck is Selected" } as const;

export default defineTrigger({
  id: "card_used",
  label: "When Used",
  description: "When the consumable is used, the voucher redeemed, or the run starts with the deck.",
  category: "Usage",
  objectTypes: ["consumable", "voucher", "deck"],
  labels: LABELS,
  method: "use",
  scope: () => ({ scoring: false }),
  summary: (type) => LABELS[type as keyof typeof LABELS] ?? "When Used",
});
