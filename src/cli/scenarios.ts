// Runs catalog scenarios in real LuaJIT: builds one project holding every scenario's item (one
// item per scenario and item type), exports it as the browser would, loads the mod once in the
// harness and runs each scenario in a fresh run (src/cli/harness/run_scenarios.lua).
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { exportMod } from "../../domain/export";
import { CLASS_PREFIX } from "../../domain/export/keys";
import { createItem, createSound, emptyProject, LIST_OF_TYPE, type Project } from "../../domain/model";
import type { Observations, Scenario } from "../../domain/catalog/scenario";
import type { RuleObjectType } from "../../domain/catalog/types";
import { findLuajit } from "./checkMod";

const RUNNER = fileURLToPath(new URL("./harness/run_scenarios.lua", import.meta.url));
export const SCENARIO_PREFIX = "sc";

/** One scenario on one item type. */
export interface ScenarioRun {
  scenario: Scenario;
  type: RuleObjectType;
  /** The item's full game key in the exported mod. */
  key: string;
}

export interface ScenarioOutcome extends ScenarioRun {
  observed?: Observations;
  /** The harness could not run it (set-up or step failed). */
  error?: string;
  /** Problems while loading the mod (shared by every scenario of the batch). */
  loadProblems: string[];
  /** Expected values that differ: "score: expected 200, got 180". */
  mismatches: string[];
  /** The exported project (for reading the generated Lua when a scenario fails). */
  source: () => string;
}

export function expandScenarios(scenarios: readonly Scenario[]): { scenario: Scenario; type: RuleObjectType }[] {
  return scenarios.flatMap((scenario) => (Array.isArray(scenario.subject.type) ? scenario.subject.type : [scenario.subject.type]).map((type) => ({ scenario, type })));
}

/** The project holding every scenario's item, keys s1, s2... in order. */
export function scenarioProject(runs: { scenario: Scenario; type: RuleObjectType }[], talisman: boolean): { project: Project; keys: string[] } {
  const project = emptyProject(1);
  project.modMetadata = { ...project.modMetadata, id: "scenarios", name: "Scenarios", prefix: SCENARIO_PREFIX };
  if (talisman) project.modMetadata.dependencies = [...project.modMetadata.dependencies, "Talisman (>=2.0.0)"];
  const keys: string[] = [];
  runs.forEach(({ scenario, type }, i) => {
    const objectKey = `s${i + 1}`;
    const list = LIST_OF_TYPE[type] as keyof Project;
    const item = createItem(type, {
      id: `scenario_${i + 1}`, name: `${scenario.entry} ${i + 1}`, objectKey, prefix: SCENARIO_PREFIX, orderValue: (project[list] as unknown[]).length + 1,
      rules: scenario.subject.rules, ...(scenario.subject.variables ? { userVariables: scenario.subject.variables } : {}),
      ...(type === "consumable" ? { set: "Tarot" } : {}),
      ...(scenario.subject.fields ?? {}),
    } as never);
    (project[list] as unknown[]).push(item);
    keys.push(`${CLASS_PREFIX[type]}${SCENARIO_PREFIX}_${objectKey}`);
    for (const sound of scenario.sounds ?? []) {
      if (project.sounds.some((s) => s.key === sound.key)) continue;
      // the audio is never decoded in a scenario: an Ogg header is enough
      project.sounds.push(createSound({ id: `sound_${sound.key}`, key: sound.key, pitch: sound.pitch, volume: sound.volume, soundString: `data:audio/ogg;base64,${btoa("OggS scenario sound")}` }));
    }
  });
  return { project, keys };
}

