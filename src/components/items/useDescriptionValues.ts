// What each #n# of an item's description shows in the game's collection, for the item editor's
// previews and the grid's cards: the exporter works it out from the loc_vars it writes
// (domain/export/descriptionValues) in its worker. The asking lives in
// editor/descriptionValuesClient.ts (which keeps each item's answer until a field a value reads
// changes), loaded when an editor or a card first asks, so a page without one does not carry it.
import { createContext, useEffect, useState } from "react";
import type { DescriptionValue } from "../../../domain/export";
import type { ItemEntry } from "./types";

/** The edited item's values, for the description field's own preview (undefined: not known yet). */
export const DescriptionValuesContext = createContext<readonly DescriptionValue[] | undefined>(undefined);

/** The last values of each item: a card the virtualised grid draws again shows them at once. */
const known = new Map<string, readonly DescriptionValue[]>();

/**
 * The item's values (undefined: not known yet). The editor asks at once, for any description (a
 * #n# typed later shows its value). A grid card (`card`) asks only when its description has a #n#,
 * once it has been on screen for a moment (not for every card a scroll passes by), and of the
 * worker alone (no export on the page's thread per card).
 */
export function useDescriptionValues(list: string, item: ItemEntry, card?: { description: string | undefined }): readonly DescriptionValue[] | undefined {
  const isCard = card !== undefined;
  const wanted = !isCard || /#\d+#/.test(card.description ?? "");
  const [values, setValues] = useState(() => known.get(item.id));
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    const timer = window.setTimeout(() => {
      void import("./editor/descriptionValuesClient")
        .then((client) => client.descriptionValues(list, item, isCard))
        .then((next) => {
          if (!next) return;
          known.set(item.id, next);
          if (live) setValues(next);
        }, () => undefined);
    }, isCard ? 300 : 0);
    return () => { live = false; window.clearTimeout(timer); };
  }, [list, item, wanted, isCard]);
  return wanted ? values : undefined;
}
