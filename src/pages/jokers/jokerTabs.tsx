// The joker editor's tabs (fields from joker-forge-original.md section 2, JokerData).
import type { Joker } from "../../../domain/model";
import type { EditChanges, EditorTabProps } from "../../components/items/types";
import { StandardFields } from "../../components/items/editor/StandardFields";
import {
  FieldSection, ListField, NumberField, SelectField, TextAreaField, TextField, Toggle,
} from "../../components/items/editor/fields";
import { UnlockFields } from "../../components/items/editor/UnlockFields";
import { rarityFromOption, rarityOptions, useCustomRarities } from "./rarityOptions";
import { burstOf, dispatch } from "../../components/items/itemCommands";

/** The rarity select: its own command, which checks the rarity exists. */
function setJokerRarity(id: string, rarity: number | string) {
  dispatch({ type: "joker/setRarity", id, rarity, at: Date.now(), burst: burstOf("jokers", id, "rarity") });
}

type Props = EditorTabProps<Joker>;

export function GeneralTab(props: Props) {
  const { item, update } = props;
  const custom = useCustomRarities();
  return (
    <div className="flex flex-col gap-5">
      <StandardFields {...props} />
      <FieldSection title="Rarity and price">
        <SelectField label="Rarity" value={String(item.rarity ?? 1)} options={rarityOptions(custom)} testId="joker-rarity"
          hint={custom.length === 0 ? "Add custom rarities in the Rarities tab of the dock." : undefined}
          onChange={(v) => setJokerRarity(item.id, rarityFromOption(v))} />
        <NumberField label="Cost ($)" value={item.cost} min={0} integer testId="joker-cost"
          onChange={(cost) => update({ cost }, "cost")} />
      </FieldSection>
    </div>
  );
}

const EDITIONS = [
  { field: "force_foil", label: "Foil" },
  { field: "force_holographic", label: "Holographic" },
  { field: "force_polychrome", label: "Polychrome" },
  { field: "force_negative", label: "Negative" },
] as const;

/** The joker's on/off fields. */
type Flag = {
  [K in keyof EditChanges<Joker>]-?: NonNullable<EditChanges<Joker>[K]> extends boolean ? K : never
}[keyof EditChanges<Joker>];

/** `{ [field]: value }` typed as the one field it sets (TypeScript widens computed keys). */
const setFlag = <F extends Flag>(field: F, value: boolean) => ({ [field]: value }) as Pick<EditChanges<Joker>, F>;

export function PropertiesTab({ item, update }: Props) {
  const flag = (field: Flag, fallback = false) => (item[field] === undefined ? fallback : Boolean(item[field]));
  const toggle = (field: Flag, label: string, hint?: string, fallback = false) => (
    <Toggle label={label} hint={hint} checked={flag(field, fallback)} testId={`joker-${field}`}
      onChange={(v) => update(setFlag(field, v))} />
  );
  const edition = EDITIONS.find((e) => item[e.field])?.field ?? "";
  return (
    <div className="flex flex-col gap-5">
      <FieldSection title="Compatibility">
        {toggle("blueprint_compat", "Blueprint compatible", "Shown in Blueprint/Brainstorm tooltips", true)}
        {toggle("eternal_compat", "Can be Eternal", undefined, true)}
        {toggle("perishable_compat", "Can be Perishable", undefined, true)}
      </FieldSection>
      <FieldSection title="Availability">
        {toggle("unlocked", "Unlocked", "Off: locked until its unlock condition is met", true)}
        {toggle("discovered", "Discovered", "Visible in the collection from the start", true)}
        {toggle("appears_in_shop", "Appears in shop", undefined, true)}
        {toggle("ignoreSlotLimit", "Ignores joker slot limit")}
      </FieldSection>
      <FieldSection title="Forced sticker">
        <Toggle label="Eternal" checked={flag("force_eternal")} testId="joker-force_eternal"
          hint="Cannot be sold or destroyed" onChange={(v) => update({ force_eternal: v, ...(v ? { force_perishable: false } : {}) })} />
        <Toggle label="Perishable" checked={flag("force_perishable")} testId="joker-force_perishable"
          hint="Debuffed after 3 rounds" onChange={(v) => update({ force_perishable: v, ...(v ? { force_eternal: false } : {}) })} />
        {toggle("force_rental", "Rental", "Costs $3 at the end of each round")}
      </FieldSection>
      <FieldSection title="Forced edition">
        <SelectField label="Edition" value={edition} testId="joker-force-edition"
          options={[{ value: "", label: "None" }, ...EDITIONS.map((e) => ({ value: e.field, label: e.label }))]}
          onChange={(v) => update(Object.assign({}, ...EDITIONS.map((e) => setFlag(e.field, e.field === v))) as EditChanges<Joker>)} />
      </FieldSection>
      <FieldSection title="Sprite size">
        <NumberField label="Width (%)" value={item.scale_w ?? 100} min={1} max={400} integer onChange={(scale_w) => update({ scale_w }, "scale_w")} />
        <NumberField label="Height (%)" value={item.scale_h ?? 100} min={1} max={400} integer onChange={(scale_h) => update({ scale_h }, "scale_h")} />
      </FieldSection>
    </div>
  );
}

