// While another tab edits, the store takes no edits: no change, no undo or redo, nothing logged.
import { describe, expect, it } from "vitest";
import { createProjectStore } from "../../../src/store/projectStore";

describe("read-only project store", () => {
  it("ignores commands, undo and redo while read-only and takes them again after", () => {
    const store = createProjectStore();
    store.dispatch({ type: "metadata/rename", name: "First", identity: "always", at: 1 });
    const before = store.getState();
    store.setReadOnly(true);
    expect(store.isReadOnly()).toBe(true);
    store.dispatch({ type: "metadata/rename", name: "Refused", identity: "always", at: 2 });
    expect(store.undo(3)).toBe(false);
    expect(store.getState()).toBe(before);
    expect(store.getLog().entries).toHaveLength(1);
    store.setReadOnly(false);
    expect(store.undo(4)).toBe(true);
    expect(store.getState().modMetadata.name).not.toBe("First");
    expect(store.redo(5)).toBe(true);
    expect(store.getState().modMetadata.name).toBe("First");
  });
});
