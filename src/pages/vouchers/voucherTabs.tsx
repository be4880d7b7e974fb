// The editor tabs of voucherConfig.tsx: their code loads with the editor, not with the page.
import { UnlockFields } from "../../components/items/editor/UnlockFields";
import type { Voucher } from "../../../domain/model";
import { FieldSection, NumberField, SelectField, TextAreaField } from "../../components/items/editor/fields";
import { flagToggles } from "../../components/items/editor/flagToggle";
import { StandardFields } from "../../components/items/editor/StandardFields";
import type { EditorTabProps } from "../../components/items/types";
import { SHADER_OPTIONS } from "../../components/options/projectOptions";
import { withRequirement } from "./voucherRequirement";
import { REDEEM_KINDS, kindInfo, withEffectAdded, withEffectChanged, withEffectRemoved } from "./redeemEffects";
import { useRequirement } from "./voucherConfig";

type Props = EditorTabProps<Voucher>;

const KIND_OPTIONS = REDEEM_KINDS.map((k) => ({ value: k.kind, label: k.label }));

function RedeemEffects({ item, update }: Props) {
  const effects = Array.isArray(item.redeemEffects) ? item.redeemEffects : [];
  return (
    <section className="flex flex-col gap-3" data-testid="voucher-redeem">
      <h3 className="text-xs font-black uppercase tracking-wider text-zinc-400">Redeem effect</h3>
      <p className="rounded-lg border-2 border-edge bg-felt-dark/60 p-3 text-sm text-zinc-300" data-testid="voucher-redeem-note">
        What redeeming the voucher changes for the rest of the run, the way the game&apos;s own vouchers do it, in this order.
        Anything with conditions, or that happens later, is made with <strong className="text-attention">Rules</strong> (the Rules button below).
        In the description, <code>#n#</code> after the rule values shows each amount, in this order.
      </p>
      {effects.length === 0 && <p className="text-sm text-zinc-400" data-testid="voucher-redeem-empty">No redeem effect yet.</p>}
      {effects.map((e, i) => {
        const info = kindInfo(e.kind);
        return (
          <div key={i} className="grid grid-cols-1 items-start gap-3 rounded-lg border-2 border-edge p-3 sm:grid-cols-[1fr_1fr_auto]" data-testid="voucher-effect">
            <SelectField label={`Effect ${i + 1}`} value={e.kind} options={KIND_OPTIONS} testId={`voucher-effect-kind-${i}`}
              onChange={(kind) => update({ redeemEffects: withEffectChanged(effects, i, { kind }) })} />
            <NumberField label="Amount" value={e.amount} integer={info?.integer} min={info?.min} max={info?.max} step={info?.step ?? 1} hint={info?.hint}
              testId={`voucher-effect-amount-${i}`}
              onChange={(amount) => update({ redeemEffects: withEffectChanged(effects, i, { amount }) }, `redeemEffects.${i}.amount`)} />
            <button type="button" aria-label={`Remove effect ${i + 1}`} data-testid={`voucher-effect-remove-${i}`}
              className="self-center rounded-lg border-2 border-edge px-3 py-2 text-sm font-bold text-zinc-300 transition-colors hover:border-mult hover:text-mult sm:mt-6"
              onClick={() => update({ redeemEffects: withEffectRemoved(effects, i) })}>
              Remove
            </button>
          </div>
        );
      })}
      <button type="button" data-testid="voucher-effect-add"
        className="self-start rounded-lg border-2 border-edge bg-felt-dark px-3 py-2 text-sm font-bold text-white transition-colors hover:border-chips"
        onClick={() => update({ redeemEffects: withEffectAdded(effects) })}>
        Add effect
      </button>
    </section>
  );
}

export function GeneralTab(props: Props) {
  const { item, update } = props;
  const { options, requires } = useRequirement(item);
  return (
    <div className="flex flex-col gap-5">
      <StandardFields {...props} />
      <FieldSection title="Price and tier">
        <NumberField label="Cost ($)" value={item.cost} min={0} integer testId="voucher-cost" onChange={(cost) => update({ cost }, "cost")} />
        <SelectField label="Requires" value={requires} options={[{ value: "", label: "Nothing (tier 1)" }, ...options]} testId="voucher-requires"
          hint="A voucher that must be redeemed first, like Overstock before Overstock Plus."
          onChange={(v) => update(withRequirement(v))} />
      </FieldSection>
      <RedeemEffects {...props} />
    </div>
  );
}

export function PropertiesTab({ item, update }: Props) {
  const toggle = flagToggles(item, update, "voucher");
  const shader = typeof item.draw_shader_sprite === "string" ? item.draw_shader_sprite : "";
  return (
    <div className="flex flex-col gap-5">
      <FieldSection title="Availability">
        {toggle("unlocked", "Unlocked", "Off: locked until its unlock condition is met", true)}
        {toggle("discovered", "Discovered", "Visible in the collection from the start", true)}
        {toggle("can_repeat_soul", "Can repeat", "can_repeat_soul: may be offered again after being redeemed")}
        {toggle("no_collection", "Hide from collection")}
      </FieldSection>
      <FieldSection title="Sprite shader" columns={1}>
        <SelectField label="Draw the sprite with a shader" value={shader} options={SHADER_OPTIONS} testId="voucher-shader"
          hint="draw_shader_sprite: e.g. Voucher or Polychrome over the voucher's art."
          onChange={(v) => update({ draw_shader_sprite: v === "" ? false : v })} />
      </FieldSection>
      <TextAreaField label="Unlock text" value={item.unlockDescription ?? ""} rows={2} testId="voucher-unlock-text"
        hint={item.unlocked === false ? "Shown on the locked voucher; [s] starts a new line." : "Used when the voucher starts locked."}
        placeholder="e.g. Spend $2500 in the shop" onChange={(unlockDescription) => update({ unlockDescription }, "unlockDescription")} />
      {item.unlocked === false && <UnlockFields item={item} update={update} />}
    </div>
  );
}
