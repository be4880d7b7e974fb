// The Vouchers page as a configuration of the shared item-page framework. Fields: VoucherData
// (joker-forge-original.md section 2) = SMODS.Voucher (smods.md 2.12). What a voucher does when
// redeemed is its rules.
import { createItem, gameKey, type Project, type Voucher } from "../../../domain/model";
import { projectStore } from "../../store/projectStore";
import { useProject } from "../../store/useProject";
import { CardBadge, CostTag } from "../../components/items/BalatroCard";
import { FieldSection, NumberField, SelectField, TextAreaField, Toggle } from "../../components/items/editor/fields";
import { StandardFields } from "../../components/items/editor/StandardFields";
import type { EditorTabProps, ItemTypeConfig } from "../../components/items/types";
import { SHADER_OPTIONS, labelOf, resolveOption, voucherOptions } from "../../components/options/projectOptions";
import { useProjectOptions } from "../../components/options/useProjectOptions";
import { describeItemRemoval, repointReferences } from "../../components/options/references";
import { RulesView } from "../jokers/JokerRulesView";
import { requirementOf, withRequirement } from "./voucherRequirement";

type Props = EditorTabProps<Voucher>;

/** The options a voucher may require (never itself) and its requirement as one of them. */
function useRequirement(item: Voucher) {
  const options = useProjectOptions((p: Project) => voucherOptions(p, item.id));
  const prefix = useProject((p) => p.modMetadata.prefix);
  return { options, requires: resolveOption(options, requirementOf(item), "v_", prefix) };
}

function VoucherFooter({ item }: { item: Voucher }) {
  const { options, requires } = useRequirement(item);
  const known = !requires || options.some((o) => o.value === requires);
  return (
    <>
      <CardBadge label="Voucher" colour="#f3b958" />
      {requires && (
        <CardBadge label={`Needs ${labelOf(options, requires).replace(/ \(.*\)$/, "")}`} colour={known ? "#4f6367" : "#fe5f55"}
          title={known ? `Requires ${requires}` : `Requires ${requires}, which does not exist`} />
      )}
    </>
  );
}

function GeneralTab(props: Props) {
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
    </div>
  );
}

function PropertiesTab({ item, update }: Props) {
  const shader = typeof item.draw_shader_sprite === "string" ? item.draw_shader_sprite : "";
  return (
    <div className="flex flex-col gap-5">
      <FieldSection title="Availability">
        <Toggle label="Unlocked" hint="Off: locked until its unlock text's condition is met" checked={item.unlocked !== false}
          testId="voucher-unlocked" onChange={(unlocked) => update({ unlocked })} />
        <Toggle label="Discovered" hint="Visible in the collection from the start" checked={item.discovered !== false}
          testId="voucher-discovered" onChange={(discovered) => update({ discovered })} />
        <Toggle label="Can repeat" hint="can_repeat_soul: may be offered again after being redeemed" checked={item.can_repeat_soul === true}
          testId="voucher-can_repeat_soul" onChange={(can_repeat_soul) => update({ can_repeat_soul })} />
        <Toggle label="Hide from collection" checked={item.no_collection === true} testId="voucher-no_collection"
          onChange={(no_collection) => update({ no_collection })} />
      </FieldSection>
      <FieldSection title="Sprite shader" columns={1}>
        <SelectField label="Draw the sprite with a shader" value={shader} options={SHADER_OPTIONS} testId="voucher-shader"
          hint="draw_shader_sprite: e.g. Voucher or Polychrome over the voucher's art."
          onChange={(v) => update({ draw_shader_sprite: v === "" ? false : v })} />
      </FieldSection>
      <TextAreaField label="Unlock text" value={item.unlockDescription ?? ""} rows={2} testId="voucher-unlock-text"
        hint={item.unlocked === false ? "Shown on the locked voucher; [s] starts a new line." : "Used when the voucher starts locked."}
        placeholder="e.g. Spend $2500 in the shop" onChange={(unlockDescription) => update({ unlockDescription }, "unlockDescription")} />
    </div>
  );
}

const keyOf = (objectKey: string) => gameKey("voucher", projectStore.getState().modMetadata.prefix, { objectKey });

export const voucherConfig: ItemTypeConfig<Voucher> = {
  list: "vouchers",
  pageType: "voucher",
  keyField: "objectKey",
  keyFallback: "voucher",
  labels: {
    singular: "Voucher",
    plural: "Vouchers",
    emptyTitle: "No Custom Vouchers Yet",
    emptyText: "Create a voucher: its price, the voucher it upgrades, and rules for what redeeming it does.",
  },
  gameKey: (item, prefix) => gameKey("voucher", prefix, item),
  create: ({ id, project }) => createItem("voucher", { id, prefix: project.modMetadata.prefix }),
  art: { width: 71, height: 95, field: "imagePreview", overlayField: "overlayImagePreview" },
  description: true,
  CardFooter: VoucherFooter,
  CardCorner: ({ item }) => <CostTag cost={item.cost} />,
  editorTabs: [
    { id: "general", label: "General", Component: GeneralTab },
    { id: "properties", label: "Properties", Component: PropertiesTab },
  ],
  sorts: [
    { id: "cost", label: "Cost", compare: (a, b) => (a.cost ?? 0) - (b.cost ?? 0) },
    { id: "rules", label: "Rule Count", compare: (a, b) => (a.rules?.length ?? 0) - (b.rules?.length ?? 0) },
  ],
  searchText: (item) => requirementOf(item),
  RulesView,
  afterKeyChange: (_item, oldKey, newKey, burst, at) => repointReferences("voucher", keyOf(oldKey), keyOf(newKey), burst, at),
  describeRemoval: (item, project) => describeItemRemoval("voucher", gameKey("voucher", project.modMetadata.prefix, item), project),
  cardHeight: 520,
};
