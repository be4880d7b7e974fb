// The breakdown a scenario records (src/cli/harness/trace.lua), in real LuaJIT: the lines the
// game would float, in order, with the running chips and mult; money; cards created, destroyed
// and changed. The playtest panel shows the same lines from the browser's VM (parity.test.ts).
import { describe, expect, it } from "vitest";
import { build, type Scenario } from "../../../domain/catalog/scenario";
import { exportMod } from "../../../domain/export";
import { runSpecsInLuajit, scenarioProject, scenarioSpecs } from "../../../src/cli/scenarios";
import type { RawTrace } from "../../../src/playtest/runner";

const { rule, effect, condition } = build;

function run(scenario: Omit<Scenario, "entry" | "name" | "expect">) {
  const runs = [{ scenario: { entry: "test", name: "test", expect: {}, ...scenario }, type: "joker" as const }];
  const { project, keys } = scenarioProject(runs, false);
  const exported = exportMod(project);
  const output = runSpecsInLuajit(exported.folder, exported.files, scenarioSpecs(runs, keys, true));
  expect(output.load).toEqual([]);
  const result = output.results[0];
  return { result, trace: result.trace as RawTrace, key: keys[0] };
}

const jolly = { type: "joker" as const, rules: [rule("hand_played", { conditions: [condition("hand_type", { operator: "contains", value: "Pair" })], effects: [effect("add_mult", { value: 8 })] })] };

describe("the breakdown of a played hand", () => {
  it("a Jolly-Joker-like rule on a level-1 Pair of 5s: base, the two 5s, +8 Mult, 200", () => {
    const { result, trace, key } = run({ subject: jolly, steps: [{ play: ["H_5", "S_5"] }] });
    expect(result.score).toBe(200);
    expect(trace.breakdown).toEqual([
      { kind: "hand", source: "Pair", text: "Pair lvl.1", chips: 10, mult: 2, totalChips: 10, totalMult: 2 },
      { kind: "card", source: "H_5", text: "+5", chips: 5, totalChips: 15, totalMult: 2 },
      { kind: "card", source: "S_5", text: "+5", chips: 5, totalChips: 20, totalMult: 2 },
      { kind: "joker", source: key, text: "+8 Mult", mult: 8, totalChips: 20, totalMult: 10 },
    ]);
    expect(trace.dollarsBefore).toBe(4);
    expect([trace.created, trace.destroyed, trace.changed]).toEqual([[], [], []]);
  });

  it("a retriggered card scores, then 'Again!', then scores again; held cards and X Mult show with their totals", () => {
    const { result, trace, key } = run({
      subject: { type: "joker", rules: [rule("hand_played", { effects: [effect("apply_x_mult", { value: 2 })] })] },
      steps: [{ play: ["H_5", { card: "S_5", seal: "Red" }], held: [{ card: "D_K", enhancement: "m_steel" }] }],
    });
    // (10 + 5 + 5 + 5) x 2 x 1.5 (Steel) x 2
    expect(result.score).toBe(150);
    expect(trace.breakdown.map((l) => `${l.kind} ${l.source} ${l.text} ${l.totalChips ?? ""}/${l.totalMult ?? ""}`)).toEqual([
      "hand Pair Pair lvl.1 10/2",
      "card H_5 +5 15/2",
      // as SMODS.score_card: the retriggers are asked for after the card's first pass
      "card S_5+Red +5 20/2",
      "retrigger S_5+Red Again! /",
      "card S_5+Red +5 25/2",
      "held D_K+m_steel X1.5 Mult 25/3",
      `joker ${key} X2 Mult 25/6`,
    ]);
  });

  it("money: the dollars line, and the money before", () => {
    const { result, trace, key } = run({
      subject: { type: "joker", rules: [rule("hand_played", { effects: [effect("set_dollars", { operation: "add", value: 3 })] })] },
      setup: { dollars: 10 }, steps: [{ play: ["H_5"] }],
    });
    expect(trace.dollarsBefore).toBe(10);
    expect(result.dollars).toBe(13);
    const money = trace.breakdown.filter((l) => l.dollars !== undefined);
    expect(money).toHaveLength(1);
    expect(money[0]).toMatchObject({ source: key, dollars: 3 });
    expect(money[0].text).toContain("3");
  });

  it("cards created and changed: a Joker appears, scored face cards turn Gold", () => {
    const created = run({
      subject: { type: "joker", rules: [rule("hand_played", { effects: [effect("create_joker", { joker_type: "specific", joker_key: "joker" })] })] },
      steps: [{ play: ["H_5", "S_5"] }],
    });
    expect(created.trace.created).toEqual(["j_joker"]);
    expect(created.trace.destroyed).toEqual([]);
    const gold = run({
      subject: { type: "joker", rules: [rule("before_hand_played", { effects: [effect("edit_scoring_cards", { filter: "face", new_enhancement: "m_gold" })] })] },
      steps: [{ play: ["H_K", "S_K", "D_5"] }],
    });
    expect(gold.trace.changed).toEqual(["H_K -> H_K+m_gold", "S_K -> S_K+m_gold"]);
    expect(gold.trace.created).toEqual([]);
  });

  it("cards destroyed: a Glass card that always breaks", () => {
    const { trace } = run({
      subject: jolly, setup: { chance: "always" },
      steps: [{ play: ["H_5", { card: "S_5", enhancement: "m_glass" }] }],
    });
    expect(trace.destroyed).toEqual(["S_5+m_glass"]);
  });
});
