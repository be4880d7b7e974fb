// Condition ids the original renamed (reference section 7 "Rule migration").
import { hasOwn } from "../plain";
import { rawConditions, rawRules } from "./rawItems";
import type { Migration } from "./types";

export const CONDITION_RENAMES: Readonly<Record<string, string>> = {
  card_count: "hand_count",
  deck_check: "check_deck",
  blind_requirements: "check_blind_requirements",
  poker_hand: "hand_type",
  joker_specific: "joker_key",
};

export const conditionRenames: Migration = {
  id: 4,
  name: "condition-renames",
  up(raw, note) {
    for (const { owner, rule } of rawRules(raw)) {
      for (const condition of rawConditions(rule)) {
        const type = condition.type;
        if (typeof type !== "string" || !hasOwn(CONDITION_RENAMES, type)) continue;
        condition.type = CONDITION_RENAMES[type];
        note(`${owner.list}[].rules: condition "${type}" migrated to "${CONDITION_RENAMES[type]}"`);
      }
    }
  },
};
