// The Consumable Sets tab of /consumables. A set is SMODS.ConsumableType (smods.md 2.7): key,
// name, primary and secondary colour, shop rate, collection rows and collection name. Its key
// is what consumables and booster card rules store in their set field.
import { createConsumableSet, gameKey, type ConsumableSet } from "../../../domain/model";
import { useProject } from "../../store/useProject";
import { FALLBACK_BADGE, contrastText, normaliseHex } from "../../components/description/gameColours";
import { CardBadge } from "../../components/items/BalatroCard";
import { ColourField, FieldSection, NumberField, SelectField, TextField } from "../../components/items/editor/fields";
import { NameAndKeyFields } from "../../components/items/editor/StandardFields";
import type { EditorTabProps, ItemTypeConfig } from "../../components/items/types";
import { collectionRows, consumablesInSet } from "./consumableSets";

type Set = ConsumableSet;

const primaryOf = (s: Set) => normaliseHex(s.primary_colour) ?? FALLBACK_BADGE;
const secondaryOf = (s: Set) => normaliseHex(s.secondary_colour) ?? primaryOf(s);

function useCardsIn(key: string) {
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

function SetTab(props: EditorTabProps<Set>) {
  const { item, update } = props;
  const cards = useCardsIn(item.key);
  const rows = collectionRows(item.collection_rows);
  const prefix = useProject((p) => p.modMetadata.prefix);
  const members = useProject((p) => p.consumables.filter((c) => c.set === item.key).map((c) => ({ value: gameKey("consumable", p.modMetadata.prefix, c), label: c.name })),
    (a, b) => a.length === b.length && a.every((o, i) => o.value === b[i].value && o.label === b[i].label));
  return (
    <div className="flex flex-col gap-5">
      <NameAndKeyFields {...props} />
      <FieldSection title="Colours">
        <ColourField label="Primary colour" value={item.primary_colour ?? ""} testId="set-primary"
          hint="Collection and pack backgrounds." onChange={(primary_colour) => update({ primary_colour }, "primary_colour")} />
        <ColourField label="Secondary colour" value={item.secondary_colour ?? ""} testId="set-secondary"
          hint="The set badge and its text colour in descriptions." onChange={(secondary_colour) => update({ secondary_colour }, "secondary_colour")} />
      </FieldSection>
      <FieldSection title="Shop and collection" columns={2}>
        <NumberField label="Shop rate" value={item.shop_rate} min={0} step={0.1} testId="set-shop-rate"
          hint="Vanilla: Tarot 4, Planet 4, Spectral 0. 0 keeps the set out of the shop."
          onChange={(shop_rate) => update({ shop_rate }, "shop_rate")} />
        <TextField label="Collection name" value={item.collection_name ?? ""} testId="set-collection-name" placeholder={`${item.name} Cards`}
          hint="The title of the set's page in the collection; empty follows the name." onChange={(collection_name) => update({ collection_name }, "collection_name")} />
        <NumberField label="Cards in collection row 1" value={rows[0]} min={1} max={20} integer testId="set-row-1"
          onChange={(n) => update({ collection_rows: [n, rows[1]] }, "collection_rows")} />
        <NumberField label="Cards in collection row 2" value={rows[1]} min={1} max={20} integer testId="set-row-2"
          onChange={(n) => update({ collection_rows: [rows[0], n] }, "collection_rows")} />
      </FieldSection>
      <FieldSection title="Fallback card" columns={1}>
        <SelectField label="Default card" value={String(item.default_card ?? "")} testId="set-default-card"
          options={[{ value: "", label: "None" }, ...members]}
          hint={members.length === 0 ? "Add consumables to this set to pick the card used when its pool is empty." : "Given when every card of the set is already taken."}
          onChange={(default_card) => update({ default_card }, "default_card")} />
      </FieldSection>
      <p className="text-sm text-zinc-400" data-testid="set-usage">
        {cards === 0
          ? "No consumable uses this set yet."
          : `${cards} ${cards === 1 ? "consumable uses" : "consumables use"} this set; renaming its key updates them.`}
        {" "}Exported as <span className="font-mono text-zinc-300">{prefix}_{item.key}</span>.
      </p>
    </div>
  );
}

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
  editorTabs: [{ id: "set", label: "Set", Component: SetTab }],
  sorts: [
    { id: "shopRate", label: "Shop Rate", compare: (a, b) => Number(a.shop_rate ?? 0) - Number(b.shop_rate ?? 0) },
  ],
  searchText: (item) => item.collection_name ?? "",
  cardHeight: 430,
};
