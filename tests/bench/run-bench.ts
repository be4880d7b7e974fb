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

// Check speed (issue 13 item 7): a valid 2,000-joker export loaded and exercised by the harness
// in under 60 s (wall time of the check alone; the harness's CPU time beside it). See check-jokers.ts.
const { measureCheck } = await import("./check-jokers");
const check = await measureCheck(2000);
console.log(`  check: ${check.problems.length} problems, harness CPU ${check.cpuSeconds?.toFixed(1) ?? "?"} s`);
for (const problem of check.problems.slice(0, 5)) console.log(`    ${problem}`);
console.log(`check-2000-jokers-s: ${check.seconds.toFixed(1)}`);
if (check.problems.length > 0) console.log("NOT CLEAN: the generated 2,000-joker export must load clean");
if (check.seconds >= 60) console.log("OVER BUDGET: checking a 2,000-joker export must take under 60 s");
