// Trigger ids the original renamed (its RuleBlockUpdater; reference section 7 "Rule migration").
import type { ObjectType } from "../../model/items";
import { rawRules } from "./rawItems";
import type { Migration } from "./types";

/** The current id of an old trigger id, for an item of `objectType`. */
export function renamedTrigger(trigger: string, objectType: ObjectType): string {
  switch (trigger) {
    case "consumable_used": return objectType === "consumable" ? "card_used" : trigger;
    case "voucher_used": case "deck_selected": return "card_used";
    case "card_held": return "card_held_in_hand";
    default: return trigger;
  }
}

export const triggerRenames: Migration = {
  id: 3,
  name: "trigger-renames",
  up(raw, note) {
    for (const { owner, rule } of rawRules(raw)) {
      if (typeof rule.trigger !== "string") continue;
      const trigger = renamedTrigger(rule.trigger, owner.objectType);
      if (trigger === rule.trigger) continue;
      note(`${owner.list}[].rules: trigger "${rule.trigger}" migrated to "${trigger}"`);
      rule.trigger = trigger;
    }
  },
};
