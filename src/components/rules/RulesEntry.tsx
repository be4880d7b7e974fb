// The Rules entry point of every item type with rules: the rule builder, loaded on demand (it
// brings the rule catalog and the exporter for its live Lua, which the first visit never needs).
import { useState, type ComponentType } from "react";
import { lazyOnce, loadOnce } from "../lazy/lazyOnce";
import type { ItemEntry } from "../items/types";

type Builder = typeof import("./RuleBuilder");
type BuilderProps = { itemId: string; onClose: () => void; focus?: { ruleId?: string; blockId?: string } };
/** The builder's module once its code has loaded (for the live Lua's prefetch). */
let loaded: Builder | undefined;
/** Loads the builder's code once (the click on Rules and a preload share the one load). */
const loadRuleBuilder = loadOnce(() => import("./RuleBuilder"), (module) => { loaded = module; });

/** Rendered directly once loaded, in the click's own render (components/lazy/lazyOnce.tsx). */
const RuleBuilder = lazyOnce(() => loadRuleBuilder().then((module) => module.default as ComponentType<BuilderProps>));

export function RulesView<T extends ItemEntry>({ item, onClose, focus }: { item: T; onClose: () => void; focus?: { ruleId?: string; blockId?: string } }) {
  // On opening (once, not on the re-renders every edit brings), the live Lua is asked for before
  // the cards render, so the worker makes it while this thread renders them.
  useState(() => loaded?.prefetchPreview(item.id));
  return <RuleBuilder itemId={item.id} onClose={onClose} focus={focus} />;
}

/**
 * The builder covers the page and reads the item from the store itself, so the page behind may
 * hold its list while it is open (ItemPage). A rules view that edits the item it is given (a
 * booster's card rules) must not set this.
 */
RulesView.coversPage = true;
/**
 * Fetches the builder's code (and starts its live Lua's worker) ahead of the click, when the user starts working on a page whose
 * items have rules (ItemPage calls it on the first pointer, key or focus there):
 * the builder then opens without waiting for the network and the code's first run. A first
 * visit that never touches the page downloads none of it.
 */
RulesView.preload = (): Promise<void> => Promise.all([
  RuleBuilder.preload(),
  // the exporter worker starts too, so the first preview does not wait for it to load
  RulesView.warm(),
]).then(() => undefined, () => undefined);
/**
 * Starts only the exporter worker (ItemPage calls it once the browser is idle on a page showing
 * items with rules): this thread just asks for the worker's script, and the worker loads the
 * exporter and warms up on the other core. The builder's own code still waits for the user.
 */
RulesView.warm = (): Promise<void> => import("../../services/exporter/workerHandle").then((handle) => { handle.startExporterWorker(); }, () => undefined);
