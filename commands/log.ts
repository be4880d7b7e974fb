// The command log: the start project and every entry applied to it, in order. Undo and redo are
// entries too, and replay drives the same history code as the live store, so replaying a log
// reproduces the live state exactly, undos included. Downloaded from the app for bug reports;
// `npm run cli -- replay` rebuilds the project from it and can print each step in plain words.
//
// The file (version 2) keeps whole projects (the start, each import) once, by a hash of their
// JSON, in `payloads`, and refers to them as {"$payload": "<hash>"}: a session that imports the
// same 20 MB project twice writes it once. Version-1 files (generic list commands, projects
// inline) still read and replay as they did (legacy.ts).
import jsonpatch, { type Operation } from "fast-json-patch";
import type { Project } from "../domain/model";
import { isRecord } from "./family";
import { createHistory, type History } from "./history";
import { applyEntry, replayLog, type CommandLog, type LogEntry } from "./logEntries";
import { checkCommand, commandShapeProblem, describeCommand, isLegacyType } from "./reducer";
import { projectShapeProblem } from "./shape";
import type { AnyCommand } from "./types";

export * from "./logEntries";

export const LOG_FORMAT = "joker-forge-command-log";
export const LOG_VERSION = 2;

/** The file, as written. `replayCheck`, when present, says whether replay matched the live state at download. */
export interface SerializedLog {
  format: typeof LOG_FORMAT;
  version: 1 | 2;
  start: unknown;
  entries: unknown[];
  payloads?: Record<string, unknown>;
  replayCheck?: { matches: boolean; diff: Operation[] };
}

export class LogFormatError extends Error {
  constructor(reason: string) {
    super(`Not a Joker Forge edit log: ${reason}`);
    this.name = "LogFormatError";
  }
}

/** JSON Patch operations that turn `from` into `to` (empty when they are equal as JSON). */
export function diffProjects(from: Project, to: Project): Operation[] {
  return jsonpatch.compare(from, to);
}

/** A 64-bit FNV-1a hash of a text (two 32-bit lanes), as 16 hex digits: names a payload in the file. */
export function textHash(text: string): string {
  let a = 0x811c9dc5;
  let b = 0xcbf29ce4;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c ^ (i & 0xff), 0x0100019d) >>> 0;
  }
  return a.toString(16).padStart(8, "0") + b.toString(16).padStart(8, "0");
}

/** Whole projects written once each, named by the hash of their JSON. */
class Payloads {
  readonly texts = new Map<string, string>();
  private readonly named = new Map<object, string>();

  ref(project: Project): { $payload: string } {
    let name = this.named.get(project);
    if (name === undefined) {
      const text = JSON.stringify(project);
      name = textHash(text);
      // Two different texts with one hash (never seen, but possible) get distinct names.
      for (let n = 2; this.texts.has(name) && this.texts.get(name) !== text; n++) name = `${textHash(text)}-${n}`;
      this.texts.set(name, text);
      this.named.set(project, name);
    }
    return { $payload: name };
  }
}

function carriesProject(command: AnyCommand): command is Extract<AnyCommand, { project: Project }> {
  return command.type === "project/import" || command.type === "project/replace";
}

/**
 * The log as a JSON file. With `live`, replays the log and records whether it reproduces that
 * state (and the JSON Patch from the replayed to the live project when it does not).
 */
export function serializeLog(log: CommandLog, live?: Project): string {
  const payloads = new Payloads();
  const start = payloads.ref(log.start);
  const entries = log.entries.map((entry) => (entry.kind === "do" && carriesProject(entry.command)
    ? { ...entry, command: { ...entry.command, project: payloads.ref(entry.command.project) } }
    : entry));
  const head = JSON.stringify({ format: LOG_FORMAT, version: LOG_VERSION, start, entries });
  const table = [...payloads.texts].map(([name, text]) => `${JSON.stringify(name)}:${text}`).join(",");
  let tail = "";
  if (live) {
    const diff = diffProjects(replayLog(log), live);
    tail = `,"replayCheck":${JSON.stringify({ matches: diff.length === 0, diff })}`;
  }
  return `${head.slice(0, -1)},"payloads":{${table}}${tail}}`;
}

function entryProblem(value: unknown, path: string, version: number): string | null {
  if (!isRecord(value)) return `${path} is not an object`;
  if (value.kind === "do") {
    const problem = commandShapeProblem(value.command);
    if (problem) return `${path}.command: ${problem}`;
    const legacy = isLegacyType((value.command as { type: unknown }).type);
    if (version === 1 && !legacy) return `${path}.command.type is not a version-1 command`;
    if (version === 2 && legacy) return `${path}.command.type is a version-1 command in a version-2 log`;
    return null;
  }
  if (value.kind === "undo" || value.kind === "redo") {
    return typeof value.at === "number" && Number.isFinite(value.at) ? null : `${path}.at is not a number`;
  }
  return `${path}.kind is not do, undo or redo`;
}

