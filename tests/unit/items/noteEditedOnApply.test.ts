// An item is noted as recently edited (its page's "recently edited" order) when its edit reaches
// the project: a typing burst when it is applied, not on the first key, so the page's re-sort
// never stands between two keys.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { noteEditedOnApply } from "../../../src/components/items/itemCommands";
import { getPageData, noteEdited, resetUserConfigCache } from "../../../src/services/userConfig";
import { createProjectStore } from "../../../src/store/projectStore";
import { TYPING_SETTLE_MS } from "../../../src/store/storeCore";
import type { Command } from "../../../commands/types";

const rename = (name: string, at: number): Command => ({ type: "metadata/rename", name, identity: "always", at, burst: "metadata:name@1" });

class MemoryStorage {
  data = new Map<string, string>();
  getItem(k: string) { return this.data.get(k) ?? null; }
  setItem(k: string, v: string) { this.data.set(k, v); }
  removeItem(k: string) { this.data.delete(k); }
}

describe("noteEditedOnApply", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal("localStorage", new MemoryStorage());
    resetUserConfigCache();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("notes a typed edit when the burst is applied, once, and never again for a later change", () => {
    const store = createProjectStore();
    const listener = vi.fn();
    store.subscribe(listener);
    // every key of the burst asks; the item is noted once, when the held keys are applied
    for (const [i, name] of ["A", "Ab", "Abc"].entries()) {
      noteEditedOnApply("joker", "j1", store);
      store.dispatchSoon(rename(name, i + 1), "rest");
    }
    expect(getPageData("joker").editList).toEqual([]);
    vi.advanceTimersByTime(TYPING_SETTLE_MS);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(getPageData("joker").editList).toEqual(["j1"]);
    // its subscription ended: another item noted since stays first after a later change
    noteEdited("joker", "j2");
    store.dispatch(rename("Later", 10));
    expect(getPageData("joker").editList).toEqual(["j2", "j1"]);
  });

  it("notes an edit applied at once during its dispatch, and asks nothing of an item already first", () => {
    const store = createProjectStore();
    noteEditedOnApply("joker", "j1", store);
    store.dispatch(rename("Now", 1));
    expect(getPageData("joker").editList).toEqual(["j1"]);
    const subscribe = vi.spyOn(store, "subscribe");
    noteEditedOnApply("joker", "j1", store);
    expect(subscribe).not.toHaveBeenCalled();
  });
});
