// Vanilla jokers in a playtest's slots play as the game's: the runner adds the Vanilla Reforged
// copies of exactly the vanilla jokers a playtest places to the project it exports (hidden, never
// saved), and names them back by their vanilla keys in everything the result reports.
import { beforeAll, describe, expect, it } from "vitest";
import { build } from "../../../domain/catalog/scenario";
import { createItem, emptyProject, type Project, type Rule } from "../../../domain/model";
import type { PlaytestSetup } from "../../../domain/playtest/types";
import { exportMod } from "../../../domain/export";
import { runPlaytestsInLuajit } from "../../../src/cli/luajitPlaytests";
import { runSpecsInLuajit } from "../../../src/cli/scenarios";
import { PlaytestRunner, playtestMod, playtestSpec, playtestVanillaJokers, restoreVanillaKeys } from "../../../src/playtest/runner";
import { harnessSources, nodeWasmoon } from "./nodeVm";

const { rule, effect } = build;

function project(jokers: { id: string; objectKey: string; rules: Rule[] }[]): Project {
  const p = emptyProject(1);
  p.modMetadata = { ...p.modMetadata, id: "playtest", name: "Playtest", prefix: "pt" };
  jokers.forEach((j, i) => p.jokers.push(createItem("joker", { ...j, name: j.objectKey, prefix: "pt", orderValue: i + 1 } as never) as never));
  return p;
}

const plus8 = () => rule("hand_played", { effects: [effect("add_mult", { value: 8 })] });
const base = project([{ id: "eight", objectKey: "eight", rules: [plus8()] }, { id: "other", objectKey: "other", rules: [] }]);
const PAIR: PlaytestSetup["steps"] = [{ play: ["H_5", "S_5"] }];

let runner: PlaytestRunner;
beforeAll(async () => {
  runner = await PlaytestRunner.create(nodeWasmoon, harnessSources());
});

