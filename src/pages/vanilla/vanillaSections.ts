// The sections of Vanilla Reforged and how their cards look: each reuses its item page's own
// configuration (art cell, preview, badges, cost tag, card height), read-only, so a vanilla
// joker looks exactly like one of the mod's jokers, with our placeholder art.
import { LIST_OF_TYPE, type ItemListName } from "../../../domain/model";
import { SECTION_TYPE, type VanillaSection } from "../../../domain/vanilla/types";
import type { ItemEntry, ItemTypeConfig } from "../../components/items/types";
import { boosterConfig } from "../boosters/boosterConfig";
import { consumableConfig } from "../consumables/consumableConfig";
import { deckConfig } from "../decks/deckConfig";
import { editionConfig } from "../editions/editionConfig";
import { enhancementConfig } from "../enhancements/enhancementConfig";
import { jokerConfig } from "../jokers/jokerConfig";
import { sealConfig } from "../seals/sealConfig";
import { voucherConfig } from "../vouchers/voucherConfig";

export interface VanillaSectionInfo {
  id: VanillaSection;
  /** "Jokers": the page title is "Vanilla Jokers". */
  label: string;
  /** The project list a duplicate goes to. */
  list: ItemListName;
  config: ItemTypeConfig<ItemEntry>;
}

const CONFIGS = {
  jokers: jokerConfig, consumables: consumableConfig, boosters: boosterConfig, enhancements: enhancementConfig,
  seals: sealConfig, editions: editionConfig, vouchers: voucherConfig, decks: deckConfig,
} satisfies Record<VanillaSection, unknown>;

const INFO = new Map<VanillaSection, VanillaSectionInfo>();

/** The section's info; the same object every time (memoised cards depend on it). */
export function sectionInfo(section: VanillaSection): VanillaSectionInfo {
  let info = INFO.get(section);
  if (!info) {
    const config = CONFIGS[section] as unknown as ItemTypeConfig<ItemEntry>;
    info = { id: section, label: config.labels.plural, list: LIST_OF_TYPE[SECTION_TYPE[section]], config };
    INFO.set(section, info);
  }
  return info;
}
