// A voucher's requirement. The original kept a switch beside the key (requires_activetor, sic);
// its exporter only honours the key while the switch is on, so the two always move together.
import type { Voucher } from "../../../domain/model";

/** The voucher this one requires, or "" when none is in force. */
export function requirementOf(item: Pick<Voucher, "requires" | "requires_activetor">): string {
  if (item.requires_activetor === false) return "";
  return typeof item.requires === "string" ? item.requires.trim() : "";
}

export function withRequirement(key: string): Pick<Voucher, "requires" | "requires_activetor"> {
  return key ? { requires: key, requires_activetor: true } : { requires: "", requires_activetor: false };
}
