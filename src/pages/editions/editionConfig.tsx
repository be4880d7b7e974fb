// The Editions page as a configuration of the shared item-page framework. Fields: EditionData
// (joker-forge-original.md section 2) = SMODS.Edition (smods.md 2.11). Editions have no sprite:
// the preview draws the edition's shader, imitated with CSS, over our placeholder card. Chips,
// mult and x mult are the game's config keys, scored like the vanilla editions; anything
// conditional is made with Rules.
import { createItem, type Edition } from "../../../domain/model";
import { FALLBACK_BADGE, contrastText, normaliseHex } from "../../components/description/gameColours";
import { CardBadge } from "../../components/items/BalatroCard";
import { PlaceholderArt } from "../../components/items/art/PlaceholderArt";
import { ColourField, FieldSection, NumberField, SelectField, Toggle } from "../../components/items/editor/fields";
import { StandardFields } from "../../components/items/editor/StandardFields";
import type { EditorTabProps, ItemTypeConfig } from "../../components/items/types";
import { SHADER_OPTIONS } from "../../components/options/projectOptions";
import { SoundFields } from "../../components/options/SoundFields";
import { RulesView } from "../../components/rules/RulesEntry";
import { editionLook } from "./editionLook";
import { EDITION_VALUE_FIELDS } from "./editionValues";
import { withConfigValue } from "../../components/items/editor/configValue";
import "./editions.css";

type Props = EditorTabProps<Edition>;

export const EDITION_SOUND_DEFAULTS = { sound: "foil1", pitch: 1.2, volume: 0.4 };

const colourOf = (item: Edition) => normaliseHex(item.badge_colour) ?? FALLBACK_BADGE;
const shaderValue = (item: Edition) => (typeof item.shader === "string" ? item.shader : "");

/** One placeholder card for every edition, so what differs between cards is the edition. */
function EditionPreview({ item }: { item: Edition }) {
  const shader = shaderValue(item);
  const look = editionLook(shader);
  return (
    <div className={`relative h-full w-full ${item.disable_shadow ? "" : "jf-card-sprite"}`} data-testid="edition-preview" data-shader={shader || "none"}>
      <div className="h-full w-full" style={{ filter: look.filter }}>
        <PlaceholderArt seed="edition-preview" className="h-full w-full" />
      </div>
      {look.overlay && (
        <div aria-hidden="true" className={`pointer-events-none absolute inset-[3px] rounded-[5px] ${look.motion ? `jf-edition-${look.motion}` : ""}`}
          style={{ background: look.overlay, mixBlendMode: look.blend }} />
      )}
      {!look.overlay && look.motion && (
        <div aria-hidden="true" className={`pointer-events-none absolute inset-0 jf-edition-${look.motion}`} />
      )}
    </div>
  );
}

function EditionFooter({ item }: { item: Edition }) {
  const colour = colourOf(item);
  const shader = SHADER_OPTIONS.find((o) => o.value === shaderValue(item));
  return (
    <>
      <CardBadge label={item.name || "Edition"} colour={colour} text={contrastText(colour)} title="Badge as shown in the game" />
      <CardBadge label={shader?.value ? shader.label : shaderValue(item) || "No shader"} colour="#4f6367" title="Shader" />
      {item.in_shop && <CardBadge label="In shop" colour="#4bc292" />}
      {typeof item.extra_cost === "number" && item.extra_cost !== 0 && <CardBadge label={`+$${item.extra_cost}`} colour="#f3b958" title="Extra cost" />}
      {EDITION_VALUE_FIELDS.map((f) => {
        const value = item.config?.[f.key];
        return typeof value === "number" && <CardBadge key={f.key} label={f.badge(value)} colour={f.key === "chips" ? "#009dff" : "#fe5f55"} title={f.label} />;
      })}
    </>
  );
}

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

function GeneralTab(props: Props) {
  return (
    <div className="flex flex-col gap-5">
      <StandardFields {...props} />
      <EditionValues {...props} />
    </div>
  );
}

function LookTab({ item, update }: Props) {
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

function ShopTab({ item, update }: Props) {
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


export const editionConfig: ItemTypeConfig<Edition> = {
  list: "editions",
  pageType: "edition",
  keyField: "objectKey",
  labels: {
    singular: "Edition",
    plural: "Editions",
    emptyTitle: "No Custom Editions Yet",
    emptyText: "Create an edition like Foil or Polychrome: pick a shader, badge colour and sound, the chips, mult or X mult it gives, and rules for anything more.",
  },
  keyKind: "edition",
  create: ({ id, project }) => createItem("edition", { id, prefix: project.modMetadata.prefix }),
  description: true,
  Preview: EditionPreview,
  CardFooter: EditionFooter,
  editorTabs: [
    { id: "general", label: "General", Component: GeneralTab },
    { id: "look", label: "Look and Sound", Component: LookTab },
    { id: "shop", label: "Shop", Component: ShopTab },
  ],
  sorts: [
    { id: "shader", label: "Shader", compare: (a, b) => shaderValue(a).localeCompare(shaderValue(b)) },
    { id: "weight", label: "Weight", compare: (a, b) => (a.weight ?? 0) - (b.weight ?? 0) },
  ],
  searchText: (item) => shaderValue(item),
  RulesView,
  cardHeight: 520,
};
