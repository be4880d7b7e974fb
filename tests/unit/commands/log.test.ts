import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { createItem, createRarity, emptyProject } from "../../../domain/model";
import { CURRENT_SCHEMA, serializeProject } from "../../../domain/projectFile";
import {
  LOG_FORMAT, LogFormatError, diffProjects, parseLog, replayHistory, replayLog, replaySteps, serializeLog, textHash,
} from "../../../commands/log";
import { createProjectStore } from "../../../src/store/projectStore";
import { cmd, listOf, projectWith, item } from "./builders";

function sampleSession() {
  const store = createProjectStore(emptyProject(1));
  store.dispatch(cmd({ type: "entry/add", list: "jokers", entry: createItem("joker", { id: "a", name: "Alpha" }) }));
  store.dispatch(cmd({ type: "entry/add", list: "jokers", entry: createItem("joker", { id: "b", name: "Alpha" }) }));
  store.dispatch(cmd({ type: "entry/add", list: "customRarities", entry: createRarity({ id: "r", key: "mythic", name: "Mythic" }) }));
  store.dispatch(cmd({ type: "joker/setRarity", id: "a", rarity: "mythic" }));
  store.dispatch({ type: "entry/rename", list: "jokers", id: "a", name: "Al", at: 900_000, burst: "jokers:a:name" });
  store.dispatch({ type: "entry/rename", list: "jokers", id: "a", name: "Ali", at: 900_200, burst: "jokers:a:name" });
  store.undo(900_300);
  store.dispatch(cmd({ type: "entry/rename", list: "customRarities", id: "r", name: "Divine" }));
  store.dispatch(cmd({ type: "metadata/edit", changes: { version: "2.0.0", disable_vanilla: undefined } }));
  store.undo();
  store.redo();
  return store;
}

const root = fileURLToPath(new URL("../../..", import.meta.url));

describe("command log", () => {
  it("records do, undo and redo entries in order", () => {
    const log = sampleSession().getLog();
    expect(log.entries.map((e) => (e.kind === "do" ? e.command.type : e.kind))).toEqual([
      "entry/add", "entry/add", "entry/add", "joker/setRarity", "entry/rename", "entry/rename", "undo",
      "entry/rename", "metadata/edit", "undo", "redo",
    ]);
    expect(log.start).toEqual(emptyProject(1));
  });

  it("replays to the live state, undos included, also through its JSON file", () => {
    const store = sampleSession();
    const live = store.getState();
    expect(listOf(live, "jokers").map((j) => [j.name, j.rarity])).toEqual([["Alpha", "divine"], ["Alpha", 1]]);
    expect(live.modMetadata.version).toBe("2.0.0");
    expect(diffProjects(replayLog(store.getLog()), live)).toEqual([]);
    const fromFile = parseLog(serializeLog(store.getLog()));
    expect(replayLog(fromFile)).toEqual(live);
  });

  it("replays the undo and redo stacks too", () => {
    const store = createProjectStore(emptyProject(1));
    store.dispatch(cmd({ type: "metadata/edit", changes: { version: "2.0.0" } }));
    store.dispatch(cmd({ type: "metadata/edit", changes: { version: "3.0.0" } }));
    store.undo();
    const replayed = replayHistory(parseLog(serializeLog(store.getLog())));
    expect(replayed.past).toHaveLength(1);
    expect(replayed.future).toHaveLength(1);
  });

  it("writes version 2 with a replay check against the live state", () => {
    const store = sampleSession();
    const file = JSON.parse(serializeLog(store.getLog(), store.getState())) as Record<string, unknown>;
    expect(file.format).toBe(LOG_FORMAT);
    expect(file.version).toBe(2);
    expect(file.replayCheck).toEqual({ matches: true, diff: [] });
    const drifted = { ...store.getState(), timestamp: 1 };
    const bad = JSON.parse(serializeLog(store.getLog(), drifted)) as { replayCheck: { matches: boolean; diff: unknown[] } };
    expect(bad.replayCheck).toEqual({ matches: false, diff: [{ op: "replace", path: "/timestamp", value: 1 }] });
  });

  it("keeps each whole project once, by the hash of its JSON, however often it is imported", () => {
    const store = createProjectStore(emptyProject(1));
    const big = projectWith({ jokers: Array.from({ length: 50 }, (_, i) => item("joker", `j${i}`, `Joker ${i}`, `joker${i}`, { imagePreview: `data:image/png;base64,${"A".repeat(2000)}` })) });
    store.dispatch(cmd({ type: "project/import", project: big, from: "file" }));
    store.dispatch(cmd({ type: "metadata/edit", changes: { version: "2.0.0" } }));
    store.dispatch(cmd({ type: "project/import", project: big, from: "file" }));
    const text = serializeLog(store.getLog());
    const file = JSON.parse(text) as { start: unknown; payloads: Record<string, unknown>; entries: { command?: { project?: unknown } }[] };
    expect(Object.keys(file.payloads)).toHaveLength(2);
    const hash = textHash(JSON.stringify(big));
    expect(file.entries[0].command?.project).toEqual({ $payload: hash });
    expect(file.entries[2].command?.project).toEqual({ $payload: hash });
    // The 100 KB of pictures are written once.
    expect(text.split("A".repeat(2000)).length - 1).toBe(50);
    const parsed = parseLog(text);
    const [first, , third] = parsed.entries;
    expect(first.kind === "do" && third.kind === "do" && (first.command as { project: unknown }).project).toBe((third as { command: { project: unknown } }).command.project);
    expect(replayLog(parsed)).toEqual(store.getState());
  });

  it("diffProjects gives JSON Patch operations from one project to another", () => {
    const a = emptyProject(1);
    const b = { ...a, modMetadata: { ...a.modMetadata, name: "B" } };
    expect(diffProjects(a, b)).toEqual([{ op: "replace", path: "/modMetadata/name", value: "B" }]);
    expect(diffProjects(a, a)).toEqual([]);
  });

  it("rejects files that are not logs, naming what is wrong", () => {
    const good = { format: LOG_FORMAT, version: 2, start: emptyProject(1), entries: [] as unknown[], payloads: {} };
    const cases: [string, RegExp][] = [
      ["{nope", /not JSON/],
      ["[]", /not a JSON object/],
      [JSON.stringify({ ...good, format: "other" }), /format/],
      [JSON.stringify({ ...good, version: 3 }), /version 3/],
      [JSON.stringify({ ...good, start: { ...good.start, jokers: {} } }), /start\.jokers is not a list/],
      [JSON.stringify({ ...good, start: { $payload: "missing" } }), /start names a payload the file does not hold/],
      [JSON.stringify({ ...good, entries: [{ kind: "jump" }] }), /entries\[0\]\.kind/],
      [JSON.stringify({ ...good, entries: [{ kind: "do", command: { type: "list/remove", list: "jokers", id: "x", at: 1 } }] }), /version-1 command in a version-2 log/],
      [JSON.stringify({ ...good, version: 1, entries: [{ kind: "do", command: { type: "entry/remove", list: "jokers", id: "x", at: 1 } }] }), /not a version-1 command/],
      [JSON.stringify({ ...good, entries: [{ kind: "do", command: { type: "entry/teleport", at: 1 } }] }), /is not a known command/],
      [JSON.stringify({ ...good, entries: [{ kind: "undo" }] }), /entries\[0\]\.at/],
    ];
    for (const [text, reason] of cases) {
      expect(() => parseLog(text)).toThrow(LogFormatError);
      expect(() => parseLog(text)).toThrow(reason);
    }
    expect(parseLog(JSON.stringify(good)).entries).toEqual([]);
  });
});

