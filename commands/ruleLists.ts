// The lists whose items have rules, on their own: pages ask "can this item have rules?" without
// loading the rule commands (rules.ts re-exports them).
import type { RuleObjectType } from "../domain/catalog/types";

/** The lists whose items have rules, with their object type. */
export const RULE_LISTS = {
  jokers: "joker", consumables: "consumable", enhancements: "enhancement", seals: "seal", editions: "edition", vouchers: "voucher", decks: "deck",
} as const satisfies Record<string, RuleObjectType>;
export type RuleList = keyof typeof RULE_LISTS;
