import { describe, expect, it, vi } from "vitest";
import { emptyProject } from "../../../domain/model";
import { diffProjects, parseLog, replayLog, serializeLog } from "../../../commands/log";
import { createProjectStore } from "../../../src/store/projectStore";
import { createItem } from "../../../domain/model";
import { cmd, listOf } from "./builders";

const joker = (id: string, name: string) => createItem("joker", { id, name });

describe("project store", () => {
  it("folds commands, notifies subscribers and exposes undo/redo flags", () => {
    const store = createProjectStore(emptyProject(1));
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const initialFlags = store.getHistoryState();
    expect(initialFlags).toEqual({ canUndo: false, canRedo: false });

    store.dispatch(cmd({ type: "entry/add", list: "jokers", entry: joker("a", "A") }));
    expect(listOf(store.getState(), "jokers")).toHaveLength(1);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getHistoryState()).toEqual({ canUndo: true, canRedo: false });
    expect(store.canUndo()).toBe(true);

    const flagsAfterFirst = store.getHistoryState();
    store.dispatch(cmd({ type: "entry/add", list: "jokers", entry: joker("b", "B") }));
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
    store.dispatch(cmd({ type: "entry/remove", list: "jokers", id: "a" }));
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it("does not notify for commands that change nothing, but still logs them", () => {
    const store = createProjectStore(emptyProject(1));
    const listener = vi.fn();
    store.subscribe(listener);
    const before = store.getState();
    store.dispatch(cmd({ type: "metadata/edit", changes: { version: "1.0.0" } }));
    expect(store.getState()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
    expect(store.getLog().entries).toHaveLength(1);
    expect(store.undo()).toBe(false);
    expect(store.getLog().entries).toHaveLength(1);
  });

  it("refuses a command the reducer refuses: not applied, not logged, the reason returned", () => {
    const store = createProjectStore(emptyProject(1));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(store.dispatch(cmd({ type: "entry/remove", list: "jokers", id: "nope" }))).toBe('no joker has id "nope"');
    expect(store.getLog().entries).toHaveLength(0);
    expect(warn).toHaveBeenCalledWith('Edit refused (entry/remove): no joker has id "nope"');
    warn.mockRestore();
  });

  it("keeps logged commands as JSON, frozen, without copying them", () => {
    const store = createProjectStore(emptyProject(1));
    const entry = { ...joker("a", "A"), note: undefined } as never;
    const command = cmd({ type: "entry/add", list: "jokers", entry });
    store.dispatch(command);
    const logged = store.getLog().entries[0];
    expect(logged.kind === "do" && logged.command).not.toBe(command);
    const clean = cmd({ type: "entry/add", list: "jokers", entry: joker("b", "B") });
    store.dispatch(clean);
    const second = store.getLog().entries[1];
    expect(second.kind === "do" && second.command).toBe(clean);
    expect(Object.isFrozen(clean.type === "entry/add" && clean.entry)).toBe(true);
    expect(listOf(store.getState(), "jokers")[0]).not.toHaveProperty("note");
  });

  it("removes a field set to undefined, live and in the replayed log alike", () => {
    const store = createProjectStore(emptyProject(1));
    store.dispatch(cmd({ type: "entry/add", list: "jokers", entry: { ...joker("a", "A"), cost: 5 } }));
    store.dispatch(cmd({ type: "entry/edit", list: "jokers", id: "a", changes: { cost: undefined, description: "B" } }));
    store.dispatch(cmd({ type: "metadata/edit", changes: { disable_vanilla: true } }));
    store.dispatch(cmd({ type: "metadata/edit", changes: { disable_vanilla: undefined } }));
    expect(listOf(store.getState(), "jokers")[0]).not.toHaveProperty("cost");
    expect(store.getState().modMetadata).not.toHaveProperty("disable_vanilla");
    const logged = store.getLog().entries[1];
    expect(logged).toEqual({ kind: "do", command: expect.objectContaining({ changes: { description: "B" }, unset: ["cost"] }) });
    const replayed = replayLog(parseLog(serializeLog(store.getLog())));
    expect(diffProjects(replayed, store.getState())).toEqual([]);
    store.undo();
    expect(store.getState().modMetadata.disable_vanilla).toBe(true);
  });

  it("reset starts a new session with an empty history and log", () => {
    const store = createProjectStore(emptyProject(1));
    store.dispatch(cmd({ type: "metadata/rename", name: "X", identity: "always" }));
    const fresh = emptyProject(7);
    store.reset(fresh);
    expect(store.getState()).toEqual(fresh);
    expect(store.getHistoryState()).toEqual({ canUndo: false, canRedo: false });
    expect(store.getLog()).toEqual({ start: fresh, entries: [] });
  });
});

describe("the store without its command engine", () => {
  it("reads, undoes nothing and refuses to dispatch until the engine is given", async () => {
    const { createStoreWith } = await import("../../../src/store/storeCore");
    const { commandEngine } = await import("../../../src/store/commandEngine");
    let engine: typeof commandEngine | null = null;
    const store = createStoreWith(emptyProject(), () => engine);
    const rename = { type: "metadata/rename", name: "Later", identity: "always", at: 1 } as const;
    expect(store.getState().modMetadata.name).toBe(emptyProject().modMetadata.name);
    expect(store.undo()).toBe(false);
    expect(() => store.dispatch(rename)).toThrow(/command engine/);
    expect(store.getLog().entries).toEqual([]);
    engine = commandEngine;
    expect(store.dispatch(rename)).toBeNull();
    expect(store.getState().modMetadata.name).toBe("Later");
    expect(store.undo()).toBe(true);
    expect(store.getState().modMetadata.name).toBe(emptyProject().modMetadata.name);
  });
});
