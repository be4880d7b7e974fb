// The playtest panel on the bench's generated 200-joker project (its first joker under test).
//
// - playtest-panel-load-ms: from the click on the card's Playtest button to the panel saying it is
//   ready: the panel's lazy chunk, the web worker's chunk, the 200 kB wasm (compiled), the Lua 5.1
//   VM and the harness, then the 200-joker mod exported and loaded into it (the panel does that at
//   once, so the first Play is as fast as the next). A fresh browser context each run, so no cache
//   helps: what a modder waits for the first time they open the panel in a session.
// - playtest-play-ms: from the click on Play to the frame showing the score (the mod stays loaded
//   in the VM while the project does not change): what a modder waits for each time they change
//   the set-up and play again.
// Both print the renderer's CPU time beside them (the page and its worker), which a busy machine
// inflates far less than the wall time.
import type { Page } from "playwright";
import { afterFrames, freshPage, importProject, rendererCpu, rendererCpuDelta } from "./browser";
import { list, median, withTimeout, type BenchContext, type Suite } from "./bench";

const NAME = "Bench Joker 1";
const PLAYS = 8;

/** Click on Play to the frame showing the next result (the panel numbers its results); returns the ms and the result's text. */
async function clickToResult(page: Page): Promise<{ ms: number; text: string; vmMs: number }> {
  const done = Number((await page.getByTestId("playtest-result").getAttribute("data-run").catch(() => null)) ?? 0);
  const start = await page.evaluate(() => performance.now());
  await page.getByTestId("playtest-run").click();
  await page.locator(`[data-testid="playtest-result"][data-run="${done + 1}"]`).waitFor({ timeout: 60_000 });
  await afterFrames(page, 1);
  const ms = (await page.evaluate(() => performance.now())) - start;
  const result = page.getByTestId("playtest-result");
  return { ms, text: (await result.textContent()) ?? "", vmMs: Number(await result.getAttribute("data-ms")) };
}

/** The worker's own time of each play (the runner's `ms`), for the detail line. */
const vmTimes: number[] = [];

async function clickToScore(page: Page): Promise<number> {
  const { ms, text, vmMs } = await clickToResult(page);
  if (!(await page.getByTestId("playtest-score").isVisible())) throw new Error(`the playtest showed no score: ${text.slice(0, 300)}`);
  vmTimes.push(vmMs);
  return ms;
}

async function oneRun(context: BenchContext): Promise<{ loadMs: number; loadCpu: number; plays: number[]; playCpu: number }> {
  const browser = await context.browser();
  const { context: browserContext, page } = await freshPage(browser);
  try {
    await page.goto(`${context.baseUrl}/jokers`);
    await importProject(page, context.generatedProject.file);
    await page.getByPlaceholder("Search by name or key...").fill(NAME);
    const button = page.getByRole("button", { name: `Playtest ${NAME}`, exact: true }).first();
    await button.waitFor();
    await afterFrames(page, 3);
    const cpuBefore = await rendererCpu(browser);
    const start = await page.evaluate(() => performance.now());
    await button.click();
    await withTimeout(page.locator('[data-testid="playtest-status"][data-ready="true"]').waitFor({ timeout: 60_000 }), 65_000, "the playtest panel");
    await afterFrames(page, 1);
    const loadMs = (await page.evaluate(() => performance.now())) - start;
    const loadCpu = rendererCpuDelta(cpuBefore, await rendererCpu(browser)).total;
    const plays: number[] = [];
    const playCpuBefore = await rendererCpu(browser);
    for (let i = 0; i < PLAYS; i += 1) plays.push(await clickToScore(page));
    const cpu = rendererCpuDelta(playCpuBefore, await rendererCpu(browser));
    return { loadMs, loadCpu, plays, playCpu: cpu.total / PLAYS };
  } finally {
    await browserContext.close();
  }
}

const suite: Suite = {
  name: "playtest",
  async run(context) {
    const loads: number[] = [];
    const loadCpus: number[] = [];
    const plays: number[] = [];
    const playCpus: number[] = [];
    for (let i = 0; i < context.runs; i += 1) {
      const run = await oneRun(context);
      loads.push(run.loadMs);
      loadCpus.push(run.loadCpu);
      plays.push(median(run.plays));
      playCpus.push(run.playCpu);
      context.log(`run ${i + 1}: panel ready ${run.loadMs.toFixed(1)} ms (renderer CPU ${run.loadCpu.toFixed(0)} ms); plays ${list(run.plays, 1)} ms (renderer CPU ${run.playCpu.toFixed(1)} ms a play); in the worker ${list(vmTimes.slice(-PLAYS), 1)} ms`);
    }
    return [
      { name: "playtest-panel-load-ms", value: median(loads), unit: "ms", budget: 3000, detail: `${context.generatedProject.name}, click on Playtest to ready (VM, harness and the 200-joker mod loaded); per run: ${list(loads, 1)}; renderer CPU ${list(loadCpus)} ms` },
      { name: "playtest-play-ms", value: median(plays), unit: "ms", budget: 150, detail: `${context.generatedProject.name}, '${NAME}' on a Pair of 5s, click on Play to the score painted (mod loaded); per run: ${list(plays, 1)}; renderer CPU a play ${list(playCpus, 1)} ms; in the worker (the runner's own time, median) ${median(vmTimes).toFixed(1)} ms` },
    ];
  },
};

export default suite;
