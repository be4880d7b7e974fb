// The Vouchers page as a configuration of the shared item-page framework. Fields: VoucherData
// (joker-forge-original.md section 2) = SMODS.Voucher (smods.md 2.12). What a voucher does when
// redeemed is its redeem effects (the vanilla vouchers' kinds) and then its rules.
import { createItem, type Project, type Voucher } from "../../../domain/model";
import { useProject } from "../../store/useProject";
import { CardBadge, CostTag } from "../../components/items/BalatroCard";
import type { ItemTypeConfig } from "../../components/items/types";
import { labelOf, resolveOption, voucherOptions } from "../../components/options/projectOptions";
import { useProjectOptions } from "../../components/options/useProjectOptions";
import { RulesView } from "../../components/rules/RulesEntry";
import { requirementOf } from "./voucherRequirement";
import { kindInfo } from "./redeemEffects";
import { lazyTab } from "../../components/items/editor/lazyTab";

/** The options a voucher may require (never itself) and its requirement as one of them. */
export function useRequirement(item: Voucher) {
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
      {(Array.isArray(item.redeemEffects) ? item.redeemEffects : []).map((e, i) => {
        const info = kindInfo(e.kind);
        return info && <CardBadge key={i} label={info.badge(e.amount)} colour="#4bc292" title={`When redeemed: ${info.label}`} />;
      })}
    </>
  );
}

/** The editor's tabs: their code (and the fields') loads with the editor, not with the page. */
const tabs = () => import("./voucherTabs");

export const voucherConfig: ItemTypeConfig<Voucher> = {
  list: "vouchers",
  pageType: "voucher",
  keyField: "objectKey",
  labels: {
    singular: "Voucher",
    plural: "Vouchers",
    emptyTitle: "No Custom Vouchers Yet",
    emptyText: "Create a voucher: its price, the voucher it upgrades, what redeeming it changes, and rules for anything more.",
  },
  keyKind: "voucher",
  create: ({ id, project }) => createItem("voucher", { id, prefix: project.modMetadata.prefix }),
  art: { width: 71, height: 95, field: "imagePreview", overlayField: "overlayImagePreview" },
  description: true,
  CardFooter: VoucherFooter,
  CardCorner: ({ item }) => <CostTag cost={item.cost} />,
  editorTabs: [
    { id: "general", label: "General", Component: lazyTab(tabs, (m) => m.GeneralTab) },
    { id: "properties", label: "Properties", Component: lazyTab(tabs, (m) => m.PropertiesTab) },
  ],
  sorts: [
    { id: "cost", label: "Cost", compare: (a, b) => (a.cost ?? 0) - (b.cost ?? 0) },
    { id: "rules", label: "Rule Count", compare: (a, b) => (a.rules?.length ?? 0) - (b.rules?.length ?? 0) },
  ],
  searchText: (item) => requirementOf(item),
  RulesView,
  cardHeight: 520,
};
