// The Consumables list of /consumables as a configuration of the shared item-page framework.
// Fields: ConsumableData (joker-forge-original.md section 2) = SMODS.Consumable (smods.md 2.6).
import { createItem, type Consumable } from "../../../domain/model";
import { projectStore } from "../../store/storeCore";
import { useProject } from "../../store/useProject";
import { CardBadge, CostTag } from "../../components/items/BalatroCard";
import type { ItemTypeConfig } from "../../components/items/types";
import { setLook } from "../../components/options/projectOptions";
import { RulesView } from "../../components/rules/RulesEntry";
import { setRank } from "./consumableSets";
import { lazyTab } from "../../components/items/editor/lazyTab";

function ConsumableFooter({ item }: { item: Consumable }) {
  const look = setLook(item.set, useProject((p) => p.consumableSets));
  return (
    <>
      <CardBadge label={look.label} colour={look.colour} title={look.known ? "Consumable set" : "This set no longer exists"} />
      {item.hidden && <CardBadge label="Hidden" colour="#4f6367" title="Appears like The Soul: rarely, in place of another card" />}
    </>
  );
}

/** The editor's tabs: their code (and the fields') loads with the editor, not with the page. */
const tabs = () => import("./consumableTabs");

export const consumableConfig: ItemTypeConfig<Consumable> = {
  list: "consumables",
  pageType: "consumable",
  keyField: "objectKey",
  labels: {
    singular: "Consumable",
    plural: "Consumables",
    emptyTitle: "No Custom Consumables Yet",
    emptyText: "Create a tarot, planet or spectral card, or one of your own set, then give it rules for what it does when used.",
  },
  keyKind: "consumable",
  create: ({ id, project }) => createItem("consumable", { id, prefix: project.modMetadata.prefix }),
  art: { width: 71, height: 95, field: "imagePreview", overlayField: "overlayImagePreview" },
  description: true,
  CardFooter: ConsumableFooter,
  CardCorner: ({ item }) => <CostTag cost={item.cost} />,
  editorTabs: [
    { id: "general", label: "General", Component: lazyTab(tabs, (m) => m.GeneralTab) },
    { id: "properties", label: "Properties", Component: lazyTab(tabs, (m) => m.PropertiesTab) },
  ],
  sorts: [
    { id: "set", label: "Set", compare: (a, b) => setRank(a.set, projectStore.getState().consumableSets) - setRank(b.set, projectStore.getState().consumableSets) },
    { id: "cost", label: "Cost", compare: (a, b) => (a.cost ?? 0) - (b.cost ?? 0) },
    { id: "rules", label: "Rule Count", compare: (a, b) => (a.rules?.length ?? 0) - (b.rules?.length ?? 0) },
  ],
  searchText: (item) => `${item.set} ${setLook(item.set, projectStore.getState().consumableSets).label}`,
  RulesView,
  cardHeight: 510,
};
