// The bench's page for the playtest in the browser (tests/bench/playtest-browser.ts): the real
// client and worker (src/playtest), built on their own, never part of the app.
import type { Project } from "../../../domain/model";
import type { PlaytestSetup } from "../../../domain/playtest/types";
import { loadPlaytestVm, runPlaytest } from "../../../src/playtest/client";

export interface BrowserPlaytestRun { loadMs: number; firstPlayMs: number; playMs: number[]; score?: number; error?: string; breakdownLines: number }

async function measure(project: Project, plays: number): Promise<BrowserPlaytestRun> {
  let started = performance.now();
  await loadPlaytestVm();
  const loadMs = performance.now() - started;
  const ids = project.jokers.map((j) => j.id);
  const setup = (i: number): PlaytestSetup => ({
    setup: { jokers: ["self", ...[1, 2, 3, 4].map((k) => `j_bench_joker_${((i * 7 + k) % ids.length) + 1}`)], dollars: 10 },
    steps: [{ play: ["H_5", "S_5", "D_5", "C_K", "S_K"], held: ["H_2", "D_9", "C_Q"] }],
  });
  started = performance.now();
  const first = await runPlaytest(project, ids[0], setup(0));
  const firstPlayMs = performance.now() - started;
  const playMs: number[] = [];
  let last = first;
  for (let i = 1; i <= plays; i += 1) {
    started = performance.now();
    last = await runPlaytest(project, ids[(i * 13) % ids.length], setup(i));
    playMs.push(performance.now() - started);
    if (last.error) break;
  }
  return { loadMs, firstPlayMs, playMs, score: first.observations?.score, error: first.error ?? last.error, breakdownLines: last.breakdown.length };
}

(window as unknown as { playtestBench: typeof measure }).playtestBench = measure;
