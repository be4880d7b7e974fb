// The weighted card rules that decide what a booster offers: each pick rolls one rule by weight,
// then SMODS.create_card makes a card matching its fields. The fields shown follow the pack kind.
import type { Booster, BoosterCardRule } from "../../../domain/model";
import { useProject } from "../../store/useProject";
import { NumberField, SelectField, type SelectOption } from "../../components/items/editor/fields";
import { ItemIcon } from "../../components/items/icons";
import { ComboField } from "../../components/options/ComboField";
import {
  RANK_OPTIONS, SUIT_OPTIONS, consumableOptions, consumableSetOptions, editionOptions, enhancementOptions, jokerOptions, sealOptions, voucherOptions,
} from "../../components/options/projectOptions";
import { useProjectOptions } from "../../components/options/useProjectOptions";
import { rarityOptions, useCustomRarities } from "../jokers/rarityOptions";
import { PLAYING_CARD_SETS, kindInfo, newCardRule, ruleChances, ruleFieldsFor, specificTypeFor, type RuleField } from "./boosterRules";

export interface CardRulesTableProps {
  booster: Booster;
  onChange: (rules: BoosterCardRule[], field?: string) => void;
}

const ANY: SelectOption = { value: "", label: "Any" };

const samePools = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

function useOptionsFor(booster: Booster): Record<RuleField, readonly SelectOption[]> {
  const custom = useCustomRarities();
  const sets = useProjectOptions(consumableSetOptions);
  const enhancements = useProjectOptions(enhancementOptions);
  const editions = useProjectOptions(editionOptions);
  const seals = useProjectOptions(sealOptions);
  const jokers = useProjectOptions(jokerOptions);
  const consumables = useProjectOptions(consumableOptions);
  const vouchers = useProjectOptions(voucherOptions);
  const kind = kindInfo(booster.booster_type).value;
  const specific = kind === "joker" ? jokers : kind === "voucher" ? vouchers : consumables;
  return {
    set: [ANY, ...(kind === "playing_card" ? PLAYING_CARD_SETS : sets)],
    rarity: [ANY, ...rarityOptions(custom)],
    enhancement: [ANY, ...enhancements],
    edition: [ANY, ...editions],
    seal: [ANY, ...seals],
    suit: [ANY, ...SUIT_OPTIONS],
    rank: [ANY, ...RANK_OPTIONS],
    specific_key: [{ value: "", label: "Any (no specific card)" }, ...specific],
    pool: [],
  };
}

const LABELS: Record<RuleField, string> = {
  set: "Set", rarity: "Rarity", enhancement: "Enhancement", edition: "Edition", seal: "Seal", suit: "Suit", rank: "Rank",
  specific_key: "Specific card", pool: "Pool",
};

export function CardRulesTable({ booster, onChange }: CardRulesTableProps) {
  const rules = Array.isArray(booster.card_rules) ? booster.card_rules : [];
  const options = useOptionsFor(booster);
  const pools = useProject((p) => [...new Set(p.jokers.flatMap((j) => (Array.isArray(j.pools) ? j.pools : [])))].sort(), samePools);
  const fields = ruleFieldsFor(booster.booster_type);
  const chances = ruleChances(rules);
  const kind = kindInfo(booster.booster_type);

  const set = (index: number, changes: Partial<BoosterCardRule>, field: string) =>
    onChange(rules.map((r, i) => (i === index ? { ...r, ...changes } : r)), `card_rules.${index}.${field}`);
  const move = (index: number, delta: number) => {
    const to = index + delta;
    if (to < 0 || to >= rules.length) return;
    const next = [...rules];
    [next[index], next[to]] = [next[to], next[index]];
    onChange(next);
  };

  return (
    <div className="flex flex-col gap-3" data-testid="card-rules">
      <p className="text-sm text-zinc-300">
        Each card in the pack rolls one rule, weighted, then the game makes a card that matches it.
        {rules.length === 0 && <> With no rules, this {kind.label.toLowerCase()} offers any {kind.value === "playing_card" ? "playing card" : kind.value === "consumable" ? "Tarot card" : kind.value}, as the game's own packs do.</>}
      </p>
      {rules.map((rule, index) => (
        <section key={index} className="rounded-xl border-2 border-edge bg-felt-dark/60 p-3" data-testid="card-rule" aria-label={`Card rule ${index + 1}`}>
          <header className="mb-2 flex items-center justify-between gap-2">
            <h4 className="text-sm font-black text-white">
              Rule {index + 1}
              <span className="ml-2 rounded bg-green/20 px-1.5 py-0.5 text-xs font-bold text-green" data-testid="card-rule-chance"
                title="Share of the picks this rule gets">{chances[index].toFixed(chances[index] % 1 === 0 ? 0 : 1)}%</span>
            </h4>
            <div className="flex items-center">
              <button type="button" aria-label={`Move rule ${index + 1} up`} disabled={index === 0} onClick={() => move(index, -1)}
                className="rounded-md p-1.5 text-zinc-300 hover:bg-panel-light disabled:opacity-30"><span className="inline-block rotate-90"><ItemIcon name="left" /></span></button>
              <button type="button" aria-label={`Move rule ${index + 1} down`} disabled={index === rules.length - 1} onClick={() => move(index, 1)}
                className="rounded-md p-1.5 text-zinc-300 hover:bg-panel-light disabled:opacity-30"><span className="inline-block rotate-90"><ItemIcon name="right" /></span></button>
              <button type="button" aria-label={`Remove rule ${index + 1}`} onClick={() => onChange(rules.filter((_, i) => i !== index))}
                className="rounded-md p-1.5 text-zinc-300 hover:bg-mult hover:text-white"><ItemIcon name="trash" /></button>
            </div>
          </header>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
            <NumberField label="Weight" value={rule.weight ?? 1} min={0} step={0.1} testId={`rule-${index}-weight`}
              onChange={(weight) => set(index, { weight }, "weight")} />
            {fields.map((field) => field === "pool" ? (
              <ComboField key={field} label={LABELS.pool} value={String(rule.pool ?? "")} suggestions={pools} testId={`rule-${index}-pool`}
                placeholder="e.g. mycustom_jokers" hint="A joker pool (the jokers' Pools field)."
                onChange={(pool) => set(index, { pool }, "pool")} />
            ) : (
              <SelectField key={field} label={LABELS[field]} value={String(rule[field] ?? "")} options={options[field]} testId={`rule-${index}-${field}`}
                onChange={(value) => set(index, field === "specific_key"
                  ? { specific_key: value, specific_type: value ? specificTypeFor(booster.booster_type) : "" }
                  : { [field]: value }, field)} />
            ))}
          </div>
        </section>
      ))}
      <button type="button" className="jf-button jf-button-blue self-start" data-testid="card-rule-add"
        onClick={() => onChange([...rules, newCardRule(booster.booster_type)])}>
        <ItemIcon name="plus" />Add Card Rule
      </button>
    </div>
  );
}
