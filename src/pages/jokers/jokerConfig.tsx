// The Jokers page as a configuration of the shared item-page framework.
import { createItem, type Joker } from "../../../domain/model";
import { projectStore } from "../../store/storeCore";
import { CardBadge, CostTag } from "../../components/items/BalatroCard";
import type { ItemTypeConfig } from "../../components/items/types";
import { RulesView } from "../../components/rules/RulesEntry";
import { lazyTab } from "../../components/items/editor/lazyTab";
import { rarityLook, rarityRank, useCustomRarities } from "./rarityOptions";

function JokerFooter({ item }: { item: Joker }) {
  const look = rarityLook(item.rarity, useCustomRarities());
  const stickers = [
    item.force_eternal && { label: "Eternal", colour: "#c75985" },
    item.force_perishable && { label: "Perishable", colour: "#4f5da1" },
    item.force_rental && { label: "Rental", colour: "#b18f43" },
  ].filter(Boolean) as { label: string; colour: string }[];
  return (
    <>
      <CardBadge label={look.label} colour={look.colour} title={look.known ? "Rarity" : "Unknown rarity"} />
      {stickers.map((s) => <CardBadge key={s.label} label={s.label} colour={s.colour} />)}
    </>
  );
}

/** The editor's tabs: their code (and the fields') loads with the editor, not with the page. */
const tabs = () => import("./jokerTabs");

export const jokerConfig: ItemTypeConfig<Joker> = {
  list: "jokers",
  pageType: "joker",
  keyField: "objectKey",
  labels: {
    singular: "Joker",
    plural: "Jokers",
    emptyTitle: "No Custom Jokers Yet",
    emptyText: "Create your first joker: give it art, a name and a description, then add its rules.",
  },
  keyKind: "joker",
  create: ({ id, project }) => createItem("joker", { id, prefix: project.modMetadata.prefix }),
  art: { width: 71, height: 95, field: "imagePreview", overlayField: "overlayImagePreview" },
  description: true,
  CardFooter: JokerFooter,
  CardCorner: ({ item }) => <CostTag cost={item.cost} />,
  editorTabs: [
    { id: "general", label: "General", Component: lazyTab(tabs, (m) => m.GeneralTab) },
    { id: "properties", label: "Properties", Component: lazyTab(tabs, (m) => m.PropertiesTab) },
    { id: "spawning", label: "Spawning", Component: lazyTab(tabs, (m) => m.SpawningTab) },
    { id: "unlock", label: "Unlock", Component: lazyTab(tabs, (m) => m.UnlockTab) },
  ],
  sorts: [
    {
      id: "rarity",
      label: "Rarity",
      compare: (a, b) => {
        const custom = projectStore.getState().customRarities;
        return rarityRank(a.rarity, custom) - rarityRank(b.rarity, custom);
      },
    },
    { id: "cost", label: "Cost", compare: (a, b) => (a.cost ?? 0) - (b.cost ?? 0) },
    { id: "rules", label: "Rule Count", compare: (a, b) => (a.rules?.length ?? 0) - (b.rules?.length ?? 0) },
  ],
  RulesView,
  cardHeight: 510,
};
