// The Editions page as a configuration of the shared item-page framework. Fields: EditionData
// (joker-forge-original.md section 2) = SMODS.Edition (smods.md 2.11). Editions have no sprite:
// the preview draws the edition's shader, imitated with CSS, over our placeholder card. Chips,
// mult and x mult are the game's config keys, scored like the vanilla editions; anything
// conditional is made with Rules.
import { createItem, type Edition } from "../../../domain/model";
import { FALLBACK_BADGE, contrastText, normaliseHex } from "../../components/description/gameColours";
import { CardBadge } from "../../components/items/BalatroCard";
import { PlaceholderArt } from "../../components/items/art/PlaceholderArt";
import type { ItemTypeConfig } from "../../components/items/types";
import { SHADER_OPTIONS } from "../../components/options/projectOptions";
import { RulesView } from "../../components/rules/RulesEntry";
import { editionLook } from "./editionLook";
import { EDITION_VALUE_FIELDS } from "./editionValues";
import "./editions.css";
import { lazyTab } from "../../components/items/editor/lazyTab";

export const EDITION_SOUND_DEFAULTS = { sound: "foil1", pitch: 1.2, volume: 0.4 };

const colourOf = (item: Edition) => normaliseHex(item.badge_colour) ?? FALLBACK_BADGE;
export const shaderValue = (item: Edition) => (typeof item.shader === "string" ? item.shader : "");

/** One placeholder card for every edition, so what differs between cards is the edition. */
function EditionPreview({ item }: { item: Edition }) {
  const shader = shaderValue(item);
  const look = editionLook(shader);
  return (
    <div className={`relative h-full w-full ${item.disable_shadow ? "" : "jf-card-sprite"}`} data-testid="edition-preview" data-shader={shader || "none"}>
      <div className="h-full w-full" style={{ filter: look.filter }}>
        <PlaceholderArt seed="edition-preview" className="h-full w-full" />
      </div>
      {look.overlay && (
        <div aria-hidden="true" className={`pointer-events-none absolute inset-[3px] rounded-[5px] ${look.motion ? `jf-edition-${look.motion}` : ""}`}
          style={{ background: look.overlay, mixBlendMode: look.blend }} />
      )}
      {!look.overlay && look.motion && (
        <div aria-hidden="true" className={`pointer-events-none absolute inset-0 jf-edition-${look.motion}`} />
      )}
    </div>
  );
}

function EditionFooter({ item }: { item: Edition }) {
  const colour = colourOf(item);
  const shader = SHADER_OPTIONS.find((o) => o.value === shaderValue(item));
  return (
    <>
      <CardBadge label={item.name || "Edition"} colour={colour} text={contrastText(colour)} title="Badge as shown in the game" />
      <CardBadge label={shader?.value ? shader.label : shaderValue(item) || "No shader"} colour="#4f6367" title="Shader" />
      {item.in_shop && <CardBadge label="In shop" colour="#4bc292" />}
      {typeof item.extra_cost === "number" && item.extra_cost !== 0 && <CardBadge label={`+$${item.extra_cost}`} colour="#f3b958" title="Extra cost" />}
      {EDITION_VALUE_FIELDS.map((f) => {
        const value = item.config?.[f.key];
        return typeof value === "number" && <CardBadge key={f.key} label={f.badge(value)} colour={f.key === "chips" ? "#009dff" : "#fe5f55"} title={f.label} />;
      })}
    </>
  );
}

/** The editor's tabs: their code (and the fields') loads with the editor, not with the page. */
const tabs = () => import("./editionTabs");

export const editionConfig: ItemTypeConfig<Edition> = {
  list: "editions",
  pageType: "edition",
  keyField: "objectKey",
  labels: {
    singular: "Edition",
    plural: "Editions",
    emptyTitle: "No Custom Editions Yet",
    emptyText: "Create an edition like Foil or Polychrome: pick a shader, badge colour and sound, the chips, mult or X mult it gives, and rules for anything more.",
  },
  keyKind: "edition",
  create: ({ id, project }) => createItem("edition", { id, prefix: project.modMetadata.prefix }),
  description: true,
  Preview: EditionPreview,
  CardFooter: EditionFooter,
  editorTabs: [
    { id: "general", label: "General", Component: lazyTab(tabs, (m) => m.GeneralTab) },
    { id: "look", label: "Look and Sound", Component: lazyTab(tabs, (m) => m.LookTab) },
    { id: "shop", label: "Shop", Component: lazyTab(tabs, (m) => m.ShopTab) },
  ],
  sorts: [
    { id: "shader", label: "Shader", compare: (a, b) => shaderValue(a).localeCompare(shaderValue(b)) },
    { id: "weight", label: "Weight", compare: (a, b) => (a.weight ?? 0) - (b.weight ?? 0) },
  ],
  searchText: (item) => shaderValue(item),
  RulesView,
  cardHeight: 520,
};
