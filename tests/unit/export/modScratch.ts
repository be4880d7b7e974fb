// Shared steps for export tests that build a small project, write its export to disk, and load
// it in the LuaJIT harness: rule builders, a scratch folder, and reading one generated definition.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, expect } from "vitest";
import type { ExportResult } from "../../../domain/export";
import type { Effect, Rule } from "../../../domain/model";
import { runLua } from "../../lua/luajit";

const luaTestsDir = resolve(dirname(fileURLToPath(import.meta.url)), "../../lua");

/** Rule and effect builders with ids unique within one test file (`<tag>1`, `<tag>2`, ...). */
export function ruleBuilders(tag: string) {
  let n = 0;
  const id = () => `${tag}${(n += 1)}`;
  const effect = (type: string, params: Record<string, unknown>): Effect =>
    ({ id: id(), type, params: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, { value: v }])) });
  const rule = (trigger: string, effects: Effect[], more: Partial<Rule> = {}): Rule =>
    ({ id: id(), trigger, position: { x: 0, y: 0 }, blueprintCompatible: true, conditionGroups: [], effects, randomGroups: [], loops: [], ...more });
  return { effect, rule };
}

/** A temporary folder removed after the file's tests; `writeMod` puts an export's files in it. */
export function modScratch(tag: string) {
  const scratch = mkdtempSync(join(tmpdir(), `jf-${tag}-`));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  return function writeMod(result: ExportResult, name: string): string {
    const dir = join(scratch, name, result.folder);
    for (const [path, data] of result.files) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), data);
    }
    return dir;
  };
}

/** The text of one `SMODS.<cls>({ key = "<key>" ... })` definition in a generated file. */
export function definitionOf(source: string, key: string): string {
  const start = source.indexOf(`key = "${key}"`);
  expect(start, `definition of ${key}`).toBeGreaterThan(0);
  const end = source.indexOf("\n})", start);
  return source.slice(start, end);
}

/**
 * Loads an exported mod in the harness's game model, runs `body` (Lua that may call `H`,
 * `Inject`, `Sim`, `mod` and `out(label, ...)`), and returns each `out` line as label -> values
 * joined by spaces, after checking the run printed no error and no loading problem.
 */
export function runInGameModel(modDir: string, body: string): Record<string, string> {
  const script = `
package.path = "../../src/cli/harness/?.lua;./lib/?.lua"
local H = require("harness")
local Inject = require("inject")
local Sim = require("sim")
H.boot()
local mod = assert(H.load_mod(${JSON.stringify(modDir)}), "mod did not load")
H.Game.new_run()
Inject.run(mod)
for _, p in ipairs(H.P.list) do io.write("PROBLEM\\t", p.message, "\\n") end
local function out(...) local t = {} for i, v in ipairs({ ... }) do t[i] = tostring(v) end io.write(table.concat(t, "\\t"), "\\n") end
${body}`;
  const run = runLua(["-"], { cwd: luaTestsDir, input: script });
  expect(run.stderr).toBe("");
  expect(run.status).toBe(0);
  const lines = Object.fromEntries(run.stdout.trim().split("\n").map((line) => {
    const [label, ...rest] = line.split("\t");
    return [label, rest.join(" ")];
  }));
  expect(Object.keys(lines).filter((l) => l.startsWith("PROBLEM"))).toEqual([]);
  return lines;
}
