// The editor tabs of enhancementConfig.tsx: their code loads with the editor, not with the page.
import type { Enhancement } from "../../../domain/model";
import { FieldSection, NumberField, Toggle } from "../../components/items/editor/fields";
import { flagToggles } from "../../components/items/editor/flagToggle";
import { StandardFields } from "../../components/items/editor/StandardFields";
import type { EditorTabProps } from "../../components/items/types";
import { withAnySuit, withNoSuit } from "./enhancementFlags";
import { BASE_VALUE_FIELDS, withBaseValue } from "./baseValues";

type Props = EditorTabProps<Enhancement>;

function BaseValues({ item, update }: Props) {
  return (
    <FieldSection title="Base values" columns={3}>
      <p className="rounded-lg border-2 border-edge bg-felt-dark/60 p-3 text-sm text-zinc-300 sm:col-span-2 lg:col-span-3" data-testid="enhancement-values-note">
        The game applies these by itself, like Bonus, Steel or Gold Cards: no rule needed. Leave a field empty for none.
        Effects with conditions or chances are made with <strong className="text-attention">Rules</strong> (the Rules button below).
        In the description, <code>#n#</code> after the rule values shows the set base values, in this order.
      </p>
      {BASE_VALUE_FIELDS.map((f) => (
        <NumberField key={f.key} label={f.label} hint={f.hint} value={item.config?.[f.key]} min={f.min} step={f.step} placeholder="None"
          testId={`enhancement-${f.key}`}
          onChange={(value) => update({ config: withBaseValue(item.config, f.key, value) }, `config.${f.key}`)}
          onClear={() => update({ config: withBaseValue(item.config, f.key, undefined) }, `config.${f.key}`)} />
      ))}
    </FieldSection>
  );
}

export function GeneralTab(props: Props) {
  return (
    <div className="flex flex-col gap-5">
      <StandardFields {...props} />
      <BaseValues {...props} />
    </div>
  );
}

export function PropertiesTab({ item, update }: Props) {
  const toggle = flagToggles(item, update, "enhancement");
  return (
    <div className="flex flex-col gap-5">
      <FieldSection title="Card face">
        {toggle("replace_base_card", "Replaces base card", "The sprite hides the rank and suit, like Stone Cards")}
        {toggle("no_rank", "No rank", "Counts as having no rank")}
        <Toggle label="No suit" hint="Counts as having no suit" checked={item.no_suit === true} testId="enhancement-no_suit"
          onChange={(v) => update(withNoSuit(v))} />
        <Toggle label="Any suit" hint="Counts as every suit, like Wild Cards (not with No suit)" checked={item.any_suit === true}
          testId="enhancement-any_suit" onChange={(v) => update(withAnySuit(v))} />
        {toggle("always_scores", "Always scores", "Scores even when not part of the poker hand")}
      </FieldSection>
      <FieldSection title="Availability">
        <NumberField label="Weight" value={item.weight ?? 5} min={0} step={0.5} testId="enhancement-weight"
          hint="Chance to be picked when a random enhancement is rolled (vanilla 5)." onChange={(weight) => update({ weight }, "weight")} />
        <div />
        {toggle("unlocked", "Unlocked", "Off: locked in the collection", true)}
        {toggle("discovered", "Discovered", "Visible in the collection from the start", true)}
        {toggle("no_collection", "Hide from collection", "Not listed in the collection")}
      </FieldSection>
    </div>
  );
}
