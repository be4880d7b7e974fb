// Edition values (config.chips/mult/x_mult), deck starting values (config.dollars, hands,
// discards, joker_slot, consumable_slot, hand_size) and voucher redeem effects survive save ->
// import unchanged; bad ones are repaired, unknown keys kept.
import { describe, expect, it } from "vitest";
import { createItem, emptyProject, type Deck, type Edition, type Voucher } from "../../../domain/model";
import { importProjectText, serializeProject } from "../../../domain/projectFile";
import { text } from "./build";

function importOk(source: string) {
  const result = importProjectText(source);
  if (!result.ok) throw new Error(result.reason);
  return result;
}

describe("edition values, deck starting values and voucher redeem effects in the project file", () => {
  it("round-trips every value and effect", () => {
    const project = emptyProject(0);
    project.editions.push(createItem("edition", { id: "e1", objectKey: "shiny", config: { chips: 30, mult: 4, x_mult: 1.5 } }));
    project.decks.push(createItem("deck", {
      id: "d1", objectKey: "rich", config: { dollars: 10, hands: -1, discards: 2, joker_slot: 1, consumable_slot: -1, hand_size: 2 },
    }));
    project.vouchers.push(createItem("voucher", {
      id: "v1", objectKey: "brush",
      redeemEffects: [{ kind: "hand_size", amount: 1 }, { kind: "edition_rate", amount: 2 }, { kind: "hand_size", amount: 1 }],
    }));
    const saved = serializeProject(project, "2026-06-13T10:00:00.000Z");
    const { project: back, report } = importOk(saved);
    expect(back.editions[0].config).toEqual({ chips: 30, mult: 4, x_mult: 1.5 });
    expect(back.decks[0].config).toEqual({ dollars: 10, hands: -1, discards: 2, joker_slot: 1, consumable_slot: -1, hand_size: 2 });
    expect(back.vouchers[0].redeemEffects).toEqual([{ kind: "hand_size", amount: 1 }, { kind: "edition_rate", amount: 2 }, { kind: "hand_size", amount: 1 }]);
    expect(back).toEqual({ ...project, timestamp: Date.parse("2026-06-13T10:00:00.000Z") });
    expect(report.repairs.filter((r) => /config|redeemEffects/.test(r))).toEqual([]);
  });

  it("new items have none of them", () => {
    expect(createItem("edition", { id: "e1" }).config).toBeUndefined();
    expect(createItem("deck", { id: "d1" }).config).toBeUndefined();
    expect(createItem("voucher", { id: "v1" }).redeemEffects).toBeUndefined();
  });

  it("drops invalid values with a repair note and keeps valid and unknown ones", () => {
    const { project, report } = importOk(text({
      editions: [{ id: "e1", name: "E", objectKey: "e", config: { chips: "30", mult: "lots", x_mult: 2, extra: { odds: 4 } } }],
      decks: [{ id: "d1", name: "D", objectKey: "d", config: { dollars: "10", hands: 1.5, hand_size: -1, voucher: "v_telescope" } }],
      vouchers: [{
        id: "v1", name: "V", objectKey: "v",
        redeemEffects: [
          { kind: "hand_size", amount: 1 },
          { kind: "teleport", amount: 1 },
          { kind: "hands", amount: "2", note: "kept" },
          { kind: "discards" },
          "joker_slots",
          { kind: "dollars", amount: null },
        ],
      }],
    }));
    const edition = project.editions[0] as Edition;
    // "30" is converted; "lots" is removed; an unknown key is kept verbatim.
    expect(edition.config).toEqual({ chips: 30, x_mult: 2, extra: { odds: 4 } });
    const deck = project.decks[0] as Deck;
    // A count of 1.5 hands is refused; a negative change is allowed.
    expect(deck.config).toEqual({ dollars: 10, hand_size: -1, voucher: "v_telescope" });
    const voucher = project.vouchers[0] as Voucher;
    expect(voucher.redeemEffects).toEqual([{ kind: "hand_size", amount: 1 }, { kind: "hands", amount: 2, note: "kept" }]);
    expect(report.repairs.some((r) => r.includes("editions[].config.mult"))).toBe(true);
    expect(report.repairs.some((r) => r.includes("decks[].config.hands"))).toBe(true);
    expect(report.repairs.some((r) => r.includes("vouchers[].redeemEffects: 4 unusable entries removed"))).toBe(true);
  });

  it("a config or effect list of the wrong shape is removed", () => {
    const { project, report } = importOk(text({
      editions: [{ id: "e1", name: "E", objectKey: "e", config: [30] }],
      decks: [{ id: "d1", name: "D", objectKey: "d", config: "rich" }],
      vouchers: [{ id: "v1", name: "V", objectKey: "v", redeemEffects: { kind: "hands", amount: 1 } }],
    }));
    expect(project.editions[0].config).toBeUndefined();
    expect(project.decks[0].config).toBeUndefined();
    expect(project.vouchers[0].redeemEffects).toBeUndefined();
    expect(report.repairs.some((r) => r.includes("vouchers[].redeemEffects: invalid value"))).toBe(true);
  });
});