function compare(expected: unknown, actual: unknown, path: string, out: string[]): void {
  if (typeof expected === "number" && typeof actual === "number") {
    if (Math.abs(expected - actual) > 1e-9 * Math.max(1, Math.abs(expected))) out.push(`${path}: expected ${expected}, got ${actual}`);
    return;
  }
  if (Array.isArray(expected)) {
    if (JSON.stringify(expected) !== JSON.stringify(actual)) out.push(`${path}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
    return;
  }
  if (expected && typeof expected === "object") {
    if (!actual || typeof actual !== "object") { out.push(`${path}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`); return; }
    for (const [k, v] of Object.entries(expected)) compare(v, (actual as Record<string, unknown>)[k], `${path}.${k}`, out);
    return;
  }
  if (expected !== actual) out.push(`${path}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
}

/** One scenario as the harness's scenario runner reads it (src/cli/harness/batch.lua). */
export interface ScenarioRunSpec {
  subject: { type: string; key: string };
  setup: Scenario["setup"] & object;
  steps: Scenario["steps"];
  probes?: Record<string, string>;
  /** Record the step-by-step breakdown (harness/trace.lua). */
  trace?: boolean;
}

/** The specs of expanded scenario runs whose items have `keys`. */
export function scenarioSpecs(runs: { scenario: Scenario; type: RuleObjectType }[], keys: string[], trace = false): ScenarioRunSpec[] {
  return runs.map((r, i) => ({
    subject: { type: r.type, key: keys[i] },
    setup: r.scenario.setup ?? {},
    steps: r.scenario.steps,
    probes: r.scenario.probes ?? {},
    ...(trace ? { trace: true } : {}),
  }));
}

/** What `run_scenarios.lua` prints: the problems while loading, and each scenario's observations or error. */
export interface ScenarioBatchOutput {
  load: string[];
  results: (Observations & { error?: string; trace?: unknown })[];
}

/** Writes an exported mod to a scratch folder and runs `specs` against it in real LuaJIT (run_scenarios.lua). */
export function runSpecsInLuajit(folder: string, files: ReadonlyMap<string, string | Uint8Array>, specs: ScenarioRunSpec[]): ScenarioBatchOutput {
  const scratch = mkdtempSync(join(tmpdir(), "jf-scenarios-"));
  try {
    const dir = join(scratch, folder);
    for (const [path, data] of files) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), data);
    }
    const specPath = join(scratch, "scenarios.json");
    writeFileSync(specPath, JSON.stringify(specs));
    const run = spawnSync(findLuajit(), [RUNNER, dir, specPath], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
    if (run.status !== 0) throw new Error(`the scenario runner failed: ${run.stderr || run.stdout}`);
    return JSON.parse(run.stdout) as ScenarioBatchOutput;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Runs scenarios (grouped by whether they need Talisman) and compares what they observe with what they expect. */
export function runScenarios(scenarios: readonly Scenario[]): ScenarioOutcome[] {
  const all = expandScenarios(scenarios);
  const outcomes: ScenarioOutcome[] = [];
  for (const talisman of [false, true]) {
    const runs = all.filter((r) => Boolean(r.scenario.talisman) === talisman);
    if (runs.length === 0) continue;
    const { project, keys } = scenarioProject(runs, talisman);
    const result = exportMod(project);
    {
      const output = runSpecsInLuajit(result.folder, result.files, scenarioSpecs(runs, keys));
      const source = () => [...result.files].filter(([p]) => p.endsWith(".lua")).map(([p, d]) => `-- ${p}\n${String(d)}`).join("\n");
      runs.forEach((r, i) => {
        const observed = output.results[i];
        // problems name the scenario's own item "subject" (its key depends on its place in the batch)
        if (observed?.problems) observed.problems = observed.problems.map((p) => (p.startsWith(`${keys[i]}: `) ? `subject: ${p.slice(keys[i].length + 2)}` : p));
        const mismatches: string[] = [];
        if (!observed || observed.error) mismatches.push(`could not run: ${observed?.error ?? "no result"}`);
        else {
          compare(r.scenario.expect, observed, "", mismatches);
          if (!("problems" in r.scenario.expect) && observed.problems.length > 0) mismatches.push(`problems: ${observed.problems.join("; ")}`);
        }
        const notExported = result.report.notExported.filter((b) => b.itemKey === `s${i + 1}`);
        for (const b of notExported) mismatches.push(`not exported: ${b.block.kind} ${b.block.type ?? ""}: ${b.reason}`);
        outcomes.push({ ...r, key: keys[i], observed: observed?.error ? undefined : observed, error: observed?.error, loadProblems: output.load, mismatches, source });
      });
    }
  }
  return outcomes;
}
