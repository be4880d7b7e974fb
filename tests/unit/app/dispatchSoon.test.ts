// Typing commands wait for the key's paint, or for typing to rest (the store's dispatchSoon), and
// are applied, in order, before anything else touches the project: a dispatch, an undo or redo, a
// switch to read-only, or an explicit flush (save, export). Nothing typed is lost or reordered.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createProjectStore } from "../../../src/store/projectStore";
import { TYPING_SETTLE_MS } from "../../../src/store/storeCore";
import type { Command } from "../../../commands/types";
import type { Project } from "../../../domain/model/project";

const rename = (name: string, at: number, burst = "metadata:name@1"): Command => ({ type: "metadata/rename", name, identity: "always", at, burst });

/** The held names were applied in order, listeners heard once, and one undo goes back to `start`. */
function expectOneBatch(store: ReturnType<typeof createProjectStore>, start: Project, names: string[], notices: number): void {
  expect(store.getState().modMetadata.name).toBe(names.at(-1));
  expect(store.getLog().entries.map((e) => e.kind === "do" ? (e.command as { name: string }).name : e.kind)).toEqual(names);
  expect(notices).toBe(1);
  expect(store.undo(names.length + 1)).toBe(true);
  expect(store.getState().modMetadata.name).toBe(start.modMetadata.name);
}

describe("dispatchSoon", () => {
  beforeEach(() => { vi.useFakeTimers(); });
  afterEach(() => { vi.useRealTimers(); });

  it("applies nothing at once, then every held command in order, with one notice for the batch", () => {
    const store = createProjectStore();
    const start = store.getState();
    let notices = 0;
    store.subscribe(() => { notices += 1; });
    store.dispatchSoon(rename("A", 1));
    store.dispatchSoon(rename("Ab", 2));
    store.dispatchSoon(rename("Abc", 3));
    expect(store.getState()).toBe(start);
    expect(store.getLog().entries).toHaveLength(0);
    vi.advanceTimersByTime(150);
    // one burst: one undo step back to the start
    expectOneBatch(store, start, ["A", "Ab", "Abc"], notices);
  });

  it("is applied before a later dispatch, an undo, a redo and a switch to read-only", () => {
    const store = createProjectStore();
    store.dispatchSoon(rename("Typed", 1));
    store.dispatch({ type: "metadata/edit", changes: { version: "2.0.0" }, at: 2 });
    expect(store.getState().modMetadata.name).toBe("Typed");
    expect(store.getLog().entries.map((e) => e.kind === "do" ? e.command.type : e.kind)).toEqual(["metadata/rename", "metadata/edit"]);

    store.dispatchSoon(rename("Typed more", 3, "metadata:name@2"));
    expect(store.undo(4)).toBe(true);
    // the held edit was applied first, so the undo took it back, not the version edit
    expect(store.getState().modMetadata.name).toBe("Typed");
    expect(store.getState().modMetadata.version).toBe("2.0.0");

    store.dispatchSoon(rename("Before redo", 5, "metadata:name@3"));
    expect(store.redo(6)).toBe(false); // the held edit, applied first, cleared the redo stack
    expect(store.getState().modMetadata.name).toBe("Before redo");

    store.dispatchSoon(rename("Before handing over", 7, "metadata:name@4"));
    store.setReadOnly(true);
    expect(store.getState().modMetadata.name).toBe("Before handing over");
    store.dispatchSoon(rename("Refused", 8, "metadata:name@5"));
    vi.advanceTimersByTime(150);
    expect(store.getState().modMetadata.name).toBe("Before handing over");
  });

  it("flushPending applies at once, and a later timer finds nothing left", () => {
    const store = createProjectStore();
    store.dispatchSoon(rename("Saved", 1));
    store.flushPending();
    expect(store.getState().modMetadata.name).toBe("Saved");
    expect(store.getLog().entries).toHaveLength(1);
    vi.advanceTimersByTime(150);
    expect(store.getLog().entries).toHaveLength(1);
  });

  it("a refused held command is skipped like a refused dispatch, and the rest still apply", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const store = createProjectStore();
    store.dispatchSoon({ type: "metadata/rename", name: 42 as unknown as string, identity: "always", at: 1, burst: "x@1" });
    store.dispatchSoon(rename("Fine", 2));
    store.flushPending();
    expect(store.getState().modMetadata.name).toBe("Fine");
    expect(store.getLog().entries).toHaveLength(1);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it("holds keys typed into a field until typing rests, then applies the burst as one batch", () => {
    const store = createProjectStore();
    const start = store.getState();
    let notices = 0;
    store.subscribe(() => { notices += 1; });
    store.dispatchSoon(rename("K", 1), "rest");
    vi.advanceTimersByTime(TYPING_SETTLE_MS - 50);
    store.dispatchSoon(rename("Ke", 2), "rest"); // the next key starts the rest again
    vi.advanceTimersByTime(TYPING_SETTLE_MS - 50);
    store.dispatchSoon(rename("Key", 3), "rest");
    vi.advanceTimersByTime(TYPING_SETTLE_MS - 1);
    expect(store.getState()).toBe(start);
    expect(notices).toBe(0);
    vi.advanceTimersByTime(1);
    expectOneBatch(store, start, ["K", "Ke", "Key"], notices);
  });

  it("applies held keys first when another edit, an undo or a flush comes before the rest", () => {
    const store = createProjectStore();
    store.dispatchSoon(rename("Typed", 1), "rest");
    store.dispatch({ type: "metadata/edit", changes: { version: "3.0.0" }, at: 2 });
    expect(store.getLog().entries.map((e) => e.kind === "do" ? e.command.type : e.kind)).toEqual(["metadata/rename", "metadata/edit"]);

    store.dispatchSoon(rename("Typed again", 3, "metadata:name@2"), "rest");
    expect(store.undo(4)).toBe(true);
    expect(store.getState().modMetadata.name).toBe("Typed");

    // a key held for the rest and a drag held for the paint keep their order
    store.dispatchSoon(rename("First", 5, "metadata:name@3"), "rest");
    store.dispatchSoon({ type: "metadata/edit", changes: { version: "4.0.0" }, at: 6, burst: "metadata:version@3" }, "paint");
    vi.advanceTimersByTime(150);
    expect(store.getState().modMetadata.name).toBe("First");
    expect(store.getState().modMetadata.version).toBe("4.0.0");
    const before = store.getLog().entries.length;
    vi.advanceTimersByTime(TYPING_SETTLE_MS);
    expect(store.getLog().entries).toHaveLength(before);

    store.dispatchSoon(rename("Flushed", 7, "metadata:name@4"), "rest");
    store.flushPending();
    expect(store.getState().modMetadata.name).toBe("Flushed");
    vi.advanceTimersByTime(TYPING_SETTLE_MS);
    expect(store.getLog().entries).toHaveLength(before + 1);
  });
});
