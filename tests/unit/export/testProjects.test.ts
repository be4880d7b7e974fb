// The generated test projects (every item type with every catalog entry; a large one) export
// without error: every generated Lua file parses, compiles in LuaJIT and uses only LuaJIT 2.1
// constructs, and every rule is either exported or listed in the report with its reason, never
// dropped silently. The real modders' projects: tests/corpus/export.corpus.test.ts.
import { describe, expect, it } from "vitest";
import { exportMod, type ExportResult } from "../../../domain/export";
import { LIST_OF_TYPE, type AnyItem, type Project } from "../../../domain/model";
import { everyEntryProject, largeProject, RULE_TYPES } from "../../support/projects";
import { luaFiles } from "./luaDialect";
import { expectCleanLua, expectRulesAccounted, ITEM_LISTS, rulesOf } from "./projectChecks";

describe.each([["every entry", everyEntryProject], ["large", largeProject]] as const)("the %s test project", (_, make) => {
  let exported: { project: Project; result: ExportResult } | undefined;
  const once = () => (exported ??= (() => { const project = make(); return { project, result: exportMod(project) }; })());

  it("exports Lua that parses, compiles in LuaJIT and uses only LuaJIT 2.1 constructs", () => {
    expectCleanLua(once().result);
  });

  it("exports every rule or lists it with its item and reason", () => {
    const { project, result } = once();
    expectRulesAccounted(project, result);
    const ruleIds = new Set(rulesOf(project).map((r) => r.id));
    for (const skipped of result.report.notExported) expect(ruleIds.has(skipped.ruleId), skipped.ruleId).toBe(true);
    // Each list's file carries a "-- rule n:" comment for each rule it exported, in its item.
    for (const list of ITEM_LISTS) {
      const items = project[list] as AnyItem[];
      const skipped = result.report.notExported.filter((s) => items.some((item) => (item.rules ?? []).some((r) => r.id === s.ruleId))).length;
      const source = luaFiles(result).filter(([path]) => path.startsWith(`items/${list}`)).map(([, s]) => s).join("\n");
      // a rule that runs in several steps (scoring, then destroying) has the comment in each: count
      // each rule once per item definition
      const emitted = source.split(/\nSMODS\.\w+\(/).reduce((n, chunk) => n + new Set(chunk.match(/-- rule \d+:/g) ?? []).size, 0);
      expect(emitted, list).toBe(items.reduce((n, item) => n + (item.rules ?? []).length, 0) - skipped);
    }
  });

  it("exports some rules of every object type", () => {
    const { project, result } = once();
    const skipped = new Set(result.report.notExported.map((s) => s.ruleId));
    for (const type of RULE_TYPES) {
      const rules = (project[LIST_OF_TYPE[type]] as AnyItem[]).flatMap((item) => item.rules ?? []);
      expect(rules.filter((r) => !skipped.has(r.id)).length, type).toBeGreaterThan(0);
    }
  });
});
