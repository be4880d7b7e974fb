// A large generated test project for load tests: hundreds of jokers, each with its own art (some
// with a soul sprite) and rules taken in turn from the catalog's entries, plus consumables, every
// other item type and many sounds. The same every call.
import {
  LIST_OF_TYPE, createConsumableSet, createItem, createRarity, createSound, emptyProject, type AnyItem, type Project, type Rule,
} from "../../../domain/model";
import { catalogRules, type RuleType } from "./everyEntry";
import { cardArt, soundData } from "./media";

export interface LargeProjectSize {
  jokers: number;
  consumables: number;
  /** Boosters, enhancements, seals, editions, vouchers and decks: this many of each. */
  others: number;
  sounds: number;
}

export const LARGE_PROJECT_SIZE: LargeProjectSize = { jokers: 300, consumables: 60, others: 8, sounds: 20 };
export const LARGE_PREFIX = "big";

/** `count` rules for an item of `type`, cycling through the catalog's entries from `start`, with fresh ids. */
function rulesFor(pool: Rule[], start: number, count: number, itemId: string): Rule[] {
  return Array.from({ length: count }, (_, i) => {
    const source = pool[(start + i) % pool.length];
    return JSON.parse(JSON.stringify(source).replaceAll(`"${source.id}`, `"${itemId}:r${i}`)) as Rule;
  });
}

function pool(type: RuleType): Rule[] {
  const object = type;
  const { trigger, condition, effect } = catalogRules(type, object);
  return [...effect, ...condition, ...trigger];
}

export function largeProject(size: LargeProjectSize = LARGE_PROJECT_SIZE): Project {
  const project = emptyProject(Date.UTC(2026, 1, 3, 4, 5, 6));
  project.modMetadata = {
    ...project.modMetadata, id: "largemod", name: "Large Mod", display_name: "Large Mod", prefix: LARGE_PREFIX,
    author: ["Joker Forge tests"], description: `A generated project with ${size.jokers} jokers for load tests.`,
  };
  project.customRarities = [createRarity({ id: "rarity-mythic", key: "mythic", name: "Mythic", badge_colour: "FF3377" })];
  project.consumableSets = [
    createConsumableSet({ id: "set-glyph", key: "glyph", name: "Glyph", collection_name: "Glyph Cards" }),
    createConsumableSet({ id: "set-sigil", key: "sigil", name: "Sigil", collection_name: "Sigil Cards", primary_colour: "3355AA" }),
  ];
  project.sounds = Array.from({ length: size.sounds }, (_, i) => createSound({ id: `sound-${i + 1}`, key: `tone_${i + 1}`, soundString: soundData(500 + i, 2048) }));
  const jokerRules = pool("joker");
  project.jokers = Array.from({ length: size.jokers }, (_, i) => createItem("joker", {
    id: `joker-${i + 1}`, name: `Joker ${i + 1}`, objectKey: `joker_${i + 1}`, orderValue: i + 1, prefix: LARGE_PREFIX,
    imagePreview: cardArt(1000 + i), overlayImagePreview: i % 10 === 0 ? cardArt(5000 + i) : "", hasUserUploadedImage: true,
    rarity: i % 25 === 0 ? "mythic" : (i % 4) + 1, cost: 3 + (i % 6),
    description: `Joker number {C:attention}${i + 1}{} of ${size.jokers}.`,
    userVariables: [{ id: `joker-${i + 1}-hits`, name: "hits", initialValue: i % 7 }],
    rules: rulesFor(jokerRules, i * 2, 1 + (i % 3), `joker-${i + 1}`),
  }));
  const consumableRules = pool("consumable");
  project.consumables = Array.from({ length: size.consumables }, (_, i) => createItem("consumable", {
    id: `consumable-${i + 1}`, name: `Glyph ${i + 1}`, objectKey: `glyph_${i + 1}`, orderValue: i + 1,
    set: ["glyph", "Tarot", "sigil", "Spectral"][i % 4], imagePreview: cardArt(3000 + i), hasUserUploadedImage: true,
    rules: rulesFor(consumableRules, i, 1 + (i % 2), `consumable-${i + 1}`),
  }));
  (["enhancement", "seal", "edition", "voucher", "deck"] as const).forEach((type, t) => {
    const rules = pool(type);
    const list = project[LIST_OF_TYPE[type]] as AnyItem[];
    for (let i = 0; i < size.others; i += 1) {
      const art = type === "edition" ? {} : { imagePreview: cardArt(7000 + t * 100 + i), hasUserUploadedImage: true };
      const specific = type === "voucher" ? { requires: i === 0 ? "" : `v_${LARGE_PREFIX}_voucher_1`, requires_activetor: i > 0 }
        : type === "seal" ? { sound: `${LARGE_PREFIX}_tone_${(i % size.sounds) + 1}` }
          : type === "deck" ? { Config_vouchers: [`v_${LARGE_PREFIX}_voucher_1`], Config_consumables: [`c_${LARGE_PREFIX}_glyph_1`] }
            : type === "edition" ? { shader: ["foil", "holo", "polychrome", "negative"][i % 4] } : {};
      list.push(createItem(type, {
        id: `${type}-${i + 1}`, name: `${type[0].toUpperCase()}${type.slice(1)} ${i + 1}`, objectKey: `${type}_${i + 1}`, orderValue: i + 1,
        prefix: LARGE_PREFIX, ...art, ...specific, rules: rulesFor(rules, i, 2, `${type}-${i + 1}`),
      } as never));
    }
  });
  project.boosters = Array.from({ length: size.others }, (_, i) => createItem("booster", {
    id: `booster-${i + 1}`, name: `Booster ${i + 1}`, objectKey: `booster_${i + 1}`, orderValue: i + 1,
    imagePreview: cardArt(9000 + i), hasUserUploadedImage: true, booster_type: i % 2 === 0 ? "joker" : "consumable",
    card_rules: i % 2 === 0 ? [{ pool: `${LARGE_PREFIX}_jokers`, weight: 0.75 }] : [{ set: "glyph", weight: 2 }, { set: "Tarot", weight: 1 }],
  }));
  return project;
}
