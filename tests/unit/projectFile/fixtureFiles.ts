// The original app's real project files (shared/fixtures/jokerforge) and their expected counts.
import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = fileURLToPath(new URL("../../..", import.meta.url));
export const fixturesDir = resolve(repoRoot, "../shared/fixtures/jokerforge");

export const expectedCounts: Record<string, Record<string, number>> = JSON.parse(
  readFileSync(resolve(fixturesDir, "expected-counts.json"), "utf8"),
);

export const fixtureNames: string[] = readdirSync(fixturesDir).filter((n) => n !== "README.md" && n !== "expected-counts.json").sort();

export function fixtureText(name: string): string {
  return readFileSync(resolve(fixturesDir, name), "utf8");
}
