// The editor tabs of consumableSetConfig.tsx: their code loads with the editor, not with the page.
import { gameKey, type ConsumableSet } from "../../../domain/model";
import { useProject } from "../../store/useProject";
import { ColourField, FieldSection, NumberField, SelectField, TextField } from "../../components/items/editor/fields";
import { NameAndKeyFields } from "../../components/items/editor/StandardFields";
import type { EditorTabProps } from "../../components/items/types";
import { collectionRows } from "./consumableSets";
import { useCardsIn } from "./consumableSetConfig";

export function SetTab(props: EditorTabProps<ConsumableSet>) {
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
