// First visit: what a new visitor downloads and how soon the page shows its main content.
//
// - first-visit-js-gzip-kb (`/`) and first-visit-jokers-js-gzip-kb (`/jokers`): every JavaScript
//   response the page loads until the network is idle, gzip-compressed (level 9) as a server would
//   send it. CSS is printed beside it for information.
// - first-visit-lcp-after-first-paint-ms: on `/`, the largest contentful paint's time minus the first
//   paint's time (Paint Timing and Largest Contentful Paint entries), median of the runs. Zero means
//   the main content arrives with the first paint. The first paint can be the page's background
//   alone, drawn once the stylesheet arrives while the script still loads and runs.
// - first-visit-lcp-after-first-contentful-paint-ms: the same from the first contentful paint (the
//   first text or image): a page that paints a skeleton first and its content after a lazy chunk
//   loads scores that wait.
// Every run is a new browser context: empty cache, empty storage (a first visit).
import { gzipSync } from "node:zlib";
import { freshPage } from "./browser";
import { median, list, type BenchContext, type Suite } from "./bench";

interface Visit { jsKb: number; cssKb: number; files: string[]; firstPaint: number; firstContentfulPaint: number; lcp: number }

async function visit(context: BenchContext, path: string): Promise<Visit> {
  const { context: browserContext, page } = await freshPage(await context.browser());
  try {
    const pending: Promise<void>[] = [];
    let js = 0;
    let css = 0;
    const files: string[] = [];
    page.on("response", (response) => {
      const url = response.url();
      if (!url.startsWith(context.baseUrl)) return;
      const isJs = /\.m?js(\?|$)/.test(url);
      const isCss = /\.css(\?|$)/.test(url);
      if (!isJs && !isCss) return;
      pending.push(response.body().then((body) => {
        const size = gzipSync(body, { level: 9 }).length / 1024;
        if (isJs) js += size; else css += size;
        files.push(`${new URL(url).pathname} ${size.toFixed(1)} kB`);
      }));
    });
    await page.goto(`${context.baseUrl}${path}`, { waitUntil: "networkidle" });
    await page.locator("main").first().waitFor();
    await Promise.all(pending);
    const paints = await page.evaluate(() => new Promise<{ firstPaint: number; firstContentfulPaint: number; lcp: number }>((resolve) => {
      const firstPaint = performance.getEntriesByName("first-paint")[0]?.startTime ?? Number.NaN;
      const firstContentfulPaint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN;
      new PerformanceObserver((entries) => {
        const all = entries.getEntries();
        resolve({ firstPaint, firstContentfulPaint, lcp: all[all.length - 1]?.startTime ?? Number.NaN });
      }).observe({ type: "largest-contentful-paint", buffered: true });
    }));
    return { jsKb: js, cssKb: css, files: files.sort(), ...paints };
  } finally {
    await browserContext.close();
  }
}

const suite: Suite = {
  name: "first visit",
  async run(context) {
    const home: Visit[] = [];
    for (let i = 0; i < context.runs; i += 1) home.push(await visit(context, "/"));
    const jokers = await visit(context, "/jokers");
    for (const file of home[0].files) context.log(`/ loads ${file}`);
    for (const file of jokers.files) context.log(`/jokers loads ${file}`);
    const gaps = home.map((v) => v.lcp - v.firstPaint);
    const contentGaps = home.map((v) => v.lcp - v.firstContentfulPaint);
    return [
      { name: "first-visit-js-gzip-kb", value: home[0].jsKb, unit: "kB", budget: 100, detail: `/ (CSS ${home[0].cssKb.toFixed(1)} kB more)` },
      { name: "first-visit-jokers-js-gzip-kb", value: jokers.jsKb, unit: "kB", budget: 130, detail: `/jokers (CSS ${jokers.cssKb.toFixed(1)} kB more)` },
      {
        name: "first-visit-lcp-after-first-paint-ms", value: median(gaps), unit: "ms", budget: 100,
        detail: `/ runs: ${list(gaps)} ms; first paint at ${list(home.map((v) => v.firstPaint))} ms, largest paint at ${list(home.map((v) => v.lcp))} ms`,
      },
      {
        name: "first-visit-lcp-after-first-contentful-paint-ms", value: median(contentGaps), unit: "ms", budget: 100,
        detail: `/ runs: ${list(contentGaps)} ms; first contentful paint at ${list(home.map((v) => v.firstContentfulPaint))} ms`,
      },
    ];
  },
};

export default suite;
