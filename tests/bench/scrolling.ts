// Scrolling the jokers grid of the generated 200-joker project from top to bottom at 100 px per
// frame, the pointer over the grid (so cards pass under it as they would under a person's mouse).
//
// The page scrolls itself from requestAnimationFrame, 100 px each frame, and records each frame's
// time. A frame is dropped when the gap between two frames spans more than one display refresh
// (the refresh interval is measured first, with the page idle).
//
// - scroll-dropped-frames-pct: dropped frames / all frames the scroll spanned, in percent, median
//   of the runs.
// - vanilla-scroll-dropped-frames-pct: the same on /vanilla/jokers (the game's 150 jokers, read-only
//   cards); its budget is the figure of the project's own grid holding as many jokers (a generated
//   150-joker project on /jokers), measured in the same runs, alternating: the vanilla grid must
//   drop no more frames than the project's.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterFrames, freshPage, importProject, VIEWPORT } from "./browser";
import { list, median, withTimeout, type BenchContext, type Figure, type Suite } from "./bench";
import { generatedProjectText } from "./generated-project";

interface ScrollResult { frames: number; dropped: number; refreshMs: number }

/** How many jokers the vanilla grid holds (the game's), and so the project grid it is measured against. */
const VANILLA_JOKERS = 150;

/** Scrolls `path` to the bottom, after importing `project` when given. */
async function oneRun(context: BenchContext, path: string, project?: string): Promise<ScrollResult> {
  const { context: browserContext, page } = await freshPage(await context.browser());
  try {
    await page.goto(`${context.baseUrl}${path}`);
    if (project) await importProject(page, project);
    await page.getByTestId("balatro-card").first().waitFor();
    await page.mouse.move(VIEWPORT.width * 0.6, VIEWPORT.height * 0.6);
    await afterFrames(page, 5);
    return await withTimeout(page.evaluate(() => new Promise<ScrollResult>((resolve) => {
      const grid = document.querySelector('[data-testid="item-grid"]');
      let scroller: HTMLElement | null = null;
      for (let node = grid?.parentElement; node; node = node.parentElement) {
        const { overflowY } = getComputedStyle(node);
        if ((overflowY === "auto" || overflowY === "scroll") && node !== document.body && node !== document.documentElement) { scroller = node; break; }
      }
      const target = scroller ?? document.scrollingElement!;
      const idle: number[] = [];
      const times: number[] = [];
      const measureRefresh = (now: number) => {
        idle.push(now);
        if (idle.length < 30) { requestAnimationFrame(measureRefresh); return; }
        const gaps = idle.slice(1).map((t, i) => t - idle[i]).sort((a, b) => a - b);
        const refreshMs = gaps[Math.floor(gaps.length / 2)];
        requestAnimationFrame((first) => { times.push(first); target.scrollTop += 100; requestAnimationFrame(scroll(refreshMs)); });
      };
      const scroll = (refreshMs: number) => function step(now: number) {
        times.push(now);
        const atBottom = target.scrollTop + target.clientHeight >= target.scrollHeight - 1;
        if (atBottom) {
          let frames = 0;
          let dropped = 0;
          for (let i = 1; i < times.length; i += 1) {
            const spanned = Math.max(1, Math.round((times[i] - times[i - 1]) / refreshMs));
            frames += spanned;
            dropped += spanned - 1;
          }
          resolve({ frames, dropped, refreshMs });
          return;
        }
        target.scrollTop += 100;
        requestAnimationFrame(step);
      };
      requestAnimationFrame(measureRefresh);
    })), 300_000, "scrolling to the bottom");
  } finally {
    await browserContext.close();
  }
}

const pct = (run: ScrollResult) => (100 * run.dropped) / run.frames;
const line = (run: ScrollResult) => `${run.dropped} of ${run.frames} frames dropped (refresh ${run.refreshMs.toFixed(1)} ms)`;

/** The vanilla jokers grid against the project's own grid of as many jokers, run for run. */
async function vanillaAgainstProject(context: BenchContext): Promise<Figure> {
  const work = mkdtempSync(join(tmpdir(), "jf-bench-vanilla-"));
  try {
    const project = join(work, `bench-${VANILLA_JOKERS}-jokers.jokerforge`);
    writeFileSync(project, generatedProjectText(VANILLA_JOKERS));
    const vanilla: number[] = [];
    const own: number[] = [];
    for (let i = 0; i < context.runs; i += 1) {
      const ownRun = await oneRun(context, "/jokers", project);
      const vanillaRun = await oneRun(context, "/vanilla/jokers");
      own.push(pct(ownRun));
      vanilla.push(pct(vanillaRun));
      context.log(`run ${i + 1}: vanilla ${line(vanillaRun)}; project's ${VANILLA_JOKERS} jokers ${line(ownRun)}`);
    }
    return {
      name: "vanilla-scroll-dropped-frames-pct", value: median(vanilla), unit: "%", budget: Math.round(median(own) * 10) / 10,
      detail: `budget: the project's own ${VANILLA_JOKERS}-joker grid in the same runs; vanilla per run: ${list(vanilla, 1)}; project per run: ${list(own, 1)}`,
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const suite: Suite = {
  name: "scrolling",
  async run(context) {
    const pcts: number[] = [];
    for (let i = 0; i < context.runs; i += 1) {
      const run = await oneRun(context, "/jokers", context.generatedProject.file);
      pcts.push(pct(run));
      context.log(`run ${i + 1}: ${line(run)}`);
    }
    const figures: Figure[] = [{ name: "scroll-dropped-frames-pct", value: median(pcts), unit: "%", budget: 10, detail: `per run: ${list(pcts, 1)}` }];
    figures.push(await vanillaAgainstProject(context));
    return figures;
  },
};

export default suite;
