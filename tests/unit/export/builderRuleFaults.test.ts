// Rules built through the builder's commands that crashed the game in Steamodded's own code (found
// by loading command-built mods in the real Steamodded loader); none of them may reach a mod.
//  - A loop count or chance odds naming a suit, rank, hand, key or text variable: Steamodded's
//    probability code and math.min do arithmetic on it.
//  - A chance group under Change Probability or Probability Result: Steamodded's roll asks these
//    triggers again from inside the roll, so a roll through it there never ends.
import { describe, expect, it } from "vitest";
import { exportMod } from "../../../domain/export";
import { createItem, emptyProject, type Project, type Rule, type UserVariable } from "../../../domain/model";
import { harnessProblems } from "../../support/harness";

const text = (data: unknown) => (typeof data === "string" ? data : new TextDecoder().decode(data as Uint8Array));

type List = "jokers" | "enhancements";
function project(list: List, rule: Partial<Rule>, userVariables: UserVariable[] = []): Project {
  const p = emptyProject(Date.UTC(2026, 0, 2));
  p.modMetadata = { ...p.modMetadata, id: "builderfaults", prefix: "bf", name: "Builder Faults" };
  const full: Rule = { id: "r1", trigger: "hand_played", position: { x: 0, y: 0 }, blueprintCompatible: true, conditionGroups: [], effects: [], randomGroups: [], loops: [], ...rule };
  const item = createItem(list === "jokers" ? "joker" : "enhancement", { id: "i1", name: "Probe", objectKey: "probe", rules: [full], userVariables } as never);
  (p[list] as unknown[]) = [item];
  return p;
}

const addMult = (id: string, value: unknown) => ({ id, type: "add_mult", params: { value: { value, valueType: typeof value === "number" ? "number" : "user_var" } } });

describe("a group's number naming a variable that is no number", () => {
  it("a loop count naming a suit variable is reported on the loop and not written (math.min on 'Spades' crashed)", async () => {
    const p = project("jokers", { loops: [{ id: "l1", repetitions: { value: "n", valueType: "user_var" }, effects: [addMult("e1", 5)] }] },
      [{ id: "v1", name: "n", type: "suit", initialSuit: "Spades" }]);
    const result = exportMod(p);
    const lua = text(result.files.get("items/jokers.lua"));
    expect(lua).not.toMatch(/math\.min\(card\.ability\.extra\.n/);
    expect(result.report.notExported.map((n) => n.reason).join("\n")).toContain("the repeat count uses 'n', a suit variable, where a number is needed");
    expect(await harnessProblems(p)).toEqual([]);
  });

  it("chance odds naming a rank variable are reported on the group, in calculate and in the description's values", async () => {
    const p = project("enhancements", {
      trigger: "card_scored",
      randomGroups: [{ id: "k1", chance_numerator: 1, chance_denominator: { value: "n", valueType: "user_var" }, respect_probability_effects: true, custom_key: "", effects: [addMult("e1", 5)] }],
    }, [{ id: "v1", name: "n", type: "rank", initialRank: "Ace" }]);
    (p.enhancements[0] as { description: string }).description = "{C:green}#1# in #2#{} chance";
    const result = exportMod(p);
    const lua = text(result.files.get("items/enhancements.lua"));
    expect(lua).not.toContain("card.ability.extra.n, \"");
    expect(lua).not.toMatch(/get_probability_vars\([^)]*extra\.n/);
    expect(result.report.notExported.map((n) => n.reason).join("\n")).toContain("the chance denominator uses 'n', a rank variable, where a number is needed");
    expect(await harnessProblems(p)).toEqual([]);
  });

  it("a number variable still works, named by a free-text name too", () => {
    const p = project("jokers", { loops: [{ id: "l1", repetitions: { value: "hits left", valueType: "user_var" }, effects: [addMult("e1", 5)] }] },
      [{ id: "v1", name: "hits left", type: "number", initialValue: 3 }]);
    const result = exportMod(p);
    expect(result.report.notExported).toEqual([]);
    expect(text(result.files.get("items/jokers.lua"))).toContain('math.min(card.ability.extra["hits left"], 1000)');
  });
});

describe("a chance group under the triggers Steamodded's own rolls run", () => {
  for (const [trigger, effect] of [
    ["change_probability", { id: "e1", type: "fix_probability", params: { part: { value: "numerator" }, value: { value: 1, valueType: "number" } } }],
    ["probability_result", { id: "e1", type: "set_dollars", params: { operation: { value: "add" }, value: { value: 5, valueType: "number" } } }],
  ] as const) {
    it(`${trigger}: rolls plainly (a roll through SMODS.pseudorandom_probability would ask this rule again, without end)`, async () => {
      const p = project("jokers", { trigger, randomGroups: [{ id: "k1", chance_numerator: 1, chance_denominator: 2, respect_probability_effects: true, custom_key: "", effects: [effect as never] }] });
      const result = exportMod(p);
      const lua = text(result.files.get("items/jokers.lua"));
      expect(lua).toMatch(/if pseudorandom\("j_bf_probe_1_chance_\d+"\) < 1 \/ 2 then/);
      expect(lua).not.toContain("SMODS.pseudorandom_probability(");
      expect(result.report.notExported).toEqual([]);
      expect(await harnessProblems(p)).toEqual([]);
    });
  }

  it("under any other trigger the roll still goes through Steamodded (luck effects apply)", () => {
    const p = project("jokers", { randomGroups: [{ id: "k1", chance_numerator: 1, chance_denominator: 2, respect_probability_effects: true, custom_key: "", effects: [addMult("e1", 5)] }] });
    expect(text(exportMod(p).files.get("items/jokers.lua"))).toMatch(/SMODS\.pseudorandom_probability\(card, "j_bf_probe_1_chance_\d+", 1, 2, "j_bf_probe"\)/);
  });
});
