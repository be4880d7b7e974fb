// The editor tabs of boosterConfig.tsx: their code loads with the editor, not with the page.
import type { ReactNode } from "react";
import type { Booster } from "../../../domain/model";
import { useProject } from "../../store/useProject";
import { ColourField, FieldSection, NumberField, SelectField, Toggle } from "../../components/items/editor/fields";
import { flagToggles } from "../../components/items/editor/flagToggle";
import { StandardFields } from "../../components/items/editor/StandardFields";
import type { EditorTabProps } from "../../components/items/types";
import { ComboField } from "../../components/options/ComboField";
import { CardRulesTable } from "./CardRulesTable";
import { BOOSTER_KINDS, BOOSTER_KIND_OPTIONS, adaptRulesToType, kindInfo, packSizeProblem } from "./boosterRules";
import { KeptWhileTyping } from "../../components/forms/KeptWhileTyping";

type Props = EditorTabProps<Booster>;

const sameStrings = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

export function GeneralTab(props: Props) {
  const { item, update } = props;
  const rules = Array.isArray(item.card_rules) ? item.card_rules : [];
  return (
    <div className="flex flex-col gap-5">
      <StandardFields {...props} />
      <FieldSection title="Kind and price" columns={3}>
        <SelectField label="Pack kind" value={kindInfo(item.booster_type).value} options={BOOSTER_KIND_OPTIONS} testId="booster-type"
          hint={rules.length > 0 ? "Changing it drops card-rule fields the new kind cannot use." : "What kind of cards the pack holds."}
          onChange={(v) => {
            const booster_type = BOOSTER_KINDS.find((k) => k.value === v)?.value ?? "joker";
            update({ booster_type, card_rules: adaptRulesToType(rules, booster_type) });
          }} />
        <NumberField label="Cost ($)" value={item.cost} min={0} integer testId="booster-cost" onChange={(cost) => update({ cost }, "cost")} />
        <NumberField label="Shop weight" value={item.weight} min={0} step={0.1} testId="booster-weight"
          hint="Vanilla packs: 1 (normal) down to 0.07 (spectral mega)." onChange={(weight) => update({ weight }, "weight")} />
      </FieldSection>
    </div>
  );
}

export function PackTab({ item, update }: Props) {
  const toggle = flagToggles(item, update, "booster");
  const config = { extra: item.config?.extra ?? 3, choose: item.config?.choose ?? 1 };
  const problem = packSizeProblem(config);
  const kind = kindInfo(item.booster_type);
  const groups = useProject((p) => [...new Set(p.boosters.map((b) => b.group_key).filter((g): g is string => typeof g === "string" && g !== ""))].sort(), sameStrings);
  const kinds = useProject((p) => [...new Set(p.boosters.map((b) => b.kind).filter((g): g is string => typeof g === "string" && g !== ""))].sort(), sameStrings);
  const customColours = Boolean(item.background_colour || item.special_colour);
  return (
    <div className="flex flex-col gap-5">
      <FieldSection title="Pack size">
        <NumberField label="Cards shown" value={config.extra} min={1} max={10} integer testId="booster-extra"
          hint="config.extra: cards in the pack." onChange={(extra) => update({ config: { ...config, extra } }, "config.extra")} />
        <Field2 problem={problem}>
          <NumberField label="Cards chosen" value={config.choose} min={1} max={10} integer testId="booster-choose"
            hint="config.choose: how many the player keeps." onChange={(choose) => update({ config: { ...config, choose } }, "config.choose")} />
        </Field2>
      </FieldSection>
      <FieldSection title="Grouping">
        <ComboField label="Kind (pack family)" value={String(item.kind ?? "")} suggestions={[...BOOSTER_KINDS.map((k) => k.kind), ...kinds]}
          placeholder={kind.kind} testId="booster-kind" hint="Packs of one kind share shop behaviour; empty uses the default."
          onChange={(v) => update({ kind: v }, "kind")} />
        <ComboField label="Group key" value={String(item.group_key ?? "")} suggestions={groups} testId="booster-group-key"
          placeholder="e.g. mycustom_boosters" hint="Names the label under the open pack; packs can share one."
          onChange={(group_key) => update({ group_key }, "group_key")} />
      </FieldSection>
      <FieldSection title="Opening">
        {toggle("draw_hand", "Draw hand", "Deal playing cards while open, like Arcana packs")}
        {toggle("instant_use", "Instant use", "Chosen consumables are used at once instead of kept")}
        {toggle("hidden", "Hidden", "Left out of the collection")}
      </FieldSection>
      <FieldSection title="Colours while open">
        <Toggle label="Custom colours" hint="Off: the game's colours for this kind" checked={customColours} testId="booster-custom-colours"
          onChange={(on) => update(on ? { background_colour: kindColour(kind.colour), special_colour: kindColour(kind.colour) } : { background_colour: "", special_colour: "" })} />
        {customColours && (
          <>
            <ColourField label="Background colour" value={String(item.background_colour ?? "")} testId="booster-background"
              onChange={(background_colour) => update({ background_colour }, "background_colour")} />
            <ColourField label="Special colour" value={String(item.special_colour ?? "")} testId="booster-special"
              hint="Particles and highlights." onChange={(special_colour) => update({ special_colour }, "special_colour")} />
          </>
        )}
      </FieldSection>
    </div>
  );
}

const kindColour = (hex: string) => hex.replace(/^#/, "").toUpperCase();

/** Shows a cross-field problem under a field. */
function Field2({ problem, children }: { problem: string | null; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      {children}
      <KeptWhileTyping message={problem}>
        {(text, shown) => (shown
          ? <p role="alert" className="text-xs font-bold text-mult" data-testid="field-error">{text}</p>
          : <p className="hidden">{text}</p>)}
      </KeptWhileTyping>
    </div>
  );
}

export function CardRulesTab({ item, update }: Props) {
  return <CardRulesTable booster={item} onChange={(card_rules, field) => update({ card_rules }, field)} />;
}
