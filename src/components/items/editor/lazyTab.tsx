// An editor tab whose code loads on demand: the item pages' first visit downloads the grid, not
// the editor's fields (EditorEntry.tsx preloads both on the first pointer, key or focus there).
import { lazy, Suspense, useState, type ComponentType } from "react";
import type { EditorTabProps, ItemEntry } from "../types";

export type LazyTab<T extends ItemEntry> = ComponentType<EditorTabProps<T>> & { preload: () => Promise<unknown> };

/** A tab component picked from the module `load` gives; its code loads on preload or first render. */
export function lazyTab<T extends ItemEntry, M>(load: () => Promise<M>, pick: (module: M) => ComponentType<EditorTabProps<T>>): LazyTab<T> {
  let loading: Promise<ComponentType<EditorTabProps<T>>> | undefined;
  let loaded: ComponentType<EditorTabProps<T>> | undefined;
  const get = () => {
    loading ??= load().then((module) => {
      loaded = pick(module);
      return loaded;
    }, (error: unknown) => {
      loading = undefined; // a failed load (offline after an update) is tried again on the next open
      throw error;
    });
    return loading;
  };
  const Lazy = lazy(() => get().then((Component) => ({ default: Component })));
  function Tab(props: EditorTabProps<T>) {
    // Loaded code renders at once. The choice is made once per mount: switching from the lazy
    // path to the direct one on a later render would remount the tab and its fields (losing focus).
    const [Direct] = useState(() => loaded);
    if (Direct) return <Direct {...props} />;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  Tab.preload = get;
  return Tab;
}

/** Starts loading a tab's code when it is a lazy one (other tabs are in the page's own code). */
export function preloadTab(Component: unknown): Promise<unknown> {
  const preload = (Component as Partial<LazyTab<ItemEntry>>).preload;
  return typeof preload === "function" ? preload() : Promise.resolve();
}
