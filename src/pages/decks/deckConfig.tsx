// The Decks page as a configuration of the shared item-page framework. Fields: DeckData
// (joker-forge-original.md section 2) = SMODS.Back (smods.md 2.13). Starting money, hands,
// discards, slots and hand size are the Back config keys the game applies at the start of a run;
// anything else a deck does is made with Rules.
import { createItem, type Deck } from "../../../domain/model";
import { CardBadge } from "../../components/items/BalatroCard";
import type { ItemTypeConfig } from "../../components/items/types";
import { RulesView } from "../../components/rules/RulesEntry";
import { deckFlags } from "./deckSummary";
import { STARTING_VALUE_FIELDS } from "./startingValues";
import { lazyTab } from "../../components/items/editor/lazyTab";

export const listOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : []);

function DeckFooter({ item }: { item: Deck }) {
  const vouchers = listOf(item.Config_vouchers).length;
  const consumables = listOf(item.Config_consumables).length;
  return (
    <>
      <CardBadge label="Deck" colour="#009dff" />
      {deckFlags(item).map((f) => <CardBadge key={f} label={f} colour="#4f6367" />)}
      {STARTING_VALUE_FIELDS.map((f) => {
        const value = item.config?.[f.key];
        return typeof value === "number" && value !== 0 && <CardBadge key={f.key} label={f.badge(value)} colour={value > 0 ? "#4bc292" : "#fe5f55"} title={`Starting ${f.label.toLowerCase()}`} />;
      })}
      {vouchers > 0 && <CardBadge label={`${vouchers} ${vouchers === 1 ? "voucher" : "vouchers"}`} colour="#f3b958" title="Starting vouchers" />}
      {consumables > 0 && <CardBadge label={`${consumables} ${consumables === 1 ? "consumable" : "consumables"}`} colour="#a782d1" title="Starting consumables" />}
    </>
  );
}

/** The editor's tabs: their code (and the fields') loads with the editor, not with the page. */
const tabs = () => import("./deckTabs");

export const deckConfig: ItemTypeConfig<Deck> = {
  list: "decks",
  pageType: "deck",
  keyField: "objectKey",
  labels: {
    singular: "Deck",
    plural: "Decks",
    emptyTitle: "No Custom Decks Yet",
    emptyText: "Create a deck: its card back, starting money, hands, discards, slots and hand size, starting vouchers and consumables, and rules for anything more.",
  },
  keyKind: "deck",
  create: ({ id, project }) => createItem("deck", { id, prefix: project.modMetadata.prefix }),
  art: { width: 71, height: 95, field: "imagePreview" },
  description: true,
  CardFooter: DeckFooter,
  editorTabs: [
    { id: "general", label: "General", Component: lazyTab(tabs, (m) => m.GeneralTab) },
    { id: "start", label: "Starting Items", Component: lazyTab(tabs, (m) => m.StartTab) },
    { id: "properties", label: "Properties", Component: lazyTab(tabs, (m) => m.PropertiesTab) },
  ],
  sorts: [
    { id: "rules", label: "Rule Count", compare: (a, b) => (a.rules?.length ?? 0) - (b.rules?.length ?? 0) },
  ],
  searchText: (item) => [...listOf(item.Config_vouchers), ...listOf(item.Config_consumables)].join(" "),
  RulesView,
  cardHeight: 520,
};
