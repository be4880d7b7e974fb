// Playtest speed in headless Chromium (issue 16): the real client, web worker, wasm VM and harness
// (src/playtest), built on their own page (tests/bench/playtest-page, never part of the app) and
// served locally (the wasm comes from the build, no CDN).
//
// - playtest-browser-vm-load-ms: from the first call to the VM ready: the worker's script and the
//   wasm downloaded and compiled, the harness loaded (what opening the panel first waits for).
// - playtest-browser-play-200-jokers-ms: Play with the generated 200-joker project loaded and
//   unchanged: one hand of five, three held, the item and four other jokers; the median of the
//   plays, measured in the page (postMessage both ways included).
// The first Play (the project sent, exported code only, the mod loaded) is printed beside them.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build, preview } from "vite";
import { freshPage } from "./browser";
import { list, median, withTimeout, type Suite } from "./bench";
import { generatedProject } from "./generated-project";
import type { BrowserPlaytestRun } from "./playtest-page/main";

const CONFIG = fileURLToPath(new URL("./playtest-page/vite.config.ts", import.meta.url));

const suite: Suite = {
  name: "playtest in the browser (200 jokers)",
  async run(context) {
    const out = mkdtempSync(join(tmpdir(), "jf-playtest-page-"));
    try {
      await build({ configFile: CONFIG, build: { outDir: out } });
      const server = await preview({ configFile: CONFIG, build: { outDir: out }, preview: { port: 0, host: "127.0.0.1" } });
      try {
        const url = server.resolvedUrls?.local[0];
        if (!url) throw new Error("the playtest page's server has no address");
        const project = generatedProject();
        const loads: number[] = [];
        const firsts: number[] = [];
        const plays: number[] = [];
        for (let i = 0; i < context.runs; i += 1) {
          const { context: browserContext, page } = await freshPage(await context.browser());
          try {
            await page.goto(url);
            const run = await withTimeout(page.evaluate(([p, n]) => (window as unknown as { playtestBench: (project: unknown, plays: number) => Promise<BrowserPlaytestRun> }).playtestBench(p, n), [project, 5] as const), 120_000, "the playtest page");
            if (run.error || run.score === undefined || run.breakdownLines === 0) throw new Error(`the playtest failed in the browser: ${run.error ?? "no score or breakdown"}`);
            loads.push(run.loadMs);
            firsts.push(run.firstPlayMs);
            plays.push(...run.playMs);
          } finally {
            await browserContext.close();
          }
        }
        context.log(`VM load ${list(loads)} ms; first Play ${list(firsts)} ms; Play ${list(plays)} ms`);
        return [
          { name: "playtest-browser-vm-load-ms", value: median(loads), unit: "ms", budget: 3000, detail: `fresh browser context each run: ${list(loads)}` },
          { name: "playtest-browser-play-200-jokers-ms", value: median(plays), unit: "ms", budget: 150, detail: `median of ${plays.length}; first Play (export + load the mod) ${list(firsts)} ms` },
        ];
      } finally {
        await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
      }
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  },
};
export default suite;
