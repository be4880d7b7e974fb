// The playtest runner in node (the same code runs in the panel's web worker): a project's item
// under test, a set-up, and what Play shows.
import { beforeAll, describe, expect, it } from "vitest";
import { build } from "../../../domain/catalog/scenario";
import { createItem, createSound, emptyProject, type Project, type Rule } from "../../../domain/model";
import { exportMod } from "../../../domain/export";
import { runSpecsInLuajit } from "../../../src/cli/scenarios";
import { codeOnlyStandIns, PlaytestRunner, playtestSpec, playtestSubject, toPlaytestResult, type RawResult } from "../../../src/playtest/runner";
import { harnessSources, nodeWasmoon } from "./nodeVm";

const { rule, effect, condition } = build;

function project(jokers: { id: string; objectKey: string; rules: Rule[] }[]): Project {
  const p = emptyProject(1);
  p.modMetadata = { ...p.modMetadata, id: "playtest", name: "Playtest", prefix: "pt" };
  jokers.forEach((j, i) => p.jokers.push(createItem("joker", { ...j, name: j.objectKey, prefix: "pt", orderValue: i + 1 } as never) as never));
  return p;
}

const jollyRule = () => rule("hand_played", { conditions: [condition("hand_type", { operator: "contains", value: "Pair" })], effects: [effect("add_mult", { value: 8 })] });
const chanceRule = () => rule("hand_played", { chances: [build.chance(1, 4, [effect("add_mult", { value: 100 })])] });

let runner: PlaytestRunner;
beforeAll(async () => {
  runner = await PlaytestRunner.create(nodeWasmoon, harnessSources());
});

