import { describe, expect, it } from "vitest";
import {
  createConsumableSet, createItem, createRarity, emptyProject, type Project,
} from "../../../domain/model";
import {
  CUSTOM_SHADERS, SHADER_OPTIONS, VANILLA_SHADERS, consumableOptions, consumableSetOptions, editionOptions, enhancementOptions,
  isKnown, jokerOptions, labelOf, resolveOption, sealOptions, setLook, soundOptions, voucherOptions,
} from "../../../src/components/options/projectOptions";
import {
  VANILLA_CONSUMABLES, VANILLA_EDITIONS, VANILLA_ENHANCEMENTS, VANILLA_JOKERS, VANILLA_SEALS, VANILLA_SOUNDS, VANILLA_VOUCHERS,
} from "../../../src/components/options/vanillaData";

function project(): Project {
  const p = emptyProject();
  p.modMetadata.prefix = "mymod";
  p.consumableSets.push(createConsumableSet({ id: "s1", key: "runes", name: "Runes", secondary_colour: "3366FF" }));
  p.consumables.push(createItem("consumable", { id: "c1", name: "Fehu", objectKey: "fehu", set: "runes" }));
  p.enhancements.push(createItem("enhancement", { id: "m1", name: "Ember", objectKey: "ember" }));
  p.seals.push(createItem("seal", { id: "x1", name: "Wax", objectKey: "wax" }));
  p.editions.push(createItem("edition", { id: "e1", name: "Shiny", objectKey: "shiny" }));
  p.vouchers.push(createItem("voucher", { id: "v1", name: "Coupon", objectKey: "coupon" }));
  p.vouchers.push(createItem("voucher", { id: "v2", name: "Coupon Plus", objectKey: "coupon_plus" }));
  p.jokers.push(createItem("joker", { id: "j1", name: "House", objectKey: "house" }));
  p.customRarities.push(createRarity({ id: "r1", key: "mythic", name: "Mythic" }));
  p.sounds.push({ id: "snd", key: "chime", soundString: "", volume: 0.6, pitch: 0.7 });
  return p;
}

describe("vanilla facts", () => {
  it("hold the game's counts", () => {
    expect(VANILLA_CONSUMABLES.filter((c) => c.set === "Tarot")).toHaveLength(22);
    expect(VANILLA_CONSUMABLES.filter((c) => c.set === "Planet")).toHaveLength(12);
    expect(VANILLA_CONSUMABLES.filter((c) => c.set === "Spectral")).toHaveLength(18);
    expect(VANILLA_VOUCHERS).toHaveLength(32);
    expect(VANILLA_JOKERS).toHaveLength(150);
    expect(VANILLA_ENHANCEMENTS.map((e) => e.key).sort()).toEqual(["m_bonus", "m_glass", "m_gold", "m_lucky", "m_mult", "m_steel", "m_stone", "m_wild"]);
    expect(VANILLA_SEALS.map((s) => s.key)).toEqual(["Gold", "Red", "Blue", "Purple"]);
    expect(VANILLA_EDITIONS.map((e) => e.key)).toEqual(["e_foil", "e_holo", "e_polychrome", "e_negative"]);
    expect(VANILLA_SOUNDS.length).toBeGreaterThan(80);
    // Every tier-2 voucher requires a voucher that exists.
    const keys = new Set(VANILLA_VOUCHERS.map((v) => v.key));
    for (const v of VANILLA_VOUCHERS) if (v.requires) expect(keys.has(v.requires)).toBe(true);
  });

  it("offer the spec's 8 game shaders and 11 custom shaders, plus None", () => {
    expect(VANILLA_SHADERS).toHaveLength(8);
    expect(CUSTOM_SHADERS).toHaveLength(11);
    expect(SHADER_OPTIONS.map((o) => o.value)).toEqual(["", ...VANILLA_SHADERS, ...CUSTOM_SHADERS]);
  });
});

describe("project-aware option lists list the project's own items too", () => {
  const p = project();

  it("consumable sets: vanilla then custom, by bare key", () => {
    expect(consumableSetOptions(p).map((o) => o.value)).toEqual(["Tarot", "Planet", "Spectral", "runes"]);
  });

  it("card modifiers by the key the game knows them by", () => {
    expect(enhancementOptions(p).map((o) => o.value)).toContain("m_mymod_ember");
    expect(sealOptions(p).map((o) => o.value)).toEqual(["Gold", "Red", "Blue", "Purple", "mymod_wax"]);
    expect(editionOptions(p).at(-1)).toEqual({ value: "e_mymod_shiny", label: "Shiny (e_mymod_shiny)", group: "This mod" });
  });

  it("sounds: the project's first, prefixed like SMODS.Sound keys, then every game sound", () => {
    const options = soundOptions(p);
    expect(options[0]).toMatchObject({ value: "mymod_chime", group: "This mod's sounds" });
    expect(options).toHaveLength(1 + VANILLA_SOUNDS.length);
    expect(options.map((o) => o.value)).toContain("gold_seal");
  });

  it("vouchers: the project's first, never the voucher itself", () => {
    const all = voucherOptions(p).map((o) => o.value);
    expect(all.slice(0, 2)).toEqual(["v_mymod_coupon", "v_mymod_coupon_plus"]);
    expect(all).toHaveLength(2 + 32);
    expect(voucherOptions(p, "v2").map((o) => o.value)).not.toContain("v_mymod_coupon_plus");
  });

  it("consumables grouped by set, jokers with the project's first", () => {
    const options = consumableOptions(p);
    expect(options[0]).toEqual({ value: "c_mymod_fehu", label: "Fehu (c_mymod_fehu)", group: "This mod: Runes" });
    expect(options.filter((o) => o.group === "Planet")).toHaveLength(12);
    expect(jokerOptions(p)[0].value).toBe("j_mymod_house");
  });

  it("follow a change of the mod prefix", () => {
    const q = project();
    q.modMetadata.prefix = "other";
    expect(editionOptions(q).at(-1)?.value).toBe("e_other_shiny");
  });

  it("labelOf and isKnown read a stored value", () => {
    const options = sealOptions(p);
    expect(labelOf(options, "Gold")).toBe("Gold Seal");
    expect(labelOf(options, "nope")).toBe("nope");
    expect(isKnown(options, "mymod_wax")).toBe(true);
    expect(isKnown(options, "mymod_gone")).toBe(false);
  });

  it("resolveOption reads the shorter spellings older files use for the mod's own keys", () => {
    const options = voucherOptions(p);
    expect(resolveOption(options, "mymod_coupon", "v_", "mymod")).toBe("v_mymod_coupon");
    expect(resolveOption(options, "coupon", "v_", "mymod")).toBe("v_mymod_coupon");
    expect(resolveOption(options, "v_overstock_norm", "v_", "mymod")).toBe("v_overstock_norm");
    expect(resolveOption(options, "overstock_norm", "v_", "mymod")).toBe("v_overstock_norm");
    expect(resolveOption(options, "missing", "v_", "mymod")).toBe("missing");
    expect(resolveOption(options, "", "v_", "mymod")).toBe("");
  });

  it("setLook colours a set's badge: vanilla colours, the custom set's secondary colour, grey when gone", () => {
    expect(setLook("Planet", p.consumableSets)).toEqual({ label: "Planet", colour: "#13afce", known: true });
    expect(setLook("runes", p.consumableSets)).toEqual({ label: "Runes", colour: "#3366ff", known: true });
    expect(setLook("gone", p.consumableSets)).toMatchObject({ label: "gone", known: false });
  });
});
