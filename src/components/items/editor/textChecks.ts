// The editors' view of the item text rules (spec section 5), which live in domain/validation.
import { validateDescription, type TextReport } from "../../../../domain/validation/description";
import { validateItemName } from "../../../../domain/validation/itemName";

export type { TextReport };

/** The first problem with an item name, or null when it is fine. */
export function checkItemName(name: string): string | null {
  const result = validateItemName(name);
  return result.valid ? null : result.error ?? "Invalid name";
}

/** Description errors (block nothing, shown red) and warnings (shown amber). */
export const checkDescription = (text: string): TextReport => validateDescription(text);
