// Pure parts of the enhancement editor.
import type { Enhancement } from "../../../domain/model";

/** The card-face flags that are on, as short badge labels. */
export function enhancementFlags(item: Partial<Enhancement>): string[] {
  return [
    item.replace_base_card && "Replaces card",
    item.no_rank && "No rank",
    item.no_suit && "No suit",
    item.any_suit && "Any suit",
    item.always_scores && "Always scores",
  ].filter((f): f is string => Boolean(f));
}

// The game asserts that any_suit and no_suit are never both set, so turning one on turns the
// other off.
export function withAnySuit(on: boolean): Partial<Enhancement> {
  return on ? { any_suit: true, no_suit: false } : { any_suit: false };
}

export function withNoSuit(on: boolean): Partial<Enhancement> {
  return on ? { no_suit: true, any_suit: false } : { no_suit: false };
}
