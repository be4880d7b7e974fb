// `check` speed (issue 13 item 7): a valid export of many jokers, loaded and exercised by the
// LuaJIT harness. The project is built here (no fixture needed): jokers cycling through six
// common rule shapes (flat mult, a hand-type condition, per scored card, a chance, on discard,
// two effects), each with its own key and rule ids. The figure is the wall time of checkMod,
// from starting LuaJIT on the mod folder to its last problem line; the harness's own CPU time
// is reported beside it, as a busy machine stretches the wall time.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { exportMod } from "../../domain/export";
import { createItem, emptyProject, type Effect, type Project, type Rule } from "../../domain/model";
import { checkMod } from "../../src/cli/checkMod";
import { writeExportToDir } from "../../src/cli/exportFiles";

function rules(i: number): Rule[] {
  let n = 0;
  const id = () => `r${i}_${(n += 1)}`;
  const effect = (type: string, params: Record<string, unknown>): Effect =>
    ({ id: id(), type, params: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, { value: v }])) });
  const rule = (trigger: string, effects: Effect[], more: Partial<Rule> = {}): Rule =>
    ({ id: id(), trigger, position: { x: 0, y: 0 }, blueprintCompatible: true, conditionGroups: [], effects, randomGroups: [], loops: [], ...more });
  switch (i % 6) {
    case 0: return [rule("hand_played", [effect("add_mult", { value: 4 + (i % 5) })])];
    case 1: return [rule("hand_played", [effect("apply_x_mult", { value: 1.5 })], {
      conditionGroups: [{ id: id(), operator: "and", conditions: [{ id: id(), type: "hand_type", negate: false, params: { card_scope: { value: "scoring" }, operator: { value: "contains" }, value: { value: "Flush" } } }] }],
    })];
    case 2: return [rule("card_scored", [effect("add_chips", { value: 10 })])];
    case 3: return [rule("hand_played", [], {
      randomGroups: [{ id: id(), chance_numerator: { value: 1 }, chance_denominator: { value: 4 }, respect_probability_effects: true, custom_key: "", effects: [effect("set_dollars", { operation: "add", value: 3 })] }],
    })];
    case 4: return [rule("card_discarded", [effect("set_dollars", { operation: "add", value: 1 })])];
    default: return [rule("hand_played", [effect("add_chips", { value: 20 }), effect("add_mult", { value: 2 })])];
  }
}

export function manyJokersProject(count: number): Project {
  const project = emptyProject(Date.UTC(2026, 0, 1));
  project.modMetadata = { ...project.modMetadata, id: "benchmod", name: "Bench Mod", prefix: "bench" };
  for (let i = 0; i < count; i += 1) {
    project.jokers.push(createItem("joker", { id: `j${i}`, name: `Bench Joker ${i}`, orderValue: i + 1, prefix: "bench", rules: rules(i) }));
  }
  return project;
}

export interface CheckTiming { seconds: number; cpuSeconds?: number; problems: string[] }

/** Exports `count` jokers to a folder and checks it; the wall time of the check alone. */
export async function measureCheck(count: number): Promise<CheckTiming> {
  const dir = mkdtempSync(join(tmpdir(), "jf-bench-check-"));
  try {
    const modDir = await writeExportToDir(exportMod(manyJokersProject(count)), dir);
    const started = performance.now();
    const result = await checkMod(modDir);
    const seconds = (performance.now() - started) / 1000;
    return { seconds, cpuSeconds: result.stats?.cpuSeconds, problems: result.problems.map((p) => `${p.file ?? ""}:${p.line ?? ""} [${p.item ?? ""}] ${p.message}`) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
