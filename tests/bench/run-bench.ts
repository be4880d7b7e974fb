// `npm run bench`: speed and size budgets, reported as `name: value` lines.
import { execSync } from "node:child_process";
import { measureFirstLoad } from "./first-load";

execSync("npx vite build", { stdio: "ignore" });
const first = await measureFirstLoad("/");
for (const f of first.files.sort()) console.log(`  ${f}`);
console.log(`initial-js-gzip-kb: ${first.jsKb.toFixed(1)}`);
console.log(`initial-css-gzip-kb: ${first.cssKb.toFixed(1)}`);
if (first.jsKb > 100) console.log("OVER BUDGET: initial JS must stay at or under 100 kB gzip");

// Export speed (issue 6): the largest fixture through the command line, under 1 s of processing.
// The median of five cold CLI runs, each timed by the CLI itself from the project text to the
// zip on disk (import + exportMod + buildZip + write; no process start-up): see export-largest.ts.
const { measureLargestExport } = await import("./export-largest");
const exportTiming = measureLargestExport();
console.log(`  export runs (ms, each a fresh process): ${exportTiming.runs.join(", ")}`);
console.log(`export-largest-fixture-ms: ${exportTiming.median}`);
if (exportTiming.median >= 1000) console.log("OVER BUDGET: exporting the largest fixture must take under 1000 ms");

// Auto-save and import of a 4 MB project in the browser (issue 14): see storage.ts.
const { reportStorage } = await import("./storage");
if (!(await reportStorage())) process.exitCode = 1;
