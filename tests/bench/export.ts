// Export speed, on the command line and in the browser, for the same project side by side.
//
// For each project (the largest fixture when ../shared has it, and the bench's generated one) the
// runs alternate: one command-line export in a fresh process (cli-export-child.ts), then one
// export in a fresh browser page, so both see the same load on the machine.
//
// - export-cli-ms: the command line's processing (import + export + zip + write), as the main
//   thread's CPU time, median of the runs. The command's own wall time ("in N ms") is in the
//   detail line; on a machine busy with other work it runs far above the CPU time.
// - export-browser-vs-cli: the browser's export, timed from the click on Export Mod Files (the
//   click event the page receives) to the download, divided by the command line's wall time
//   (medians of the same alternating runs). Playwright's click first waits for the button to be
//   stable over animation frames, which took 50 to 190 ms with the cards animating before the page
//   saw any click; the detail line gives the time from that call too.
//   The page is /jokers with the project's cards on screen and the pointer on the first card, so
//   its animations run while the export does.
//   The detail line adds CPU time, which a busy machine does not stretch: the page's renderer
//   process in all its threads (the export worker included) and its main thread alone, over the
//   same span (CDP SystemInfo.getProcessInfo and Linux per-thread counters).
//   It also gives a second export of the same project in the same page, which takes the art the
//   worker packed the first time (domain/export/images/artCache.ts).
// - export-browser-longest-task-ms: the longest main-thread task (Long Tasks API, which reports
//   tasks over 50 ms; 0 when there was none) from the click until the export-finished dialog shows.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterFrames, freshPage, importProject, rendererCpu, rendererCpuDelta, watchLongTasks } from "./browser";
import { list, median, type BenchContext, type Figure, type Suite } from "./bench";

const repo = fileURLToPath(new URL("../..", import.meta.url));

export interface CliRun { wallMs: number; cpuMs: number }

/** One command-line export of `file` in a fresh Node process. */
export function cliExport(file: string, out: string): CliRun {
  const output = execFileSync(process.execPath, ["--import", "tsx", "tests/bench/cli-export-child.ts", file, out], { cwd: repo, encoding: "utf8" });
  return JSON.parse(output.trim().split("\n").pop()!) as CliRun;
}

interface BrowserRun { wallMs: number; fromCallMs: number; longestTaskMs: number; cpuMs: number; mainCpuMs: number; againMs: number }

/** Epoch milliseconds, as the page's performance.timeOrigin + timeStamp give them. */
const epochNow = () => performance.timeOrigin + performance.now();

/** Records, in the page, when the next click event arrives (epoch ms); `at()` reads it. */
async function nextClickAt(page: import("@playwright/test").Page): Promise<{ at(): Promise<number> }> {
  await page.evaluate(() => {
    const w = window as unknown as { jfBenchClickAt?: number };
    delete w.jfBenchClickAt;
    document.addEventListener("click", (event) => { w.jfBenchClickAt = performance.timeOrigin + event.timeStamp; }, { capture: true, once: true });
  });
  return {
    at: async () => {
      const at = await page.evaluate(() => (window as unknown as { jfBenchClickAt?: number }).jfBenchClickAt);
      if (at === undefined) throw new Error("the page saw no click");
      return at;
    },
  };
}

