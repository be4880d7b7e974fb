// New objects with the original app's "add new" defaults (reference joker-forge-original.md
// section 2, the [bracketed] values, and its pages' add-new handlers). Ids come from the caller:
// commands carry them so replaying a log gives the same project, so the domain never makes ids.
// Every object here already holds each field the importer would fill, so normalising a fresh
// object changes nothing.
import { defaultMetadata } from "./defaults";
import type {
  Booster, CardAppearance, Consumable, ConsumableSet, CustomRarity, Deck, Edition, Enhancement, ItemByType, Joker,
  ObjectType, Seal, Sound, Voucher,
} from "./items";
import { keyFromName } from "./keys";

export interface NewItemOptions {
  id: string;
  name?: string;
  orderValue?: number;
  /** The mod prefix, used by jokers' default pool `<prefix>_jokers`. Defaults to the default metadata's. */
  prefix?: string;
}

export type NewItemInput<T extends ObjectType> = NewItemOptions & Partial<Omit<ItemByType[T], "objectType">>;

export const NEW_ITEM_NAMES: Record<ObjectType, string> = {
  joker: "New Joker",
  consumable: "New Consumable",
  booster: "New Booster Pack",
  enhancement: "New Enhancement",
  seal: "New Seal",
  edition: "New Edition",
  voucher: "New Voucher",
  deck: "New Deck",
};

const NEW_ITEM_DESCRIPTIONS: Record<ObjectType, string> = {
  joker: "A {C:blue}custom{} joker with {C:red}unique{} effects.",
  consumable: "A {C:purple}custom{} consumable with {C:blue}unique{} effects.",
  booster: "A {C:purple}custom{} booster pack with {C:blue}unique{} cards.",
  enhancement: "A {C:blue}custom{} enhancement with {C:red}unique{} effects.",
  seal: "A {C:blue}custom{} seal with {C:red}unique{} effects.",
  edition: "A {C:blue}custom{} edition with {C:red}unique{} effects.",
  voucher: "A {C:blue}custom{} voucher with {C:red}unique{} effects.",
  deck: "A {C:blue}custom{} deck with {C:red}unique{} effects.",
};

export const UNLOCKED_BY_DEFAULT = "Unlocked by default.";

export function allCardAppearances(): CardAppearance {
  return { jud: true, sou: true, wra: true, buf: true, rif: true, rta: true, uta: true };
}

interface Base {
  id: string;
  name: string;
  objectKey: string;
  description: string;
  orderValue: number;
  discovered: boolean;
}

function unlockDefaults() {
  return { unlockProperties: [], unlockOperator: "", unlockCount: 1, unlockDescription: UNLOCKED_BY_DEFAULT };
}

const builders: { [K in ObjectType]: (base: Base, prefix: string) => ItemByType[K] } = {
  joker: (base, prefix): Joker => ({
    ...base, objectType: "joker", imagePreview: "", overlayImagePreview: "", hasUserUploadedImage: false,
    rarity: 1, cost: 4, blueprint_compat: true, eternal_compat: true, unlocked: true, appears_in_shop: true,
    ...unlockDefaults(), rules: [], userVariables: [], cardAppearance: allCardAppearances(), appearFlags: "",
    ignoreSlotLimit: false, scale_w: 100, scale_h: 100, pools: [`${prefix}_jokers`], info_queues: [], card_dependencies: [],
  }),
  consumable: (base): Consumable => ({
    ...base, objectType: "consumable", imagePreview: "", overlayImagePreview: "", hasUserUploadedImage: false,
    set: "Tarot", cost: 3, unlocked: true, hidden: false, rules: [],
  }),
  booster: (base): Booster => ({
    ...base, objectType: "booster", imagePreview: "", hasUserUploadedImage: false, cost: 4, weight: 1,
    draw_hand: false, instant_use: false, booster_type: "joker", pos: { x: 0, y: 0 }, config: { extra: 3, choose: 1 }, card_rules: [],
  }),
  enhancement: (base): Enhancement => ({
    ...base, objectType: "enhancement", imagePreview: "", hasUserUploadedImage: false, pos: { x: 0, y: 0 },
    unlocked: true, weight: 5, rules: [], userVariables: [],
  }),
  seal: (base): Seal => ({
    ...base, objectType: "seal", imagePreview: "", hasUserUploadedImage: false, pos: { x: 0, y: 0 },
    badge_colour: "#000000", unlocked: true, sound: "gold_seal", pitch: 1.2, volume: 0.4, rules: [], userVariables: [],
  }),
  edition: (base): Edition => ({
    ...base, objectType: "edition", shader: "foil", unlocked: true, weight: 0, badge_colour: "#FFAA00",
    sound: "foil1", pitch: 1.2, volume: 0.4, rules: [], userVariables: [],
  }),
  voucher: (base): Voucher => ({
    ...base, objectType: "voucher", imagePreview: "", overlayImagePreview: "", hasUserUploadedImage: false,
    cost: 10, unlocked: true, requires: "", requires_activetor: false, draw_shader_sprite: false, ...unlockDefaults(), rules: [],
  }),
  deck: (base): Deck => ({
    ...base, objectType: "deck", imagePreview: "", hasUserUploadedImage: false, unlocked: true, rules: [],
    Config_vouchers: [], Config_consumables: [],
  }),
};

/** A complete new item of `objectType`; `overrides` replace any default (objectType stays). */
export function createItem<T extends ObjectType>(objectType: T, input: NewItemInput<T>): ItemByType[T] {
  const { id, name, orderValue, prefix, ...overrides } = input;
  const itemName = name ?? NEW_ITEM_NAMES[objectType];
  const base: Base = {
    id,
    name: itemName,
    objectKey: keyFromName(itemName, objectType),
    description: NEW_ITEM_DESCRIPTIONS[objectType],
    orderValue: orderValue ?? 1,
    discovered: true,
  };
  const build = builders[objectType] as (base: Base, prefix: string) => ItemByType[T];
  return { ...build(base, prefix ?? defaultMetadata().prefix), ...overrides, objectType } as ItemByType[T];
}

export function createRarity(input: { id: string } & Partial<CustomRarity>): CustomRarity {
  return { key: "new_rarity", name: "New Rarity", badge_colour: "6A7A8B", default_weight: 0.1, ...input };
}

export function createConsumableSet(input: { id: string } & Partial<ConsumableSet>): ConsumableSet {
  return {
    key: "new_set", name: "New Set", primary_colour: "666666", secondary_colour: "666666",
    collection_rows: [4, 5], shop_rate: 1, collection_name: "New Set Cards", ...input,
  };
}

/** Spec section 4: "modal opens for new (default key new_sound, empty audio)". */
export function createSound(input: { id: string } & Partial<Sound>): Sound {
  return { key: "new_sound", soundString: "", volume: 0.6, pitch: 0.7, ...input };
}
