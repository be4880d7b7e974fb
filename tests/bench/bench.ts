// What a bench suite is and gets. A suite measures a few figures, each the median of several runs,
// and states each figure's budget; the runner (run-bench.ts) prints them and fails on any over.
import type { Browser } from "playwright";

export interface Figure {
  /** Stable name, printed as `name: value unit`. */
  name: string;
  value: number;
  unit: string;
  /** The figure may be at most this. */
  budget: number;
  /** One line on what was measured (runs, spread, project). */
  detail?: string;
}

export interface BenchContext {
  /** Base URL of the production build, served as `npm start` serves it. */
  baseUrl: string;
  /** How many measured runs a figure takes its median from. */
  runs: number;
  /** The bench's own 200-joker project as a .jokerforge file (see generated-project.ts). */
  generatedProject: { file: string; name: string };
  /** The largest real fixture, when ../shared holds it (the bench runs without it too). */
  largestFixture?: { file: string; name: string };
  /** One headless Chromium for the whole bench; give each measurement its own context. */
  browser(): Promise<Browser>;
  /** A progress line (indented under the suite's name). */
  log(line: string): void;
}

export interface Suite {
  name: string;
  run(context: BenchContext): Promise<Figure[]>;
}

export function median(values: readonly number[]): number {
  return percentile(values, 50);
}

/** Nearest-rank percentile: the smallest value with at least p% of the values at or below it. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1];
}

/** `12.3, 14.0, 15.9` for a detail line. */
export function list(values: readonly number[], digits = 0): string {
  return values.map((v) => v.toFixed(digits)).join(", ");
}

/** `promise`, or a clear failure after `ms` (a page that never answers must not hang the bench). */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error(`${what}: no answer after ${ms / 1000} s`)), ms); });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
