// The real-projects corpus: project files modders saved with the original app
// (../shared/fixtures/jokerforge, beside the checkout, or $JF_SHARED_DIR/fixtures/jokerforge) and
// their expected counts, plus the reference data. Only the corpus layer (`npm run test:corpus`,
// files named *corpus*) reads it.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Project } from "../../domain/model";
import { importProjectText } from "../../domain/projectFile";

export const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
export const sharedDir = process.env.JF_SHARED_DIR ? resolve(process.env.JF_SHARED_DIR) : resolve(repoRoot, "../shared");
export const fixturesDir = resolve(sharedDir, "fixtures/jokerforge");

if (!existsSync(fixturesDir)) {
  throw new Error(`The corpus layer needs ${fixturesDir} (the real-projects corpus beside the checkout); npm test does not.`);
}

export const expectedCounts: Record<string, Record<string, number>> = JSON.parse(
  readFileSync(resolve(fixturesDir, "expected-counts.json"), "utf8"),
);

/** Every project file of the corpus, sorted. */
export const fixtureNames: string[] = readdirSync(fixturesDir).filter((n) => /\.(jokerforge|json)$/.test(n) && n !== "expected-counts.json").sort();

/** The largest project of the corpus (every item type, art and sounds). */
export const LARGEST = "mycustommod-2026-06-13.jokerforge";

export function fixturePath(name: string): string {
  return resolve(fixturesDir, name);
}

export function fixtureText(name: string): string {
  return readFileSync(fixturePath(name), "utf8");
}

export function fixtureProject(name: string): Project {
  const result = importProjectText(fixtureText(name));
  if (!result.ok) throw new Error(`${name}: ${result.reason}`);
  return result.project;
}
