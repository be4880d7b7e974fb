// Corpus layer. Every real project file exports without error; every generated Lua file parses,
// compiles in LuaJIT and uses only LuaJIT 2.1 constructs; every rule is either exported or listed
// in the report (never dropped silently).
import { describe, it } from "vitest";
import { exportMod } from "../../domain/export";
import { expectCleanLua, expectRulesAccounted } from "../unit/export/projectChecks";
import { fixtureNames, fixtureProject } from "./corpus";

describe.each(fixtureNames)("fixture %s", (name) => {
  it("exports a mod whose Lua parses, compiles in LuaJIT and uses only LuaJIT 2.1 constructs, listing each rule it could not export", () => {
    const project = fixtureProject(name);
    const result = exportMod(project);
    expectCleanLua(result);
    expectRulesAccounted(project, result);
  });
});
