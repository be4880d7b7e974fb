// The unlock condition of a locked joker or voucher: what event unlocks it, what is counted, and
// the comparison (the exporter turns it into check_for_unlock; domain/export/items/unlock.ts).
import type { ReactNode } from "react";
import { FieldSection, NumberField, SelectField, TextField } from "./fields";

export interface UnlockValues {
  [field: string]: unknown;
  unlocked?: boolean;
  unlockTrigger?: string;
  unlockProperties?: { category: string; property: string }[];
  unlockOperator?: string;
  unlockCount?: number;
}

const TRIGGERS = [
  { value: "", label: "None" },
  { value: "hand_contents", label: "Play a hand with..." },
  { value: "discard_custom", label: "Discard cards with..." },
  { value: "modify_deck", label: "Have in the deck..." },
  { value: "modify_jokers", label: "Have jokers with..." },
  { value: "career_stat", label: "A career stat reaches..." },
  { value: "win", label: "Win a run (by round)" },
  { value: "round_win", label: "Win a round (by round)" },
  { value: "chip_score", label: "Score in one hand" },
];

const OPERATORS = [
  { value: "greater_equals", label: "at least" },
  { value: "greater_than", label: "more than" },
  { value: "equals", label: "exactly" },
  { value: "less_equals", label: "at most" },
  { value: "less_than", label: "less than" },
  { value: "not_equals", label: "not" },
];

const CARD_CATEGORIES = [
  { value: "rank", label: "Rank" }, { value: "suit", label: "Suit" }, { value: "enhancement", label: "Enhancement" },
  { value: "seal", label: "Seal" }, { value: "edition", label: "Edition" },
];
const JOKER_CATEGORIES = [{ value: "rarity", label: "Rarity" }, { value: "edition", label: "Edition" }, { value: "key", label: "Joker key" }];

const WHAT: Record<string, string> = {
  hand_contents: "Counts the played cards that match every property below.",
  discard_custom: "Counts the discarded cards that match every property below.",
  modify_deck: "Counts the cards of the whole deck that match every property below.",
  modify_jokers: "Counts the jokers that match every property below.",
  career_stat: "Compares a career stat of the player's profile, named below (for example c_hands_played).",
  win: "Compares the round the run was won on.",
  round_win: "Compares the run's round when a round is won.",
  chip_score: "Compares the score of one hand.",
};

const PLACEHOLDER: Record<string, string> = { rank: "A, K, 10...", suit: "Hearts", enhancement: "m_gold", seal: "Red", edition: "e_foil", rarity: "rare", key: "j_joker" };

export function UnlockFields({ item, update, note }: { item: UnlockValues; update: (changes: UnlockValues, burst?: string) => void; note?: ReactNode }) {
  const trigger = item.unlockTrigger ?? "";
  const properties = Array.isArray(item.unlockProperties) ? item.unlockProperties : [];
  const counted = ["hand_contents", "discard_custom", "modify_deck", "modify_jokers"].includes(trigger);
  const categories = trigger === "modify_jokers" ? JOKER_CATEGORIES : CARD_CATEGORIES;
  const setProperty = (i: number, change: Partial<{ category: string; property: string }>) =>
    update({ unlockProperties: properties.map((p, j) => (j === i ? { ...p, ...change } : p)) }, `unlockProperties:${i}`);
  return (
    <FieldSection title="Unlock condition" columns={1}>
      {note}
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField label="When" value={trigger} options={TRIGGERS} testId="unlock-trigger" onChange={(v) => update({ unlockTrigger: v || undefined })} />
        {trigger && <SelectField label="Comparison" value={item.unlockOperator || "greater_equals"} options={OPERATORS} testId="unlock-operator"
          onChange={(unlockOperator) => update({ unlockOperator })} />}
        {trigger && <NumberField label={counted ? "How many" : "Amount"} value={item.unlockCount ?? 1} min={0} testId="unlock-count"
          onChange={(unlockCount) => update({ unlockCount }, "unlockCount")} />}
      </div>
      {trigger && <p className="text-sm text-zinc-400" data-testid="unlock-explainer">{WHAT[trigger]}</p>}
      {trigger === "career_stat" && (
        <TextField label="Career stat" value={properties[0]?.property ?? ""} placeholder="c_hands_played" testId="unlock-stat"
          onChange={(property) => update({ unlockProperties: [{ category: "career_stat", property }] }, "unlockProperties:0")} />
      )}
      {counted && (
        <div className="flex flex-col gap-3">
          {properties.map((p, i) => (
            <div key={i} className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_auto]" data-testid="unlock-property">
              <SelectField label="Property" value={p.category} options={categories} onChange={(category) => setProperty(i, { category })} />
              <TextField label="Value" value={p.property} placeholder={PLACEHOLDER[p.category] ?? ""} onChange={(property) => setProperty(i, { property })} />
              <button type="button" className="mb-1 rounded-lg border-2 border-edge px-3 py-2 text-sm text-zinc-300 hover:border-red-400 hover:text-red-300"
                onClick={() => update({ unlockProperties: properties.filter((_, j) => j !== i) })}>Remove</button>
            </div>
          ))}
          <button type="button" data-testid="unlock-add-property"
            className="self-start rounded-lg border-2 border-edge px-3 py-2 text-sm text-zinc-200 hover:border-mint-400"
            onClick={() => update({ unlockProperties: [...properties, { category: categories[0].value, property: "" }] })}>Add property</button>
        </div>
      )}
    </FieldSection>
  );
}
