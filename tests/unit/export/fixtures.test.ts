// Every real project file exports without error; every generated Lua file parses and compiles in
// LuaJIT; every rule is either exported or listed in the report (never dropped silently).
import { describe, expect, it } from "vitest";
import { exportMod } from "../../../domain/export";
import { checkLuaSyntax } from "../../../domain/lua";
import { luajitCompileErrors } from "./luaCheck";
import { fixtureNames, fixtureProject } from "./sampleProject";

describe.each(fixtureNames())("fixture %s", (name) => {
  it("exports a mod whose Lua parses and compiles in LuaJIT, listing each rule it could not export", () => {
    const project = fixtureProject(name);
    const result = exportMod(project);
    for (const [path, data] of result.files) {
      if (path.endsWith(".lua")) expect(checkLuaSyntax(data as string), path).toEqual({ ok: true });
    }
    expect(luajitCompileErrors(result)).toEqual([]);
    // every rule is accounted for: exported, or listed in the report with its reason
    const total = (["jokers", "consumables", "boosters", "enhancements", "seals", "editions", "vouchers", "decks"] as const)
      .reduce((n, list) => n + project[list].reduce((m, item) => m + (item.rules?.length ?? 0), 0), 0);
    expect(result.report.rulesExported + result.report.rulesNotExported).toBe(total);
    const lua = [...result.files].filter(([p]) => p.startsWith("items/")).map(([, d]) => d as string).join("\n");
    const emitted = new Set(lua.match(/-- rule \d+:/g) ?? []).size;
    expect(emitted > 0).toBe(result.report.rulesExported > 0);
    for (const skipped of result.report.notExported) {
      expect(skipped.itemName).not.toBe("");
      expect(skipped.reason).not.toBe("");
    }
  });
});