describe("vanilla jokers in a playtest", () => {
  it("a +8 Mult joker beside the vanilla Joker (+4 Mult) on a level-1 Pair of 5s: (10+5+5) x (2+8+4) = 280", () => {
    const result = runner.play(base, "eight", { setup: { jokers: ["self", "j_joker"] }, steps: PAIR });
    expect(result.error).toBeUndefined();
    expect(result.problems).toEqual([]);
    expect(result.observations?.score).toBe(280);
    expect(result.observations?.jokers).toEqual(["j_pt_eight", "j_joker"]);
    expect(result.breakdown.map((l) => [l.kind, l.source, l.text])).toEqual([
      ["hand", "Pair", "Pair lvl.1"], ["card", "H_5", "+5"], ["card", "S_5", "+5"], ["joker", "j_pt_eight", "+8 Mult"], ["joker", "j_joker", "+4 Mult"],
    ]);
    expect(JSON.stringify(result)).not.toContain("playtest_vanilla");
  });

  it("without the copies the harness's vanilla Joker adds nothing (what the runner did before)", () => {
    const mod = playtestMod(base, []);
    expect(mod.project).toBe(base);
    const exported = exportMod(base, { codeOnly: true });
    const setup: PlaytestSetup = { setup: { jokers: ["self", "j_joker"] }, steps: PAIR };
    const bare = runSpecsInLuajit(exported.folder, exported.files, [playtestSpec(base, "eight", setup)!]);
    expect(bare.results[0].score).toBe(20 * 10);
  });

  it("a vanilla joker that destroys and scales: Ceremonial Dagger slices the Joker to its right and gains +2 Mult", () => {
    const result = runner.play(base, "eight", { setup: { jokers: ["self", "j_ceremonial", "j_joker"] }, steps: [{ selectBlind: true }, ...PAIR] });
    expect(result.error).toBeUndefined();
    expect(result.destroyed).toEqual(["j_joker"]);
    expect(result.observations?.jokers).toEqual(["j_pt_eight", "j_ceremonial"]);
    // Joker (cost $2) sells for $1: +2 Mult; 20 x (2 + 8 + 2)
    expect(result.observations?.score).toBe(20 * 12);
    expect(result.breakdown.filter((l) => l.kind === "joker").map((l) => [l.source, l.text])).toEqual([["j_pt_eight", "+8 Mult"], ["j_ceremonial", "+2 Mult"]]);
  });

  it("a vanilla joker that scales over hands: Green Joker on the second hand adds +2 Mult", () => {
    const result = runner.play(base, "eight", { setup: { jokers: ["j_green_joker", "self"] }, steps: [...PAIR, ...PAIR] });
    expect(result.error).toBeUndefined();
    expect(result.observations?.score).toBe(20 * (2 + 2 + 8));
    expect(result.breakdown.some((l) => l.source === "j_green_joker" && l.text === "+2 Mult")).toBe(true);
  });

  it("copies only vanilla jokers the project does not have, under keys that leave the project's own alone", () => {
    // a project joker spelled like a hidden copy keeps its key; the copy takes another
    const clash = project([{ id: "eight", objectKey: "eight", rules: [plus8()] }, { id: "clash", objectKey: "playtest_vanilla_joker", rules: [] }]);
    const keys = playtestVanillaJokers(clash, [{ setup: { jokers: ["self", "j_joker", { key: "j_pt_eight" }, "j_pt_playtest_vanilla_joker", "j_nope"] }, steps: [] }]);
    expect(keys).toEqual(["j_joker"]);
    const mod = playtestMod(clash, keys);
    expect(mod.hidden.get("j_joker")).not.toBe("j_pt_playtest_vanilla_joker");
    expect(mod.hidden.get("j_joker")).toMatch(/^j_pt_playtest_vanilla_joker/);
    expect(clash.jokers).toHaveLength(2);
    const result = runner.play(clash, "eight", { setup: { jokers: ["self", "j_joker", "j_pt_playtest_vanilla_joker"] }, steps: PAIR });
    expect(result.observations?.jokers).toEqual(["j_pt_eight", "j_joker", "j_pt_playtest_vanilla_joker"]);
    expect(result.observations?.score).toBe(280);
  });

  it("reloads the mod when the set of vanilla jokers changes, and not when the same playtest runs again", () => {
    const fresh = structuredClone(base);
    const loads = () => runner.harness.loads;
    runner.play(fresh, "eight", { setup: { jokers: ["self"] }, steps: PAIR });
    const before = loads();
    runner.play(fresh, "eight", { setup: { jokers: ["self", "j_joker"] }, steps: PAIR });
    expect(loads()).toBe(before + 1);
    expect(runner.prepare(fresh, ["j_joker"])).toBe(false);
    runner.play(fresh, "eight", { setup: { jokers: ["j_joker", "self"] }, steps: PAIR });
    expect(loads()).toBe(before + 1);
    runner.play(fresh, "eight", { setup: { jokers: ["self", "j_joker", "j_green_joker"] }, steps: PAIR });
    expect(loads()).toBe(before + 2);
  });

  it("LuaJIT (check's kept playtests) and the browser's VM give the same result", () => {
    const setups: PlaytestSetup[] = [
      { setup: { jokers: ["self", "j_joker"] }, steps: PAIR },
      { setup: { jokers: ["self", "j_ceremonial", "j_joker"], dollars: 7 }, steps: [{ selectBlind: true }, ...PAIR] },
      { setup: { jokers: ["j_green_joker", "self"] }, steps: [...PAIR, ...PAIR] },
    ];
    const inLuajit = runPlaytestsInLuajit(base, setups.map((setup) => ({ itemId: "eight", setup })));
    setups.forEach((setup, i) => {
      const inVm = runner.play(base, "eight", setup);
      expect({ ...inLuajit[i], ms: 0 }).toEqual({ ...inVm, ms: 0 });
    });
    expect(inLuajit.map((r) => r.observations?.score)).toEqual([280, 240, 240]);
    expect(inLuajit[1].destroyed).toEqual(["j_joker"]);
  });

  it("names the copies back in problems and errors, word by word only", () => {
    const mod = playtestMod(base, ["j_joker", "j_green_joker"]);
    const copy = mod.hidden.get("j_joker")!;
    const out = restoreVanillaKeys({ problems: [`${copy}: calc failed`, `${copy}x stays`], error: `in ${mod.hidden.get("j_green_joker")} line 3`, n: 4 }, mod);
    expect(out).toEqual({ problems: ["j_joker: calc failed", `${copy}x stays`], error: "in j_green_joker line 3", n: 4 });
  });
});
