// The Rules entry point. The rule builder is a later issue: until then this shows what rules a
// joker already has (e.g. from an imported project), grouped by trigger, and edits nothing.
import type { Rule } from "../../../domain/model";
import { Modal } from "../../components/modal/Modal";
import type { ItemEntry } from "../../components/items/types";

const humanise = (id: string) => id.replace(/_/g, " ").replace(/\b\w/g, (c) => c.toUpperCase());

function countConditions(rule: Rule) {
  return (rule.conditionGroups ?? []).reduce((n, g) => n + (g.conditions?.length ?? 0), 0);
}

function effectsOf(rule: Rule) {
  return [
    ...(rule.effects ?? []),
    ...(rule.randomGroups ?? []).flatMap((g) => g.effects ?? []),
    ...(rule.loops ?? []).flatMap((g) => g.effects ?? []),
  ];
}

export function RulesView<T extends ItemEntry>({ item, onClose }: { item: T; onClose: () => void }) {
  const rules = (Array.isArray(item.rules) ? item.rules : []) as Rule[];
  const byTrigger = new Map<string, Rule[]>();
  for (const rule of rules) byTrigger.set(rule.trigger, [...(byTrigger.get(rule.trigger) ?? []), rule]);
  return (
    <Modal open onClose={onClose} size="lg" tone="warning"
      title={<span>Rules: <span className="text-attention">{item.name || "Unnamed"}</span></span>}
      footer={<button type="button" className="jf-button jf-button-grey" onClick={onClose}>Close</button>}>
      <div className="flex flex-col gap-4" data-testid="rules-view">
        <p className="rounded-lg border-2 border-attention/60 bg-attention/10 p-3 text-sm text-zinc-200">
          The visual rule builder (triggers, conditions and effects) arrives in a later update. Existing rules are
          kept and exported unchanged; this view only lists them.
        </p>
        {rules.length === 0 ? (
          <p className="text-zinc-400" data-testid="rules-empty">This item has no rules yet.</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {[...byTrigger].map(([trigger, list]) => (
              <li key={trigger} className="rounded-lg border-2 border-edge bg-felt-dark/60 p-3">
                <div className="flex items-center justify-between gap-2">
                  <span className="font-black text-white">When: {humanise(trigger || "unknown")}</span>
                  <span className="text-xs font-bold text-zinc-400">{list.length} {list.length === 1 ? "rule" : "rules"}</span>
                </div>
                <ul className="mt-2 flex flex-col gap-1 text-sm text-zinc-300">
                  {list.map((rule, i) => {
                    const effects = effectsOf(rule);
                    return (
                      <li key={rule.id ?? i}>
                        {countConditions(rule)} {countConditions(rule) === 1 ? "condition" : "conditions"},{" "}
                        {effects.length} {effects.length === 1 ? "effect" : "effects"}
                        {effects.length > 0 && <span className="text-zinc-400">: {effects.map((e) => humanise(e.type)).join(", ")}</span>}
                      </li>
                    );
                  })}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Modal>
  );
}
