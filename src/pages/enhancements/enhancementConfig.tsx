// The Enhancements page as a configuration of the shared item-page framework. Fields:
// EnhancementData (joker-forge-original.md section 2) = SMODS.Enhancement (smods.md 2.9). Base
// values (chips, mult, x-mult, money) are the game's config keys, scored by the game itself;
// anything conditional is made with Rules.
import { createItem, type Enhancement } from "../../../domain/model";
import { CardBadge } from "../../components/items/BalatroCard";
import { FieldSection, NumberField, Toggle } from "../../components/items/editor/fields";
import { StandardFields } from "../../components/items/editor/StandardFields";
import type { EditorTabProps, ItemTypeConfig } from "../../components/items/types";
import { RulesView } from "../../components/rules/RulesEntry";
import { PlayingCardArt } from "./PlayingCardArt";
import { enhancementFlags, withAnySuit, withNoSuit } from "./enhancementFlags";
import { BASE_VALUE_FIELDS, withBaseValue } from "./baseValues";

type Props = EditorTabProps<Enhancement>;

const TINTS = ["#009dff", "#fe5f55", "#4bc292", "#f3b958", "#a782d1", "#8389dd"];

/**
 * The enhanced card as the game stacks it: the enhancement sprite is the card body and the
 * rank and suit are drawn over it, unless the enhancement replaces the base card.
 */
function EnhancementPreview({ item }: { item: Enhancement }) {
  const image = String(item.imagePreview ?? "");
  const tint = TINTS[[...item.id].reduce((n, c) => n + c.charCodeAt(0), 0) % TINTS.length];
  return (
    <div className="jf-card-sprite relative h-full w-full" data-testid="enhancement-preview">
      {image && <img src={image} alt={`${item.name} art`} draggable={false} data-testid="card-art"
        className="absolute inset-0 h-full w-full select-none [image-rendering:pixelated]" />}
      <PlayingCardArt seed={item.id} body={!image} face={item.replace_base_card !== true} className="absolute inset-0 h-full w-full"
        under={!image && (
          <>
            <rect x="7" y="7" width="57" height="81" fill={tint} opacity="0.14" />
            <rect x="4" y="4" width="63" height="3" fill={tint} />
            <rect x="4" y="88" width="63" height="3" fill={tint} />
            <rect x="4" y="4" width="3" height="87" fill={tint} />
            <rect x="64" y="4" width="3" height="87" fill={tint} />
          </>
        )} />
    </div>
  );
}

function EnhancementFooter({ item }: { item: Enhancement }) {
  const flags = enhancementFlags(item);
  return (
    <>
      <CardBadge label="Enhancement" colour="#8389dd" />
      {flags.map((f) => <CardBadge key={f} label={f} colour="#4f6367" />)}
    </>
  );
}

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

function GeneralTab(props: Props) {
  return (
    <div className="flex flex-col gap-5">
      <StandardFields {...props} />
      <BaseValues {...props} />
    </div>
  );
}

function PropertiesTab({ item, update }: Props) {
  const toggle = (field: "replace_base_card" | "no_rank" | "always_scores" | "no_collection", label: string, hint: string) => (
    <Toggle label={label} hint={hint} checked={item[field] === true} testId={`enhancement-${field}`} onChange={(v) => update({ [field]: v })} />
  );
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
        <Toggle label="Unlocked" hint="Off: locked in the collection" checked={item.unlocked !== false} testId="enhancement-unlocked"
          onChange={(unlocked) => update({ unlocked })} />
        <Toggle label="Discovered" hint="Visible in the collection from the start" checked={item.discovered !== false}
          testId="enhancement-discovered" onChange={(discovered) => update({ discovered })} />
        {toggle("no_collection", "Hide from collection", "Not listed in the collection")}
      </FieldSection>
    </div>
  );
}


export const enhancementConfig: ItemTypeConfig<Enhancement> = {
  list: "enhancements",
  pageType: "enhancement",
  keyField: "objectKey",
  labels: {
    singular: "Enhancement",
    plural: "Enhancements",
    emptyTitle: "No Custom Enhancements Yet",
    emptyText: "Create a card enhancement like Glass or Stone: its sprite, how it changes the card face, and rules for what it gives.",
  },
  keyKind: "enhancement",
  create: ({ id, project }) => createItem("enhancement", { id, prefix: project.modMetadata.prefix }),
  art: { width: 71, height: 95, field: "imagePreview" },
  description: true,
  Preview: EnhancementPreview,
  CardFooter: EnhancementFooter,
  editorTabs: [
    { id: "general", label: "General", Component: GeneralTab },
    { id: "properties", label: "Properties", Component: PropertiesTab },
  ],
  sorts: [
    { id: "weight", label: "Weight", compare: (a, b) => (a.weight ?? 5) - (b.weight ?? 5) },
    { id: "rules", label: "Rule Count", compare: (a, b) => (a.rules?.length ?? 0) - (b.rules?.length ?? 0) },
  ],
  RulesView,
  cardHeight: 520,
};
