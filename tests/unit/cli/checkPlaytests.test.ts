// `npm run cli -- check <project file>`: the project is exported and checked, then every kept
// playtest with an expected score runs in LuaJIT through the scenario runner; a playtest that
// scores something else (or cannot run) is a problem naming the item and the playtest.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { build } from "../../../domain/catalog/scenario";
import { createItem, emptyProject, type Project } from "../../../domain/model";
import { serializeProject } from "../../../domain/projectFile/serializeProject";
import type { KeptPlaytest } from "../../../domain/playtest/types";
import { checkKeptPlaytests } from "../../../src/cli/playtests";

const { rule, effect, condition } = build;

const kept = (id: string, name: string, expectScore: number | undefined, play: string[]): KeptPlaytest => ({
  id, name, setup: {}, steps: [{ play }], ...(expectScore !== undefined ? { expectScore } : {}),
});

function jollyProject(playtests: KeptPlaytest[]): Project {
  const p = emptyProject(1);
  p.modMetadata = { ...p.modMetadata, id: "jollymod", name: "Jolly Mod", prefix: "jm" };
  p.jokers.push(createItem("joker", {
    id: "j1", name: "Jolly", objectKey: "jolly", orderValue: 1, playtests,
    rules: [rule("hand_played", { conditions: [condition("hand_type", { operator: "contains", value: "Pair" })], effects: [effect("add_mult", { value: 8 })] })],
  } as never));
  return p;
}

const scratch = mkdtempSync(join(tmpdir(), "jf-check-playtests-test-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("check runs the kept playtests", () => {
  it("a Pair of 5s scores 200; a wrong expectation names the item and the playtest; one without expectation does not run", () => {
    const project = jollyProject([
      kept("a", "Pair of 5s", 200, ["H_5", "S_5"]),
      kept("b", "Pair of 5s again", 180, ["H_5", "S_5"]),
      kept("c", "High card", undefined, ["H_5"]),
      kept("d", "Bad card", 1, ["H_5", "S_5", "H_5", "H_5", "H_5", "H_5", "H_5"]),
    ]);
    const result = checkKeptPlaytests(project);
    expect(result.ran).toBe(3);
    expect(result.problems[0]).toBe("Jolly: playtest 'Pair of 5s again' scored 200, expected 180");
    expect(result.problems).toHaveLength(2);
    expect(result.problems[1]).toMatch(/^Jolly: playtest 'Bad card' (could not run|scored)/);
  });

  it("a vanilla joker placed beside the item plays as the game's: Jolly +8 and Joker +4 on a Pair of 5s is (10+5+5) x (2+8+4) = 280", () => {
    const beside = (expectScore: number): KeptPlaytest => ({ id: "v", name: "With Joker", setup: { jokers: ["self", "j_joker"] }, steps: [{ play: ["H_5", "S_5"] }], expectScore });
    expect(checkKeptPlaytests(jollyProject([beside(280)]))).toEqual({ ran: 1, problems: [] });
    expect(checkKeptPlaytests(jollyProject([beside(200)])).problems).toEqual(["Jolly: playtest 'With Joker' scored 280, expected 200"]);
  });

  it("the CLI prints the mismatch and exits 1; with every expectation met it exits 0", () => {
    const run = (project: Project) => {
      const file = join(scratch, `p${Math.random().toString(36).slice(2)}.jokerforge`);
      writeFileSync(file, serializeProject(project, "2026-01-01T00:00:00Z"));
      return spawnSync("npx", ["tsx", "src/cli/main.ts", "check", file], { encoding: "utf8" });
    };
    const bad = run(jollyProject([kept("a", "Pair of 5s", 180, ["H_5", "S_5"])]));
    expect(bad.stdout).toContain("Jolly: playtest 'Pair of 5s' scored 200, expected 180");
    expect(bad.status).toBe(1);
    const good = run(jollyProject([kept("a", "Pair of 5s", 200, ["H_5", "S_5"])]));
    expect(good.stdout).toContain("loads clean and 1 kept playtest scores what it expects");
    expect(good.status).toBe(0);
  }, 60_000);
});