describe("replaying step by step", () => {
  it("says what each step did, and what each undo and redo took back or brought back", () => {
    const lines: string[] = [];
    const result = replaySteps(sampleSession().getLog(), { onStep: (step) => lines.push(`${step.index}. ${step.description}`) });
    expect(result.refused).toBeUndefined();
    expect(lines).toEqual([
      "1. added joker 'Alpha'",
      "2. added joker 'Alpha'",
      "3. added rarity 'Mythic'",
      "4. set the rarity of joker 'Alpha' to 'Mythic'",
      "5. renamed joker 'Alpha' to 'Al'",
      "6. renamed joker 'Al' to 'Ali'",
      "7. undid: renamed joker 'Alpha' to 'Al' (and 1 more edit in the same undo step)",
      "8. renamed rarity 'Mythic' to 'Divine' (1 joker follows)",
      "9. changed the mod's version, disable_vanilla",
      "10. undid: changed the mod's version, disable_vanilla",
      "11. redid: changed the mod's version, disable_vanilla",
    ]);
  });

  it("--until stops after a step: the project as it was then", () => {
    const log = sampleSession().getLog();
    const after3 = replaySteps(log, { until: 3 }).history.present;
    expect(after3.customRarities.map((r) => r.key)).toEqual(["mythic"]);
    expect(after3.jokers.map((j) => j.rarity)).toEqual([1, 1]);
  });

  it("stops at the first step the app would refuse, with its number and reason (issue 13 item 4)", () => {
    const log = sampleSession().getLog();
    const hostile = { ...log, entries: [...log.entries.slice(0, 3), { kind: "do" as const, command: { type: "metadata/rename", name: { a: 1 }, identity: "always", at: 5 } as never }, ...log.entries.slice(3)] };
    const result = replaySteps(hostile);
    expect(result.refused).toEqual({ index: 4, reason: "name is not text" });
    expect(result.history.present.customRarities).toHaveLength(1);
  });

  it("a version-1 log from before intent commands replays to the project it made then", () => {
    const text = readFileSync(`${root}tests/fixtures/logs/v1-session.log.json`, "utf8");
    const expected = readFileSync(`${root}tests/fixtures/logs/v1-session.expected.jokerforge`, "utf8");
    const log = parseLog(text);
    const lines: string[] = [];
    const result = replaySteps(log, { onStep: (step) => lines.push(step.description) });
    expect(result.refused).toBeUndefined();
    const project = result.history.present;
    // Byte for byte what that session saved, but for the schema number (the file was written at schema 1).
    expect(serializeProject(project, new Date(project.timestamp).toISOString())).toBe(expected.replace('"jokerForgeSchema": 1', `"jokerForgeSchema": ${CURRENT_SCHEMA}`));
    expect(JSON.parse(text).replayCheck).toEqual({ matches: true, diff: [] });
    expect(lines).toContain("'Mythic' updated in customRarities: name, key (version-1 log)");
    expect(lines.filter((l) => l.startsWith("undid") || l.startsWith("redid"))).toHaveLength(5);
  });
});
