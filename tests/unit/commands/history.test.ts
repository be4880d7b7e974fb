import { describe, expect, it } from "vitest";
import { emptyProject } from "../../../domain/model";
import {
  HISTORY_LIMIT, applyCommand, canRedo, canUndo, createHistory, redo, undo, type History,
} from "../../../commands/history";
import type { Command } from "../../../commands/types";
import { cmd, item, listOf, projectWith } from "./builders";

const typing = (text: string, at: number): Command =>
  ({ type: "entry/rename", list: "jokers", id: "a", name: text, at, burst: "jokers:a:name" });

function fold(history: History, commands: Command[]): History {
  return commands.reduce(applyCommand, history);
}

describe("history", () => {
  const start = projectWith({ jokers: [item("joker", "a", "A", "a")] });

  it("undoes and redoes single steps back to the exact earlier states", () => {
    const c1 = cmd({ type: "entry/add", list: "jokers", entry: item("joker", "b", "B") as never });
    const c2 = cmd({ type: "entry/move", list: "jokers", id: "b", toIndex: 0 });
    const h0 = createHistory(start);
    const h1 = applyCommand(h0, c1);
    const h2 = applyCommand(h1, c2);
    expect(canUndo(h2)).toBe(true);
    expect(canRedo(h2)).toBe(false);
    const u1 = undo(h2);
    expect(u1.present).toEqual(h1.present);
    const u0 = undo(u1);
    expect(u0.present).toEqual(start);
    expect(canUndo(u0)).toBe(false);
    expect(canRedo(u0)).toBe(true);
    expect(redo(redo(u0)).present).toEqual(h2.present);
  });

  it("undo and redo return the very same project objects, bursts included", () => {
    const h1 = applyCommand(createHistory(start), cmd({ type: "metadata/edit", changes: { version: "9.9.9" } }));
    const h2 = fold(h1, [typing("Ab", 20_000), typing("Abc", 20_100)]);
    const u1 = undo(h2);
    expect(u1.present).toBe(h1.present);
    expect(undo(u1).present).toBe(start);
    expect(redo(undo(u1)).present).toBe(h1.present);
    expect(redo(u1).present).toBe(h2.present);
  });

  it("returns the same history for undo/redo with nothing to do and for no-op commands", () => {
    const h = createHistory(start);
    expect(undo(h)).toBe(h);
    expect(redo(h)).toBe(h);
    expect(applyCommand(h, cmd({ type: "entry/remove", list: "jokers", id: "missing" }))).toBe(h);
  });

  it("a new edit after undo clears the redo stack", () => {
    const h = undo(applyCommand(createHistory(start), cmd({ type: "metadata/edit", changes: { version: "9.9.9" } })));
    expect(canRedo(h)).toBe(true);
    const edited = applyCommand(h, cmd({ type: "metadata/edit", changes: { version: "9.9.8" } }));
    expect(canRedo(edited)).toBe(false);
  });

  it("coalesces a typing burst in one field into one undo step", () => {
    const h = fold(createHistory(start), [typing("Ab", 10_000), typing("Abc", 10_300), typing("Abcd", 60_000)]);
    expect(h.past).toHaveLength(1);
    expect(listOf(h.present, "jokers")[0].name).toBe("Abcd");
    const undone = undo(h);
    expect(undone.present).toEqual(start);
    expect(redo(undone).present).toEqual(h.present);
  });

  it("keeps a slow burst together (no time window) and starts a new step when the focus session changes", () => {
    const slow = fold(createHistory(start), [typing("Ab", 10_000), typing("Abc", 10_000 + 3_600_000)]);
    expect(slow.past).toHaveLength(1);
    const refocused = fold(createHistory(start), [typing("Ab", 10_000), { ...typing("Abc", 10_100), burst: "jokers:a:name@2" }]);
    expect(refocused.past).toHaveLength(2);
    expect(listOf(undo(refocused).present, "jokers")[0].name).toBe("Ab");
  });

  it("starts a new step in another field, or after an undo", () => {
    const otherField = fold(createHistory(start), [typing("Ab", 10_000),
      { type: "entry/edit", list: "jokers", id: "a", changes: { description: "d" }, at: 10_100, burst: "jokers:a:description" }]);
    expect(otherField.past).toHaveLength(2);
    const first = fold(createHistory(start), [typing("Ab", 10_000), { ...typing("Abc", 12_000), burst: "jokers:a:name@2" }]);
    const afterUndo = applyCommand(undo(first), typing("Abx", 12_100));
    expect(afterUndo.past).toHaveLength(2);
    expect(listOf(undo(afterUndo).present, "jokers")[0].name).toBe("Ab");
  });

  it("does not coalesce commands without a burst key", () => {
    const h = fold(createHistory(start), [
      { type: "metadata/edit", changes: { version: "2.0.0" }, at: 1 },
      { type: "metadata/edit", changes: { version: "3.0.0" }, at: 2 },
    ]);
    expect(h.past).toHaveLength(2);
  });

  it(`keeps the last ${HISTORY_LIMIT} steps (at least 100)`, () => {
    expect(HISTORY_LIMIT).toBeGreaterThanOrEqual(100);
    let h = createHistory(emptyProject(0));
    for (let i = 1; i <= HISTORY_LIMIT + 30; i++) h = applyCommand(h, { type: "metadata/edit", changes: { priority: i }, at: i });
    expect(h.past).toHaveLength(HISTORY_LIMIT);
    let undone = 0;
    while (canUndo(h)) {
      h = undo(h);
      undone++;
    }
    expect(undone).toBe(HISTORY_LIMIT);
    expect(h.present.modMetadata.priority).toBe(30);
  });

  it("undoes an import back to the earlier project, and redoes it", () => {
    const imported = projectWith({ jokers: [item("joker", "z", "Z", "z")] }, 5);
    const h = applyCommand(createHistory(start), cmd({ type: "project/import", project: imported, from: "file" }));
    expect(listOf(h.present, "jokers")[0].id).toBe("z");
    const u = undo(h);
    expect(u.present).toBe(start);
    expect(listOf(redo(u).present, "jokers")[0].id).toBe("z");
  });
});
