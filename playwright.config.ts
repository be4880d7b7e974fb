import { defineConfig } from "@playwright/test";
import { execFileSync } from "node:child_process";

// One free port for the whole run; workers re-read this file, so the choice is kept in env.
if (!process.env.JF_E2E_PORT) {
  process.env.JF_E2E_PORT = execFileSync(process.execPath, ["-e",
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"], { encoding: "utf8" }).trim();
}
const port = Number(process.env.JF_E2E_PORT);

export default defineConfig({
  testDir: "e2e",
  // The real-projects corpus (*corpus*.spec.ts, reads ../shared) runs only in `npm run test:corpus`.
  ...(process.env.JF_CORPUS === "1" ? { testMatch: /corpus.*\.spec\.ts$/ } : { testIgnore: /corpus/ }),
  outputDir: "test-results",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Ceilings, not waits: every step waits for a state and returns as soon as it holds. They are
  // generous so that a machine busy with other work (both cores taken) slows the run but never
  // fails it.
  timeout: 300_000,
  expect: { timeout: 20_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--disable-quic"],
    },
  },
  webServer: {
    command: `node .ci/serve.mjs`,
    env: { PORT: String(port) },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
