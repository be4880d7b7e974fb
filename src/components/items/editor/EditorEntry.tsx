// The item editor's entry point: the modal and its tabs load on demand, so a first visit to an
// item page downloads the grid alone. ItemPage preloads them on the first pointer, key or focus
// on the page, so the editor then opens without waiting for the network.
import type { ComponentType } from "react";
import { lazyOnce, preloadComponent } from "../../lazy/lazyOnce";
import type { ItemEditorProps } from "./ItemEditor";
import type { ItemEntry, ItemTypeConfig } from "../types";

const Editor = lazyOnce(() => import("./ItemEditor").then((module) => module.ItemEditor as ComponentType<ItemEditorProps<ItemEntry>>));

export function ItemEditorView<T extends ItemEntry>(props: ItemEditorProps<T>) {
  return <Editor {...(props as unknown as ItemEditorProps<ItemEntry>)} />;
}

/** Fetches the editor's code and the code of `config`'s tabs; never rejects (the open retries). */
export function preloadEditor<T extends ItemEntry>(config: ItemTypeConfig<T>): Promise<void> {
  return Promise.all([Editor.preload(), ...config.editorTabs.map((tab) => preloadComponent(tab.Component))]).then(() => undefined, () => undefined);
}