const SOURCES = [
  { key: "buf", label: "Buffoon Pack" },
  { key: "jud", label: "Judgement" },
  { key: "sou", label: "The Soul", hint: "Legendary jokers only spawn this way" },
  { key: "wra", label: "Wraith" },
  { key: "rif", label: "Riff-Raff" },
  { key: "rta", label: "Rare Tag" },
  { key: "uta", label: "Uncommon Tag" },
] as const;

export function SpawningTab({ item, update }: Props) {
  const appearance = item.cardAppearance ?? {};
  return (
    <div className="flex flex-col gap-5">
      <FieldSection title="Can be created by" columns={2}>
        {SOURCES.map((s) => (
          <Toggle key={s.key} label={s.label} hint={"hint" in s ? s.hint : undefined} testId={`joker-appear-${s.key}`}
            checked={appearance[s.key] !== false}
            onChange={(v) => update({ cardAppearance: { ...appearance, [s.key]: v } })} />
        ))}
      </FieldSection>
      <FieldSection title="Pools and flags" columns={1}>
        <TextField label="Required pool flags" value={item.appearFlags ?? ""} placeholder="e.g. gros_michel_extinct, not my_flag"
          hint="Comma-separated G.GAME.pool_flags names; prefix with 'not ' to require the flag to be off."
          onChange={(appearFlags) => update({ appearFlags }, "appearFlags")} testId="joker-appear-flags" />
        <ListField label="Pools" value={item.pools ?? []} placeholder="e.g. mymod_jokers, Food"
          hint="Object pools this joker belongs to (comma-separated)." onChange={(pools) => update({ pools }, "pools")} testId="joker-pools" />
        <ListField label="Info queue" value={item.info_queues ?? []} placeholder="e.g. m_glass, e_foil"
          hint="Keys whose tooltips show beside this joker." onChange={(info_queues) => update({ info_queues }, "info_queues")} />
      </FieldSection>
    </div>
  );
}

export function UnlockTab({ item, update }: Props) {
  return (
    <div className="flex flex-col gap-5">
      {item.unlocked !== false && (
        <p className="rounded-lg border-2 border-edge bg-felt-dark/60 p-3 text-sm text-zinc-300">
          This joker starts unlocked. Turn off <strong>Unlocked</strong> in Properties to make the condition matter.
        </p>
      )}
      <TextAreaField label="Unlock condition text" value={item.unlockDescription ?? ""} rows={3} testId="joker-unlock-text"
        hint="Shown on the locked card; [s] starts a new line." placeholder="e.g. Win a run without discarding"
        onChange={(unlockDescription) => update({ unlockDescription }, "unlockDescription")} />
      <UnlockFields item={item} update={update} />
    </div>
  );
}
