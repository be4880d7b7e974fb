// The playtest runner: the harness that `npm run cli -- check` runs in LuaJIT (src/cli/harness),
// here in a Lua 5.1 VM compiled to wasm (wasmoon-lua5.1), in node or in a web worker. It mounts
// the harness's .lua files and an exported mod, and runs scenarios with the same scenario runner
// (batch.lua, scenario.lua) behind a small shim for the dialect (compat51.lua, vm.lua).
// Nothing here touches the DOM or node: the caller hands in the wasmoon module and the sources.
import { exportMod } from "../../domain/export";
import type { FileData } from "../../domain/export/types";
import { exportedKey, LIST_OF_TYPE, OBJECT_TYPES, type ObjectType, type Project } from "../../domain/model";
import type { Observations, ScenarioSetup, ScenarioStep } from "../../domain/catalog/scenario";
import type { BreakdownLine, PlaytestResult, PlaytestSetup } from "../../domain/playtest/types";
import { vanillaItems } from "../../domain/vanilla/items";

/** What the runner needs of a wasmoon Lua state. */
export interface LuaState {
  mountFile(path: string, content: string | ArrayBufferView): void;
  unmountFile?(path: string): void;
  doStringSync(code: string): unknown;
  global: { set(name: string, value: unknown): void; close?(): void };
}

/** The wasmoon-lua5.1 module (its default export), or anything that makes Lua states alike. */
export interface WasmoonModule {
  Lua: { create(options?: { customWasmUri?: string }): Promise<LuaState> };
}

/** The harness's .lua files by file name ("scenario.lua" -> its source). */
export type HarnessSources = Readonly<Record<string, string>>;

/** One scenario for the harness, as `run_scenarios.lua` reads them. */
export interface ScenarioSpec {
  subject: { type: string; key: string };
  setup: ScenarioSetup;
  steps: ScenarioStep[];
  probes?: Record<string, string>;
  /** Record the breakdown (trace.lua). */
  trace?: boolean;
}

/** The breakdown as the harness reports it (trace.lua). */
export interface RawTrace {
  breakdown: (Omit<BreakdownLine, "kind"> & { kind: string; xchips?: number; count?: number })[];
  dollarsBefore?: number;
  created: string[];
  destroyed: string[];
  changed: string[];
}

/** One scenario's outcome as the harness reports it: observations, or an error. */
export type RawResult = Partial<Observations> & { error?: string; problems?: string[]; trace?: RawTrace };

const HARNESS_DIR = "/harness";
const MOD_ROOT = "/mod";

/** Mod code may run this many Lua instructions per scenario before it is stopped as an endless loop. */
export const PLAYTEST_STEP_INSTRUCTIONS = 2e8;

