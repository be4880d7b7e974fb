// A deck's starting values: the game's own Back config keys (smods.md 2.13), each a change from
// the base run that the game applies when a run with the deck starts.
import type { DeckConfig } from "../../../domain/model";
import { signed } from "../../components/items/editor/configValue";

export type StartingValueKey = keyof DeckConfig;

export interface StartingValueField {
  key: StartingValueKey;
  label: string;
  hint: string;
  /** The card-badge text for a value. */
  badge: (n: number) => string;
}

const plural = (n: number, one: string, many: string) => (Math.abs(n) === 1 ? one : many);

export const STARTING_VALUE_FIELDS: readonly StartingValueField[] = [
  { key: "dollars", label: "Money ($)", hint: "Added to the $4 a run starts with (Yellow Deck: +10).", badge: (n) => `${n < 0 ? "-" : "+"}$${Math.abs(n)}` },
  { key: "hands", label: "Hands", hint: "Hands per round, from 4 (Blue Deck: +1, Black Deck: -1).", badge: (n) => `${signed(n)} ${plural(n, "hand", "hands")}` },
  { key: "discards", label: "Discards", hint: "Discards per round, from 3 (Red Deck: +1).", badge: (n) => `${signed(n)} ${plural(n, "discard", "discards")}` },
  { key: "joker_slot", label: "Joker slots", hint: "From 5 (Black Deck: +1, Painted Deck: -1).", badge: (n) => `${signed(n)} Joker ${plural(n, "slot", "slots")}` },
  { key: "consumable_slot", label: "Consumable slots", hint: "From 2 (Nebula Deck: -1).", badge: (n) => `${signed(n)} consumable ${plural(n, "slot", "slots")}` },
  { key: "hand_size", label: "Hand size", hint: "Cards in hand, from 8 (Painted Deck: +2).", badge: (n) => `${signed(n)} hand size` },
];
