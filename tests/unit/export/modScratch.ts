// Shared steps for export tests that build a small project, write its export to disk, and load
// it in the LuaJIT harness: rule builders, a scratch folder, and reading one generated definition.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, expect } from "vitest";
import type { ExportResult } from "../../../domain/export";
import type { Effect, Rule } from "../../../domain/model";

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
