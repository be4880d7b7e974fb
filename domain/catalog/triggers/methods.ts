// Triggers that are not calculate contexts: using a consumable, redeeming a voucher, selecting a
// deck (the object's use / redeem / apply method), and always-on joker effects (add_to_deck).
import type { TriggerDef } from "../types";

export const cardUsedConsumable: TriggerDef = { id: "card_used", label: "When Used / Redeemed / Selected", objects: ["consumable", "voucher", "deck"], method: "use" };
export const passive: TriggerDef = { id: "passive", label: "Passive (Always Active)", objects: ["joker"], method: "passive" };
