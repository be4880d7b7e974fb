// playtest/keep, update, rename, remove: kept set-ups live with their item, are checked as an
// import keeps them (malformed or Lua-carrying payloads are refused), undo and redo in one step
// each, and a log of them replays to the same project.
import { describe, expect, it } from "vitest";
import { checkProject } from "../../../domain/projectFile/checkProject";
import { checkCommand, describeCommand, reduce } from "../../../commands/reducer";
import { diffProjects, parseLog, replayLog, serializeLog } from "../../../commands/log";
import type { KeptPlaytest } from "../../../domain/playtest/types";
import { createProjectStore } from "../../../src/store/projectStore";
import { cmd, item, projectWith } from "./builders";

const pair: KeptPlaytest = {
  id: "p1", name: "Pair of 5s", expectScore: 200,
  setup: { jokers: ["self"], levels: { Pair: 1 }, chance: "roll" },
  steps: [{ play: ["H_5", "S_5"] }],
};

const start = () => projectWith({ jokers: [item("joker", "j1", "Jolly", "jolly")], boosters: [item("booster", "b1", "Pack", "pack")] });
const kept = (p: ReturnType<typeof start>) => (p.jokers[0].playtests ?? []) as KeptPlaytest[];

describe("playtest commands", () => {
  it("keep, update, rename and remove change the item's kept playtests, each described in words", () => {
    let p = start();
    const keep = cmd({ type: "playtest/keep", list: "jokers", itemId: "j1", playtest: pair });
    let next = reduce(p, keep);
    expect(kept(next)).toEqual([pair]);
    expect(describeCommand(keep, p, next)).toBe("kept the playtest 'Pair of 5s' on 'Jolly' (expects 200)");
    p = next;
    const update = cmd({ type: "playtest/update", list: "jokers", itemId: "j1", playtestId: "p1", playtest: { setup: { dollars: 10 }, steps: [{ discard: ["H_2"] }] }, expectScore: null });
    next = reduce(p, update);
    expect(kept(next)).toEqual([{ id: "p1", name: "Pair of 5s", setup: { dollars: 10 }, steps: [{ discard: ["H_2"] }] }]);
    expect(describeCommand(update, p, next)).toContain("(no expected score)");
    p = next;
    next = reduce(p, cmd({ type: "playtest/rename", list: "jokers", itemId: "j1", playtestId: "p1", name: "Discard a 2" }));
    expect(kept(next)[0].name).toBe("Discard a 2");
    p = next;
    next = reduce(p, cmd({ type: "playtest/remove", list: "jokers", itemId: "j1", playtestId: "p1" }));
    expect(next.jokers[0]).not.toHaveProperty("playtests");
    expect(checkProject(next)).toEqual([]);
  });

  it("refuses payloads an import would not keep, and targets that do not exist", () => {
    const p = reduce(start(), cmd({ type: "playtest/keep", list: "jokers", itemId: "j1", playtest: pair }));
    const refusals = [
      { type: "playtest/keep", list: "jokers", itemId: "j1", playtest: { ...pair, id: "p2", setup: { lua: "os.exit()" } } },
      { type: "playtest/keep", list: "jokers", itemId: "j1", playtest: { ...pair, id: "p2", steps: [{ lua: "print(1)" }] } },
      { type: "playtest/keep", list: "jokers", itemId: "j1", playtest: { ...pair, id: "p2", steps: [{ play: ["X_99"] }] } },
      { type: "playtest/keep", list: "jokers", itemId: "j1", playtest: { ...pair, id: "p2", name: "" } },
      { type: "playtest/keep", list: "jokers", itemId: "j1", playtest: { ...pair, id: "p2", expectScore: "lots" } },
      { type: "playtest/keep", list: "jokers", itemId: "j1", playtest: pair },
      { type: "playtest/keep", list: "boosters", itemId: "b1", playtest: pair },
      { type: "playtest/keep", list: "jokers", itemId: "gone", playtest: pair },
      { type: "playtest/rename", list: "jokers", itemId: "j1", playtestId: "gone", name: "x" },
      { type: "playtest/update", list: "jokers", itemId: "j1", playtestId: "p1", playtest: { setup: {}, steps: [] } },
    ];
    for (const body of refusals) {
      const command = cmd(body as never);
      expect(checkCommand(p, command), JSON.stringify(body)).not.toBeNull();
      expect(reduce(p, command)).toBe(p);
    }
  });

  it("undo and redo step through the store, and the log replays to the same project", () => {
    const store = createProjectStore(start());
    expect(store.dispatch(cmd({ type: "playtest/keep", list: "jokers", itemId: "j1", playtest: pair }))).toBeNull();
    expect(store.dispatch(cmd({ type: "playtest/rename", list: "jokers", itemId: "j1", playtestId: "p1", name: "Two fives" }))).toBeNull();
    expect(kept(store.getState())[0].name).toBe("Two fives");
    expect(store.undo()).toBe(true);
    expect(kept(store.getState())[0].name).toBe("Pair of 5s");
    expect(store.undo()).toBe(true);
    expect(store.getState().jokers[0]).not.toHaveProperty("playtests");
    expect(store.redo()).toBe(true);
    expect(store.redo()).toBe(true);
    expect(kept(store.getState())[0].name).toBe("Two fives");
    expect(diffProjects(replayLog(parseLog(serializeLog(store.getLog()))), store.getState())).toEqual([]);
  });

  it("entry/edit cannot write playtests (only their own commands do)", () => {
    const command = cmd({ type: "entry/edit", list: "jokers", id: "j1", changes: { playtests: [pair] } } as never);
    expect(checkCommand(start(), command)).toMatch(/playtests/);
  });
});
