// Names the block a crash points at in the modder's words: the item, the rule's number and
// trigger, the block's catalog label (as the rule builder shows them).
import { findCondition, findEffect, findTrigger } from "../catalog/registry";
import type { LineOrigin } from "../export/lineMap";
import { LIST_OF_TYPE, type ObjectType, type Project } from "../model";

export interface BlockPlace {
  itemType: ObjectType;
  itemId: string;
  itemName: string;
  itemKey: string;
  ruleId?: string;
  ruleNumber?: number;
  trigger?: string;
  blockKind?: LineOrigin["blockKind"];
  blockId?: string;
  /** The block's label: "Crash the Game", "Chance 1 in 4"... */
  blockLabel?: string;
}

interface LooseRule {
  id?: string; trigger?: string;
  conditionGroups?: { conditions?: { id?: string; type?: string }[] }[];
  effects?: { id?: string; type?: string }[];
  randomGroups?: { id?: string; effects?: { id?: string; type?: string }[] }[];
  loops?: { id?: string; effects?: { id?: string; type?: string }[] }[];
}

function effectsOf(rule: LooseRule): { id?: string; type?: string }[] {
  return [...(rule.effects ?? []), ...(rule.randomGroups ?? []).flatMap((g) => g.effects ?? []), ...(rule.loops ?? []).flatMap((l) => l.effects ?? [])];
}

/** Where `origin` is in `project`, or undefined when the item no longer exists. */
export function describeOrigin(project: Project, origin: LineOrigin): BlockPlace | undefined {
  for (const [type, list] of Object.entries(LIST_OF_TYPE) as [ObjectType, string][]) {
    const items = (project as unknown as Record<string, { id?: string; name?: string; rules?: LooseRule[] }[]>)[list];
    const item = Array.isArray(items) ? items.find((i) => i?.id === origin.itemId) : undefined;
    if (!item) continue;
    const place: BlockPlace = { itemType: type, itemId: origin.itemId, itemName: String(item.name ?? ""), itemKey: origin.itemKey };
    if (!origin.ruleId) return place;
    const rules = Array.isArray(item.rules) ? item.rules : [];
    const index = rules.findIndex((r) => r?.id === origin.ruleId);
    if (index < 0) return place;
    const rule = rules[index];
    place.ruleId = origin.ruleId;
    place.ruleNumber = index + 1;
    place.trigger = findTrigger(rule.trigger)?.label ?? String(rule.trigger ?? "");
    place.blockKind = origin.blockKind;
    if (!origin.blockId) return place;
    place.blockId = origin.blockId;
    if (origin.blockKind === "effect" || origin.blockKind === "custom") {
      const effect = effectsOf(rule).find((e) => e?.id === origin.blockId);
      place.blockLabel = findEffect(effect?.type)?.label ?? effect?.type;
    } else if (origin.blockKind === "condition") {
      const condition = (rule.conditionGroups ?? []).flatMap((g) => g.conditions ?? []).find((c) => c?.id === origin.blockId);
      place.blockLabel = findCondition(condition?.type)?.label ?? condition?.type;
    } else if (origin.blockKind === "random") place.blockLabel = "Chance group";
    else if (origin.blockKind === "loop") place.blockLabel = "Loop";
    return place;
  }
  return undefined;
}
