// The panel's form and the kept set-up: every moment the panel offers becomes a set-up the
// project file keeps as it is (the playtest commands accept it), and reads back into the same form.
import { describe, expect, it } from "vitest";
import { playtestSetupProblem } from "../../../domain/playtest/normalise";
import { card, defaultForm, formOf, momentsFor, setupOf, SELF } from "../../../src/components/playtest/playtestForm";
import type { RuleObjectType } from "../../../domain/catalog/types";

const TYPES: RuleObjectType[] = ["joker", "consumable", "enhancement", "seal", "edition", "voucher", "deck"];

describe("playtest form", () => {
  it("a joker starts on a level-1 Pair of 5s with itself in the first slot; each type gets its own moment", () => {
    expect(setupOf(defaultForm("joker"))).toEqual({
      setup: { dollars: 4, hands: 4, discards: 3, ante: 1, round: 1, chance: "roll", jokers: ["self"] },
      steps: [{ play: ["H_5", "S_5"] }],
    });
    expect(setupOf(defaultForm("enhancement")).steps).toEqual([{ play: [{ card: "H_5", self: true }, "S_5"] }]);
    expect(setupOf(defaultForm("consumable")).steps).toEqual([{ use: { highlighted: ["H_5"] } }]);
    expect(setupOf(defaultForm("voucher")).steps).toEqual([{ redeem: true }]);
    expect(setupOf(defaultForm("deck")).steps).toEqual([{ activate: true }]);
  });

  it("every moment on every type gives a set-up the file keeps unchanged, and reads back into the same form", () => {
    for (const type of TYPES) {
      for (const moment of momentsFor(type)) {
        const form = {
          ...defaultForm(type), moment: moment.id, jokers: type === "joker" ? ["j_joker", SELF] : ["j_joker"],
          played: [card("T", "D", { enhancement: "m_glass", seal: "Red" }), card("A", "C", { edition: "e_foil" })],
          held: [card("K", "S", { selected: true }), card("2", "H")],
          levels: { Pair: 3 }, dollars: 12, hands: 2, discards: 0, ante: 5, round: 7, chance: "never" as const, booster: moment.id === "openBooster" ? "p_arcana_normal_1" : "",
        };
        const setup = setupOf(form);
        expect(playtestSetupProblem(setup), `${type} ${moment.id}`).toBeNull();
        const back = formOf(setup, type);
        expect(setupOf(back), `${type} ${moment.id}`).toEqual(setup);
      }
    }
  });
});
