// Kept playtests in the project file: saved with their item, restored by import, anything
// malformed repaired or dropped with a line in the import report (never a crash), and left out of
// the exported mod.
import { describe, expect, it } from "vitest";
import { createItem, emptyProject, type Joker } from "../../../domain/model";
import { importProjectText } from "../../../domain/projectFile";
import { serializeProject } from "../../../domain/projectFile/serializeProject";
import { exportMod } from "../../../domain/export";
import type { KeptPlaytest } from "../../../domain/playtest/types";

const pair: KeptPlaytest = {
  id: "p1", name: "Pair of 5s", expectScore: 200,
  setup: { jokers: ["self", "j_joker"], hand: [{ card: "S_K", seal: "Red" }], levels: { Pair: 2 }, dollars: 4, chance: "always" },
  steps: [{ play: ["H_5", "S_5"] }],
};

function project(playtests: unknown) {
  const p = emptyProject(1);
  p.modMetadata.prefix = "mymod";
  p.jokers.push(createItem("joker", { id: "j1", name: "Jolly", objectKey: "jolly", orderValue: 1, playtests } as never));
  return p;
}

function reimport(text: string) {
  const result = importProjectText(text);
  if (!result.ok) throw new Error(result.reason);
  return result;
}

describe("kept playtests in the project file", () => {
  it("are saved with their item and restored as they were", () => {
    const result = reimport(serializeProject(project([pair]), "2026-01-01T00:00:00Z"));
    expect((result.project.jokers[0] as Joker).playtests).toEqual([pair]);
    expect(result.report.repairs.filter((r) => r.includes("playtests"))).toEqual([]);
  });

  it("repairs or drops what is malformed, one report line each, never failing the import", () => {
    const raw = JSON.parse(serializeProject(project([]), "2026-01-01T00:00:00Z"));
    raw.jokers[0].playtests = [
      { ...pair, id: "a", expectScore: "lots", setup: { ...pair.setup, lua: "os.exit()", dollars: "many" } },
      { ...pair, id: "a", name: "" },
      { ...pair, id: "c", steps: [{ lua: "print(1)" }] },
      "not a playtest",
      { ...pair, id: "d", steps: [{ play: ["H_5", "X_99", 7] }] },
    ];
    raw.boosters = [{ id: "b1", name: "Pack", objectType: "booster", playtests: [pair] }];
    const result = reimport(JSON.stringify(raw));
    const kept = (result.project.jokers[0] as Joker).playtests!;
    expect(kept.map((p) => [p.id, p.name])).toEqual([["a", "Pair of 5s"], ["a-2", "Playtest"], ["d", "Pair of 5s"]]);
    expect(kept[0]).not.toHaveProperty("expectScore");
    expect(kept[0].setup).not.toHaveProperty("lua");
    expect(kept[0].setup).not.toHaveProperty("dollars");
    expect(kept[2].steps).toEqual([{ play: ["H_5"] }]);
    expect(result.project.boosters[0]).not.toHaveProperty("playtests");
    const lines = result.report.repairs.filter((r) => r.includes("playtests"));
    for (const fragment of ["set-up Lua is not kept", "expected score that is not a number", "no step it can run", "not an object", "is not a card", "id was taken", "only items with rules keep playtests"]) {
      expect(lines.some((l) => l.includes(fragment)), fragment).toBe(true);
    }
  });

  it("a playtests field that is not a list is dropped with a report line", () => {
    const raw = JSON.parse(serializeProject(project([]), "2026-01-01T00:00:00Z"));
    raw.jokers[0].playtests = { oops: true };
    const result = reimport(JSON.stringify(raw));
    expect(result.project.jokers[0]).not.toHaveProperty("playtests");
    expect(result.report.repairs.some((r) => r.includes("playtests is not a list"))).toBe(true);
  });

  it("are not part of the exported mod (only of the project file the export carries beside it)", () => {
    const files = (p: ReturnType<typeof project>) => [...exportMod(p).files].map(([path, data]) => [path, String(data)]);
    const withKept = files(project([pair]));
    const mod = (all: string[][]) => all.filter(([path]) => !path.endsWith(".jokerforge"));
    expect(mod(withKept)).toEqual(mod(files(project(undefined))));
    expect(mod(withKept).some(([, data]) => data.includes("Pair of 5s"))).toBe(false);
    expect(withKept.find(([path]) => path.endsWith(".jokerforge"))?.[1]).toContain("Pair of 5s");
  });
});
