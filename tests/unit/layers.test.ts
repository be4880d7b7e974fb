// The layering rule, checked by reading imports (belt and braces with ESLint's rule).
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const top = fileURLToPath(new URL("../..", import.meta.url));
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p) : /\.(ts|tsx)$/.test(n) ? [p] : [];
  });
}
function imports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(/(?:import|export)[^"']*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g)].map((m) => m[1] ?? m[2]);
}
const forbidden = /^(react|react-dom|react-router-dom|use-sync-external-store|@tanstack\/react-virtual)(\/|$)|(^|\/)src(\/|$)/;

describe("core layers", () => {
  for (const layer of ["domain", "commands"]) {
    it(`${layer}/ imports neither React, the DOM nor src/`, () => {
      const bad = files(join(top, layer)).flatMap((f) => imports(f).filter((i) => forbidden.test(i)).map((i) => `${f}: ${i}`));
      expect(bad).toEqual([]);
    });
  }
  it("domain/ does not import commands/", () => {
    const bad = files(join(top, "domain")).flatMap((f) => imports(f).filter((i) => /(^|\/)commands(\/|$)/.test(i)).map((i) => `${f}: ${i}`));
    expect(bad).toEqual([]);
  });
});
