// Corpus layer: the vanilla facts the project owns (domain/vanilla/facts/*.json) are exactly what
// src/cli/vanilla-facts.ts renders from the reference data in ../shared/reference/vanilla, so they
// never drift from it. `npx tsx src/cli/vanilla-facts.ts` rewrites them.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { factsDir, renderFacts } from "../../src/cli/vanilla-facts";
import { sharedDir } from "./corpus";

describe("vanilla facts", () => {
  const rendered = renderFacts(sharedDir);

  it("hold one file per reference file, and no other", () => {
    expect(rendered.size).toBeGreaterThanOrEqual(15);
    expect(readdirSync(factsDir).filter((f) => f.endsWith(".json")).sort()).toEqual([...rendered.keys()]);
  });

  it("equal what vanilla-facts.ts renders from ../shared/reference/vanilla", () => {
    for (const [name, text] of rendered) expect(readFileSync(join(factsDir, name), "utf8"), name).toBe(text);
  });

  it("keep no game text", () => {
    for (const name of rendered.keys()) {
      const text = readFileSync(join(factsDir, name), "utf8");
      expect(text, name).not.toMatch(/"(loc_text|effect_text|notes)"/);
    }
  });
});