async function browserExport(context: BenchContext, file: string): Promise<BrowserRun> {
  const { context: browserContext, page } = await freshPage(await context.browser());
  try {
    await page.goto(`${context.baseUrl}/jokers`);
    await importProject(page, file);
    const card = page.getByTestId("balatro-card").first();
    await card.waitFor();
    await card.hover();
    await afterFrames(page, 3);
    const tasks = await watchLongTasks(page);
    const browser = await context.browser();
    const download = page.waitForEvent("download", { timeout: 300_000 });
    const cpuBefore = await rendererCpu(browser);
    const click = await nextClickAt(page);
    const started = epochNow();
    await page.locator('[data-action="action-export"]').click();
    await download;
    const downloaded = epochNow();
    const wallMs = downloaded - (await click.at());
    const fromCallMs = downloaded - started;
    const cpu = rendererCpuDelta(cpuBefore, await rendererCpu(browser));
    await page.getByTestId("export-finished").waitFor();
    await afterFrames(page);
    const longest = Math.max(0, ...(await tasks.read()));
    // the same project exported again in the same page: the worker kept the art it packed
    await page.getByRole("button", { name: "Done" }).click();
    await page.getByTestId("export-finished").waitFor({ state: "hidden" });
    await afterFrames(page, 3);
    const again = page.waitForEvent("download", { timeout: 300_000 });
    const clickAgain = await nextClickAt(page);
    await page.locator('[data-action="action-export"]').click();
    await again;
    const againMs = epochNow() - (await clickAgain.at());
    return { wallMs, fromCallMs, longestTaskMs: longest, cpuMs: cpu.total, mainCpuMs: cpu.main, againMs };
  } finally {
    await browserContext.close();
  }
}

async function measure(context: BenchContext, project: { file: string; name: string }): Promise<Figure[]> {
  const dir = mkdtempSync(join(tmpdir(), "jf-bench-export-"));
  const cli: CliRun[] = [];
  const browser: BrowserRun[] = [];
  try {
    for (let i = 0; i < context.runs; i += 1) {
      cli.push(cliExport(project.file, join(dir, "mod.zip")));
      browser.push(await browserExport(context, project.file));
      context.log(`${project.name} run ${i + 1}: command line ${cli[i].cpuMs.toFixed(0)} ms CPU / ${cli[i].wallMs} ms wall; browser ${browser[i].wallMs.toFixed(0)} ms wall from the click (${browser[i].fromCallMs.toFixed(0)} from Playwright's click call), ${browser[i].cpuMs.toFixed(0)} ms CPU in the page's process (${browser[i].mainCpuMs.toFixed(0)} ms on its main thread), longest task ${browser[i].longestTaskMs.toFixed(0)} ms; exported again ${browser[i].againMs.toFixed(0)} ms`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const cliWall = median(cli.map((r) => r.wallMs));
  const browserWall = median(browser.map((r) => r.wallMs));
  return [
    {
      name: `export-cli-ms[${project.name}]`, value: median(cli.map((r) => r.cpuMs)), unit: "ms", budget: 300,
      detail: `main-thread CPU per run: ${list(cli.map((r) => r.cpuMs))}; the command's wall time: ${list(cli.map((r) => r.wallMs))}`,
    },
    {
      name: `export-browser-vs-cli[${project.name}]`, value: browserWall / cliWall, unit: "x", budget: 1.2,
      detail: `browser ${list(browser.map((r) => r.wallMs))} ms from the click (median ${browserWall.toFixed(0)}; from Playwright's click call ${list(browser.map((r) => r.fromCallMs))}) / command line ${cliWall} ms. CPU: the page's process ${list(browser.map((r) => r.cpuMs))} ms (main thread ${list(browser.map((r) => r.mainCpuMs))}), the command line ${list(cli.map((r) => r.cpuMs))} ms. The same project exported again in the same page (its art kept by the worker): ${list(browser.map((r) => r.againMs))} ms, ${(median(browser.map((r) => r.againMs)) / cliWall).toFixed(2)}x the command line`,
    },
    {
      name: `export-browser-longest-task-ms[${project.name}]`, value: median(browser.map((r) => r.longestTaskMs)), unit: "ms", budget: 50,
      detail: `per run: ${list(browser.map((r) => r.longestTaskMs))}`,
    },
  ];
}

const suite: Suite = {
  name: "export",
  async run(context) {
    const figures: Figure[] = [];
    if (context.largestFixture) figures.push(...await measure(context, context.largestFixture));
    figures.push(...await measure(context, context.generatedProject));
    return figures;
  },
};

export default suite;
