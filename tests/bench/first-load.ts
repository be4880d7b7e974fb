// Measures what a first visit to `/` downloads: every JS and CSS response the page loads,
// gzip-compressed as a server would send it.
import { chromium } from "playwright";
import { gzipSync } from "node:zlib";
import type { AddressInfo } from "node:net";
// @ts-expect-error plain ESM helper without types
import { startServer } from "../../.ci/serve.mjs";

export async function measureFirstLoad(path = "/"): Promise<{ jsKb: number; cssKb: number; files: string[] }> {
  const server = await startServer(0);
  const { port } = server.address() as AddressInfo;
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  let js = 0;
  let css = 0;
  const files: string[] = [];
  try {
    const page = await browser.newPage();
    const pending: Promise<void>[] = [];
    page.on("response", (response) => {
      const url = response.url();
      if (!url.startsWith(`http://127.0.0.1:${port}`)) return;
      const isJs = /\.m?js(\?|$)/.test(url);
      const isCss = /\.css(\?|$)/.test(url);
      if (!isJs && !isCss) return;
      pending.push(response.body().then((body) => {
        const size = gzipSync(body, { level: 9 }).length;
        if (isJs) js += size; else css += size;
        files.push(`${new URL(url).pathname} ${(size / 1024).toFixed(1)} kB`);
      }));
    });
    await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: "networkidle" });
    await Promise.all(pending);
  } finally {
    await browser.close();
    server.close();
  }
  return { jsKb: js / 1024, cssKb: css / 1024, files };
}
