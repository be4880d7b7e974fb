// What each #n# of an item's description shows in the game's collection (see
// ../useDescriptionValues): asked of the exporter worker through the rule builder's preview
// client, and asked again only when something that can change a value changes. Typing a name or a
// description, or new art, gives the last answer back. Loaded when an editor or a card first asks.
import type { DescriptionValue } from "../../../../domain/export";
import { projectStore } from "../../../store/storeCore";
import { exporterWorker } from "../../../services/exporter/workerHandle";
import { requestPreview, type PreviewList } from "../../rules/previewClient";
import type { ItemEntry } from "../types";

/** The lists whose descriptions take their #n# from the exporter's loc_vars. */
const LISTS = new Set<string>(["jokers", "consumables", "boosters", "enhancements", "seals", "editions", "vouchers", "decks"]);
/** Fields no value reads. */
const IGNORED = new Set(["name", "description", "objectKey", "unlockDescription"]);

type Values = readonly DescriptionValue[];

/** Whether a field a value may read differs (by identity: the project is immutable). */
function valueFieldsChanged(before: ItemEntry, after: ItemEntry): boolean {
  const a = before as unknown as Record<string, unknown>;
  const b = after as unknown as Record<string, unknown>;
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (IGNORED.has(key) || a[key] === b[key]) continue;
    const value = b[key];
    if (!(typeof value === "string" && value.startsWith("data:"))) return true; // art reads no value
  }
  return false;
}

/** The last answer for each item (the editor's and the grid's cards'), the oldest dropped past KEPT. */
const last = new Map<string, { item: ItemEntry; answer: Promise<Values | undefined> }>();
const KEPT = 2000;
/** The last card's ask (see below). */
let cards: Promise<unknown> = Promise.resolve();

/**
 * The item's values. For a grid's card (`card`): none where the exporter worker cannot run, rather
 * than an export on this thread per card.
 */
export function descriptionValues(list: string, item: ItemEntry, card = false): Promise<Values | undefined> {
  if (!LISTS.has(list)) return Promise.resolve(undefined);
  if (card && !exporterWorker()) return Promise.resolve(undefined);
  const before = last.get(item.id);
  if (before && !valueFieldsChanged(before.item, item)) {
    before.item = item;
    return before.answer;
  }
  const previous = before?.answer ?? Promise.resolve(undefined);
  const ask = () => requestPreview(projectStore.getState(), list as PreviewList, item.id);
  // the cards' asks go to the worker one at a time: an export, the builder's Lua or an editor's
  // values asked meanwhile waits behind one card's at most, not behind a screenful
  const preview = card ? (cards = cards.then(ask, ask)) : ask();
  const answer = Promise.all([previous, preview])
    .then(([old, preview]) => {
      const next = preview.values ?? [];
      // the same array when nothing changed, so the previews do not render again
      return old && old.length === next.length && old.every((v, i) => v === next[i]) ? old : next;
    })
    .catch(() => undefined); // no values: the previews show #n# as written
  last.delete(item.id);
  last.set(item.id, { item, answer });
  if (last.size > KEPT) last.delete(last.keys().next().value!);
  return answer;
}
