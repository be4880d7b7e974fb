// One harness: every catalog scenario (domain/catalog/**/*.scenario.ts, expanded as `check` and
// the catalog test run them) observes the same in real LuaJIT and in the playtest's Lua 5.1 VM
// (wasmoon, with the dialect shim): the same numbers, cards, problems and breakdown.
import { describe, expect, it } from "vitest";
import type { Scenario } from "../../../domain/catalog/scenario";
import { exportMod } from "../../../domain/export";
import { expandScenarios, runSpecsInLuajit, scenarioProject, scenarioSpecs } from "../../../src/cli/scenarios";
import { LuaHarness } from "../../../src/playtest/runner";
import { harnessSources, nodeWasmoon } from "./nodeVm";

const files = import.meta.glob<{ default: Scenario[] }>("../../../domain/catalog/**/*.scenario.ts", { eager: true });
const all = expandScenarios(Object.values(files).flatMap((m) => m.default));

describe("parity: LuaJIT and the browser's Lua 5.1 VM", () => {
  for (const talisman of [false, true]) {
    const runs = all.filter((r) => Boolean(r.scenario.talisman) === talisman);
    it(`${runs.length} catalog scenario runs ${talisman ? "with" : "without"} Talisman observe the same`, async () => {
      expect(runs.length).toBeGreaterThan(0);
      const { project, keys } = scenarioProject(runs, talisman);
      const exported = exportMod(project);
      const specs = scenarioSpecs(runs, keys, true);
      const luajit = runSpecsInLuajit(exported.folder, exported.files, specs);
      const vm = await LuaHarness.create(nodeWasmoon, harnessSources());
      const load = vm.loadMod(exported.folder, exported.files);
      const results = vm.run(specs);
      expect(load).toEqual(luajit.load);
      expect(results.length).toBe(runs.length);
      const differ = runs.flatMap((r, i) => {
        const a = JSON.stringify(luajit.results[i]);
        const b = JSON.stringify(results[i]);
        return a === b ? [] : [`${r.scenario.entry} [${r.type}] ${r.scenario.name}:\n  LuaJIT ${a}\n  wasm   ${b}`];
      });
      expect(differ).toEqual([]);
      // the breakdown is there to compare: most runs play a hand and score cards
      expect(results.filter((r) => (r.trace?.breakdown.length ?? 0) > 0).length).toBeGreaterThan(runs.length / 4);
    }, 600_000);
  }
});
