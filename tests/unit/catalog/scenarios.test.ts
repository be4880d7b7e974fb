// Every catalog scenario (domain/catalog/**/*.scenario.ts) runs in real LuaJIT against the
// harness's game model and must observe what it expects.
import { describe, expect, it } from "vitest";
import type { Scenario } from "../../../domain/catalog/scenario";
import { runScenarios } from "../../../src/cli/scenarios";

const files = import.meta.glob<{ default: Scenario[] }>("../../../domain/catalog/**/*.scenario.ts", { eager: true });

describe("catalog scenarios", () => {
  for (const [path, module] of Object.entries(files)) {
    const name = path.replace(/^.*domain\/catalog\//, "");
    it(name, () => {
      const outcomes = runScenarios(module.default);
      const failures = outcomes.filter((o) => o.mismatches.length > 0 || o.loadProblems.length > 0)
        .map((o) => `${o.scenario.entry} [${o.type}] ${o.scenario.name}:\n    ${[...o.loadProblems, ...o.mismatches].join("\n    ")}`);
      expect(failures).toEqual([]);
    });
  }
});
