// The Rules entry point of every item type with rules: the rule builder, loaded on demand (it
// brings the rule catalog and the exporter for its live Lua, which the first visit never needs).
import { lazy, Suspense } from "react";
import type { ItemEntry } from "../items/types";

const RuleBuilder = lazy(() => import("./RuleBuilder"));

export function RulesView<T extends ItemEntry>({ item, onClose, focus }: { item: T; onClose: () => void; focus?: { ruleId?: string; blockId?: string } }) {
  return (
    <Suspense fallback={null}>
      <RuleBuilder itemId={item.id} onClose={onClose} focus={focus} />
    </Suspense>
  );
}

/**
 * The builder covers the page and reads the item from the store itself, so the page behind may
 * hold its list while it is open (ItemPage). A rules view that edits the item it is given (a
 * booster's card rules) must not set this.
 */
RulesView.coversPage = true;
