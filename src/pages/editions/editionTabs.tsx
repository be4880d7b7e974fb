// The editor tabs of editionConfig.tsx: their code loads with the editor, not with the page.
import type { Edition } from "../../../domain/model";
import { ColourField, FieldSection, NumberField, SelectField } from "../../components/items/editor/fields";
import { flagToggles } from "../../components/items/editor/flagToggle";
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
  const toggle = flagToggles(item, update, "edition");
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
        {toggle("disable_shadow", "No shadow", "disable_shadow: the card casts no shadow")}
        {toggle("disable_base_shader", "No base shader", "disable_base_shader: only this shader is drawn")}
      </FieldSection>
      <SoundFields value={item} defaults={EDITION_SOUND_DEFAULTS} testPrefix="edition"
        onChange={(changes, field) => update(changes, field)} />
    </div>
  );
}

export function ShopTab({ item, update }: Props) {
  const toggle = flagToggles(item, update, "edition");
  return (
    <div className="flex flex-col gap-5">
      <FieldSection title="Shop">
        {toggle("in_shop", "In shop", "Can appear on shop cards")}
        <NumberField label="Weight" value={item.weight ?? 0} min={0} step={0.5} testId="edition-weight"
          hint="Chance against other editions (vanilla Foil 20, Holo 14, Poly 3, Negative 3)." onChange={(weight) => update({ weight }, "weight")} />
        <NumberField label="Extra cost ($)" value={item.extra_cost} min={0} integer testId="edition-extra_cost"
          hint="Added to the price of a card with this edition." onChange={(extra_cost) => update({ extra_cost }, "extra_cost")} />
        {toggle("apply_to_float", "Apply to floating sprite", "apply_to_float: also shade soul layers")}
      </FieldSection>
      <FieldSection title="Availability" columns={3}>
        {toggle("unlocked", "Unlocked", undefined, true)}
        {toggle("discovered", "Discovered", undefined, true)}
        {toggle("no_collection", "Hide from collection")}
      </FieldSection>
    </div>
  );
}
