// The Rarities tab of /jokers as a configuration of the shared item-page framework.
// A custom rarity is SMODS.Rarity: key (final <prefix>_<key>), name, badge colour, weight.
import { createRarity, type CustomRarity } from "../../../domain/model";
import { useProject } from "../../store/useProject";
import { BalatroText } from "../../components/description/BalatroText";
import { FALLBACK_BADGE, contrastText, normaliseHex } from "../../components/description/gameColours";
import { CardBadge } from "../../components/items/BalatroCard";
import { lazyTab } from "../../components/items/editor/lazyTab";
import { useJokersUsing } from "./rarityOptions";
import type { ItemTypeConfig } from "../../components/items/types";

type Rarity = CustomRarity;

const colourOf = (r: Rarity) => normaliseHex(r.badge_colour) ?? FALLBACK_BADGE;


/** The card's picture: the badge as the game draws it, over a felt swatch. */
function RarityPreview({ item }: { item: Rarity }) {
  const colour = colourOf(item);
  const prefix = useProject((p) => p.modMetadata.prefix);
  const textKey = `${prefix}_${item.key}`.toLowerCase();
  return (
    <div className="flex h-full w-full flex-col items-center justify-center gap-4 rounded-xl border-4 border-[#f1efe6] p-3 shadow-[0_5px_0_rgba(0,0,0,0.45)]"
      style={{ background: `radial-gradient(circle at 50% 35%, ${colour}55, #1e2b2d 75%)` }} data-testid="rarity-swatch">
      <span className="jf-card-badge !min-w-[6rem] !py-1 !text-base" style={{ backgroundColor: colour, color: contrastText(colour) === "#ffffff" ? "#fff" : "#1f2628" }}>
        {item.name || item.key}
      </span>
      <div className="w-full rounded-md bg-white px-2 py-1 text-center text-xs font-bold">
        <BalatroText text={`{C:${textKey}}${item.name || item.key}{} text`} extraColours={{ [textKey]: colour }} />
      </div>
    </div>
  );
}

function RarityFooter({ item }: { item: Rarity }) {
  const used = useJokersUsing(item.key);
  const weight = Number(item.default_weight ?? 0);
  return (
    <>
      <CardBadge label={`Weight ${weight}`} colour="#4f6367" title="Shop weight (0 = never rolled)" />
      <CardBadge label={`${used} ${used === 1 ? "joker" : "jokers"}`} colour={used ? "#009dff" : "#666665"} title="Jokers using this rarity" />
    </>
  );
}

export const rarityConfig: ItemTypeConfig<Rarity> = {
  list: "customRarities",
  pageType: "rarity",
  keyField: "key",
  labels: {
    singular: "Rarity",
    plural: "Rarities",
    emptyTitle: "No Custom Rarities Yet",
    emptyText: "Add a rarity to give jokers a tier of their own, with its badge colour and shop weight.",
  },
  keyKind: "rarity",
  create: ({ id }) => createRarity({ id }),
  Preview: RarityPreview,
  CardFooter: RarityFooter,
  editorTabs: [{ id: "rarity", label: "Rarity", Component: lazyTab(() => import("./rarityTab"), (m) => m.RarityTab) }],
  sorts: [{ id: "weight", label: "Weight", compare: (a, b) => Number(a.default_weight ?? 0) - Number(b.default_weight ?? 0) }],
  cardHeight: 430,
};
