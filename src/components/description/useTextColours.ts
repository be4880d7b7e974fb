import { useMemo } from "react";
import { useProject } from "../../store/useProject";
import { normaliseHex } from "./gameColours";

type Pair = readonly [string, string];
const samePairs = (a: Pair[], b: Pair[]) => a.length === b.length && a.every((p, i) => p[0] === b[i][0] && p[1] === b[i][1]);

/**
 * Text colours the project adds, as SMODS registers them: each custom rarity as
 * "<prefix>_<key>" and each consumable set as "<key>", lower-cased.
 */
export function useTextColours(): Readonly<Record<string, string>> {
  const pairs = useProject((p) => {
    const prefix = p.modMetadata.prefix;
    const out: Pair[] = [];
    for (const r of p.customRarities) {
      const c = normaliseHex(r.badge_colour);
      if (c && r.key) out.push([`${prefix}_${r.key}`.toLowerCase(), c]);
    }
    for (const s of p.consumableSets) {
      const c = normaliseHex(s.secondary_colour) ?? normaliseHex(s.primary_colour);
      if (c && s.key) out.push([s.key.toLowerCase(), c]);
    }
    return out;
  }, samePairs);
  return useMemo(() => Object.fromEntries(pairs), [pairs]);
}
