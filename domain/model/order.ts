// orderValue is the 1-based position of an item in its list (spec section 4: "orderValue is
// re-normalized to 1..n; insert, change and remove shift neighbours").

export interface Ordered { orderValue: number }

/** Sorts by orderValue (stable for ties) and rewrites it to 1..n. Mutates (use inside Immer). */
export function renumber<T extends Ordered>(list: T[]): T[] {
  const sorted = list
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => (a.entry.orderValue - b.entry.orderValue) || (a.index - b.index))
    .map(({ entry }) => entry);
  sorted.forEach((entry, i) => { entry.orderValue = i + 1; });
  list.splice(0, list.length, ...sorted);
  return list;
}

/** Rewrites orderValue to the current array positions. Mutates. */
export function renumberByPosition<T extends Ordered>(list: T[]): T[] {
  list.forEach((entry, i) => { entry.orderValue = i + 1; });
  return list;
}
