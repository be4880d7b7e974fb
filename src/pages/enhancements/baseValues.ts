// An enhancement's base values: the game's own config keys (smods.md 2.9), which it scores by
// itself. Editing one keeps the others, and any key a newer file holds, as they are.
import type { EnhancementConfig } from "../../../domain/model";

export type BaseValueKey = keyof EnhancementConfig;

export interface BaseValueField {
  key: BaseValueKey;
  label: string;
  hint: string;
  /** Lowest value the game makes use of. */
  min?: number;
  step: number;
}

export const BASE_VALUE_FIELDS: readonly BaseValueField[] = [
  { key: "bonus", label: "Chips", hint: "+Chips when the card scores (Bonus Card: 30).", step: 5 },
  { key: "mult", label: "Mult", hint: "+Mult when the card scores (Mult Card: 4).", step: 1 },
  { key: "x_mult", label: "X Mult", hint: "XMult when the card scores (Glass Card: 2).", min: 1, step: 0.25 },
  { key: "p_dollars", label: "Dollars", hint: "$ when the card scores.", step: 1 },
  { key: "h_x_mult", label: "Held in hand X Mult", hint: "XMult while the card stays in hand (Steel Card: 1.5).", min: 0, step: 0.25 },
  { key: "h_dollars", label: "Held dollars", hint: "$ if the card is in hand at the end of the round (Gold Card: 3).", step: 1 },
];

/** The config with `key` set to `value`, or removed when `value` is undefined; undefined when nothing is left. */
export function withBaseValue(config: EnhancementConfig | undefined, key: BaseValueKey, value: number | undefined): EnhancementConfig | undefined {
  const next: Record<string, unknown> = { ...(config ?? {}) };
  if (value === undefined) delete next[key];
  else next[key] = value;
  return Object.keys(next).length === 0 ? undefined : (next as EnhancementConfig);
}
