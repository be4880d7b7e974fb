// `npm test` passes on a fresh clone with nothing beside it (issue 13, item 10): no test outside the
// corpus layer (files named *corpus*, `npm run test:corpus`) reads ../shared, and the default test
// runs leave the corpus files out.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it, vi } from "vitest";

const top = fileURLToPath(new URL("../..", import.meta.url));

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p) : /\.(ts|tsx|mjs|js|sh)$/.test(n) ? [p] : [];
  });
}

describe("a lone clone", () => {
  it("has no test, helper or test config outside the corpus layer that reaches for ../shared", () => {
    // tests/bench is not a test layer (`npm run bench` measures speed); this file names the pattern.
    const candidates = [...files(join(top, "tests")), ...files(join(top, "e2e")), ...files(join(top, ".ci")),
      join(top, ".ci/run"), join(top, "vite.config.ts"), join(top, "playwright.config.ts")];
    const self = fileURLToPath(import.meta.url);
    const outside = candidates.filter((f) => !/corpus|^tests\/bench\//.test(relative(top, f)) && f !== self);
    expect(outside.length).toBeGreaterThan(50);
    const reaching = outside.filter((f) => /\.\.\/shared\b|["'`/]shared\/(fixtures|reference)/.test(readFileSync(f, "utf8").replace(/^\s*(\/\/|#).*$/gm, "")));
    expect(reaching.map((f) => relative(top, f))).toEqual([".ci/run"]);
  });

  it("runs the corpus files only in the corpus layer (JF_CORPUS=1), in vitest and in Playwright", async () => {
    const before = process.env.JF_CORPUS;
    const configs = async (layer: string) => {
      process.env.JF_CORPUS = layer;
      vi.resetModules();
      const vite = (await import("../../vite.config")).default as { test: { include: string[]; exclude: string[] } };
      const playwright = (await import("../../playwright.config")).default as { testMatch?: RegExp; testIgnore?: RegExp };
      return { vite: vite.test, playwright };
    };
    try {
      const plain = await configs("");
      expect(plain.vite.exclude).toContain("**/*corpus*");
      expect(plain.vite.include).toEqual(["tests/**/*.test.ts", "tests/**/*.test.tsx"]);
      expect(plain.playwright.testIgnore?.test("fixtures.corpus.spec.ts")).toBe(true);
      expect(plain.playwright.testIgnore?.test("export.spec.ts")).toBe(false);
      const corpus = await configs("1");
      expect(corpus.vite.include).toEqual(["tests/**/*corpus*.test.ts"]);
      expect(corpus.vite.exclude).not.toContain("**/*corpus*");
      expect(corpus.playwright.testIgnore).toBeUndefined();
      expect(corpus.playwright.testMatch?.test("fixtures.corpus.spec.ts")).toBe(true);
      expect(corpus.playwright.testMatch?.test("export.spec.ts")).toBe(false);
    } finally {
      process.env.JF_CORPUS = before;
    }
  });
});
