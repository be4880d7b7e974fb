// The editor tab of a custom rarity (rarityConfig.tsx): loaded with the editor, not the page.
import type { CustomRarity } from "../../../domain/model";
import { ColourField, FieldSection, NumberField } from "../../components/items/editor/fields";
import { NameAndKeyFields } from "../../components/items/editor/StandardFields";
import type { EditorTabProps } from "../../components/items/types";
import { useJokersUsing } from "./rarityOptions";

export function RarityTab(props: EditorTabProps<CustomRarity>) {
  const { item, update } = props;
  const used = useJokersUsing(item.key);
  return (
    <div className="flex flex-col gap-5">
      <NameAndKeyFields {...props} />
      <FieldSection title="Look and chance">
        <ColourField label="Badge colour" value={item.badge_colour ?? ""} testId="rarity-colour"
          hint="Also the text colour {C:<prefix>_<key>} in descriptions."
          onChange={(badge_colour) => update({ badge_colour }, "badge_colour")} />
        <NumberField label="Shop weight" value={item.default_weight} min={0} step={0.01} testId="rarity-weight"
          hint="Vanilla: Common 0.7, Uncommon 0.25, Rare 0.05. 0 means never rolled in the shop."
          onChange={(default_weight) => update({ default_weight }, "default_weight")} />
      </FieldSection>
      <p className="text-sm text-zinc-400" data-testid="rarity-usage">
        {used === 0 ? "No joker uses this rarity yet." : `${used} ${used === 1 ? "joker uses" : "jokers use"} this rarity; renaming its key updates them.`}
      </p>
    </div>
  );
}
