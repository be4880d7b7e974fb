// The fields of each item type with the original importer's defaults (reference
// joker-forge-original.md section 2: `field = importer default`; `?` fields are optional).
import { DECK_CONFIG_KEYS, EDITION_CONFIG_KEYS, ENHANCEMENT_CONFIG_KEYS, VOUCHER_REDEEM_KINDS, type ObjectType } from "../model/items";
import type { FieldRules } from "./fields";

const optBool = { kind: "boolean" } as const;
const optNumber = { kind: "number" } as const;
const optString = { kind: "string" } as const;
const xy = { kind: "record", fields: { x: { kind: "number", def: 0 }, y: { kind: "number", def: 0 } }, def: () => ({ x: 0, y: 0 }) } as const;

const image: FieldRules = {
  imagePreview: { kind: "string", def: "", media: "image" },
  overlayImagePreview: { kind: "string", media: "image" },
  placeholderCreditIndex: optNumber,
  hasUserUploadedImage: { kind: "boolean", def: false },
};

const unlock: FieldRules = {
  unlockTrigger: optString,
  unlockProperties: { kind: "objectList", def: [] },
  unlockOperator: { kind: "string", def: "" },
  unlockCount: { kind: "number", def: 1 },
  unlockDescription: { kind: "string", def: "" },
};

const cardAppearanceFields: FieldRules = Object.fromEntries(
  ["jud", "sou", "wra", "buf", "rif", "rta", "uta"].map((k) => [k, optBool]),
);

export const BOOSTER_TYPES = ["joker", "consumable", "playing_card", "voucher"] as const;

