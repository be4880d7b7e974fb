import { setPageSort, type PageType, type SortDirection } from "../../services/userConfig";
import { ItemIcon } from "./icons";
import type { ItemEntry, SortOption } from "./types";

export interface ItemToolbarProps<T extends ItemEntry> {
  pageType: PageType;
  query: string;
  onQuery: (query: string) => void;
  placeholder: string;
  sorts: SortOption<T>[];
  sort: string;
  direction: SortDirection;
  reorderable: boolean;
  hasItems: boolean;
}

/** Search box and the persisted sort (field + direction). */
export function ItemToolbar<T extends ItemEntry>(props: ItemToolbarProps<T>) {
  const { pageType, sort, direction } = props;
  return (
    <div className="flex flex-col gap-2">
      <div className="jf-panel flex flex-col gap-2 p-2 sm:flex-row sm:items-center">
        <label className="relative flex-1">
          <span className="sr-only">Search</span>
          <ItemIcon name="search" className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-zinc-500" />
          <input type="search" value={props.query} onChange={(e) => props.onQuery(e.target.value)} placeholder={props.placeholder}
            data-testid="item-search"
            className="w-full rounded-lg border-2 border-edge bg-felt-dark py-2 pl-9 pr-3 text-white placeholder:text-zinc-500 outline-none focus:border-chips" />
        </label>
        <div className="flex items-center gap-2">
          <label className="flex items-center gap-2 text-sm font-bold text-zinc-300">
            Sort
            <select value={sort} onChange={(e) => setPageSort(pageType, e.target.value, direction)} data-testid="item-sort"
              className="cursor-pointer rounded-lg border-2 border-edge bg-felt-dark px-2 py-2 text-white outline-none focus:border-chips">
              {props.sorts.map((s) => <option key={s.id} value={s.id}>{s.label}</option>)}
            </select>
          </label>
          <button type="button" onClick={() => setPageSort(pageType, sort, direction === "asc" ? "desc" : "asc")}
            aria-label={direction === "asc" ? "Ascending, switch to descending" : "Descending, switch to ascending"}
            title={direction === "asc" ? "Ascending" : "Descending"} data-testid="item-sort-direction"
            className="rounded-lg border-2 border-edge bg-felt-dark p-2 text-zinc-200 hover:border-zinc-400">
            <ItemIcon name={direction === "asc" ? "sortAsc" : "sortDesc"} className="h-5 w-5" />
          </button>
        </div>
      </div>
      {props.hasItems && !props.reorderable && (
        <p className="px-1 text-xs text-zinc-400" data-testid="reorder-hint">
          Reordering works in Order sort (ascending) with an empty search.
        </p>
      )}
    </div>
  );
}
