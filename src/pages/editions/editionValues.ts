// An edition's values: the game's own config keys (smods.md 2.11), which the exported calculate
// scores the way the vanilla editions do.
import type { EditionConfig } from "../../../domain/model";

export type EditionValueKey = keyof EditionConfig;

export interface EditionValueField {
  key: EditionValueKey;
  label: string;
  hint: string;
  step: number;
  /** The card-badge text for a value. */
  badge: (n: number) => string;
}

export const EDITION_VALUE_FIELDS: readonly EditionValueField[] = [
  { key: "chips", label: "Chips", hint: "+Chips, before the joker's own effect or when the card scores (Foil: 50).", step: 5, badge: (n) => `${n >= 0 ? "+" : ""}${n} Chips` },
  { key: "mult", label: "Mult", hint: "+Mult, at the same moment as the chips (Holographic: 10).", step: 1, badge: (n) => `${n >= 0 ? "+" : ""}${n} Mult` },
  { key: "x_mult", label: "X Mult", hint: "XMult, after the joker's own effect or when the card scores (Polychrome: 1.5).", step: 0.25, badge: (n) => `X${n} Mult` },
];
