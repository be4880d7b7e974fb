import { useMemo } from "react";
import { exportedKey, type Project } from "../../../domain/model";
import { useProject } from "../../store/useProject";
import { usePageData, type SortDirection } from "../../services/userConfig";
import type { ItemEntry, ItemTypeConfig, SortOption } from "./types";

/** The list as stored (orderValue order). */
/** The type's items; `held` keeps the list as it was (a full-screen editor covers the page and edits it). */
export function useEntries<T extends ItemEntry>(config: ItemTypeConfig<T>, held = false): readonly T[] {
  return useProject((p: Project) => (p[config.list] as unknown as T[] | undefined) ?? EMPTY, held ? UNCHANGED : undefined) as readonly T[];
}
const EMPTY: never[] = [];
const UNCHANGED = () => true;

const byText = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: "base", numeric: true });

/** Every sort a page offers: list order, name, key, recently edited, then the type's own. */
export function sortOptionsOf<T extends ItemEntry>(config: ItemTypeConfig<T>): SortOption<T>[] {
  const key = (e: T) => String(e[config.keyField] ?? "");
  return [
    { id: "id", label: "Order", compare: () => 0 },
    { id: "name", label: "Name", compare: (a, b) => byText(a.name, b.name) },
    { id: "key", label: "Key", compare: (a, b) => byText(key(a), key(b)) },
    ...(config.sorts ?? []),
    { id: "lastEdited", label: "Last Edited", compare: () => 0 },
  ];
}

/**
 * The full game key shown on an entry's card and in its editor, and copied by the copy button:
 * exactly the key the export gives it (the one key function, domain/model exportedKey), which
 * depends on the other entries of its list (keys made unique after being made code-safe).
 */
export function shownKey<T extends ItemEntry>(config: ItemTypeConfig<T>, prefix: string, list: readonly T[], item: T): string | undefined {
  return config.keyKind ? exportedKey(config.keyKind, prefix, list, item) : undefined;
}

/** The entry's full game key as shown, read from the project. */
export function useShownKey<T extends ItemEntry>(config: ItemTypeConfig<T>, item: T): string | undefined {
  return useProject((p: Project) => shownKey(config, p.modMetadata.prefix, (p[config.list] as unknown as T[] | undefined) ?? EMPTY, item));
}

export function matchesSearch<T extends ItemEntry>(config: ItemTypeConfig<T>, item: T, query: string, prefix: string, list: readonly T[] = [item]): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  const fields = [item.name, String(item[config.keyField] ?? ""), shownKey(config, prefix, list, item) ?? "", config.searchText?.(item) ?? ""];
  return fields.some((f) => f.toLowerCase().includes(q));
}

export interface VisibleList<T extends ItemEntry> {
  all: readonly T[];
  visible: T[];
  sort: string;
  direction: SortDirection;
  /** Reordering makes sense only when the grid shows list order, unfiltered. */
  reorderable: boolean;
}

/** The entries a page shows: searched and sorted by the persisted page sort. */
export function useVisibleItems<T extends ItemEntry>(config: ItemTypeConfig<T>, query: string, held = false): VisibleList<T> {
  const all = useEntries(config, held);
  const prefix = useProject((p) => p.modMetadata.prefix);
  const page = usePageData(config.pageType);
  return useMemo(() => {
    const options = sortOptionsOf(config);
    const option = options.find((o) => o.id === page.filter) ?? options[0];
    const sign = page.direction === "desc" ? -1 : 1;
    const position = new Map(all.map((e, i) => [e.id, i]));
    const recent = new Map(page.editList.map((id, i) => [id, i]));
    const compare = option.id === "lastEdited"
      ? (a: T, b: T) => (recent.get(a.id) ?? Infinity) - (recent.get(b.id) ?? Infinity) || position.get(a.id)! - position.get(b.id)!
      : (a: T, b: T) => sign * (option.compare(a, b) || position.get(a.id)! - position.get(b.id)!);
    const visible = all.filter((e) => matchesSearch(config, e, query, prefix, all)).sort(compare);
    return {
      all,
      visible,
      sort: option.id,
      direction: page.direction,
      reorderable: option.id === "id" && page.direction === "asc" && query.trim() === "",
    };
  }, [all, config, page, query, prefix]);
}
