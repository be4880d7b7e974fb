// The Boosters page as a configuration of the shared item-page framework. Fields: BoosterData
// (joker-forge-original.md section 2) = SMODS.Booster (smods.md 2.8). A booster has no behaviour
// rules in the game; its "rules" are the card rules deciding what it offers, so its Rules entry
// point opens those.
import { createItem, type Booster } from "../../../domain/model";
import { CardBadge, CostTag } from "../../components/items/BalatroCard";
import type { ItemTypeConfig } from "../../components/items/types";
import { BOOSTER_KINDS, kindInfo, packSizeLabel } from "./boosterRules";
import { lazyTab } from "../../components/items/editor/lazyTab";
import { lazyOnce } from "../../components/lazy/lazyOnce";

function BoosterFooter({ item }: { item: Booster }) {
  const kind = kindInfo(item.booster_type);
  const rules = Array.isArray(item.card_rules) ? item.card_rules.length : 0;
  return (
    <>
      <CardBadge label={kind.label} colour={kind.colour} title="Pack kind" />
      <CardBadge label={packSizeLabel(item.config)} colour="#4f6367" title="Cards chosen of cards shown" />
      {rules > 0 && <CardBadge label={`${rules} card ${rules === 1 ? "rule" : "rules"}`} colour="#ff9a00" />}
    </>
  );
}

/** The editor's tabs: their code (and the fields') loads with the editor, not with the page. */
const tabs = () => import("./boosterTabs");

export const boosterConfig: ItemTypeConfig<Booster> = {
  list: "boosters",
  pageType: "booster",
  keyField: "objectKey",
  labels: {
    singular: "Booster",
    plural: "Boosters",
    emptyTitle: "No Custom Boosters Yet",
    emptyText: "Create a booster pack: how many cards it shows, how many are kept, and card rules for what it offers.",
  },
  keyKind: "booster",
  create: ({ id, project }) => createItem("booster", { id, prefix: project.modMetadata.prefix, group_key: `${project.modMetadata.prefix}_boosters` }),
  art: { width: 71, height: 95, field: "imagePreview" },
  description: true,
  CardFooter: BoosterFooter,
  CardCorner: ({ item }) => <CostTag cost={item.cost} />,
  editorTabs: [
    { id: "general", label: "General", Component: lazyTab(tabs, (m) => m.GeneralTab) },
    { id: "pack", label: "Pack", Component: lazyTab(tabs, (m) => m.PackTab) },
    { id: "cards", label: "Card Rules", Component: lazyTab(tabs, (m) => m.CardRulesTab) },
  ],
  sorts: [
    { id: "kind", label: "Kind", compare: (a, b) => BOOSTER_KINDS.indexOf(kindInfo(a.booster_type)) - BOOSTER_KINDS.indexOf(kindInfo(b.booster_type)) },
    { id: "cost", label: "Cost", compare: (a, b) => (a.cost ?? 0) - (b.cost ?? 0) },
    { id: "weight", label: "Weight", compare: (a, b) => (a.weight ?? 0) - (b.weight ?? 0) },
  ],
  searchText: (item) => `${kindInfo(item.booster_type).label} ${item.kind ?? ""} ${item.group_key ?? ""}`,
  // the card rules' dialog loads on the first pointer, key or focus on the page, as the editor does
  RulesView: lazyOnce(() => import("./boosterRulesView").then((module) => module.BoosterRulesView)),
  cardHeight: 520,
};
