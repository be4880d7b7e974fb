// Browser helpers for the bench: Debian's headless Chromium, pages with the app's usual viewport,
// importing a project through the sidebar as a person would, and Chrome DevTools Protocol access.
import { readdirSync, readFileSync } from "node:fs";
import { basename } from "node:path";
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from "playwright";

export const VIEWPORT = { width: 1280, height: 800 };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-quic"],
  });
}

/** A fresh context (empty cache and storage) whose outside requests are answered or refused, as in the browser tests. */
export async function freshPage(browser: Browser, options: { reducedMotion?: "reduce" | "no-preference" } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: VIEWPORT, reducedMotion: options.reducedMotion ?? "no-preference", acceptDownloads: true });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) =>
    route.request().url().startsWith("https://api.github.com/")
      ? route.fulfill({ status: 200, contentType: "application/json", body: "[]" })
      : route.abort());
  // tsx compiles this file keeping function names (esbuild's __name helper), and functions passed to
  // page.evaluate carry that helper into the page: give the page a no-op one.
  await context.addInitScript("globalThis.__name = (f) => f;");
  const page = await context.newPage();
  return { context, page };
}

/** Imports a .jokerforge file through the sidebar's Import Mod button and waits for the app's confirmation. */
export async function importProject(page: Page, file: string): Promise<void> {
  const chooser = page.waitForEvent("filechooser");
  await page.locator('[data-action="action-import"]').click();
  await (await chooser).setFiles({ name: basename(file), mimeType: "application/json", buffer: readFileSync(file) });
  await page.getByText("Mod Imported").first().waitFor({ timeout: 120_000 });
}

export async function cdp(page: Page): Promise<CDPSession> {
  return page.context().newCDPSession(page);
}

/** Slows the page's CPU by `rate` (1 = off) through `Emulation.setCPUThrottlingRate`. */
export async function throttleCpu(session: CDPSession, rate: number): Promise<void> {
  await session.send("Emulation.setCPUThrottlingRate", { rate });
}

/**
 * Starts recording main-thread long tasks (over 50 ms) in the page; `read` returns their durations
 * in ms since the last `reset`.
 */
export async function watchLongTasks(page: Page): Promise<{ reset(): Promise<void>; read(): Promise<number[]> }> {
  await page.evaluate(() => {
    const w = window as unknown as { __benchLongTasks: number[] };
    w.__benchLongTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__benchLongTasks.push(entry.duration);
    }).observe({ type: "longtask" });
  });
  return {
    reset: () => page.evaluate(() => { (window as unknown as { __benchLongTasks: number[] }).__benchLongTasks = []; }),
    read: () => page.evaluate(() => [...(window as unknown as { __benchLongTasks: number[] }).__benchLongTasks]),
  };
}

/** Waits until the page has painted twice more, so what was just rendered is on screen. */
export function afterFrames(page: Page, frames = 2): Promise<void> {
  return page.evaluate((count) => new Promise<void>((resolve) => {
    const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
    step(count);
  }), frames);
}

/** CPU time (ms) of a Linux thread, from /proc/<pid>/task/<tid>/schedstat; undefined when unreadable. */
function threadCpuMs(pid: number, tid: string): number | undefined {
  try {
    return Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, "utf8").split(" ")[0]) / 1e6;
  } catch {
    return undefined;
  }
}

export interface RendererCpu {
  /** CPU time of every renderer process, and of each one's main thread, in ms. */
  processes: Map<number, { total: number; main: number }>;
}

/**
 * A snapshot of the renderer processes' CPU time: Chromium's own count per process
 * (SystemInfo.getProcessInfo, which keeps the time of threads that have ended, such as a finished
 * worker) and the main thread's from Linux. Compare two snapshots with `rendererCpuDelta`.
 */
export async function rendererCpu(browser: Browser): Promise<RendererCpu> {
  const session = await browser.newBrowserCDPSession();
  try {
    const { processInfo } = await session.send("SystemInfo.getProcessInfo") as { processInfo: { type: string; id: number; cpuTime: number }[] };
    const processes = new Map<number, { total: number; main: number }>();
    for (const info of processInfo) {
      if (info.type !== "renderer") continue;
      let main = Number.NaN;
      try {
        // The renderer's main thread is the process's first thread (its id is the process id);
        // Linux names it after the program ("chromium"), not "CrRendererMain" as traces do.
        const tid = readdirSync(`/proc/${info.id}/task`).find((t) => t === String(info.id));
        if (tid) main = threadCpuMs(info.id, tid) ?? Number.NaN;
      } catch {
        // not Linux, or the process is gone: the main thread's share stays unknown
      }
      processes.set(info.id, { total: info.cpuTime * 1000, main });
    }
    return { processes };
  } finally {
    await session.detach();
  }
}

/** The renderer that worked most between two snapshots (the page measured): its CPU ms in all threads and in its main thread. */
export function rendererCpuDelta(before: RendererCpu, after: RendererCpu): { total: number; main: number } {
  let best = { total: 0, main: Number.NaN };
  for (const [pid, now] of after.processes) {
    const then = before.processes.get(pid) ?? { total: 0, main: 0 };
    const delta = { total: now.total - then.total, main: now.main - then.main };
    if (delta.total > best.total) best = delta;
  }
  return best;
}
