// The Seals page as a configuration of the shared item-page framework. Fields: SealData
// (joker-forge-original.md section 2) = SMODS.Seal (smods.md 2.10): badge colour, sound, flags.
import { createItem, type Seal } from "../../../domain/model";
import { FALLBACK_BADGE, contrastText, normaliseHex } from "../../components/description/gameColours";
import { CardBadge } from "../../components/items/BalatroCard";
import type { ItemTypeConfig } from "../../components/items/types";
import { RulesView } from "../../components/rules/RulesEntry";
import { PlayingCardArt } from "../enhancements/PlayingCardArt";
import { lazyTab } from "../../components/items/editor/lazyTab";

export const SEAL_SOUND_DEFAULTS = { sound: "gold_seal", pitch: 1.2, volume: 0.4 };

const colourOf = (item: Seal) => normaliseHex(item.badge_colour) ?? FALLBACK_BADGE;

/** The colour at 60% brightness, for the seal's rim. */
function darken(hex: string): string {
  const channel = (i: number) => Math.round(parseInt(hex.slice(i, i + 2), 16) * 0.6).toString(16).padStart(2, "0");
  return `#${channel(1)}${channel(3)}${channel(5)}`;
}

// A round wax seal, 13x13 pixels; 1 = the seal's colour, 2 = a darker rim.
const SEAL_SHAPE = [
  "....22222....", "..221111122..", ".21111111112.", ".21111111112.", "2111111111112", "2111111111112", "2111111111112",
  "2111111111112", "2111111111112", ".21111111112.", ".21111111112.", "..221111122..", "....22222....",
];

/** The seal as the game draws it: the seal's sprite over a playing card (ours when no art). */
function SealPreview({ item }: { item: Seal }) {
  const image = String(item.imagePreview ?? "");
  const colour = colourOf(item);
  return (
    <div className="jf-card-sprite relative h-full w-full" data-testid="seal-preview">
      <PlayingCardArt seed={item.id} className="absolute inset-0 h-full w-full">
        {!image && SEAL_SHAPE.flatMap((row, y) => [...row].map((c, x) => c === "." ? null : (
          <rect key={`${x}-${y}`} x={29 + x} y={62 + y} width="1" height="1" fill={c === "2" ? darken(colour) : colour} />
        )))}
      </PlayingCardArt>
      {image && <img src={image} alt={`${item.name} art`} draggable={false} data-testid="card-art"
        className="absolute inset-0 h-full w-full select-none [image-rendering:pixelated]" />}
    </div>
  );
}

/** The game labels a sealed card with a badge in the seal's colour. */
function SealFooter({ item }: { item: Seal }) {
  const colour = colourOf(item);
  return <CardBadge label={item.name || "Seal"} colour={colour} text={contrastText(colour)} title="Badge as shown in the game" />;
}

/** The editor's tabs: their code (and the fields') loads with the editor, not with the page. */
const tabs = () => import("./sealTabs");

export const sealConfig: ItemTypeConfig<Seal> = {
  list: "seals",
  pageType: "seal",
  keyField: "objectKey",
  labels: {
    singular: "Seal",
    plural: "Seals",
    emptyTitle: "No Custom Seals Yet",
    emptyText: "Create a seal like Gold or Red: its sprite, badge colour and sound, then rules for what it does.",
  },
  keyKind: "seal",
  create: ({ id, project }) => createItem("seal", { id, prefix: project.modMetadata.prefix }),
  art: { width: 71, height: 95, field: "imagePreview" },
  description: true,
  Preview: SealPreview,
  CardFooter: SealFooter,
  editorTabs: [
    { id: "general", label: "General", Component: lazyTab(tabs, (m) => m.GeneralTab) },
    { id: "properties", label: "Badge and Sound", Component: lazyTab(tabs, (m) => m.PropertiesTab) },
  ],
  sorts: [
    { id: "rules", label: "Rule Count", compare: (a, b) => (a.rules?.length ?? 0) - (b.rules?.length ?? 0) },
  ],
  searchText: (item) => String(item.sound ?? ""),
  RulesView,
  cardHeight: 500,
};
