// Property tests for the design card: random command sequences (valid commands whose ids are
// drawn from the current state, with undo and redo mixed in) run through the real store, and
// after every step the project invariants, the undo/redo flags and the reducer's agreement with
// the store are checked. At the end: undoing every step walks back to the start, redoing walks
// forward to the end, and replaying the JSON log gives the live state.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  LIST_OF_TYPE, PROJECT_LISTS, emptyProject, type ObjectType, type Project, type ProjectListName,
} from "../../domain/model";
import { BURST_WINDOW_MS } from "../../commands/history";
import { diffProjects, parseLog, replayLog, serializeLog } from "../../commands/log";
import { reduce } from "../../commands/reducer";
import type { Command, ListEntry } from "../../commands/types";
import { createProjectStore } from "../../src/store/projectStore";

const TYPE_OF_LIST = new Map(Object.entries(LIST_OF_TYPE).map(([type, list]) => [list as ProjectListName, type as ObjectType]));
const keyField = (list: ProjectListName) => (TYPE_OF_LIST.has(list) ? "objectKey" : "key");

// Small pools so that names and keys collide often (that is where uniqueness can break).
const nameArb = fc.constantFrom("Card", "Card 2", "", "  ", "123", "Lucky Cat", "lucky_cat", "Ünïcode Joker", "A");
const keyArb = fc.constantFrom("", "card", "card2", "card_copy", "lucky_cat", "x", "x_copy", "a");
const listArb = fc.constantFrom(...PROJECT_LISTS);
const gapArb = fc.constantFrom(0, 1, 250, BURST_WINDOW_MS - 1, BURST_WINDOW_MS, BURST_WINDOW_MS + 1, 5_000);
const burstArb = fc.option(fc.constantFrom("field-1", "field-2"), { nil: undefined });
const pickArb = fc.nat(40);

const changesArb = fc.record({
  name: nameArb,
  key: keyArb,
  description: fc.string({ maxLength: 8 }),
  cost: fc.option(fc.integer({ min: 0, max: 20 }), { nil: undefined }),
  orderValue: fc.integer({ min: -2, max: 12 }),
  nested: fc.record({ a: fc.integer(), b: fc.array(fc.boolean(), { maxLength: 3 }) }),
}, { requiredKeys: [] });

const replaceEntryArb = fc.record({
  name: nameArb,
  key: keyArb,
  orderValue: fc.option(fc.integer({ min: -3, max: 9 }), { nil: undefined }),
});

const actionArb = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant("add" as const), list: listArb, name: nameArb, key: keyArb, index: fc.option(fc.integer({ min: -3, max: 12 }), { nil: undefined }), reuseId: fc.boolean(), pick: pickArb, gap: gapArb }) },
  { weight: 5, arbitrary: fc.record({ kind: fc.constant("update" as const), list: listArb, pick: pickArb, missing: fc.boolean(), changes: changesArb, burst: burstArb, gap: gapArb }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("duplicate" as const), list: listArb, pick: pickArb, missing: fc.boolean(), reuseId: fc.boolean(), gap: gapArb }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("remove" as const), list: listArb, pick: pickArb, missing: fc.boolean(), gap: gapArb }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("move" as const), list: listArb, pick: pickArb, missing: fc.boolean(), toIndex: fc.integer({ min: -3, max: 12 }), gap: gapArb }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("meta" as const), name: nameArb, priority: fc.option(fc.integer({ min: -5, max: 5 }), { nil: undefined }), burst: burstArb, gap: gapArb }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("replace" as const), lists: fc.dictionary(listArb, fc.array(replaceEntryArb, { maxLength: 5 })), gap: gapArb }) },
  { weight: 3, arbitrary: fc.constant({ kind: "undo" as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: "redo" as const }) },
);
type Action = typeof actionArb extends fc.Arbitrary<infer A> ? A : never;

function listOf(project: Project, list: ProjectListName): ListEntry[] {
  return project[list] as unknown as ListEntry[];
}

function newEntry(list: ProjectListName, id: string, name: string, key: string, orderValue?: number): ListEntry {
  const type = TYPE_OF_LIST.get(list);
  if (!type) return { id, key, name };
  const entry: ListEntry = { id, name, objectType: type, objectKey: key, description: "", rules: [] };
  if (orderValue !== undefined) entry.orderValue = orderValue;
  return entry;
}

/** Turns an abstract action into a concrete command against the current state (ids drawn from it). */
function toCommand(action: Exclude<Action, { kind: "undo" | "redo" }>, state: Project, at: number, fresh: () => string): Command {
  const pickId = (list: ProjectListName, pick: number, missing: boolean) => {
    const entries = listOf(state, list);
    return missing || entries.length === 0 ? "no-such-id" : entries[pick % entries.length].id;
  };
  switch (action.kind) {
    case "add": {
      const existing = listOf(state, action.list);
      const id = action.reuseId && existing.length > 0 ? existing[action.pick % existing.length].id : fresh();
      return { type: "list/add", list: action.list, entry: newEntry(action.list, id, action.name, action.key), index: action.index, at };
    }
    case "update": {
      const { key, ...rest } = action.changes;
      const changes: Record<string, unknown> = { ...rest };
      if (key !== undefined) changes[keyField(action.list)] = key;
      return { type: "list/update", list: action.list, id: pickId(action.list, action.pick, action.missing), changes, burst: action.burst, at };
    }
    case "duplicate": {
      const existing = listOf(state, action.list);
      const newId = action.reuseId && existing.length > 0 ? existing[action.pick % existing.length].id : fresh();
      return { type: "list/duplicate", list: action.list, id: pickId(action.list, action.pick, action.missing), newId, at };
    }
    case "remove":
      return { type: "list/remove", list: action.list, id: pickId(action.list, action.pick, action.missing), at };
    case "move":
      return { type: "list/move", list: action.list, id: pickId(action.list, action.pick, action.missing), toIndex: action.toIndex, at };
    case "meta":
      return { type: "metadata/update", changes: { name: action.name, priority: action.priority }, burst: action.burst, at };
    case "replace": {
      const project = emptyProject(0) as unknown as Record<string, unknown>;
      for (const [list, entries] of Object.entries(action.lists) as [ProjectListName, { name: string; key: string; orderValue?: number }[]][]) {
        project[list] = entries.map((e, i) => newEntry(list, `r${i}-${fresh()}`, e.name, e.key, e.orderValue));
      }
      return { type: "project/replace", project: project as unknown as Project, at };
    }
  }
}

