// The editor tabs of sealConfig.tsx: their code loads with the editor, not with the page.
import type { Seal } from "../../../domain/model";
import { ColourField, FieldSection, Toggle } from "../../components/items/editor/fields";
import { StandardFields } from "../../components/items/editor/StandardFields";
import type { EditorTabProps } from "../../components/items/types";
import { SoundFields } from "../../components/options/SoundFields";
import { SEAL_SOUND_DEFAULTS } from "./sealConfig";

type Props = EditorTabProps<Seal>;

export function PropertiesTab({ item, update }: Props) {
  return (
    <div className="flex flex-col gap-5">
      <FieldSection title="Badge">
        <ColourField label="Badge colour" value={String(item.badge_colour ?? "")} withHash testId="seal-colour"
          hint="The label badge on sealed cards." onChange={(badge_colour) => update({ badge_colour }, "badge_colour")} />
      </FieldSection>
      <SoundFields value={item} defaults={SEAL_SOUND_DEFAULTS} testPrefix="seal"
        onChange={(changes, field) => update(changes, field)} />
      <FieldSection title="Availability" columns={3}>
        <Toggle label="Unlocked" checked={item.unlocked !== false} testId="seal-unlocked" onChange={(unlocked) => update({ unlocked })} />
        <Toggle label="Discovered" checked={item.discovered !== false} testId="seal-discovered" onChange={(discovered) => update({ discovered })} />
        <Toggle label="Hide from collection" checked={item.no_collection === true} testId="seal-no_collection"
          onChange={(no_collection) => update({ no_collection })} />
      </FieldSection>
    </div>
  );
}

/** The general tab: the fields every item type shares. */
export function GeneralTab(props: Props) {
  return <StandardFields {...props} />;
}
