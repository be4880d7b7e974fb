import { describe, expect, it } from "vitest";
import { DECK_CONFIG_KEYS, EDITION_CONFIG_KEYS, VOUCHER_REDEEM_KINDS, type VoucherRedeemEffect } from "../../../domain/model";
import { signed, withConfigValue } from "../../../src/components/items/editor/configValue";
import { EDITION_VALUE_FIELDS } from "../../../src/pages/editions/editionValues";
import { STARTING_VALUE_FIELDS } from "../../../src/pages/decks/startingValues";
import { REDEEM_KINDS, fitsKind, kindInfo, withEffectAdded, withEffectChanged, withEffectRemoved } from "../../../src/pages/vouchers/redeemEffects";

describe("edition value and deck starting value edits", () => {
  it("offer one field per game config key, in the export's order", () => {
    expect(EDITION_VALUE_FIELDS.map((f) => f.key)).toEqual([...EDITION_CONFIG_KEYS]);
    expect(STARTING_VALUE_FIELDS.map((f) => f.key)).toEqual([...DECK_CONFIG_KEYS]);
  });
  it("set one value and keep the others and unknown keys; a cleared value is removed", () => {
    const config = { chips: 30, extra: 1 } as { chips?: number; mult?: number };
    expect(withConfigValue(config, "mult", 4)).toEqual({ chips: 30, extra: 1, mult: 4 });
    expect(config).toEqual({ chips: 30, extra: 1 });
    expect(withConfigValue({ chips: 30, mult: 4 }, "chips", undefined)).toEqual({ mult: 4 });
    expect(withConfigValue({ hands: -1 }, "hands", undefined)).toBeUndefined();
    expect(withConfigValue<{ dollars?: number }>(undefined, "dollars", 0)).toEqual({ dollars: 0 });
  });
  it("badges show the change with its sign", () => {
    const badge = (key: string, n: number) => STARTING_VALUE_FIELDS.find((f) => f.key === key)!.badge(n);
    expect(badge("dollars", 10)).toBe("+$10");
    expect(badge("dollars", -3)).toBe("-$3");
    expect(badge("hands", -1)).toBe("-1 hand");
    expect(badge("joker_slot", 2)).toBe("+2 Joker slots");
    expect(EDITION_VALUE_FIELDS.find((f) => f.key === "x_mult")!.badge(1.5)).toBe("X1.5 Mult");
    expect(signed(0)).toBe("0");
  });
});

describe("voucher redeem effect edits", () => {
  it("describe every kind the model knows", () => {
    expect(REDEEM_KINDS.map((k) => k.kind)).toEqual([...VOUCHER_REDEEM_KINDS]);
    for (const k of REDEEM_KINDS) expect(fitsKind(k, k.start), k.kind).toBe(true);
  });
  it("keep shop slots to what a shop can build at once (the export cuts a file's larger change)", () => {
    const slots = kindInfo("shop_slots")!;
    expect(fitsKind(slots, 20)).toBe(true);
    expect(fitsKind(slots, -20)).toBe(true);
    expect(fitsKind(slots, 21)).toBe(false);
    expect(fitsKind(slots, 1000000)).toBe(false);
  });
  it("add the first kind not used yet at the vanilla voucher's amount", () => {
    const one = withEffectAdded(undefined);
    expect(one).toEqual([{ kind: "hand_size", amount: 1 }]);
    expect(withEffectAdded(one)).toEqual([{ kind: "hand_size", amount: 1 }, { kind: "joker_slots", amount: 1 }]);
  });
  it("change a kind (keeping an amount that suits it) or an amount, keeping other keys", () => {
    const list: VoucherRedeemEffect[] = [{ kind: "hands", amount: 2, note: "x" }, { kind: "edition_rate", amount: 1.5 }];
    expect(withEffectChanged(list, 0, { kind: "discards" })).toEqual([{ kind: "discards", amount: 2, note: "x" }, list[1]]);
    // 1.5 hands is not a count: the new kind's own amount.
    expect(withEffectChanged(list, 1, { kind: "hands" })[1]).toEqual({ kind: "hands", amount: 1 });
    expect(withEffectChanged(list, 1, { kind: "teleport" })[1]).toBe(list[1]);
    expect(withEffectChanged(list, 1, { amount: 4 })[1]).toEqual({ kind: "edition_rate", amount: 4 });
    expect(list[0]).toEqual({ kind: "hands", amount: 2, note: "x" });
  });
  it("remove an entry; an empty list becomes none", () => {
    const list: VoucherRedeemEffect[] = [{ kind: "hands", amount: 1 }, { kind: "ante", amount: -1 }];
    expect(withEffectRemoved(list, 0)).toEqual([{ kind: "ante", amount: -1 }]);
    expect(withEffectRemoved([list[0]], 0)).toBeUndefined();
    expect(kindInfo("ante")?.badge(-1)).toBe("-1 Ante");
  });
});