describe("the playtest runner", () => {
  const base = project([{ id: "jolly", objectKey: "jolly", rules: [jollyRule()] }, { id: "lucky", objectKey: "lucky", rules: [chanceRule()] }]);

  it("plays a Jolly-Joker-like rule on a level-1 Pair of 5s: 200 and the breakdown", () => {
    const result = runner.play(base, "jolly", { setup: {}, steps: [{ play: ["H_5", "S_5"] }] });
    expect(result.error).toBeUndefined();
    expect(result.observations?.score).toBe(200);
    expect(result.breakdown.map((l) => [l.kind, l.source, l.text])).toEqual([
      ["hand", "Pair", "Pair lvl.1"], ["card", "H_5", "+5"], ["card", "S_5", "+5"], ["joker", "j_pt_jolly", "+8 Mult"],
    ]);
    expect(result.breakdown[3]).toMatchObject({ mult: 8, totalChips: 20, totalMult: 10 });
    expect(result.problems).toEqual([]);
    expect(result.ms).toBeGreaterThan(0);
  });

  it("a loop keeps the rule's order: +10 Mult, then 2 times x2 Mult is (2 + 10) x 4 on a Pair of 5s, after an earlier rule's +1 Mult too", () => {
    const looped = project([{ id: "loop", objectKey: "loop", rules: [
      rule("hand_played", { effects: [effect("add_mult", { value: 1 })] }),
      rule("hand_played", { effects: [effect("add_mult", { value: 10 })], loops: [build.loop(2, [effect("apply_x_mult", { value: 2 })])] }),
      rule("hand_played", { effects: [effect("add_chips", { value: 4 })] }),
    ] }]);
    const result = runner.play(looped, "loop", { setup: {}, steps: [{ play: ["H_5", "S_5"] }] });
    expect(result.error).toBeUndefined();
    expect(result.problems).toEqual([]);
    // chips 10 + 5 + 5, then +4 after the loop; mult 2 + 1 + 10 = 13, x2 x2 = 52
    expect(result.observations?.score).toBe(24 * 52);
    expect(result.breakdown.filter((l) => l.kind === "joker").map((l) => l.text)).toEqual(["+1 Mult", "+10 Mult", "X2 Mult", "X2 Mult", "+4"]);
  });

  it("places the item where 'self' is, among vanilla jokers and the project's own", () => {
    const result = runner.play(base, "jolly", { setup: { jokers: ["j_joker", "j_pt_lucky", "self"] }, steps: [{ play: ["H_5", "S_5"] }] });
    expect(result.observations?.jokers).toEqual(["j_joker", "j_pt_lucky", "j_pt_jolly"]);
    const first = runner.play(base, "jolly", { setup: { jokers: ["j_joker"] }, steps: [{ play: ["H_5"] }] });
    expect(first.observations?.jokers).toEqual(["j_pt_jolly", "j_joker"]);
  });

  it("sets the moment of the run: money, hands and discards left, ante and round", () => {
    const result = runner.play(base, "jolly", { setup: { dollars: 12, hands: 2, discards: 0, ante: 5, round: 7 }, steps: [{ play: ["H_5", "S_5"] }] });
    expect(result.dollarsBefore).toBe(12);
    expect(result.observations).toMatchObject({ ante: 5, round: 7, handsLeft: 1, discardsLeft: 0, score: 200 });
  });

  it("forces a 1-in-4 chance to always and to never succeed", () => {
    const play = (chance: "always" | "never") => runner.play(base, "lucky", { setup: { chance }, steps: [{ play: ["H_5"] }] });
    expect(play("always").observations?.mult).toBe(101);
    expect(play("never").observations?.mult).toBe(1);
  });

  it("reloads the mod only when the export changed", () => {
    runner.play(base, "jolly", { setup: {}, steps: [{ play: ["H_5"] }] });
    expect(runner.prepare(base)).toBe(false);
    // a new project object with the same content: exported again, not loaded again
    expect(runner.prepare(structuredClone(base))).toBe(false);
    const changed = project([{ id: "jolly", objectKey: "jolly", rules: [rule("hand_played", { effects: [effect("add_mult", { value: 3 })] })] }]);
    expect(runner.prepare(changed)).toBe(true);
    expect(runner.play(changed, "jolly", { setup: {}, steps: [{ play: ["H_5", "S_5"] }] }).observations?.score).toBe(20 * 5);
  });

  it("names what went wrong: an unknown item, a step that cannot run", () => {
    expect(runner.play(base, "nope", { setup: {}, steps: [] }).error).toContain("nope");
    const bad = runner.play(base, "jolly", { setup: {}, steps: [{ playFromHand: ["H_5"] }] });
    expect(bad.error).toContain("no card 'H_5' in hand");
    expect(bad.observations).toBeUndefined();
  });

  it("stops an endless loop (2e8 Lua instructions) instead of hanging", () => {
    const loop = project([{ id: "loop", objectKey: "loop", rules: [rule("hand_played", { effects: [effect("add_mult", { value: 1 })] })] }]);
    const result = runner.play(loop, "loop", { setup: { lua: "" }, steps: [{ lua: "while true do end" }] });
    expect(result.error).toContain("endless loop");
  }, 60_000);

  it("plays a project with art and sounds exported code only: their stand-ins load clean", () => {
    const withSound = project([{ id: "jolly", objectKey: "jolly", rules: [jollyRule()] }]);
    withSound.sounds.push(createSound({ id: "s1", key: "ding", soundString: `data:audio/ogg;base64,${btoa("OggS and more bytes")}` }));
    const result = runner.play(withSound, "jolly", { setup: {}, steps: [{ play: ["H_5", "S_5"] }] });
    expect(result.problems).toEqual([]);
    expect(result.observations?.score).toBe(200);
  });

  it("gives the same result as the same playtest in LuaJIT (what `check` runs for a kept playtest)", () => {
    const setup = { setup: { jokers: ["j_pt_lucky", "self"], chance: "always" as const, dollars: 7 }, steps: [{ play: ["H_5", { card: "S_5", seal: "Red" }], held: ["D_K"] }] };
    const inVm = runner.play(base, "jolly", setup);
    const exported = exportMod(base, { codeOnly: true });
    for (const [path, data] of codeOnlyStandIns(exported.files)) exported.files.set(path, data);
    const luajit = runSpecsInLuajit(exported.folder, exported.files, [playtestSpec(base, "jolly", setup)!]);
    const inLuajit = toPlaytestResult(luajit.results[0] as RawResult, luajit.load, inVm.ms);
    expect(inLuajit).toEqual(inVm);
    expect(inVm.observations?.score).toBe((10 + 5 + 5 + 5) * (2 + 100 + 8));
  });

  it("finds the item's exported key", () => {
    expect(playtestSubject(base, "lucky")).toMatchObject({ type: "joker", key: "j_pt_lucky" });
    expect(playtestSubject(base, "missing")).toBeUndefined();
  });
});