export const ITEM_FIELDS: Record<ObjectType, FieldRules> = {
  joker: {
    ...image,
    rarity: { kind: "rarity" },
    cost: optNumber,
    blueprint_compat: optBool, eternal_compat: optBool, perishable_compat: optBool, unlocked: optBool,
    force_eternal: optBool, force_perishable: optBool, force_rental: optBool,
    force_foil: optBool, force_holographic: optBool, force_polychrome: optBool, force_negative: optBool,
    appears_in_shop: optBool,
    ...unlock,
    cardAppearance: {
      kind: "record", fields: cardAppearanceFields,
      def: () => ({ jud: true, sou: true, wra: true, buf: true, rif: true, rta: true, uta: true }),
    },
    appearFlags: { kind: "string", def: "" },
    ignoreSlotLimit: { kind: "boolean", def: false },
    scale_w: { kind: "number", def: 100 },
    scale_h: { kind: "number", def: 100 },
    pools: { kind: "stringList", def: [] },
    info_queues: { kind: "stringList", def: [] },
    card_dependencies: { kind: "stringList", def: [] },
  },
  consumable: {
    ...image,
    set: { kind: "string", def: "Tarot" },
    cost: optNumber, unlocked: optBool, hidden: optBool, can_repeat_soul: optBool,
    max_highlighted: { kind: "number", min: 1, integer: true },
    min_highlighted: { kind: "number", min: 0, integer: true },
  },
  booster: {
    ...image,
    cost: { kind: "number", def: 4 },
    weight: { kind: "number", def: 1 },
    draw_hand: { kind: "boolean", def: false },
    instant_use: { kind: "boolean", def: false },
    booster_type: { kind: "enum", values: BOOSTER_TYPES, def: "joker" },
    kind: optString, group_key: optString, atlas: optString,
    pos: xy,
    config: {
      kind: "record",
      fields: { extra: { kind: "number", def: 3 }, choose: { kind: "number", def: 1 } },
      def: () => ({ extra: 3, choose: 1 }),
    },
    card_rules: { kind: "objectList", def: [] },
    background_colour: optString, special_colour: optString, hidden: optBool,
  },
  enhancement: {
    ...image,
    atlas: optString,
    pos: xy,
    any_suit: optBool, replace_base_card: optBool, no_rank: optBool, no_suit: optBool, always_scores: optBool,
    unlocked: optBool, no_collection: optBool,
    weight: { kind: "number", def: 5 },
    // Base values the game scores by itself (smods.md 2.9); optional, each one kept when a number.
    config: { kind: "record", fields: Object.fromEntries(ENHANCEMENT_CONFIG_KEYS.map((k) => [k, optNumber])) },
  },
  seal: {
    ...image,
    atlas: optString,
    pos: xy,
    badge_colour: { kind: "string", def: "#FFFFFF" },
    unlocked: optBool, no_collection: optBool,
    sound: { kind: "string", def: "gold_seal" },
    pitch: { kind: "number", def: 1.2 },
    volume: { kind: "number", def: 0.4 },
  },
  edition: {
    shader: { kind: "stringOrFalse", def: false },
    unlocked: optBool, no_collection: optBool, in_shop: optBool,
    weight: { kind: "number", def: 0 },
    extra_cost: optNumber,
    card_limit: optNumber,
    apply_to_float: optBool,
    badge_colour: { kind: "string", def: "#FFAA00" },
    sound: { kind: "string", def: "foil1" },
    pitch: { kind: "number", def: 1.2 },
    volume: { kind: "number", def: 0.4 },
    disable_shadow: optBool, disable_base_shader: optBool,
    // Values the exported calculate scores (smods.md 2.11); optional, each one kept when a number.
    config: { kind: "record", fields: Object.fromEntries(EDITION_CONFIG_KEYS.map((k) => [k, optNumber])) },
  },
  voucher: {
    ...image,
    cost: optNumber, unlocked: optBool, can_repeat_soul: optBool, no_collection: optBool,
    requires: { kind: "string", def: "" },
    // The original's importer forced this to true unless false, which made every voucher emit
    // `requires = {''}`; we keep what the file says.
    requires_activetor: optBool,
    ...unlock,
    draw_shader_sprite: { kind: "stringOrFalse", def: false },
    // Redeem effects: an entry with an unknown kind or no number amount is removed.
    redeemEffects: { kind: "recordList", fields: { kind: { kind: "enum", values: VOUCHER_REDEEM_KINDS }, amount: optNumber } },
  },
  deck: {
    ...image,
    unlocked: optBool, no_collection: optBool, no_interest: optBool, no_faces: optBool, erratic_deck: optBool,
    Config_vouchers: { kind: "stringList", def: [] },
    Config_consumables: { kind: "stringList", def: [] },
    // Starting values the game applies from the Back config (smods.md 2.13): whole numbers, may be negative.
    config: { kind: "record", fields: Object.fromEntries(DECK_CONFIG_KEYS.map((k) => [k, { kind: "number", integer: true }])) },
  },
};

/** Types whose items carry user variables (the original dropped editions' on reload; we keep them). */
export const TYPES_WITH_VARIABLES: ReadonlySet<ObjectType> = new Set(["joker", "enhancement", "seal", "edition"]);

export const SOUND_FIELDS: FieldRules = {
  key: { kind: "string", def: "" },
  soundString: { kind: "string", def: "", media: "audio" },
  volume: { kind: "number", def: 0.6 },
  pitch: { kind: "number", def: 0.7 },
  replace: optString,
};

export const RARITY_FIELDS: FieldRules = {
  key: { kind: "string", def: "" },
  name: { kind: "string", def: "" },
  badge_colour: { kind: "string", def: "#666665" },
  default_weight: { kind: "number", def: 1 },
};

export const CONSUMABLE_SET_FIELDS: FieldRules = {
  key: { kind: "string", def: "" },
  name: { kind: "string", def: "" },
  primary_colour: { kind: "string", def: "#ffffff" },
  secondary_colour: { kind: "string", def: "#000000" },
  collection_rows: { kind: "numberPair", def: [5, 5] },
  default_card: optString,
  shop_rate: { kind: "number", def: 1 },
  collection_name: optString,
};
