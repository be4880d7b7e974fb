// What every exported project must satisfy, for the generated test projects (unit layer) and the
// real modders' projects (corpus layer) alike.
import { expect } from "vitest";
import { exportMod, type ExportResult } from "../../../domain/export";
import { checkLuaSyntax } from "../../../domain/lua";
import type { AnyItem, Project } from "../../../domain/model";
import { checkMod, formatProblem } from "../../../src/cli/checkMod";
import { luajitCompileErrors } from "./luaCheck";
import { luaFiles, nonLuaJitConstructs } from "./luaDialect";

export const ITEM_LISTS = ["jokers", "consumables", "boosters", "enhancements", "seals", "editions", "vouchers", "decks"] as const;

export function rulesOf(project: Project) {
  return ITEM_LISTS.flatMap((list) => (project[list] as AnyItem[]).flatMap((item) => item.rules ?? []));
}

/** Every generated Lua file parses, compiles in LuaJIT and uses only LuaJIT 2.1 constructs. */
export function expectCleanLua(result: ExportResult): void {
  const files = luaFiles(result);
  expect(files.length).toBeGreaterThan(1);
  for (const [path, source] of files) {
    expect(checkLuaSyntax(source), path).toEqual({ ok: true });
    expect(nonLuaJitConstructs(source), path).toEqual([]);
  }
  expect(luajitCompileErrors(result)).toEqual([]);
}

/** Every rule is exported or listed in the report with its item and reason, never dropped silently. */
export function expectRulesAccounted(project: Project, result: ExportResult): void {
  expect(result.report.rulesExported + result.report.rulesNotExported).toBe(rulesOf(project).length);
  const lua = luaFiles(result).filter(([p]) => p.startsWith("items/")).map(([, d]) => d).join("\n");
  const emitted = new Set(lua.match(/-- rule \d+:/g) ?? []).size;
  expect(emitted > 0).toBe(result.report.rulesExported > 0);
  for (const skipped of result.report.notExported) {
    expect(skipped.itemName).not.toBe("");
    expect(skipped.reason).not.toBe("");
  }
}

/** The project's export, written to disk by `writeMod` (see modScratch), loads in the harness with zero problems. */
export async function expectLoadsClean(project: Project, writeMod: (result: ExportResult, name: string) => string, name: string): Promise<void> {
  const result = exportMod(project, { date: new Date(Date.UTC(2026, 0, 1)) });
  const checked = await checkMod(writeMod(result, name));
  expect(checked.problems.map(formatProblem)).toEqual([]);
  expect(checked.ok).toBe(true);
}
