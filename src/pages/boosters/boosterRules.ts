// Pure parts of the booster editor: pack kinds, which card-rule fields fit which kind, the
// odds each rule gets, and the pack-size check.
import type { Booster, BoosterCardRule, BoosterType } from "../../../domain/model";
import type { SelectOption } from "../../components/items/editor/fields";

export interface BoosterKindInfo {
  value: BoosterType;
  label: string;
  /** The game's pack family it behaves like (SMODS kind when none is typed). */
  kind: string;
  colour: string;
}

export const BOOSTER_KINDS: readonly BoosterKindInfo[] = [
  { value: "joker", label: "Joker Pack", kind: "Buffoon", colour: "#fe5f55" },
  { value: "consumable", label: "Consumable Pack", kind: "Arcana", colour: "#a782d1" },
  { value: "playing_card", label: "Playing Card Pack", kind: "Standard", colour: "#009dff" },
  { value: "voucher", label: "Voucher Pack", kind: "Voucher", colour: "#f3b958" },
];

export const BOOSTER_KIND_OPTIONS: readonly SelectOption[] = BOOSTER_KINDS.map((k) => ({ value: k.value, label: k.label }));

export function kindInfo(type: unknown): BoosterKindInfo {
  return BOOSTER_KINDS.find((k) => k.value === type) ?? BOOSTER_KINDS[0];
}

export type RuleField = "set" | "rarity" | "enhancement" | "edition" | "seal" | "suit" | "rank" | "specific_key" | "pool";

const FIELDS: Record<BoosterType, readonly RuleField[]> = {
  joker: ["rarity", "edition", "pool", "specific_key"],
  consumable: ["set", "edition", "specific_key"],
  playing_card: ["set", "enhancement", "edition", "seal", "suit", "rank"],
  voucher: ["specific_key"],
};

/** The card-rule fields that mean something for a pack of this kind, in the order shown. */
export function ruleFieldsFor(type: unknown): readonly RuleField[] {
  return FIELDS[kindInfo(type).value];
}

/** What `specific_key` names in a pack of this kind. */
export function specificTypeFor(type: unknown): BoosterCardRule["specific_type"] {
  const kind = kindInfo(type).value;
  return kind === "joker" || kind === "consumable" || kind === "voucher" ? kind : "";
}

const SPECIFIC_CLASS = { joker: "j_", consumable: "c_", voucher: "v_" } as const;

/** Sets a playing-card pack can draw from (SMODS.create_card sets). */
export const PLAYING_CARD_SETS: readonly SelectOption[] = [
  { value: "Base", label: "Base (plain cards)" },
  { value: "Enhanced", label: "Enhanced" },
  { value: "Playing Card", label: "Playing Card (either)" },
];

export function newCardRule(type: unknown): BoosterCardRule {
  const specific = specificTypeFor(type);
  return specific ? { weight: 1, specific_type: specific } : { weight: 1 };
}

/** A rule's weight as the exporter reads it: missing means 1, negatives count as 0. */
export function ruleWeight(rule: BoosterCardRule): number {
  const w = typeof rule.weight === "number" && Number.isFinite(rule.weight) ? rule.weight : 1;
  return Math.max(0, w);
}

/** Each rule's share of the picks in percent (0 when every weight is 0). */
export function ruleChances(rules: readonly BoosterCardRule[]): number[] {
  const weights = rules.map(ruleWeight);
  const total = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => (total > 0 ? (w / total) * 100 : 0));
}

/**
 * The rules after the pack's kind changed: fields that do not fit the new kind are dropped (a
 * "Base" set would make a joker pack create nothing) and specific cards follow the kind.
 */
export function adaptRulesToType(rules: readonly BoosterCardRule[], type: BoosterType): BoosterCardRule[] {
  const keep = new Set<string>([...ruleFieldsFor(type), "weight"]);
  const specific = specificTypeFor(type);
  return rules.map((rule) => {
    const next: BoosterCardRule = {};
    for (const [field, value] of Object.entries(rule) as [keyof BoosterCardRule, unknown][]) {
      if (keep.has(field) && value !== undefined) (next as Record<string, unknown>)[field] = value;
    }
    // A consumable set would not fit a playing-card pack and the other way round.
    if (next.set !== undefined && type === "playing_card" && !PLAYING_CARD_SETS.some((s) => s.value === next.set)) delete next.set;
    if (next.set !== undefined && type === "consumable" && PLAYING_CARD_SETS.some((s) => s.value === next.set)) delete next.set;
    // A specific card of another class (a joker in a voucher pack) cannot be offered.
    if (next.specific_key && (!specific || !next.specific_key.startsWith(SPECIFIC_CLASS[specific]))) {
      delete next.specific_key;
      delete next.specific_type;
    }
    if (specific && next.specific_key) next.specific_type = specific;
    return next;
  });
}

export const PACK_CHOOSE_TOO_MANY = "Cards chosen cannot be more than cards shown";

/** The problem with a pack's size, or null. */
export function packSizeProblem(config: Booster["config"] | undefined): string | null {
  const extra = Number(config?.extra ?? 3);
  const choose = Number(config?.choose ?? 1);
  return choose > extra ? PACK_CHOOSE_TOO_MANY : null;
}

/** "Choose 1 of 3" */
export function packSizeLabel(config: Booster["config"] | undefined): string {
  return `Choose ${config?.choose ?? 1} of ${config?.extra ?? 3}`;
}
