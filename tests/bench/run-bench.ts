// `npm run bench`: builds the app, serves it as `npm start` does, runs every suite and prints each
// figure beside its budget. Exits 1 when any figure is over its budget. What each figure means is
// in the README ("Speed budgets") and at the top of its suite's file.
//
//   npm run bench                      every suite, 5 runs per figure
//   npm run bench -- --runs 3          fewer runs (the median of 3)
//   npm run bench -- --only typing,export
//   npm run bench -- --no-build        reuse dist/ as it is
import { execSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import type { AddressInfo, Server } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser } from "playwright";
// @ts-expect-error plain ESM helper without types
import { startServer } from "../../.ci/serve.mjs";
import { launchBrowser } from "./browser";
import { generatedProjectText, GENERATED_JOKERS } from "./generated-project";
import type { BenchContext, Figure, Suite } from "./bench";

/** Every suite, in the order run. A suite is a module whose default export is a `Suite`. */
const SUITES = [
  "./first-visit",
  "./export",
  "./typing",
  "./builder",
  "./scrolling",
  "./storage-suite",
  "./check-suite",
  "./playtest",
  "./playtest-browser",
  "./playtest-panel",
];

const repo = fileURLToPath(new URL("../..", import.meta.url));
/** The real projects beside the repo; BENCH_FIXTURES names another folder (a worktree elsewhere). */
const FIXTURES = process.env.BENCH_FIXTURES ?? resolve(repo, "../shared/fixtures/jokerforge");

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

/** The largest real project file, when the shared fixtures exist. */
function largestFixture(): { file: string; name: string } | undefined {
  if (!existsSync(FIXTURES)) return undefined;
  const files = readdirSync(FIXTURES).filter((f) => f.endsWith(".jokerforge")).map((f) => join(FIXTURES, f));
  if (files.length === 0) return undefined;
  const file = files.sort((a, b) => statSync(b).size - statSync(a).size)[0];
  return { file, name: file.slice(file.lastIndexOf("/") + 1).replace(/\.jokerforge$/, "") };
}

function format(figure: Figure): string {
  const digits = figure.unit === "x" ? 2 : 1;
  const over = figure.value > figure.budget || Number.isNaN(figure.value);
  return `${figure.name}: ${figure.value.toFixed(digits)} ${figure.unit} (budget ${figure.budget} ${figure.unit})${over ? "  OVER BUDGET" : ""}`;
}

const runs = Number(option("--runs") ?? 5);
const only = option("--only")?.split(",");
if (!process.argv.includes("--no-build")) execSync("npx vite build", { cwd: repo, stdio: "ignore" });

const work = mkdtempSync(join(tmpdir(), "jf-bench-"));
const generatedFile = join(work, "bench-200-jokers.jokerforge");
writeFileSync(generatedFile, generatedProjectText());
const server = (await startServer(0)) as Server;
let browser: Promise<Browser> | undefined;
const context: BenchContext = {
  baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  runs,
  generatedProject: { file: generatedFile, name: `generated-${GENERATED_JOKERS}-jokers` },
  largestFixture: largestFixture(),
  browser: () => (browser ??= launchBrowser()),
  log: (line) => console.log(`    ${line}`),
};
console.log(`Median of ${runs} runs per figure; generated project ${context.generatedProject.name}; largest fixture ${context.largestFixture?.name ?? "(none: ../shared is absent)"}`);

const figures: Figure[] = [];
let failed = false;
try {
  for (const path of SUITES) {
    const suite = (await import(path) as { default: Suite }).default;
    if (only && !only.some((name) => path.includes(name) || suite.name.includes(name))) continue;
    console.log(`\n== ${suite.name}`);
    try {
      for (const figure of await suite.run(context)) {
        figures.push(figure);
        console.log(`  ${format(figure)}`);
        if (figure.detail) console.log(`      ${figure.detail}`);
      }
    } catch (error) {
      failed = true;
      console.log(`  FAILED: ${error instanceof Error ? error.stack ?? error.message : String(error)}`);
    }
  }
} finally {
  await (await browser)?.close();
  server.close();
  rmSync(work, { recursive: true, force: true });
}

console.log("\n== summary");
for (const figure of figures) console.log(`  ${format(figure)}`);
const over = figures.filter((f) => f.value > f.budget || Number.isNaN(f.value));
if (over.length > 0 || failed) {
  console.log(`\n${over.length} figure(s) over budget${failed ? ", and a suite failed" : ""}.`);
  process.exit(1);
}
console.log("\nEvery figure is within its budget.");