/** Replaces {"$payload": name} by the project it names (one shared object per name). */
function resolve(value: unknown, payloads: Record<string, unknown>, path: string): unknown {
  if (!isRecord(value) || typeof value.$payload !== "string" || Object.keys(value).length !== 1) return value;
  if (!Object.prototype.hasOwnProperty.call(payloads, value.$payload)) throw new LogFormatError(`${path} names a payload the file does not hold`);
  return payloads[value.$payload];
}

/**
 * Reads a log file (version 1 or 2); throws LogFormatError with a one-line reason naming the bad
 * JSON path. Only the shape is checked here; what each command means for the project it meets is
 * checked as it is replayed (`replaySteps`), as the live app checks it.
 */
export function parseLog(text: string): CommandLog {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new LogFormatError(`the file is not JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  if (!isRecord(data)) throw new LogFormatError("the file is not a JSON object");
  if (data.format !== LOG_FORMAT) throw new LogFormatError(`format is not "${LOG_FORMAT}"`);
  const version = data.version;
  if (version !== 1 && version !== 2) throw new LogFormatError(`version ${JSON.stringify(version)} is not supported (expected 1 or ${LOG_VERSION})`);
  const payloads = version === 2 && isRecord(data.payloads) ? data.payloads : {};
  if (version === 2 && !isRecord(data.payloads)) throw new LogFormatError("payloads is not an object");
  const start = resolve(data.start, payloads, "start");
  const startProblem = projectShapeProblem(start, "start");
  if (startProblem) throw new LogFormatError(startProblem);
  if (!Array.isArray(data.entries)) throw new LogFormatError("entries is not a list");
  const entries: LogEntry[] = data.entries.map((entry, i) => {
    const problem = entryProblem(entry, `entries[${i}]`, version);
    if (problem) throw new LogFormatError(problem);
    const e = entry as LogEntry;
    if (e.kind !== "do" || !isRecord((e.command as unknown as Record<string, unknown>).project)) return e;
    const project = resolve((e.command as unknown as Record<string, unknown>).project, payloads, `entries[${i}].command.project`);
    return { kind: "do", command: { ...e.command, project } as AnyCommand };
  });
  return { start: start as Project, entries };
}

/** One replayed step: entry `index` (1-based), what it did in words, and the projects around it. */
export interface ReplayStep {
  index: number;
  entry: LogEntry;
  description: string;
  before: Project;
  after: Project;
}

export interface ReplayResult {
  history: History;
  /** The first entry that could not be applied, when there is one: replay stops there. */
  refused?: { index: number; reason: string };
}

/**
 * Replays the log entry by entry, checking each command against the project it meets exactly as
 * the live store does, and stops at the first one the app would refuse. `until` stops after that
 * many entries; `onStep` hears about each step, in words.
 */
export function replaySteps(log: CommandLog, options: { until?: number; onStep?: (step: ReplayStep) => void } = {}): ReplayResult {
  let history = createHistory(log.start);
  // What each undo step holds, in words, beside the history: undo and redo say what they revert.
  const past: string[][] = [];
  const future: string[][] = [];
  const count = Math.min(log.entries.length, options.until ?? log.entries.length);
  for (let i = 0; i < count; i++) {
    const entry = log.entries[i];
    const before = history.present;
    let description: string;
    if (entry.kind === "do") {
      const reason = checkCommand(before, entry.command);
      if (reason) return { history, refused: { index: i + 1, reason } };
      const next = applyEntry(history, entry);
      description = describeCommand(entry.command, before, next.present);
      if (next === history) description += " (changed nothing)";
      else if (joined(history, next)) past[past.length - 1].push(description);
      else {
        past.push([description]);
        if (past.length > next.past.length) past.splice(0, past.length - next.past.length);
        future.length = 0;
      }
      history = next;
    } else {
      const next = applyEntry(history, entry);
      const from = entry.kind === "undo" ? past : future;
      const to = entry.kind === "undo" ? future : past;
      if (next === history) description = `${entry.kind} (nothing to ${entry.kind})`;
      else {
        const step = from.pop() ?? [];
        to.push(step);
        description = `${entry.kind === "undo" ? "undid" : "redid"}: ${stepWords(step)}`;
      }
      history = next;
    }
    options.onStep?.({ index: i + 1, entry, description, before, after: history.present });
  }
  return { history };
}

/** Whether `next` folded its command into the last undo step of `history` (a typing burst). */
function joined(history: History, next: History): boolean {
  const a = history.past[history.past.length - 1];
  const b = next.past[next.past.length - 1];
  return a !== undefined && b !== undefined && a.before === b.before && next.past.length === history.past.length;
}

/** An undo step in words: its first command (what the user started), and how many joined it. */
function stepWords(step: readonly string[]): string {
  if (step.length <= 1) return step[0] ?? "(an older step)";
  return `${step[0]} (and ${step.length - 1} more ${step.length === 2 ? "edit" : "edits"} in the same undo step)`;
}
