import { describe, expect, it } from "vitest";
import { emptyProject } from "../../../domain/model";
import {
  LOG_FORMAT, LogFormatError, diffProjects, parseLog, replayHistory, replayLog, serializeLog, type CommandLog,
} from "../../../commands/log";
import { createProjectStore } from "../../../src/store/projectStore";
import { cmd, item, keyed, listOf } from "./builders";

function sampleSession() {
  const store = createProjectStore(emptyProject(1));
  store.dispatch(cmd({ type: "list/add", list: "jokers", entry: item("joker", "a", "Alpha") }));
  store.dispatch(cmd({ type: "list/add", list: "jokers", entry: item("joker", "b", "Alpha") }));
  store.dispatch(cmd({ type: "list/add", list: "sounds", entry: keyed("s", "boom") }));
  store.dispatch(cmd({ type: "list/duplicate", list: "sounds", id: "s", newId: "s2" }));
  store.dispatch({ type: "list/update", list: "jokers", id: "a", changes: { name: "Al" }, at: 900_000, burst: "jokers:a:name" });
  store.dispatch({ type: "list/update", list: "jokers", id: "a", changes: { name: "Ali" }, at: 900_200, burst: "jokers:a:name" });
  store.undo(900_300);
  store.dispatch(cmd({ type: "metadata/update", changes: { name: "Logged Mod", disable_vanilla: undefined } }));
  store.undo();
  store.redo();
  store.dispatch(cmd({ type: "list/remove", list: "jokers", id: "missing" }));
  return store;
}

describe("command log", () => {
  it("records do, undo and redo entries in order", () => {
    const log = sampleSession().getLog();
    expect(log.entries.map((e) => (e.kind === "do" ? e.command.type : e.kind))).toEqual([
      "list/add", "list/add", "list/add", "list/duplicate", "list/update", "list/update", "undo",
      "metadata/update", "undo", "redo", "list/remove",
    ]);
    expect(log.start).toEqual(emptyProject(1));
  });

  it("replays to the live state, undos included, also through its JSON file", () => {
    const store = sampleSession();
    const live = store.getState();
    expect(listOf(live, "jokers").map((j) => j.name)).toEqual(["Alpha", "Alpha"]);
    expect(live.modMetadata.name).toBe("Logged Mod");
    expect(diffProjects(replayLog(store.getLog()), live)).toEqual([]);
    const fromFile = parseLog(serializeLog(store.getLog()));
    expect(diffProjects(replayLog(fromFile), live)).toEqual([]);
    expect(replayLog(fromFile)).toEqual(live);
  });

  it("replays the undo and redo stacks too", () => {
    const store = createProjectStore(emptyProject(1));
    store.dispatch(cmd({ type: "metadata/update", changes: { name: "One" } }));
    store.dispatch(cmd({ type: "metadata/update", changes: { name: "Two" } }));
    store.undo();
    const replayed = replayHistory(parseLog(serializeLog(store.getLog())));
    expect(replayed.past).toHaveLength(1);
    expect(replayed.future).toHaveLength(1);
  });

  it("writes the file format with a replay check against the live state", () => {
    const store = sampleSession();
    const file = JSON.parse(serializeLog(store.getLog(), store.getState())) as Record<string, unknown>;
    expect(file.format).toBe(LOG_FORMAT);
    expect(file.version).toBe(1);
    expect(file.replayCheck).toEqual({ matches: true, diff: [] });
    const drifted = { ...store.getState(), timestamp: 1 };
    const bad = JSON.parse(serializeLog(store.getLog(), drifted)) as { replayCheck: { matches: boolean; diff: unknown[] } };
    expect(bad.replayCheck.matches).toBe(false);
    expect(bad.replayCheck.diff).toEqual([{ op: "replace", path: "/timestamp", value: 1 }]);
  });

  it("diffProjects gives JSON Patch operations from one project to another", () => {
    const a = emptyProject(1);
    const b = { ...a, modMetadata: { ...a.modMetadata, name: "B" } };
    expect(diffProjects(a, b)).toEqual([{ op: "replace", path: "/modMetadata/name", value: "B" }]);
    expect(diffProjects(a, a)).toEqual([]);
  });

  it("rejects files that are not logs, naming what is wrong", () => {
    const good: CommandLog & { format: string; version: number } = { format: LOG_FORMAT, version: 1, start: emptyProject(1), entries: [] };
    const cases: [string, RegExp][] = [
      ["{nope", /not JSON/],
      ["[]", /not a JSON object/],
      [JSON.stringify({ ...good, format: "other" }), /format/],
      [JSON.stringify({ ...good, version: 2 }), /version 2/],
      [JSON.stringify({ ...good, start: { ...good.start, jokers: {} } }), /start\.jokers is not a list/],
      [JSON.stringify({ ...good, entries: [{ kind: "jump" }] }), /entries\[0\]\.kind/],
      [JSON.stringify({ ...good, entries: [{ kind: "do", command: { type: "list/remove", list: "cards", id: "x", at: 1 } }] }), /entries\[0\]\.command\.list/],
      [JSON.stringify({ ...good, entries: [{ kind: "do", command: { type: "list/move", list: "jokers", id: "x", at: 1 } }] }), /toIndex/],
      [JSON.stringify({ ...good, entries: [{ kind: "undo" }] }), /entries\[0\]\.at/],
    ];
    for (const [text, reason] of cases) {
      expect(() => parseLog(text)).toThrow(LogFormatError);
      expect(() => parseLog(text)).toThrow(reason);
    }
    expect(parseLog(JSON.stringify(good)).entries).toEqual([]);
  });
});