function checkInvariants(project: Project): void {
  for (const list of PROJECT_LISTS) {
    const entries = listOf(project, list);
    expect(Array.isArray(entries), list).toBe(true);
    const type = TYPE_OF_LIST.get(list);
    const field = keyField(list);
    const keys = entries.map((e) => e[field]);
    for (const key of keys) expect(typeof key === "string" && key.trim() !== "", `${list} key ${String(key)}`).toBe(true);
    expect(new Set(keys).size, `${list} keys unique: ${keys.join(",")}`).toBe(keys.length);
    expect(new Set(entries.map((e) => e.id)).size, `${list} ids unique`).toBe(entries.length);
    if (type) {
      expect(entries.map((e) => e.orderValue), `${list} orderValue`).toEqual(entries.map((_, i) => i + 1));
      for (const entry of entries) expect(entry.objectType).toBe(type);
    }
  }
}

function run(actions: Action[]) {
  const start = emptyProject(1);
  const store = createProjectStore(start);
  let counter = 0;
  const fresh = () => `n${counter++}`;
  let at = 10_000;

  // The model of history: the state after each undo step, where we are, and the open burst.
  const states: Project[] = [store.getState()];
  let position = 0;
  let burst: { key: string; lastAt: number } | null = null;

  for (const action of actions) {
    if (action.kind === "undo" || action.kind === "redo") {
      const done = action.kind === "undo" ? store.undo(at) : store.redo(at);
      const possible = action.kind === "undo" ? position > 0 : position < states.length - 1;
      expect(done).toBe(possible);
      if (possible) position += action.kind === "undo" ? -1 : 1;
      expect(store.getState()).toEqual(states[position]);
      burst = possible ? null : burst;
    } else {
      at += action.gap;
      const before = store.getState();
      const command = toCommand(action, before, at, fresh);
      const expected = reduce(before, command);
      store.dispatch(command);
      const after = store.getState();
      if (expected === before) {
        expect(after).toBe(before);
      } else {
        expect(after).toEqual(expected);
        expect(after.timestamp).toBe(at);
        const joins = burst !== null && command.burst === burst.key && at - burst.lastAt <= BURST_WINDOW_MS;
        states.splice(position + 1);
        if (joins) {
          states[position] = after;
        } else {
          states.push(after);
          position++;
        }
        burst = command.burst === undefined ? null : { key: command.burst, lastAt: at };
      }
    }
    checkInvariants(store.getState());
    expect(store.getHistoryState()).toEqual({ canUndo: position > 0, canRedo: position < states.length - 1 });
  }

  const end = store.getState();
  const endedAtTop = position === states.length - 1;
  const replayed = replayLog(parseLog(serializeLog(store.getLog())));
  expect(diffProjects(replayed, end)).toEqual([]);
  expect(replayed).toEqual(end);

  // Undo every step: each one returns the state before it, the last one the start.
  for (let p = position; p > 0; p--) {
    expect(store.undo(at)).toBe(true);
    expect(store.getState()).toEqual(states[p - 1]);
  }
  expect(store.canUndo()).toBe(false);
  expect(store.getState()).toEqual(start);
  // Redo every step back to the newest state (the end state when the run did not end in undos).
  for (let p = 1; p < states.length; p++) {
    expect(store.redo(at)).toBe(true);
    expect(store.getState()).toEqual(states[p]);
  }
  expect(store.canRedo()).toBe(false);
  if (endedAtTop) expect(store.getState()).toEqual(end);
  expect(replayLog(parseLog(serializeLog(store.getLog())))).toEqual(store.getState());
}

describe("reducer, history and log properties", () => {
  it("keep every invariant through random command sequences with undo and redo", () => {
    fc.assert(fc.property(fc.array(actionArb, { maxLength: 60 }), (actions) => run(actions)), { numRuns: 150 });
  });

  it("survive long edit sessions that mostly type (bursts) and undo", () => {
    const typingArb = fc.oneof(
      { weight: 6, arbitrary: fc.record({ kind: fc.constant("update" as const), list: fc.constantFrom<ProjectListName>("jokers", "sounds"), pick: fc.nat(3), missing: fc.constant(false), changes: fc.record({ name: nameArb, description: fc.string({ maxLength: 4 }) }, { requiredKeys: [] }), burst: burstArb, gap: gapArb }) },
      { weight: 2, arbitrary: fc.record({ kind: fc.constant("add" as const), list: fc.constantFrom<ProjectListName>("jokers", "sounds"), name: nameArb, key: keyArb, index: fc.constant(undefined), reuseId: fc.constant(false), pick: fc.constant(0), gap: gapArb }) },
      { weight: 2, arbitrary: fc.constant({ kind: "undo" as const }) },
      { weight: 1, arbitrary: fc.constant({ kind: "redo" as const }) },
    ) as fc.Arbitrary<Action>;
    fc.assert(fc.property(fc.array(typingArb, { minLength: 50, maxLength: 150 }), (actions) => run(actions)), { numRuns: 40 });
  });
});
