// An editor tab whose code loads on demand: the item pages' first visit downloads the grid, not
// the editor's fields (EditorEntry.tsx preloads both on the first pointer, key or focus there).
import type { ComponentType } from "react";
import { lazyOnce, type LazyOnce } from "../../lazy/lazyOnce";
import type { EditorTabProps, ItemEntry } from "../types";

/** A tab component picked from the module `load` gives; its code loads on preload or first render. */
export function lazyTab<T extends ItemEntry, M>(load: () => Promise<M>, pick: (module: M) => ComponentType<EditorTabProps<T>>): LazyOnce<EditorTabProps<T>> {
  return lazyOnce(() => load().then(pick));
}
