// The Enhancements page as a configuration of the shared item-page framework. Fields:
// EnhancementData (joker-forge-original.md section 2) = SMODS.Enhancement (smods.md 2.9). Base
// values (chips, mult, x-mult, money) are the game's config keys, scored by the game itself;
// anything conditional is made with Rules.
import { createItem, type Enhancement } from "../../../domain/model";
import { CardBadge } from "../../components/items/BalatroCard";
import type { ItemTypeConfig } from "../../components/items/types";
import { RulesView } from "../../components/rules/RulesEntry";
import { PlayingCardArt } from "./PlayingCardArt";
import { enhancementFlags } from "./enhancementFlags";
import { lazyTab } from "../../components/items/editor/lazyTab";

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

/** The editor's tabs: their code (and the fields') loads with the editor, not with the page. */
const tabs = () => import("./enhancementTabs");

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
    { id: "general", label: "General", Component: lazyTab(tabs, (m) => m.GeneralTab) },
    { id: "properties", label: "Properties", Component: lazyTab(tabs, (m) => m.PropertiesTab) },
  ],
  sorts: [
    { id: "weight", label: "Weight", compare: (a, b) => (a.weight ?? 5) - (b.weight ?? 5) },
    { id: "rules", label: "Rule Count", compare: (a, b) => (a.rules?.length ?? 0) - (b.rules?.length ?? 0) },
  ],
  RulesView,
  cardHeight: 520,
};
