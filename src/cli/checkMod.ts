// checkMod: loads a mod (folder or .zip) in real LuaJIT through the harness in ./harness, which
// stands in for Steamodded and the game, and returns every problem with file, line and item.
// `ok` is true only when the mod loads clean. The harness protocol is one line per problem,
// "PROBLEM\tfile\tline\titem\tmessage" (backslash, tab and newline escaped), then "DONE\t<n>".
import { execFile, spawnSync } from "node:child_process";
import { mkdtemp, mkdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, normalize, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import JSZip from "jszip";
import { printable } from "./printable";

export interface Problem {
  file?: string;
  line?: number;
  item?: string;
  message: string;
}

export interface CheckResult {
  ok: boolean;
  problems: Problem[];
  /** From the harness's DONE line: its CPU time and the instructions run in the mod's own code. */
  stats?: HarnessStats;
}

export interface HarnessStats { cpuSeconds: number; modInstructions: number }

export interface CheckOptions {
  /**
   * Kill the harness after this long (wall clock). Only a backstop for the checker itself: the
   * mod's own code has its own limit, counted in the instructions it runs (harness/budget.lua),
   * so a slow harness or a busy machine never makes the mod look like an endless loop. Default 600 s.
   */
  timeoutMs?: number;
  /** The mod code's limit per step and per check, in Lua instructions (defaults in budget.lua). */
  stepInstructions?: number;
  totalInstructions?: number;
  /** LuaJIT executable; default: $LUAJIT, `luajit` on PATH, /usr/bin/luajit. */
  luajit?: string;
}

export const HARNESS_ENTRY = fileURLToPath(new URL("./harness/check.lua", import.meta.url));

let cachedLuajit: string | undefined;

export function findLuajit(): string {
  if (cachedLuajit) return cachedLuajit;
  for (const candidate of [process.env.LUAJIT, "luajit", "/usr/bin/luajit"]) {
    if (!candidate) continue;
    const probe = spawnSync(candidate, ["-v"], { encoding: "utf8" });
    if (probe.status === 0) {
      cachedLuajit = candidate;
      return candidate;
    }
  }
  throw new Error("LuaJIT not found: install it (apt-get install luajit) or set LUAJIT.");
}

function unescape(field: string): string {
  return field.replace(/\\(.)/g, (_, c: string) => (c === "t" ? "\t" : c === "n" ? "\n" : c === "r" ? "\r" : c));
}

/** Parses the harness output; a missing DONE line means the harness itself did not finish. */
export function parseHarnessOutput(stdout: string): { problems: Problem[]; done: boolean; stats?: HarnessStats } {
  const problems: Problem[] = [];
  let done = false;
  let stats: HarnessStats | undefined;
  for (const raw of stdout.split("\n")) {
    const line = raw.replace(/\r$/, "");
    if (line.startsWith("DONE\t")) {
      done = true;
      const [, , cpu, instructions] = line.split("\t");
      if (cpu !== undefined && instructions !== undefined) stats = { cpuSeconds: Number(cpu), modInstructions: Number(instructions) };
    }
    if (!line.startsWith("PROBLEM\t")) continue;
    const [, file, lineNo, item, ...rest] = line.split("\t");
    const problem: Problem = { message: unescape(rest.join("\t")) };
    if (file) problem.file = unescape(file);
    if (lineNo && /^\d+$/.test(lineNo)) problem.line = Number(lineNo);
    if (item) problem.item = unescape(item);
    problems.push(problem);
  }
  return stats ? { problems, done, stats } : { problems, done };
}

/** One line per problem; file, item and message come from the mod, so they are made printable. */
export function formatProblem(problem: Problem): string {
  const where = problem.file ? `${printable(problem.file)}${problem.line ? `:${problem.line}` : ""}` : "(mod)";
  return `${where}${problem.item ? ` [${printable(problem.item)}]` : ""} ${printable(problem.message)}`;
}

export const DEFAULT_TIMEOUT_MS = 600_000;

function runHarness(modDir: string, options: CheckOptions): Promise<{ stdout: string; stderr: string; timedOut: boolean; error?: Error }> {
  const timeout = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const env = { ...process.env };
  if (options.stepInstructions !== undefined) env.HARNESS_STEP_INSTRUCTIONS = String(options.stepInstructions);
  if (options.totalInstructions !== undefined) env.HARNESS_TOTAL_INSTRUCTIONS = String(options.totalInstructions);
  return new Promise((done) => {
    execFile(options.luajit ?? findLuajit(), [HARNESS_ENTRY, modDir], { timeout, env, maxBuffer: 64 * 1024 * 1024, encoding: "utf8", killSignal: "SIGKILL" },
      (error, stdout, stderr) => {
        const timedOut = Boolean(error && (error as NodeJS.ErrnoException & { killed?: boolean }).killed);
        done({ stdout, stderr, timedOut, error: error ?? undefined });
      });
  });
}

/** Unpacks a zip into a fresh temp folder; returns the mod folder inside it plus layout problems. */
async function unpackZip(zipPath: string): Promise<{ root: string; modDir: string; problems: Problem[] }> {
  const zip = await JSZip.loadAsync(await readFile(zipPath));
  const root = await mkdtemp(join(tmpdir(), "jf-check-"));
  const problems: Problem[] = [];
  const topFolders = new Set<string>();
  const rootFiles: string[] = [];
  for (const entry of Object.values(zip.files)) {
    const name = entry.name.replace(/\\/g, "/");
    const target = normalize(join(root, name));
    if (!target.startsWith(root + sep)) {
      problems.push({ file: name, message: "zip entry escapes the mod folder (../ path): refusing to unpack it" });
      continue;
    }
    const parts = name.split("/").filter(Boolean);
    if (parts.length === 1 && !entry.dir) rootFiles.push(parts[0]);
    else if (parts.length > 0) topFolders.add(parts[0]);
    if (entry.dir) {
      await mkdir(target, { recursive: true });
    } else {
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, await entry.async("uint8array"));
    }
  }
  let modDir = root;
  if (rootFiles.length > 0) {
    problems.push({ message: `the zip has files at its root (${rootFiles.slice(0, 3).join(", ")}${rootFiles.length > 3 ? ", ..." : ""}): unzipped into Mods/ they land loose in Mods/ and Steamodded does not see a mod; the zip must hold one folder` });
  } else if (topFolders.size === 1) {
    modDir = join(root, [...topFolders][0]);
  } else if (topFolders.size > 1) {
    problems.push({ message: `the zip holds ${topFolders.size} top-level folders (${[...topFolders].sort().join(", ")}); it must hold exactly one mod folder` });
    modDir = join(root, [...topFolders].sort()[0]);
  } else {
    problems.push({ message: "the zip is empty" });
  }
  return { root, modDir, problems };
}

