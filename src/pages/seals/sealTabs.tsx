// The editor tabs of sealConfig.tsx: their code loads with the editor, not with the page.
import type { Seal } from "../../../domain/model";
import { ColourField, FieldSection } from "../../components/items/editor/fields";
import { flagToggles } from "../../components/items/editor/flagToggle";
import { StandardFields } from "../../components/items/editor/StandardFields";
import type { EditorTabProps } from "../../components/items/types";
import { SoundFields } from "../../components/options/SoundFields";
import { SEAL_SOUND_DEFAULTS } from "./sealConfig";

type Props = EditorTabProps<Seal>;

export function PropertiesTab({ item, update }: Props) {
  const toggle = flagToggles(item, update, "seal");
  return (
    <div className="flex flex-col gap-5">
      <FieldSection title="Badge">
        <ColourField label="Badge colour" value={String(item.badge_colour ?? "")} withHash testId="seal-colour"
          hint="The label badge on sealed cards." onChange={(badge_colour) => update({ badge_colour }, "badge_colour")} />
      </FieldSection>
      <SoundFields value={item} defaults={SEAL_SOUND_DEFAULTS} testPrefix="seal"
        onChange={(changes, field) => update(changes, field)} />
      <FieldSection title="Availability" columns={3}>
        {toggle("unlocked", "Unlocked", undefined, true)}
        {toggle("discovered", "Discovered", undefined, true)}
        {toggle("no_collection", "Hide from collection")}
      </FieldSection>
    </div>
  );
}

/** The general tab: the fields every item type shares. */
export function GeneralTab(props: Props) {
  return <StandardFields {...props} />;
}
