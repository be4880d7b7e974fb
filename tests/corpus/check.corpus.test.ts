// Corpus layer. Every real project in ../shared/fixtures/jokerforge exports to a mod that the
// harness loads with zero problems (the promise of issue 6: an exported mod always loads).
import { describe, expect, it } from "vitest";
import { expectLoadsClean } from "../unit/export/projectChecks";
import { modScratch } from "../unit/export/modScratch";
import { fixtureNames as fixtures, fixtureProject } from "./corpus";

const writeMod = modScratch("fixtures-check");

describe("exported fixtures load in the harness", () => {
  it("finds the fixtures", () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(13);
  });

  it.each(fixtures)("%s exports to a mod with zero problems", async (name) => {
    await expectLoadsClean(fixtureProject(name), writeMod, name);
  });
});
