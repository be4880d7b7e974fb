// Vanilla Reforged: every vanilla item is in our model with the game's numbers, and every item's
// checks pass in the LuaJIT harness on our copy (what `npm run cli -- vanilla --verify` prints).
import { describe, expect, it } from "vitest";
import { verifyVanilla } from "../../../src/cli/vanilla";
import { BEHAVIOURS, vanillaCounts, vanillaItems } from "../../../domain/vanilla/items";
import { VANILLA_SECTIONS } from "../../../domain/vanilla/types";

describe("vanilla items", () => {
  it("holds every vanilla item the game has", () => {
    expect(vanillaCounts()).toEqual({ jokers: 150, consumables: 52, boosters: 32, enhancements: 8, seals: 4, editions: 4, vouchers: 32, decks: 15 });
    const sets = vanillaItems().consumables.map((v) => (v.item as { set: string }).set);
    expect(["Tarot", "Planet", "Spectral"].map((s) => sets.filter((x) => x === s).length)).toEqual([22, 12, 18]);
  });

  it("keeps the game's numbers", () => {
    const joker = vanillaItems().jokers.find((v) => v.gameKey === "j_greedy_joker")!;
    expect(joker.item).toMatchObject({ name: "Greedy Joker", objectKey: "greedy_joker", rarity: 1, cost: 5, blueprint_compat: true });
  });

  it("gives behaviour only to items that exist, once each", () => {
    for (const section of VANILLA_SECTIONS) {
      const keys = new Set(vanillaItems()[section].map((v) => v.gameKey));
      const behaviourKeys = BEHAVIOURS[section].map((b) => b.key);
      expect(behaviourKeys.filter((k) => !keys.has(k)), section).toEqual([]);
      expect(behaviourKeys.filter((k, i) => behaviourKeys.indexOf(k) !== i), section).toEqual([]);
    }
  });

  it("behaves as the game in every check: all 150 jokers, and every other item but six vouchers the game hard-codes", () => {
    const verdicts = verifyVanilla();
    expect(verdicts.filter((v) => v.status === "differs").map((v) => `${v.key}: ${v.details.join("; ")}`)).toEqual([]);
    expect(verdicts.filter((v) => v.section === "jokers" && v.status === "ok").length).toBe(150);
    // Each of these is done by the game's own code checking for the vanilla voucher's key; the
    // reason is printed by `vanilla --verify` and said in the README.
    expect(verdicts.filter((v) => v.status !== "ok").map((v) => v.key)).toEqual(["v_omen_globe", "v_telescope", "v_observatory", "v_illusion", "v_directors_cut", "v_retcon"]);
  }, 300_000);

  it("describes every item from its numbers, in the game's formatting tags", () => {
    const all = VANILLA_SECTIONS.flatMap((s) => vanillaItems()[s]);
    expect(all.filter((v) => !v.item.description.trim()).map((v) => v.gameKey)).toEqual([]);
    const joker = vanillaItems().jokers.find((v) => v.gameKey === "j_joker")!;
    expect(joker.item.description).toBe("{C:mult}+4{} Mult");
  });
});
