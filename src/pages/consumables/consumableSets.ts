// Pure helpers for consumables and their sets.
import type { Consumable, ConsumableSet } from "../../../domain/model";
import { VANILLA_SETS } from "../../components/options/projectOptions";

/** Sort rank of a set: Tarot, Planet, Spectral, then custom sets in list order, unknown last. */
export function setRank(set: unknown, sets: readonly ConsumableSet[]): number {
  const text = String(set ?? "").toLowerCase();
  const vanilla = VANILLA_SETS.findIndex((s) => s.key.toLowerCase() === text);
  if (vanilla >= 0) return vanilla;
  const own = sets.findIndex((s) => s.key === set);
  return own >= 0 ? VANILLA_SETS.length + own : 1000;
}

/** How many consumables of the project belong to a set key. */
export function consumablesInSet(consumables: readonly Consumable[], key: string): number {
  return consumables.filter((c) => c.set === key).length;
}

/** collection_rows as two whole numbers of at least 1 (the importer may hand anything over). */
export function collectionRows(value: unknown): [number, number] {
  const rows = Array.isArray(value) ? value : [];
  const clean = (n: unknown, fallback: number) => (typeof n === "number" && Number.isInteger(n) && n >= 1 ? n : fallback);
  return [clean(rows[0], 4), clean(rows[1], 5)];
}
