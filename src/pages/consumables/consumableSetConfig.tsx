// The Consumable Sets tab of /consumables. A set is SMODS.ConsumableType (smods.md 2.7): key,
// name, primary and secondary colour, shop rate, collection rows and collection name. Its key
// is what consumables and booster card rules store in their set field.
import { createConsumableSet, type ConsumableSet } from "../../../domain/model";
import { useProject } from "../../store/useProject";
import { FALLBACK_BADGE, contrastText, normaliseHex } from "../../components/description/gameColours";
import { CardBadge } from "../../components/items/BalatroCard";
import type { ItemTypeConfig } from "../../components/items/types";
import { collectionRows, consumablesInSet } from "./consumableSets";
import { lazyTab } from "../../components/items/editor/lazyTab";

type Set = ConsumableSet;

const primaryOf = (s: Set) => normaliseHex(s.primary_colour) ?? FALLBACK_BADGE;
const secondaryOf = (s: Set) => normaliseHex(s.secondary_colour) ?? primaryOf(s);

export function useCardsIn(key: string) {
  return useProject((p) => consumablesInSet(p.consumables, key));
}

/** The card's picture: the set badge and a sketch of its collection page in the set's colours. */
function SetPreview({ item }: { item: Set }) {
  const primary = primaryOf(item);
  const secondary = secondaryOf(item);
  const rows = collectionRows(item.collection_rows);
  return (
    <div className="flex h-full w-full flex-col items-center justify-center gap-3 rounded-xl border-4 border-[#f1efe6] p-3 shadow-[0_5px_0_rgba(0,0,0,0.45)]"
      style={{ background: `radial-gradient(circle at 50% 30%, ${primary}, #1e2b2d 85%)` }} data-testid="set-swatch">
      <span className="jf-card-badge !min-w-[6rem] !py-1 !text-base" style={{ backgroundColor: secondary, color: contrastText(secondary) }}>
        {item.name || item.key}
      </span>
      <div className="flex flex-col items-center gap-1" aria-label={`Collection rows: ${rows.join(" and ")} cards`} role="img">
        {rows.map((n, r) => (
          <div key={r} className="flex gap-1">
            {Array.from({ length: Math.min(n, 8) }, (_, i) => (
              <span key={i} className="h-5 w-[0.95rem] rounded-[3px] border border-white/70" style={{ backgroundColor: `${secondary}cc` }} />
            ))}
          </div>
        ))}
      </div>
      <span className="rounded bg-black/40 px-2 py-0.5 text-xs font-bold text-white">{item.collection_name || `${item.name} Cards`}</span>
    </div>
  );
}

function SetFooter({ item }: { item: Set }) {
  const cards = useCardsIn(item.key);
  const rate = Number(item.shop_rate ?? 0);
  return (
    <>
      <CardBadge label={`${cards} ${cards === 1 ? "card" : "cards"}`} colour={cards ? secondaryOf(item) : "#666665"} title="Consumables in this set" />
      <CardBadge label={rate > 0 ? `Shop rate ${rate}` : "Not in shop"} colour="#4f6367" title="How often the shop offers this set (0: never)" />
    </>
  );
}

/** The editor's tabs: their code (and the fields') loads with the editor, not with the page. */
const tabs = () => import("./consumableSetTabs");

export const consumableSetConfig: ItemTypeConfig<Set> = {
  list: "consumableSets",
  pageType: "consumable_set",
  keyField: "key",
  labels: {
    singular: "Consumable Set",
    plural: "Consumable Sets",
    emptyTitle: "No Custom Consumable Sets Yet",
    emptyText: "Add a set to give consumables a type of their own, with its colours, shop rate and collection page.",
  },
  keyKind: "set",
  // An empty collection name follows the set's name (the exporter writes "<name> Cards").
  create: ({ id }) => createConsumableSet({ id, collection_name: "" }),
  Preview: SetPreview,
  CardFooter: SetFooter,
  editorTabs: [{ id: "set", label: "Set", Component: lazyTab(tabs, (m) => m.SetTab) }],
  sorts: [
    { id: "shopRate", label: "Shop Rate", compare: (a, b) => Number(a.shop_rate ?? 0) - Number(b.shop_rate ?? 0) },
  ],
  searchText: (item) => item.collection_name ?? "",
  cardHeight: 430,
};
