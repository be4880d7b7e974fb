// User preferences kept in localStorage (spec section 3, "User config"): per object type the
// list page's sort (filter + direction) and recently edited ids, plus the auto-format and
// grid-snap defaults. Entries are matched by objectType, never by position, and every field is
// checked on read, so a stale or hand-edited value falls back to its default instead of
// breaking a page.
import { useSyncExternalStore } from "react";

/** The spec's eight page types; other pages (rarity, consumable_set, deck...) may add their own. */
export const PAGE_TYPES = ["joker", "consumable", "enhancement", "seal", "edition", "voucher", "booster", "vanilla_joker"] as const;
export type PageType = (typeof PAGE_TYPES)[number] | (string & {});

export type SortDirection = "asc" | "desc";

export interface PageData {
  objectType: PageType;
  /** Sort field id; "id" is list order (orderValue). */
  filter: string;
  direction: SortDirection;
  /** Most recently edited ids first. */
  editList: string[];
}

export interface UserConfig {
  pageData: PageData[];
  defaultAutoFormat: boolean;
  defaultGridSnap: boolean;
}

export const USER_CONFIG_STORAGE_KEY = "jokerforge.userConfig";
/** How many recently edited ids a page remembers. */
export const EDIT_LIST_LIMIT = 50;

export function defaultPageData(objectType: PageType): PageData {
  return { objectType, filter: "id", direction: "asc", editList: [] };
}

export function defaultUserConfig(): UserConfig {
  return { pageData: PAGE_TYPES.map(defaultPageData), defaultAutoFormat: true, defaultGridSnap: false };
}

function readPage(value: unknown): PageData | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const v = value as Record<string, unknown>;
  if (typeof v.objectType !== "string" || v.objectType === "") return undefined;
  return {
    objectType: v.objectType,
    filter: typeof v.filter === "string" && v.filter !== "" ? v.filter : "id",
    direction: v.direction === "desc" ? "desc" : "asc",
    editList: Array.isArray(v.editList) ? v.editList.filter((id): id is string => typeof id === "string").slice(0, EDIT_LIST_LIMIT) : [],
  };
}

/** Reads a stored config (any JSON value) into a complete one. */
export function parseUserConfig(raw: string | null): UserConfig {
  const config = defaultUserConfig();
  if (!raw) return config;
  let value: unknown;
  try { value = JSON.parse(raw); } catch { return config; }
  if (typeof value !== "object" || value === null) return config;
  const v = value as Record<string, unknown>;
  if (typeof v.defaultAutoFormat === "boolean") config.defaultAutoFormat = v.defaultAutoFormat;
  if (typeof v.defaultGridSnap === "boolean") config.defaultGridSnap = v.defaultGridSnap;
  if (Array.isArray(v.pageData)) {
    for (const entry of v.pageData) {
      const page = readPage(entry);
      if (!page) continue;
      const at = config.pageData.findIndex((p) => p.objectType === page.objectType);
      if (at >= 0) config.pageData[at] = page;
      else config.pageData.push(page);
    }
  }
  return config;
}

function storage(): Storage | undefined {
  try { return typeof localStorage === "undefined" ? undefined : localStorage; } catch { return undefined; }
}

let current: UserConfig | undefined;
const listeners = new Set<() => void>();
// Stable default entries so a selector returns the same object until something changes.
const defaults = new Map<string, PageData>();

function load(): UserConfig {
  current ??= parseUserConfig(storage()?.getItem(USER_CONFIG_STORAGE_KEY) ?? null);
  return current;
}

function save(next: UserConfig) {
  current = next;
  try {
    storage()?.setItem(USER_CONFIG_STORAGE_KEY, JSON.stringify(next));
  } catch (error) {
    // Preferences are a convenience: a full or blocked storage must not break editing.
    console.warn("Could not store the user config", error);
  }
  listeners.forEach((l) => l());
}

export function getUserConfig(): UserConfig {
  return load();
}

export function subscribeUserConfig(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key !== USER_CONFIG_STORAGE_KEY) return;
    current = parseUserConfig(e.newValue);
    listener();
  };
  if (typeof window !== "undefined") window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== "undefined") window.removeEventListener("storage", onStorage);
  };
}

export function getPageData(objectType: PageType, config: UserConfig = load()): PageData {
  const found = config.pageData.find((p) => p.objectType === objectType);
  if (found) return found;
  let fallback = defaults.get(objectType);
  if (!fallback) { fallback = defaultPageData(objectType); defaults.set(objectType, fallback); }
  return fallback;
}

function updatePage(objectType: PageType, change: (page: PageData) => PageData) {
  const config = load();
  const page = change(getPageData(objectType, config));
  const exists = config.pageData.some((p) => p.objectType === objectType);
  save({
    ...config,
    pageData: exists ? config.pageData.map((p) => (p.objectType === objectType ? page : p)) : [...config.pageData, page],
  });
}

/** Persists a page's sort choice. */
export function setPageSort(objectType: PageType, filter: string, direction: SortDirection) {
  const page = getPageData(objectType);
  if (page.filter === filter && page.direction === direction) return;
  updatePage(objectType, (p) => ({ ...p, filter, direction }));
}

/** Moves an id to the front of the page's recently edited list. */
export function noteEdited(objectType: PageType, id: string) {
  if (getPageData(objectType).editList[0] === id) return;
  updatePage(objectType, (p) => ({ ...p, editList: [id, ...p.editList.filter((x) => x !== id)].slice(0, EDIT_LIST_LIMIT) }));
}

export function setDefaultAutoFormat(value: boolean) {
  const config = load();
  if (config.defaultAutoFormat !== value) save({ ...config, defaultAutoFormat: value });
}

export function setDefaultGridSnap(value: boolean) {
  const config = load();
  if (config.defaultGridSnap !== value) save({ ...config, defaultGridSnap: value });
}

/** Reads the config in React; re-renders when it changes (in this tab or another). */
export function useUserConfig(): UserConfig {
  return useSyncExternalStore(subscribeUserConfig, load, load);
}

/** One page's sort and edit list. */
export function usePageData(objectType: PageType): PageData {
  const config = useUserConfig();
  return getPageData(objectType, config);
}

/** Forgets the in-memory copy (tests). */
export function resetUserConfigCache() {
  current = undefined;
  defaults.clear();
}
