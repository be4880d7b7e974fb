// Description values (#n#) the game would show as nil, found by a fuzz of exported mods in the
// project's own checker (fuzz round 3):
//  - a deck whose description shows a chance group's odds read the odds from globals that exist
//    nowhere ("nil in nil"): its loc_vars left out the line that computes them;
//  - a booster description using #3# showed nil without a word (a pack has two values).
import { describe, expect, it } from "vitest";
import { exportMod } from "../../../domain/export";
import { createItem, emptyProject, type Project } from "../../../domain/model";
import { harnessProblems } from "../../support/harness";

function project(): Project {
  const p = emptyProject(Date.UTC(2026, 0, 3));
  p.modMetadata = { ...p.modMetadata, id: "values", prefix: "mn", name: "Values" };
  return p;
}

describe("description values", () => {
  it("a deck's chance odds are computed in its loc_vars, as every other item's", async () => {
    const p = project();
    p.decks = [createItem("deck", {
      id: "d1", name: "Probe", objectKey: "probe", description: "{C:green}#1# in #2#{} chance for {C:money}$5{}",
      rules: [{
        id: "r1", trigger: "round_end", position: { x: 0, y: 0 }, blueprintCompatible: true, conditionGroups: [], effects: [], loops: [],
        randomGroups: [{ id: "g1", chance_numerator: 1, chance_denominator: 2, respect_probability_effects: true, custom_key: "", effects: [{ id: "e1", type: "set_dollars", params: { value: { value: 5 } } }] }],
      }] as never,
    })];
    const lua = String(exportMod(p).files.get("items/decks.lua"));
    expect(lua).toContain('local numerator_1, denominator_1 = SMODS.get_probability_vars(back, 1, 2, "b_mn_probe")');
    expect(lua).toContain("return { vars = { numerator_1, denominator_1 } }");
    expect(await harnessProblems(p)).toEqual([]);
  });

  it("a booster description past #2# shows '?' and is named in the report", async () => {
    const p = project();
    p.boosters = [createItem("booster", { id: "b1", name: "Probe", objectKey: "probe", description: "Choose #1# of up to #2# cards, #3# left" })];
    const result = exportMod(p);
    expect(String(result.files.get("items/boosters.lua"))).toContain('return { vars = { cfg.choose, cfg.extra, "?" } }');
    expect(result.report.warnings).toContain("booster 'Probe': its description uses #3# but only 2 value(s) exist (#1# cards chosen, #2# cards shown); the rest show '?'.");
    expect(await harnessProblems(p)).toEqual([]);
  });
});
