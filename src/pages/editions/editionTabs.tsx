// The editor tabs of editionConfig.tsx: their code loads with the editor, not with the page.
import type { Edition } from "../../../domain/model";
import { ColourField, FieldSection, NumberField, SelectField, Toggle } from "../../components/items/editor/fields";
import { StandardFields } from "../../components/items/editor/StandardFields";
import type { EditorTabProps } from "../../components/items/types";
import { SHADER_OPTIONS } from "../../components/options/projectOptions";
import { SoundFields } from "../../components/options/SoundFields";
import { EDITION_VALUE_FIELDS } from "./editionValues";
import { withConfigValue } from "../../components/items/editor/configValue";
import "./editions.css";
import { EDITION_SOUND_DEFAULTS, shaderValue } from "./editionConfig";

type Props = EditorTabProps<Edition>;

function EditionValues({ item, update }: Props) {
  return (
    <FieldSection title="Values" columns={3}>
      <p className="rounded-lg border-2 border-edge bg-felt-dark/60 p-3 text-sm text-zinc-300 sm:col-span-2 lg:col-span-3" data-testid="edition-values-note">
        Scored like Foil, Holographic and Polychrome: on a joker, chips and mult come before its own effect and X Mult after it;
        on a playing card, all when it scores. Leave a field empty for none. Anything with conditions or chances is made
        with <strong className="text-attention">Rules</strong> (the Rules button below). In the description, <code>#n#</code> after
        the rule values shows the set values, in this order.
      </p>
      {EDITION_VALUE_FIELDS.map((f) => (
        <NumberField key={f.key} label={f.label} hint={f.hint} value={item.config?.[f.key]} step={f.step} placeholder="None"
          testId={`edition-${f.key}`}
          onChange={(value) => update({ config: withConfigValue(item.config, f.key, value) }, `config.${f.key}`)}
          onClear={() => update({ config: withConfigValue(item.config, f.key, undefined) }, `config.${f.key}`)} />
      ))}
    </FieldSection>
  );
}

export function GeneralTab(props: Props) {
  return (
    <div className="flex flex-col gap-5">
      <StandardFields {...props} />
      <EditionValues {...props} />
    </div>
  );
}

export function LookTab({ item, update }: Props) {
  const shader = shaderValue(item);
  const known = SHADER_OPTIONS.some((o) => o.value === shader);
  return (
    <div className="flex flex-col gap-5">
      <FieldSection title="Shader and badge">
        <SelectField label="Shader" value={shader} options={SHADER_OPTIONS} testId="edition-shader"
          hint={known ? "Game shaders are reused; Joker Forge shaders are written into the mod." : "Unknown shader: the edition will have none."}
          onChange={(v) => update({ shader: v === "" ? false : v })} />
        <ColourField label="Badge colour" value={String(item.badge_colour ?? "")} withHash testId="edition-colour"
          onChange={(badge_colour) => update({ badge_colour }, "badge_colour")} />
        <Toggle label="No shadow" hint="disable_shadow: the card casts no shadow" checked={item.disable_shadow === true}
          testId="edition-disable_shadow" onChange={(disable_shadow) => update({ disable_shadow })} />
        <Toggle label="No base shader" hint="disable_base_shader: only this shader is drawn" checked={item.disable_base_shader === true}
          testId="edition-disable_base_shader" onChange={(disable_base_shader) => update({ disable_base_shader })} />
      </FieldSection>
      <SoundFields value={item} defaults={EDITION_SOUND_DEFAULTS} testPrefix="edition"
        onChange={(changes, field) => update(changes, field)} />
    </div>
  );
}

export function ShopTab({ item, update }: Props) {
  return (
    <div className="flex flex-col gap-5">
      <FieldSection title="Shop">
        <Toggle label="In shop" hint="Can appear on shop cards" checked={item.in_shop === true} testId="edition-in_shop"
          onChange={(in_shop) => update({ in_shop })} />
        <NumberField label="Weight" value={item.weight ?? 0} min={0} step={0.5} testId="edition-weight"
          hint="Chance against other editions (vanilla Foil 20, Holo 14, Poly 3, Negative 3)." onChange={(weight) => update({ weight }, "weight")} />
        <NumberField label="Extra cost ($)" value={item.extra_cost} min={0} integer testId="edition-extra_cost"
          hint="Added to the price of a card with this edition." onChange={(extra_cost) => update({ extra_cost }, "extra_cost")} />
        <Toggle label="Apply to floating sprite" hint="apply_to_float: also shade soul layers" checked={item.apply_to_float === true}
          testId="edition-apply_to_float" onChange={(apply_to_float) => update({ apply_to_float })} />
      </FieldSection>
      <FieldSection title="Availability" columns={3}>
        <Toggle label="Unlocked" checked={item.unlocked !== false} testId="edition-unlocked" onChange={(unlocked) => update({ unlocked })} />
        <Toggle label="Discovered" checked={item.discovered !== false} testId="edition-discovered" onChange={(discovered) => update({ discovered })} />
        <Toggle label="Hide from collection" checked={item.no_collection === true} testId="edition-no_collection"
          onChange={(no_collection) => update({ no_collection })} />
      </FieldSection>
    </div>
  );
}
