// Enhancement base values and consumable highlight limits, exported: the Lua they produce, a
// harness check with zero problems, and the harness's scoring simulator applying them the way the
// game does (a bonus of 30 adds 30 chips, can_use follows the selection limits).
import { describe, expect, it } from "vitest";
import { exportMod } from "../../../domain/export";
import { createItem, emptyProject, type Project } from "../../../domain/model";
import { checkMod, formatProblem } from "../../../src/cli/checkMod";
import { definitionOf, modScratch, ruleBuilders, runInGameModel } from "./modScratch";

const writeMod = modScratch("base-values");

const { effect, rule } = ruleBuilders("bv");

function project(): Project {
  const p = emptyProject(1);
  p.modMetadata = { ...p.modMetadata, id: "testmod", name: "Base Values", prefix: "tm" };
  const prefix = "tm";
  p.enhancements = [
    createItem("enhancement", { id: "m1", name: "Plated", objectKey: "plated", prefix, config: { bonus: 30 }, description: "{C:chips}+#1#{} Chips" }),
    createItem("enhancement", { id: "m2", name: "Charged", objectKey: "charged", prefix, orderValue: 2, config: { mult: 4, x_mult: 2, p_dollars: 3 } }),
    createItem("enhancement", { id: "m3", name: "Warm", objectKey: "warm", prefix, orderValue: 3, config: { h_x_mult: 1.5, h_dollars: 2 } }),
    // A rule variable and a base value: the rule value stays #1#, the base value follows as #2#.
    createItem("enhancement", {
      id: "m4", name: "Mixed", objectKey: "mixed", prefix, orderValue: 4, config: { bonus: 10 },
      description: "{C:mult}+#1#{} Mult, {C:chips}+#2#{} Chips",
      userVariables: [{ id: "u1", name: "boost", type: "number", initialValue: 3 }],
      rules: [rule("card_scored", [effect("add_mult", { value: "boost" })])],
    }),
    createItem("enhancement", { id: "m5", name: "Plain", objectKey: "plain", prefix, orderValue: 5 }),
  ];
  p.consumables = [
    createItem("consumable", {
      id: "c1", name: "Pick", objectKey: "pick", prefix, max_highlighted: 3, min_highlighted: 2,
      rules: [rule("card_used", [effect("set_dollars", { operation: "add", value: 4 })])],
    }),
    // A rule with its own can_use (2 or more selected); the limits (max 3, min 1) must hold as well.
    createItem("consumable", {
      id: "c2", name: "Gild", objectKey: "gild", prefix, orderValue: 2, max_highlighted: 3,
      rules: [rule("card_used", [effect("convert_left_to_right", {})])],
    }),
    createItem("consumable", { id: "c3", name: "Plain", objectKey: "plain_c", prefix, orderValue: 3, rules: [rule("card_used", [effect("set_dollars", { operation: "add", value: 1 })])] }),
  ];
  return p;
}



