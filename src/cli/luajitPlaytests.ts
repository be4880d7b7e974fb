// Playtests in real LuaJIT (what `check` runs for kept playtests): the same batch as the browser's
// runner (playtestBatch: the project with hidden copies of the vanilla jokers the playtests place,
// each playtest's spec, the copies' keys named back by their vanilla keys), exported code only
// with the same stand-ins, run in one harness run with a fresh game per playtest.
import { exportMod } from "../../domain/export";
import type { Project } from "../../domain/model";
import type { PlaytestResult } from "../../domain/playtest/types";
import { codeOnlyStandIns, playtestBatch, toPlaytestResult, type PlaytestOfItem, type RawResult, type ScenarioSpec } from "../playtest/runner";
import { runSpecsInLuajit, type ScenarioRunSpec } from "./scenarios";

/** Runs `playtests` of `project` in LuaJIT; one result per playtest, in order, as the browser's runner reports it. */
export function runPlaytestsInLuajit(project: Project, playtests: readonly PlaytestOfItem[]): PlaytestResult[] {
  const started = Date.now();
  const { mod, specs, restore } = playtestBatch(project, playtests);
  const failed = (error: string, problems: string[] = []): PlaytestResult => ({ error, dollarsBefore: 0, breakdown: [], created: [], destroyed: [], changed: [], problems, ms: 0 });
  let exported: ReturnType<typeof exportMod>;
  try {
    exported = exportMod(mod.project, { codeOnly: true });
  } catch (error) {
    const message = `the project could not be exported: ${error instanceof Error ? error.message : String(error)}`;
    return playtests.map(() => failed(message));
  }
  for (const [path, data] of codeOnlyStandIns(exported.files)) exported.files.set(path, data);
  const known = specs.filter((s): s is ScenarioSpec => s !== undefined);
  const output = known.length > 0 ? runSpecsInLuajit(exported.folder, exported.files, known as ScenarioRunSpec[]) : { load: [], results: [] };
  const load = restore(output.load);
  const ms = Date.now() - started;
  let next = 0;
  return playtests.map((p, i) => {
    if (!specs[i]) return failed(`no item with id '${p.itemId}' in the project`);
    const raw = output.results[next++] as RawResult | undefined;
    return restore(toPlaytestResult(raw, load, ms));
  });
}
