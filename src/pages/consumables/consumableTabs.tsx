// The editor tabs of consumableConfig.tsx: their code loads with the editor, not with the page.
import type { Consumable } from "../../../domain/model";
import { FieldSection, NumberField, SelectField } from "../../components/items/editor/fields";
import { flagToggles } from "../../components/items/editor/flagToggle";
import { StandardFields } from "../../components/items/editor/StandardFields";
import type { EditorTabProps } from "../../components/items/types";
import { consumableSetOptions } from "../../components/options/projectOptions";
import { useProjectOptions } from "../../components/options/useProjectOptions";

type Props = EditorTabProps<Consumable>;

export function GeneralTab(props: Props) {
  const { item, update } = props;
  const sets = useProjectOptions(consumableSetOptions);
  const customSets = sets.length - 3;
  return (
    <div className="flex flex-col gap-5">
      <StandardFields {...props} />
      <FieldSection title="Set and price">
        <SelectField label="Set" value={String(item.set ?? "Tarot")} options={sets} testId="consumable-set"
          hint={customSets === 0 ? "Add your own sets in the Consumable Sets tab." : "Tarot, Planet, Spectral or one of this mod's sets."}
          onChange={(set) => update({ set }, "set")} />
        <NumberField label="Cost ($)" value={item.cost} min={0} integer testId="consumable-cost"
          onChange={(cost) => update({ cost }, "cost")} />
      </FieldSection>
      <FieldSection title="Highlight limits">
        <NumberField label="Min cards selected" value={item.min_highlighted} min={0} integer placeholder="None" testId="consumable-min_highlighted"
          hint={item.max_highlighted !== undefined && item.min_highlighted === undefined ? "Empty: at least 1, as in the game." : "Fewest cards selected in hand to use it. Empty: no minimum."}
          onChange={(min_highlighted) => update({ min_highlighted }, "min_highlighted")}
          onClear={() => update({ min_highlighted: undefined }, "min_highlighted")} />
        <NumberField label="Max cards selected" value={item.max_highlighted} min={1} integer placeholder="None" testId="consumable-max_highlighted"
          hint="Most cards selected in hand to use it (The Magician: 2). Empty: no limit."
          onChange={(max_highlighted) => update({ max_highlighted }, "max_highlighted")}
          onClear={() => update({ max_highlighted: undefined }, "max_highlighted")} />
        {item.min_highlighted !== undefined && item.max_highlighted !== undefined && item.min_highlighted > item.max_highlighted && (
          <p role="alert" className="text-xs font-bold text-attention sm:col-span-2" data-testid="consumable-highlight-warning">
            The minimum is above the maximum: the export uses {item.max_highlighted} as the minimum.
          </p>
        )}
      </FieldSection>
    </div>
  );
}

export function PropertiesTab({ item, update }: Props) {
  const toggle = flagToggles(item, update, "consumable");
  return (
    <div className="flex flex-col gap-5">
      <FieldSection title="Availability">
        {toggle("unlocked", "Unlocked", "Off: locked in the collection", true)}
        {toggle("discovered", "Discovered", "Visible in the collection from the start", true)}
      </FieldSection>
      <FieldSection title="Soul-like spawning">
        {toggle("hidden", "Hidden", "Like The Soul: never in the shop, rarely replaces a card in packs")}
        {toggle("can_repeat_soul", "Can repeat", "A hidden card may show up again in the same run")}
      </FieldSection>
    </div>
  );
}
