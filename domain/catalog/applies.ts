// Which blocks apply where. One answer for the compiler, the builder's palette, the property
// tests and the coverage meta-test: an entry applies to (item type, trigger) when the trigger
// serves the type, the entry lists the type and the trigger, and the trigger offers what the
// entry needs (a playing card, a scoring hand).
import type { Applies, RuleObjectType, TriggerDef } from "./types";

/** Why a trigger cannot serve an item type, or undefined when it can. */
export function triggerRefusal(trigger: TriggerDef, type: RuleObjectType): string | undefined {
  return trigger.objectTypes.includes(type) ? undefined : `'${trigger.label}' is not a trigger of ${type}s`;
}

/** Why a condition or effect cannot go under this trigger on this item type, or undefined when it can. */
export function blockRefusal(entry: Applies & { label: string; probability?: boolean; passive?: boolean }, type: RuleObjectType, trigger: TriggerDef, kind: "condition" | "effect"): string | undefined {
  if (!entry.objectTypes.includes(type)) return `'${entry.label}' does not apply to ${type}s`;
  if (kind === "condition" && trigger.method === "passive") return "passive rules are always on: they have no conditions";
  if (kind === "effect") {
    if (trigger.method === "passive" && !entry.passive) return `'${entry.label}' cannot be always on (passive)`;
    if (trigger.id === "change_probability" && !entry.probability) return `'${entry.label}' does not work when changing a probability; use Set or Modify Probability`;
    if (entry.probability && trigger.id !== "change_probability") return `'${entry.label}' works only with the trigger 'Change Probability'`;
  }
  if (entry.triggers && !entry.triggers.includes(trigger.id as never)) return `'${entry.label}' does not work with the trigger '${trigger.summary(type)}'`;
  const scope = trigger.scope(type);
  for (const need of entry.needs ?? []) {
    if (need === "card" && !scope.card) return `'${entry.label}' needs a trigger about one playing card, not '${trigger.summary(type)}'`;
    if (need === "scoring" && !scope.scoring) return `'${entry.label}' needs a played hand, not '${trigger.summary(type)}'`;
  }
  if (entry.except?.some(([t, id]) => t === type && id === trigger.id)) return `'${entry.label}' does not work with the trigger '${trigger.summary(type)}' on ${type}s`;
  return undefined;
}
