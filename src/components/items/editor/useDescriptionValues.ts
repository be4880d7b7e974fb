// What each #n# of the edited item's description shows in the game's collection, for the editor's
// previews: the exporter works it out from the loc_vars it writes (domain/export/descriptionValues)
// in its worker. The asking lives in descriptionValuesClient.ts, loaded when an editor first asks,
// so the list pages do not carry it.
import { createContext, useEffect, useState } from "react";
import type { DescriptionValue } from "../../../../domain/export";
import type { ItemEntry } from "../types";

/** The edited item's values, for the description field's own preview (undefined: not known yet). */
export const DescriptionValuesContext = createContext<readonly DescriptionValue[] | undefined>(undefined);

export function useDescriptionValues(list: string, item: ItemEntry): readonly DescriptionValue[] | undefined {
  const [values, setValues] = useState<readonly DescriptionValue[] | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void import("./descriptionValuesClient")
      .then(({ descriptionValues }) => descriptionValues(list, item))
      .then((next) => { if (live && next) setValues(next); }, () => undefined);
    return () => { live = false; };
  }, [list, item]);
  return values;
}
