// The catalog: every trigger, condition and effect that has a generator, looked up by id.
// Older project files use retired ids for some kinds; they map to the current generator here so
// such rules export the same as after the original app's own migration.
import type { ConditionDef, EffectDef, TriggerDef } from "./types";
import { TRIGGERS } from "./triggers";
import { CONDITIONS } from "./conditions";
import { EFFECTS } from "./effects";

const triggers = new Map<string, TriggerDef>(TRIGGERS.map((t) => [t.id, t]));
const conditions = new Map<string, ConditionDef>(CONDITIONS.map((c) => [c.id, c]));
const effects = new Map<string, EffectDef>(EFFECTS.map((e) => [e.id, e]));

/** Retired condition ids of older project files -> current ids (reference section 7). */
export const CONDITION_ALIASES: Readonly<Record<string, string>> = {
  card_count: "hand_count",
  deck_check: "check_deck",
  blind_requirements: "check_blind_requirements",
  poker_hand: "hand_type",
  joker_specific: "joker_key",
};

export function findTrigger(id: string): TriggerDef | undefined {
  return triggers.get(id);
}

export function findCondition(id: string): ConditionDef | undefined {
  return conditions.get(id) ?? conditions.get(CONDITION_ALIASES[id] ?? "");
}

export function findEffect(id: string): EffectDef | undefined {
  return effects.get(id) ?? EFFECTS.find((e) => e.aliases?.includes(id));
}

export function allTriggers(): readonly TriggerDef[] { return TRIGGERS; }
export function allConditions(): readonly ConditionDef[] { return CONDITIONS; }
export function allEffects(): readonly EffectDef[] { return EFFECTS; }
