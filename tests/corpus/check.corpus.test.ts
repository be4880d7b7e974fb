// Corpus layer. Every real project in ../shared/fixtures/jokerforge exports to a mod that the
// harness loads with zero problems (the promise of issue 6: an exported mod always loads).
import { describe, expect, it } from "vitest";
import { expectLoadsClean } from "../unit/export/projectChecks";
import { findEffect } from "../../domain/catalog/registry";
import type { Project } from "../../domain/model";
import { modScratch } from "../unit/export/modScratch";
import { fixtureNames as fixtures, fixtureProject } from "./corpus";

const writeMod = modScratch("fixtures-check");

describe("exported fixtures load in the harness", () => {
  it("finds the fixtures", () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(13);
  });

  // A modder's "Crash the Game" block stops the game by design (fabioguysmod has one): it is
  // exported (with a warning), so the check runs the project without those blocks.
  it.each(fixtures)("%s exports to a mod with zero problems", async (name) => {
    await expectLoadsClean(withoutCrashBlocks(fixtureProject(name)), writeMod, name);
  });
});

function withoutCrashBlocks(project: Project): Project {
  const keep = (e: { type: string }) => !findEffect(e.type)?.crashes;
  const lists = ["jokers", "consumables", "enhancements", "seals", "editions", "vouchers", "decks"] as const;
  const out = { ...project } as Project;
  for (const list of lists) {
    (out as unknown as Record<string, unknown>)[list] = (project[list] as { rules?: Project["jokers"][number]["rules"] }[]).map((item) => ({
      ...item,
      rules: (item.rules ?? []).map((r) => ({
        ...r, effects: r.effects.filter(keep),
        randomGroups: r.randomGroups.map((g) => ({ ...g, effects: g.effects.filter(keep) })),
        loops: r.loops.map((g) => ({ ...g, effects: g.effects.filter(keep) })),
      })),
    }));
  }
  return out;
}