function luaString(text: string): string {
  return JSON.stringify(text).replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

/**
 * A Lua 5.1 VM with the harness loaded. `loadMod` mounts and loads an exported mod (once);
 * `run` runs scenarios against it, each in a fresh run, as `run_scenarios.lua` does in LuaJIT.
 */
export class LuaHarness {
  private modFiles = new Map<string, FileData>();
  private modFolder = "";
  private mounted: string[] = [];
  private generation = 0;
  /** Problems found while loading the current mod. */
  loadProblems: string[] = [];

  private constructor(private readonly lua: LuaState) {}

  static async create(wasmoon: WasmoonModule, harness: HarnessSources, options: { wasmUri?: string } = {}): Promise<LuaHarness> {
    const lua = await wasmoon.Lua.create(options.wasmUri ? { customWasmUri: options.wasmUri } : {});
    for (const [name, source] of Object.entries(harness)) lua.mountFile(`${HARNESS_DIR}/${name}`, source);
    lua.doStringSync(`package.path = "${HARNESS_DIR}/?.lua"; HARNESS_VM = require("vm")`);
    return new LuaHarness(lua);
  }

  private call(code: string, args: Record<string, unknown>): string {
    for (const [name, value] of Object.entries(args)) this.lua.global.set(name, value);
    const out = this.lua.doStringSync(code);
    if (typeof out !== "string") throw new Error(`the harness answered ${typeof out}`);
    return out;
  }

  /** How many times a mod was loaded (tests and the bench count reloads). */
  get loads(): number {
    return this.generation;
  }

  /** Whether `files` are the files of the mod loaded now (so loading them again changes nothing). */
  isLoaded(folder: string, files: ReadonlyMap<string, FileData>): boolean {
    if (folder !== this.modFolder || files.size !== this.modFiles.size) return false;
    for (const [path, data] of files) {
      const was = this.modFiles.get(path);
      if (was === undefined) return false;
      if (typeof data === "string" || typeof was === "string") {
        if (data !== was) return false;
      } else if (data.length !== was.length || data.some((b, i) => b !== was[i])) return false;
    }
    return true;
  }

  /** Mounts the exported mod (`folder` + files) and loads it in a fresh game. Returns the problems found while loading. */
  loadMod(folder: string, files: ReadonlyMap<string, FileData>): string[] {
    // a new folder per load: files of the previous export never linger
    for (const path of this.mounted) this.lua.unmountFile?.(path);
    this.generation += 1;
    const dir = `${MOD_ROOT}/${this.generation}/${folder}`;
    this.mounted = [...files.keys()].map((path) => `${dir}/${path}`);
    for (const [path, data] of files) this.lua.mountFile(`${dir}/${path}`, data);
    const text = this.call(`return HARNESS_VM.load(${luaString(`${dir}/`)}, HARNESS_ARG)`, { HARNESS_ARG: JSON.stringify([...files.keys()]) });
    const parsed = JSON.parse(text) as { load: string[] };
    this.modFolder = folder;
    this.modFiles = new Map(files);
    this.loadProblems = parsed.load;
    return parsed.load;
  }

  /** Runs scenarios against the loaded mod, each in a fresh run. */
  run(specs: readonly ScenarioSpec[], options: { stepInstructions?: number } = {}): RawResult[] {
    const limit = options.stepInstructions;
    const text = this.call(`return HARNESS_VM.run(HARNESS_ARG${limit ? `, ${Math.floor(limit)}` : ""})`, { HARNESS_ARG: JSON.stringify(specs) });
    return (JSON.parse(text) as { results: RawResult[] }).results;
  }
}

/** The item under test and its game key in the exported mod. */
export function playtestSubject(project: Project, itemId: string): { type: ObjectType; key: string; name: string } | undefined {
  for (const type of OBJECT_TYPES) {
    const list = project[LIST_OF_TYPE[type]] as unknown as { id: string; name?: string; objectKey: string }[];
    const item = list.find((i) => i.id === itemId);
    if (item) return { type, key: exportedKey(type, project.modMetadata.prefix, list, item), name: item.name ?? item.objectKey };
  }
  return undefined;
}

/**
 * The scenario the harness runs for a playtest of `itemId` (its breakdown recorded): the same spec
 * in the browser's VM and in LuaJIT (`runSpecsInLuajit` in src/cli/scenarios.ts, for `check`).
 * Undefined when the project has no such item.
 */
export function playtestSpec(project: Project, itemId: string, setup: PlaytestSetup, mod?: PlaytestMod): ScenarioSpec | undefined {
  const subject = playtestSubject(project, itemId);
  if (!subject) return undefined;
  const hidden = mod?.hidden;
  const jokers = hidden && hidden.size > 0 && setup.setup.jokers
    ? setup.setup.jokers.map((j) => (typeof j === "string" ? hidden.get(j) ?? j : hidden.has(j.key) ? { ...j, key: hidden.get(j.key)! } : j))
    : undefined;
  return { subject: { type: subject.type, key: subject.key }, setup: jokers ? { ...setup.setup, jokers } : setup.setup, steps: setup.steps, probes: {}, trace: true };
}

// ---------------------------------------------------------------------------------------------
// Vanilla jokers in a playtest's slots. The harness's own vanilla centers have no behaviour, so a
// playtest runs the Vanilla Reforged copies (domain/vanilla) of exactly the vanilla jokers it
// places: they are added to the project it exports (never to the user's project, never saved),
// last in the joker list so the project's own keys do not change, under keys that cannot collide
// with them (assignKeys makes them unique). Everything the result reports names them back by
// their vanilla key. The browser's runner and `check`'s LuaJIT run (src/cli/luajitPlaytests.ts)
// both go through `playtestBatch`.

/** The exported project of a playtest run with hidden copies of the vanilla jokers it places. */
export interface PlaytestMod {
  /** The project plus the copies (only ever exported for the playtest). */
  project: Project;
  /** The vanilla jokers it holds copies of, sorted. */
  vanillaKeys: readonly string[];
  /** Vanilla key ("j_joker") -> the copy's game key in the exported mod. */
  hidden: ReadonlyMap<string, string>;
}

/** The objectKey prefix of the hidden copies (any clash with the project's own keys is made unique after them). */
const HIDDEN_COPY = "playtest_vanilla_";

let vanillaJokerKeys: Set<string> | undefined;
function isVanillaJoker(key: string): boolean {
  vanillaJokerKeys ??= new Set(vanillaItems().jokers.map((v) => v.gameKey));
  return vanillaJokerKeys.has(key);
}

/** The vanilla jokers (sorted game keys) `setups` place in their slots: keys that are not the project's own jokers. */
export function playtestVanillaJokers(project: Project, setups: readonly PlaytestSetup[]): string[] {
  const named = new Set<string>();
  for (const s of setups) for (const j of s.setup.jokers ?? []) {
    const key = typeof j === "string" ? j : j?.key;
    if (typeof key === "string" && key !== "self") named.add(key);
  }
  if (named.size === 0) return [];
  const prefix = project.modMetadata.prefix;
  for (const j of project.jokers) named.delete(exportedKey("joker", prefix, project.jokers, j));
  return [...named].filter(isVanillaJoker).sort();
}

/** The project with hidden Vanilla Reforged copies of `vanillaKeys` (vanilla joker game keys; others are ignored). */
export function playtestMod(project: Project, vanillaKeys: readonly string[]): PlaytestMod {
  const byKey = new Map(vanillaItems().jokers.map((v) => [v.gameKey, v]));
  const keys = [...new Set(vanillaKeys)].filter((k) => byKey.has(k)).sort();
  if (keys.length === 0) return { project, vanillaKeys: [], hidden: new Map() };
  let order = project.jokers.reduce((max, j) => Math.max(max, Number(j.orderValue) || 0), 0);
  const copies = keys.map((key) => {
    const item = byKey.get(key)!.item as Project["jokers"][number];
    return { ...structuredClone(item), id: `${HIDDEN_COPY}${key}`, objectKey: `${HIDDEN_COPY}${item.objectKey}`, orderValue: (order += 1), appears_in_shop: false };
  });
  const jokers = [...project.jokers, ...copies];
  const prefix = project.modMetadata.prefix;
  const hidden = new Map(keys.map((key, i) => [key, exportedKey("joker", prefix, jokers, copies[i])]));
  return { project: { ...project, jokers }, vanillaKeys: keys, hidden };
}

/** `value` with every hidden copy's key (as a whole word, in any string within) named by its vanilla key. */
export function restoreVanillaKeys<T>(value: T, mod: PlaytestMod): T {
  if (mod.hidden.size === 0) return value;
  const back = new Map([...mod.hidden].map(([vanilla, copy]) => [copy, vanilla]));
  const words = [...back.keys()].sort((a, b) => b.length - a.length).map((k) => k.replace(/[.*+?^$()|[\]\\{}]/g, "\\$&"));
  const pattern = new RegExp(`(?<![A-Za-z0-9_])(?:${words.join("|")})(?![A-Za-z0-9_])`, "g");
  const walk = (v: unknown): unknown => {
    if (typeof v === "string") return v.replace(pattern, (m) => back.get(m) ?? m);
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(value) as T;
}

/** One playtest of a batch: the item under test (by id) and its set-up. */
export interface PlaytestOfItem {
  itemId: string;
  setup: PlaytestSetup;
}

/**
 * What running `playtests` of `project` takes, in the browser's VM or in LuaJIT: the project to
 * export (with hidden copies of the vanilla jokers they place), each playtest's spec (undefined
 * for an unknown item), and the way back from the copies' keys to the vanilla keys.
 */
export function playtestBatch(project: Project, playtests: readonly PlaytestOfItem[], mod = playtestMod(project, playtestVanillaJokers(project, playtests.map((p) => p.setup)))): {
  mod: PlaytestMod;
  specs: (ScenarioSpec | undefined)[];
  restore<T>(value: T): T;
} {
  return {
    mod,
    specs: playtests.map((p) => playtestSpec(project, p.itemId, p.setup, mod)),
    restore: (value) => restoreVanillaKeys(value, mod),
  };
}

/**
 * Stand-ins for what a code-only export leaves out (the playtest does not need art or audio): the
 * atlas images, of which the harness reads only the size, and the sounds' bytes (empty files in a
 * code-only export), of which it reads only the first four.
 */
export function codeOnlyStandIns(files: ReadonlyMap<string, FileData>): [string, Uint8Array][] {
  const out: [string, Uint8Array][] = [];
  for (const [path, data] of files) {
    if (/^assets\/sounds\/.*\.ogg$/i.test(path) && data.length === 0) out.push([path, new TextEncoder().encode("OggS")]);
  }
  const seen = new Set<string>();
  for (const [path, data] of files) {
    if (!path.endsWith(".lua") || typeof data !== "string") continue;
    for (const m of data.matchAll(/SMODS\.Atlas\(\{[^}]*?path = "([^"]+\.png)"[^}]*?px = (\d+), py = (\d+)/g)) {
      const [, file, px, py] = m;
      if (seen.has(file)) continue;
      seen.add(file);
      for (const scale of [1, 2]) {
        const at = `assets/${scale}x/${file}`;
        if (!files.has(at)) out.push([at, pngHeader(Number(px) * 10 * scale, Number(py) * 1000 * scale)]);
      }
    }
  }
  return out;
}

function pngHeader(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  bytes.set([8, 6, 0, 0, 0], 24);
  return bytes;
}

const KINDS = new Set<BreakdownLine["kind"]>(["hand", "card", "held", "joker", "retrigger", "message", "money", "other"]);

/** The harness's outcome of one playtest as the panel shows it. */
export function toPlaytestResult(raw: RawResult | undefined, loadProblems: readonly string[], ms: number): PlaytestResult {
  const trace = raw?.trace;
  const breakdown: BreakdownLine[] = (trace?.breakdown ?? []).map((l) => {
    const line: BreakdownLine = { kind: KINDS.has(l.kind as BreakdownLine["kind"]) ? (l.kind as BreakdownLine["kind"]) : "other", source: String(l.source), text: String(l.text) };
    for (const field of ["chips", "mult", "xmult", "dollars", "totalChips", "totalMult"] as const) {
      if (typeof l[field] === "number") line[field] = l[field];
    }
    return line;
  });
  const problems = [...loadProblems, ...(raw?.problems ?? [])];
  if (!raw) {
    return { error: "the mod did not load", dollarsBefore: 0, breakdown, created: [], destroyed: [], changed: [], problems, ms };
  }
  const { trace: _trace, error, ...rest } = raw;
  void _trace;
  const observations = error === undefined ? (rest as Observations) : undefined;
  return {
    ...(observations ? { observations } : {}),
    ...(error !== undefined ? { error } : {}),
    dollarsBefore: trace?.dollarsBefore ?? observations?.dollars ?? 0,
    breakdown,
    created: trace?.created ?? [],
    destroyed: trace?.destroyed ?? [],
    changed: trace?.changed ?? [],
    problems,
    ms,
  };
}

const now = () => (typeof performance !== "undefined" ? performance.now() : Date.now());

/**
 * Runs playtests of a project's items. Keeps the VM and the loaded mod: the project is exported
 * again only when it is a different object (projects are immutable) or the playtest places a
 * different set of vanilla jokers (their hidden copies are part of the export), and the mod is
 * loaded again only when the export changed.
 */
export class PlaytestRunner {
  private lastProject: Project | undefined;
  private lastVanilla = "";
  private mod: PlaytestMod | undefined;
  private exportError: string | undefined;

  constructor(readonly harness: LuaHarness) {}

  static async create(wasmoon: WasmoonModule, harness: HarnessSources, options: { wasmUri?: string } = {}): Promise<PlaytestRunner> {
    return new PlaytestRunner(await LuaHarness.create(wasmoon, harness, options));
  }

  /**
   * Exports the project (code only) with hidden copies of `vanillaKeys` (by default the vanilla
   * jokers loaded now) and loads it, unless it is loaded already. Returns whether the mod was loaded again.
   */
  prepare(project: Project, vanillaKeys: readonly string[] = this.mod?.vanillaKeys ?? []): boolean {
    const vanilla = [...new Set(vanillaKeys)].sort().join(",");
    if (project === this.lastProject && vanilla === this.lastVanilla) return false;
    this.lastProject = project;
    this.lastVanilla = vanilla;
    this.exportError = undefined;
    let files: Map<string, FileData>;
    let folder: string;
    try {
      this.mod = playtestMod(project, vanillaKeys);
      const result = exportMod(this.mod.project, { codeOnly: true });
      files = result.files;
      folder = result.folder;
    } catch (error) {
      this.exportError = `the project could not be exported: ${error instanceof Error ? error.message : String(error)}`;
      return false;
    }
    for (const [path, data] of codeOnlyStandIns(files)) files.set(path, data);
    if (this.harness.isLoaded(folder, files)) return false;
    this.harness.loadMod(folder, files);
    return true;
  }

  /** Plays `setup` with the item `itemId` of `project` under test (with the vanilla jokers it places). */
  play(project: Project, itemId: string, setup: PlaytestSetup): PlaytestResult {
    const started = now();
    this.prepare(project, playtestVanillaJokers(project, [setup]));
    const fail = (error: string, problems: string[] = []): PlaytestResult => ({
      error, dollarsBefore: setup.setup.dollars ?? 0, breakdown: [], created: [], destroyed: [], changed: [], problems, ms: now() - started,
    });
    if (this.exportError || !this.mod) return fail(this.exportError ?? "the project could not be exported");
    const { specs: [spec], restore } = playtestBatch(project, [{ itemId, setup }], this.mod);
    if (!spec) return fail(`no item with id '${itemId}' in the project`);
    const load = restore(this.harness.loadProblems);
    if (load.includes("the mod did not load")) return fail("the mod did not load", [...load]);
    const [raw] = this.harness.run([spec], { stepInstructions: PLAYTEST_STEP_INSTRUCTIONS });
    return restore(toPlaytestResult(raw, load, now() - started));
  }
}

/** One playtest in a fresh VM (tests, the CLI). The panel keeps a PlaytestRunner instead. */
export async function runPlaytestOnce(wasmoon: WasmoonModule, harness: HarnessSources, project: Project, itemId: string, setup: PlaytestSetup, options: { wasmUri?: string } = {}): Promise<PlaytestResult> {
  const runner = await PlaytestRunner.create(wasmoon, harness, options);
  return runner.play(project, itemId, setup);
}