describe("export of enhancement base values and consumable highlight limits", () => {
  const result = exportMod(project(), { date: new Date(Date.UTC(2026, 0, 1)) });
  const enhancements = String(result.files.get("items/enhancements.lua"));
  const consumables = String(result.files.get("items/consumables.lua"));

  it("emits only the set base values under the game's config keys, next to extra", () => {
    expect(definitionOf(enhancements, "plated")).toContain("config = { extra = {}, bonus = 30 },");
    expect(definitionOf(enhancements, "charged")).toContain("config = { extra = {}, mult = 4, x_mult = 2, p_dollars = 3 },");
    expect(definitionOf(enhancements, "warm")).toContain("config = { extra = {}, h_x_mult = 1.5, h_dollars = 2 },");
    expect(definitionOf(enhancements, "mixed")).toContain("config = { extra = { boost = 3 }, bonus = 10 },");
    expect(definitionOf(enhancements, "plain")).toContain("config = { extra = {} },");
  });

  it("loc_vars shows base values after the rule values", () => {
    expect(definitionOf(enhancements, "plated")).toContain("return { vars = { self.config.bonus } }");
    expect(definitionOf(enhancements, "mixed")).toContain("return { vars = { extra.boost, self.config.bonus } }");
    expect(result.report.warnings.filter((w) => w.includes("#"))).toEqual([]);
  });

  it("emits the limits in config and checks them in front of the rules' can_use", () => {
    const pick = definitionOf(consumables, "pick");
    expect(pick).toContain("config = { extra = {}, max_highlighted = 3, min_highlighted = 2 },");
    expect(pick).toContain("if selected < (limits.min_highlighted or 2) or selected > (limits.max_highlighted or 3) then");
    const gild = definitionOf(consumables, "gild");
    expect(gild).toContain("config = { extra = {}, max_highlighted = 3 },");
    // min defaults to 1 with a max, as in the game; the rule's own check stays after it.
    expect(gild).toContain("selected < (limits.min_highlighted or 1)");
    expect(gild.indexOf("return false")).toBeLessThan(gild.indexOf("#G.hand.highlighted >= 2"));
    const plain = definitionOf(consumables, "plain_c");
    expect(plain).not.toContain("highlighted");
  });

  it("loads in the harness with zero problems", async () => {
    const checked = await checkMod(writeMod(result, "check"));
    expect(checked.problems.map(formatProblem)).toEqual([]);
    expect(checked.ok).toBe(true);
  });

  it("the scoring simulator applies the base values and can_use follows the limits", () => {
    const dir = writeMod(result, "sim");
    const lines = runInGameModel(dir, `
-- A pair of nines (the first one enhanced) with an optional enhanced King held in hand.
local function pair(enhancement, held_enhancement)
  Sim.reset()
  local first = Sim.card("S_9", { enhancement = enhancement })
  local held = held_enhancement and { Sim.card("D_K", { enhancement = held_enhancement }) } or nil
  local before = G.GAME.dollars
  local r = Sim.play({ first, "H_9", "D_4", "C_2", "S_J" }, held)
  local scored = G.GAME.dollars - before
  H.Calc.end_of_round()
  H.Ev.flush()
  return r.score, scored, G.GAME.dollars - before - scored
end
out("plain", pair(nil))
out("plated", pair("m_tm_plated"))
out("charged", pair("m_tm_charged"))
out("warm_held", pair(nil, "m_tm_warm"))
local function usable(key, count)
  H.Exercise.fresh_run()
  local card = Card(0, 0, G.CARD_W, G.CARD_H, nil, G.P_CENTERS[key])
  G.consumeables:emplace(card)
  for i = 1, count do G.hand:add_to_highlighted(G.hand.cards[i]) end
  return card:can_use_consumeable() and "y" or "n"
end
for _, key in ipairs({ "c_tm_pick", "c_tm_gild", "c_tm_plain_c" }) do
  local seen = {}
  for count = 0, 4 do seen[#seen + 1] = usable(key, count) end
  out(key, table.concat(seen))
end
`);
    // Pair of nines: (10 + 9 + 9) x 2 = 56 and no money.
    // Columns: score, money while scoring, money at the end of the round.
    expect(lines.plain).toBe("56 0 0");
    // +30 chips: (10 + 9 + 30 + 9) x 2.
    expect(lines.plated).toBe("116 0 0");
    // +4 mult then X2 on the card, and $3 when it scores: (10 + 18) x ((2 + 4) x 2).
    expect(lines.charged).toBe(`${28 * 12} 3 0`);
    // A held card with X1.5 Mult: 28 x (2 x 1.5); $2 for holding it at the end of the round.
    expect(lines.warm_held).toBe("84 0 2");
    // 0..4 cards selected: min 2, max 3.
    expect(lines.c_tm_pick).toBe("nnyyn");
    // Limits 1..3 and the rule's own 2 or more.
    expect(lines.c_tm_gild).toBe("nnyyn");
    // No limits: always usable.
    expect(lines.c_tm_plain_c).toBe("yyyyy");
  });
});
