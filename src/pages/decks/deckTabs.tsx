// The editor tabs of deckConfig.tsx: their code loads with the editor, not with the page.
import type { Deck, Project } from "../../../domain/model";
import { useProject } from "../../store/useProject";
import { FieldSection, NumberField, type SelectOption } from "../../components/items/editor/fields";
import { flagToggles } from "../../components/items/editor/flagToggle";
import { withConfigValue } from "../../components/items/editor/configValue";
import { StandardFields } from "../../components/items/editor/StandardFields";
import type { EditorTabProps } from "../../components/items/types";
import { PickListField } from "../../components/options/PickListField";
import { consumableOptions, resolveOption, voucherOptions } from "../../components/options/projectOptions";
import { useProjectOptions } from "../../components/options/useProjectOptions";
import { ruleEffectSummary } from "./deckSummary";
import { STARTING_VALUE_FIELDS } from "./startingValues";
import { listOf } from "./deckConfig";

type Props = EditorTabProps<Deck>;

function StartingValues({ item, update }: Props) {
  const effects = ruleEffectSummary(item.rules);
  return (
    <FieldSection title="Starting values" columns={3}>
      <p className="rounded-lg border-2 border-edge bg-felt-dark/60 p-3 text-sm text-zinc-300 sm:col-span-2 lg:col-span-3" data-testid="deck-values-note">
        Changes to a normal run that the game makes when a run with this deck starts, like the Yellow or Black Deck: +1 adds one,
        -1 takes one away. Leave a field empty for no change. In the description, <code>#n#</code> after the rule values shows
        the set values, in this order.
      </p>
      {STARTING_VALUE_FIELDS.map((f) => (
        <NumberField key={f.key} label={f.label} hint={f.hint} value={item.config?.[f.key]} integer placeholder="No change"
          testId={`deck-${f.key}`}
          onChange={(value) => update({ config: withConfigValue(item.config, f.key, value) }, `config.${f.key}`)}
          onClear={() => update({ config: withConfigValue(item.config, f.key, undefined) }, `config.${f.key}`)} />
      ))}
      <p className="text-xs text-zinc-400 sm:col-span-2 lg:col-span-3" data-testid="deck-rules-note">
        Anything else the deck does, at the start or during a run, is made with <strong className="text-attention">Rules</strong> (the Rules button below).
        {effects.length === 0 ? " This deck has no rules yet." : ` Its rules: ${effects.join(", ")}.`}
      </p>
    </FieldSection>
  );
}

export function GeneralTab(props: Props) {
  return (
    <div className="flex flex-col gap-5">
      <StandardFields {...props} />
      <StartingValues {...props} />
    </div>
  );
}

/** Shows stored keys as the options they mean (older files spell the mod's own keys shorter). */
function useResolved(keys: string[], options: readonly SelectOption[], classPrefix: string) {
  const prefix = useProject((p) => p.modMetadata.prefix);
  return keys.map((k) => resolveOption(options, k, classPrefix, prefix));
}

export function StartTab({ item, update }: Props) {
  const vouchers = useProjectOptions((p: Project) => voucherOptions(p));
  const consumables = useProjectOptions(consumableOptions);
  const startVouchers = useResolved(listOf(item.Config_vouchers), vouchers, "v_");
  const startConsumables = useResolved(listOf(item.Config_consumables), consumables, "c_");
  return (
    <div className="flex flex-col gap-5">
      <PickListField label="Starting vouchers" value={startVouchers} options={vouchers} testId="deck-vouchers" addLabel="Add a voucher..."
        hint="Redeemed when a run with this deck starts, like the Nebula Deck's Telescope."
        onChange={(Config_vouchers) => update({ Config_vouchers })} />
      <PickListField label="Starting consumables" value={startConsumables} options={consumables} allowRepeats testId="deck-consumables"
        addLabel="Add a consumable..." hint="In the consumable slots at the start, like the Magic Deck's two Fools; a card may repeat."
        onChange={(Config_consumables) => update({ Config_consumables })} />
    </div>
  );
}

export function PropertiesTab({ item, update }: Props) {
  const toggle = flagToggles(item, update, "deck");
  return (
    <div className="flex flex-col gap-5">
      <FieldSection title="Deck rules">
        {toggle("no_interest", "No interest", "Earn no interest on money, like the Green Deck")}
        {toggle("no_faces", "No face cards", "Start without Kings, Queens and Jacks, like the Abandoned Deck")}
        {toggle("erratic_deck", "Erratic", "Every card's rank and suit is random, like the Erratic Deck")}
      </FieldSection>
      <FieldSection title="Availability">
        {toggle("unlocked", "Unlocked", "Off: locked until unlocked", true)}
        {toggle("discovered", "Discovered", "Visible in the collection from the start", true)}
        {toggle("no_collection", "Hide from collection", "Not listed in the collection")}
      </FieldSection>
    </div>
  );
}
