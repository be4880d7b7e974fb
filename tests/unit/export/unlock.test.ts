// Unlock conditions are generated: a locked joker or voucher exports `unlocked = false` with a
// check_for_unlock that unlocks it in the game when its condition is met (and not before).
import { describe, expect, it } from "vitest";
import { exportMod } from "../../../domain/export";
import { createItem, emptyProject } from "../../../domain/model";
import { modScratch, runInGameModel } from "./modScratch";

const writeMod = modScratch("unlock");

function project() {
  const p = emptyProject(1);
  p.modMetadata = { ...p.modMetadata, id: "unlockmod", name: "Unlock Mod", prefix: "ul" };
  p.jokers = [
    createItem("joker", {
      id: "j1", name: "Aces High", objectKey: "aces", prefix: "ul", unlocked: false, unlockTrigger: "hand_contents",
      unlockProperties: [{ category: "rank", property: "A" }], unlockOperator: "greater_equals", unlockCount: 2,
      unlockDescription: "Play a hand with two Aces",
    }),
    createItem("joker", {
      id: "j2", name: "Hearty", objectKey: "hearty", prefix: "ul", orderValue: 2, unlocked: false, unlockTrigger: "modify_deck",
      unlockProperties: [{ category: "suit", property: "Hearts" }, { category: "enhancement", property: "m_gold" }], unlockCount: 2,
    }),
    createItem("joker", { id: "j3", name: "Open", objectKey: "open", prefix: "ul", orderValue: 3 }),
  ];
  p.vouchers = [createItem("voucher", {
    id: "v1", name: "Big Score", objectKey: "bigscore", prefix: "ul", unlocked: false, unlockTrigger: "chip_score", unlockCount: 200, unlockOperator: "greater_than",
  })];
  return p;
}

describe("unlock conditions", () => {
  const result = exportMod(project());
  const dir = writeMod(result, "unlock");

  it("exports locked items with check_for_unlock and their unlock text, others unlocked, with no warning", () => {
    const jokers = String(result.files.get("items/jokers.lua"));
    expect(jokers.match(/unlocked = false/g)?.length).toBe(2);
    expect(jokers.match(/check_for_unlock = function/g)?.length).toBe(2);
    expect(jokers).toContain("unlocked = true");
    expect(String(result.files.get("localization/en-us.lua"))).toContain('"Play a hand with two Aces"');
    expect(result.report.warnings.filter((w) => /unlock/i.test(w))).toEqual([]);
  });

  it("an unlock comparison the builder never offers (a file, a command log) exports the item unlocked, with a warning naming it", () => {
    const p = project();
    p.jokers[0] = { ...p.jokers[0], unlockOperator: "at_least" };
    const odd = exportMod(p);
    expect(odd.report.warnings).toContain("Joker 'Aces High': the unlock comparison 'at_least' is unknown, so it starts unlocked.");
    expect(String(odd.files.get("items/jokers.lua")).match(/unlocked = false/g)?.length).toBe(1);
  });

  it("unlocks each item in the game when, and only when, its condition is met", () => {
    const out = runInGameModel(dir, `
local Sim = require("sim")
local C = G.P_CENTERS
out("start", tostring(C.j_ul_aces.unlocked), tostring(C.j_ul_hearty.unlocked), tostring(C.v_ul_bigscore.unlocked))
Sim.reset()
Sim.play({ "H_A", "S_K" })
out("one ace", tostring(C.j_ul_aces.unlocked), tostring(C.v_ul_bigscore.unlocked))
Sim.play({ "H_A", "S_A" })
out("two aces", tostring(C.j_ul_aces.unlocked), tostring(C.v_ul_bigscore.unlocked))
local a = Sim.card("H_5", { enhancement = "m_gold" })
G.deck:emplace(a)
out("one gold heart", tostring(C.j_ul_hearty.unlocked))
local b = Sim.card("H_9", { enhancement = "m_gold" })
G.deck:emplace(b)
out("two gold hearts", tostring(C.j_ul_hearty.unlocked))
Sim.play({ "H_A", "S_A", "C_A", "D_A" })
out("four aces", tostring(C.v_ul_bigscore.unlocked))
`);
    expect(out.start).toBe("false false false");
    expect(out["one ace"]).toBe("false false");
    // a Pair of Aces scores (10 + 11 + 11) x 2 = 64, not over 200
    expect(out["two aces"]).toBe("true false");
    // Four of a Kind: (60 + 44) x 7 = 728
    expect(out["four aces"]).toBe("true");
    expect(out["one gold heart"]).toBe("false");
    expect(out["two gold hearts"]).toBe("true");
  });
});