export async function checkMod(pathToDirOrZip: string, options: CheckOptions = {}): Promise<CheckResult> {
  const target = resolve(pathToDirOrZip);
  let info;
  try {
    info = await stat(target);
  } catch {
    return { ok: false, problems: [{ message: `no such file or folder: ${pathToDirOrZip}` }] };
  }
  let cleanup: string | undefined;
  let modDir = target;
  const problems: Problem[] = [];
  try {
    if (!info.isDirectory()) {
      const unpacked = await unpackZip(target).catch((error: unknown) => {
        throw new Error(`cannot read ${pathToDirOrZip} as a zip: ${error instanceof Error ? error.message : String(error)}`);
      });
      cleanup = unpacked.root;
      modDir = unpacked.modDir;
      problems.push(...unpacked.problems);
    }
    const run = await runHarness(modDir, options);
    const parsed = parseHarnessOutput(run.stdout);
    problems.push(...parsed.problems);
    if (!parsed.done) {
      // The mod's own endless loops are stopped inside the harness, at their line; this is the checker's time.
      const why = run.timedOut
        ? `the check was stopped after ${(options.timeoutMs ?? DEFAULT_TIMEOUT_MS) / 1000} s before it finished: the time went to the checker itself, not to the mod's own code (which has its own limit), so the mod is not blamed`
        : `the harness did not finish: ${(run.stderr || run.error?.message || "no output").trim().split("\n").slice(-5).join(" | ")}`;
      problems.push({ message: why });
    }
    return parsed.stats ? { ok: problems.length === 0, problems, stats: parsed.stats } : { ok: problems.length === 0, problems };
  } catch (error) {
    problems.push({ message: error instanceof Error ? error.message : String(error) });
    return { ok: false, problems };
  } finally {
    if (cleanup) await rm(cleanup, { recursive: true, force: true });
  }
}
