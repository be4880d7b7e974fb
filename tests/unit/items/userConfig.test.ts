import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  USER_CONFIG_STORAGE_KEY, getPageData, getUserConfig, noteEdited, parseUserConfig, resetUserConfigCache, setPageSort,
  subscribeUserConfig, EDIT_LIST_LIMIT,
} from "../../../src/services/userConfig";

class MemoryStorage {
  data = new Map<string, string>();
  getItem(k: string) { return this.data.get(k) ?? null; }
  setItem(k: string, v: string) { this.data.set(k, v); }
  removeItem(k: string) { this.data.delete(k); }
}

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal("localStorage", storage);
  resetUserConfigCache();
});

describe("user config", () => {
  it("defaults: every spec page type sorted by id ascending, auto-format on, grid snap off", () => {
    const c = getUserConfig();
    expect(c.pageData.map((p) => p.objectType)).toEqual(["joker", "consumable", "enhancement", "seal", "edition", "voucher", "booster", "vanilla_joker"]);
    expect(c.pageData.every((p) => p.filter === "id" && p.direction === "asc" && p.editList.length === 0)).toBe(true);
    expect(c.defaultAutoFormat).toBe(true);
    expect(c.defaultGridSnap).toBe(false);
  });

  it("persists the sort per type and notifies subscribers", () => {
    const seen = vi.fn();
    const stop = subscribeUserConfig(seen);
    setPageSort("joker", "name", "desc");
    stop();
    expect(seen).toHaveBeenCalledTimes(1);
    expect(getPageData("joker")).toMatchObject({ filter: "name", direction: "desc" });
    expect(getPageData("consumable")).toMatchObject({ filter: "id", direction: "asc" });
    resetUserConfigCache();
    expect(getPageData("joker")).toMatchObject({ filter: "name", direction: "desc" });
  });

  it("adds pages the spec does not list (rarity) on first use", () => {
    expect(getPageData("rarity")).toMatchObject({ objectType: "rarity", filter: "id" });
    setPageSort("rarity", "weight", "asc");
    expect(JSON.parse(storage.getItem(USER_CONFIG_STORAGE_KEY)!).pageData.at(-1)).toMatchObject({ objectType: "rarity", filter: "weight" });
  });

  it("keeps recently edited ids, newest first, without repeats, bounded", () => {
    noteEdited("joker", "a");
    noteEdited("joker", "b");
    noteEdited("joker", "a");
    expect(getPageData("joker").editList).toEqual(["a", "b"]);
    for (let i = 0; i < EDIT_LIST_LIMIT + 5; i++) noteEdited("joker", `x${i}`);
    expect(getPageData("joker").editList).toHaveLength(EDIT_LIST_LIMIT);
  });

  it("reads stored values by objectType and repairs bad ones", () => {
    const c = parseUserConfig(JSON.stringify({
      defaultAutoFormat: false,
      defaultGridSnap: "yes",
      pageData: [{ objectType: "seal", filter: "name", direction: "sideways", editList: ["a", 3] }, { filter: "x" }, null],
    }));
    expect(c.defaultAutoFormat).toBe(false);
    expect(c.defaultGridSnap).toBe(false);
    expect(c.pageData.find((p) => p.objectType === "seal")).toEqual({ objectType: "seal", filter: "name", direction: "asc", editList: ["a"] });
    expect(c.pageData).toHaveLength(8);
    expect(parseUserConfig("{not json").pageData).toHaveLength(8);
  });
});
