// The trigger registry: every trigger by id. `satisfies` makes a missing or unknown id a compile error.
import type { TriggerDef } from "../types";
import { CONTEXT_TRIGGERS } from "./context";
import { TRIGGER_IDS, type TriggerId } from "./ids";
import card_discarded from "./card_discarded";
import card_held_in_hand from "./card_held_in_hand";
import card_held_in_hand_end_of_round from "./card_held_in_hand_end_of_round";
import card_scored from "./card_scored";
import card_used from "./card_used";
import final_scoring_step from "./final_scoring_step";
import change_probability from "./change_probability";
import hand_debuffed from "./hand_debuffed";
import joker_triggered from "./joker_triggered";
import passive from "./passive";
import probability_result from "./probability_result";

const byId = new Map<string, TriggerDef>(
  [card_used, card_scored, card_discarded, card_held_in_hand, card_held_in_hand_end_of_round, change_probability, probability_result, joker_triggered, passive, final_scoring_step, hand_debuffed, ...CONTEXT_TRIGGERS]
    .map((t) => [t.id, t]),
);

export const TRIGGERS = Object.fromEntries(TRIGGER_IDS.map((id) => {
  const def = byId.get(id);
  if (!def) throw new Error(`trigger '${id}' has no module`);
  return [id, def];
})) as Record<TriggerId, TriggerDef>;

if (byId.size !== TRIGGER_IDS.length) throw new Error("a trigger module has an id missing from TRIGGER_IDS");

export * from "./ids";
