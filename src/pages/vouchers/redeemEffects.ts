// A voucher's redeem effects: what redeeming it changes, each the way a vanilla voucher does it
// (vouchers.json; the Lua is written by domain/export/items/vouchersDecks.ts).
import type { VoucherRedeemEffect, VoucherRedeemKind } from "../../../domain/model";
import { signed } from "../../components/items/editor/configValue";
import { MOST_SLOT_CHANGE } from "../../../domain/model/limits";

export interface RedeemKindInfo {
  kind: VoucherRedeemKind;
  label: string;
  hint: string;
  /** The amount a new row of this kind starts with (the vanilla voucher's). */
  start: number;
  integer: boolean;
  min?: number;
  max?: number;
  step: number;
  /** The card-badge text for an amount. */
  badge: (n: number) => string;
}

export const REDEEM_KINDS: readonly RedeemKindInfo[] = [
  { kind: "hand_size", label: "Hand size", hint: "Cards in hand (Paint Brush: +1).", start: 1, integer: true, step: 1, badge: (n) => `${signed(n)} hand size` },
  { kind: "joker_slots", label: "Joker slots", hint: "Antimatter: +1.", start: 1, integer: true, step: 1, badge: (n) => `${signed(n)} Joker slot${Math.abs(n) === 1 ? "" : "s"}` },
  { kind: "consumable_slots", label: "Consumable slots", hint: "Crystal Ball: +1.", start: 1, integer: true, step: 1, badge: (n) => `${signed(n)} consumable slot${Math.abs(n) === 1 ? "" : "s"}` },
  { kind: "hands", label: "Hands per round", hint: "From now on, this round included (Grabber: +1).", start: 1, integer: true, step: 1, badge: (n) => `${signed(n)} hand${Math.abs(n) === 1 ? "" : "s"}` },
  { kind: "discards", label: "Discards per round", hint: "From now on, this round included (Wasteful: +1).", start: 1, integer: true, step: 1, badge: (n) => `${signed(n)} discard${Math.abs(n) === 1 ? "" : "s"}` },
  { kind: "dollars", label: "Money ($)", hint: "Paid once, when redeemed.", start: 5, integer: true, step: 1, badge: (n) => `${n < 0 ? "-" : "+"}$${Math.abs(n)}` },
  { kind: "interest_cap", label: "Interest cap ($)", hint: "Most interest a round, from $5 (Seed Money: +5, to $10).", start: 5, integer: true, step: 1, badge: (n) => `${n < 0 ? "-" : "+"}$${Math.abs(n)} interest cap` },
  { kind: "reroll_discount", label: "Reroll discount ($)", hint: "Rerolls cost this much less (Reroll Surplus: 2).", start: 2, integer: true, step: 1, badge: (n) => `Rerolls -$${n}` },
  { kind: "discount_percent", label: "Shop discount (%)", hint: "Cards and packs in the shop cost less; adds up to 100 (Clearance Sale: 25).", start: 25, integer: false, min: 0, step: 5, badge: (n) => `${n}% off` },
  { kind: "edition_rate", label: "Edition rate (x)", hint: "Foil, Holographic and Polychrome appear this many times as often (Hone: 2).", start: 2, integer: false, min: 0.1, step: 0.5, badge: (n) => `Editions X${n}` },
  { kind: "shop_slots", label: "Shop slots", hint: `Cards on sale in the shop (Overstock: +1); at most ${MOST_SLOT_CHANGE} more or fewer at a time.`, start: 1, integer: true, min: -MOST_SLOT_CHANGE, max: MOST_SLOT_CHANGE, step: 1, badge: (n) => `${signed(n)} shop slot${Math.abs(n) === 1 ? "" : "s"}` },
  { kind: "ante", label: "Ante", hint: "Hieroglyph: -1.", start: -1, integer: true, step: 1, badge: (n) => `${signed(n)} Ante` },
];

export function kindInfo(kind: string): RedeemKindInfo | undefined {
  return REDEEM_KINDS.find((k) => k.kind === kind);
}

export function fitsKind(info: RedeemKindInfo, amount: number): boolean {
  return Number.isFinite(amount) && (!info.integer || Number.isInteger(amount)) && (info.min === undefined || amount >= info.min) && (info.max === undefined || amount <= info.max);
}

const listOf = (effects: unknown): VoucherRedeemEffect[] => (Array.isArray(effects) ? (effects as VoucherRedeemEffect[]) : []);

/** The list with one more effect: the first kind not used yet, at the vanilla voucher's amount. */
export function withEffectAdded(effects: readonly VoucherRedeemEffect[] | undefined): VoucherRedeemEffect[] {
  const list = listOf(effects);
  const used = new Set(list.map((e) => e.kind));
  const info = REDEEM_KINDS.find((k) => !used.has(k.kind)) ?? REDEEM_KINDS[0];
  return [...list, { kind: info.kind, amount: info.start }];
}

/** The list without entry `index`; undefined when nothing is left. */
export function withEffectRemoved(effects: readonly VoucherRedeemEffect[] | undefined, index: number): VoucherRedeemEffect[] | undefined {
  const next = listOf(effects).filter((_, i) => i !== index);
  return next.length === 0 ? undefined : next;
}

/**
 * Entry `index` with a new kind (its amount kept when it suits the kind, else the kind's start)
 * or a new amount; the entry's other keys are kept.
 */
export function withEffectChanged(effects: readonly VoucherRedeemEffect[] | undefined, index: number, change: { kind?: string; amount?: number }): VoucherRedeemEffect[] {
  return listOf(effects).map((e, i) => {
    if (i !== index) return e;
    if (change.kind !== undefined) {
      const info = kindInfo(change.kind);
      if (!info) return e;
      return { ...e, kind: info.kind, amount: fitsKind(info, e.amount) ? e.amount : info.start };
    }
    return change.amount === undefined ? e : { ...e, amount: change.amount };
  });
}
