import { describe, expect, it, vi } from "vitest";
import { emptyProject } from "../../../domain/model";
import { diffProjects, parseLog, replayLog, serializeLog } from "../../../commands/log";
import { createProjectStore } from "../../../src/store/projectStore";
import { cmd, item, listOf } from "./builders";

describe("project store", () => {
  it("folds commands, notifies subscribers and exposes undo/redo flags", () => {
    const store = createProjectStore(emptyProject(1));
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const initialFlags = store.getHistoryState();
    expect(initialFlags).toEqual({ canUndo: false, canRedo: false });

    store.dispatch(cmd({ type: "list/add", list: "jokers", entry: item("joker", "a", "A") }));
    expect(listOf(store.getState(), "jokers")).toHaveLength(1);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getHistoryState()).toEqual({ canUndo: true, canRedo: false });
    expect(store.canUndo()).toBe(true);

    const flagsAfterFirst = store.getHistoryState();
    store.dispatch(cmd({ type: "list/add", list: "jokers", entry: item("joker", "b", "B") }));
    // Same flags, same object: useSyncExternalStore sees no change and the toolbar does not re-render.
    expect(store.getHistoryState()).toBe(flagsAfterFirst);

    expect(store.undo()).toBe(true);
    expect(listOf(store.getState(), "jokers")).toHaveLength(1);
    expect(store.getHistoryState()).toEqual({ canUndo: true, canRedo: true });
    expect(store.redo()).toBe(true);
    expect(store.redo()).toBe(false);
    expect(listOf(store.getState(), "jokers")).toHaveLength(2);
    expect(listener).toHaveBeenCalledTimes(4);

    unsubscribe();
    store.dispatch(cmd({ type: "list/remove", list: "jokers", id: "a" }));
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it("does not notify for commands that change nothing, but still logs them", () => {
    const store = createProjectStore(emptyProject(1));
    const listener = vi.fn();
    store.subscribe(listener);
    const before = store.getState();
    store.dispatch(cmd({ type: "list/remove", list: "jokers", id: "nope" }));
    expect(store.getState()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
    expect(store.getLog().entries).toHaveLength(1);
    expect(store.undo()).toBe(false);
    expect(store.getLog().entries).toHaveLength(1);
  });

  it("keeps logged commands as JSON and independent of the caller's objects", () => {
    const store = createProjectStore(emptyProject(1));
    const entry = item("joker", "a", "A", "", { note: undefined });
    store.dispatch(cmd({ type: "list/add", list: "jokers", entry }));
    entry.name = "mutated later";
    expect(listOf(store.getState(), "jokers")[0].name).toBe("A");
    expect(listOf(store.getState(), "jokers")[0]).not.toHaveProperty("note");
  });

  it("removes a field set to undefined, live and in the replayed log alike", () => {
    const store = createProjectStore(emptyProject(1));
    store.dispatch(cmd({ type: "list/add", list: "jokers", entry: item("joker", "a", "A", "a", { cost: 5 }) }));
    store.dispatch(cmd({ type: "list/update", list: "jokers", id: "a", changes: { cost: undefined, name: "B" } }));
    store.dispatch(cmd({ type: "metadata/update", changes: { disable_vanilla: true } }));
    store.dispatch(cmd({ type: "metadata/update", changes: { disable_vanilla: undefined } }));
    expect(listOf(store.getState(), "jokers")[0]).not.toHaveProperty("cost");
    expect(store.getState().modMetadata).not.toHaveProperty("disable_vanilla");
    const logged = store.getLog().entries[1];
    expect(logged).toEqual({ kind: "do", command: expect.objectContaining({ changes: { name: "B" }, unset: ["cost"] }) });
    const replayed = replayLog(parseLog(serializeLog(store.getLog())));
    expect(diffProjects(replayed, store.getState())).toEqual([]);
    store.undo();
    expect(store.getState().modMetadata.disable_vanilla).toBe(true);
  });

  it("reset starts a new session with an empty history and log", () => {
    const store = createProjectStore(emptyProject(1));
    store.dispatch(cmd({ type: "metadata/update", changes: { name: "X" } }));
    const fresh = emptyProject(7);
    store.reset(fresh);
    expect(store.getState()).toEqual(fresh);
    expect(store.getHistoryState()).toEqual({ canUndo: false, canRedo: false });
    expect(store.getLog()).toEqual({ start: fresh, entries: [] });
  });
});
