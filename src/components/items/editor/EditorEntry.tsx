// The item editor's entry point: the modal and its tabs load on demand, so a first visit to an
// item page downloads the grid alone. ItemPage preloads them on the first pointer, key or focus
// on the page, so the editor then opens without waiting for the network.
import { lazy, Suspense, useState, type ComponentType } from "react";
import type { ItemEditorProps } from "./ItemEditor";
import { preloadTab } from "./lazyTab";
import type { ItemEntry, ItemTypeConfig } from "../types";

type EditorModule = typeof import("./ItemEditor");
let loading: Promise<EditorModule> | undefined;
/** The editor once its code has loaded: rendered directly, in the click's own render. */
let loaded: EditorModule | undefined;

function loadEditor(): Promise<EditorModule> {
  loading ??= import("./ItemEditor").then((module) => {
    loaded = module;
    return module;
  }, (error: unknown) => {
    loading = undefined; // a failed load (offline after an update) is tried again on the next open
    throw error;
  });
  return loading;
}

const LazyEditor = lazy(() => loadEditor().then((module) => ({ default: module.ItemEditor as ComponentType<ItemEditorProps<ItemEntry>> })));

export function ItemEditorView<T extends ItemEntry>(props: ItemEditorProps<T>) {
  // chosen once per mount: a switch from the lazy path to the direct one would remount the editor
  const [Direct] = useState(() => loaded?.ItemEditor);
  if (Direct) return <Direct {...props} />;
  return (
    <Suspense fallback={null}>
      <LazyEditor {...(props as unknown as ItemEditorProps<ItemEntry>)} />
    </Suspense>
  );
}

/** Fetches the editor's code and the code of `config`'s tabs; never rejects (the open retries). */
export function preloadEditor<T extends ItemEntry>(config: ItemTypeConfig<T>): Promise<void> {
  return Promise.all([loadEditor(), ...config.editorTabs.map((tab) => preloadTab(tab.Component))]).then(() => undefined, () => undefined);
}
