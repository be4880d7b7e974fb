// Item types of a project. Field names and meanings follow the original app's project file
// (see shared/reference/joker-forge-original.md section 2) so files move both ways.
import type { KeptPlaytest } from "../playtest/types";
import type { Rule, UserVariable } from "./rules";

/** The eight object types that share the item base (lists with objectKey and orderValue). */
export const OBJECT_TYPES = ["joker", "consumable", "booster", "enhancement", "seal", "edition", "voucher", "deck"] as const;
export type ObjectType = (typeof OBJECT_TYPES)[number];

export interface ItemBase {
  id: string;
  name: string;
  objectType: ObjectType;
  objectKey: string;
  description: string;
  /** 1-based position in its list; always renormalised to 1..n. */
  orderValue: number;
  discovered?: boolean;
  rules?: Rule[];
  /** Fields we do not model are kept verbatim so nothing a newer file holds is lost. */
  [extra: string]: unknown;
}

/** Items with rules keep playtests: set-ups of a moment of a run, re-run from the panel and by `check` (not exported). */
export interface WithPlaytests {
  playtests?: KeptPlaytest[];
}

export interface WithImage {
  imagePreview: string;
  overlayImagePreview?: string;
  placeholderCreditIndex?: number;
  hasUserUploadedImage: boolean;
}

export interface UnlockFields {
  unlockTrigger?: string;
  unlockProperties: { category: string; property: string }[];
  unlockOperator: string;
  unlockCount: number;
  unlockDescription: string;
}

export interface CardAppearance {
  jud?: boolean; sou?: boolean; wra?: boolean; buf?: boolean; rif?: boolean; rta?: boolean; uta?: boolean;
}

export interface Joker extends ItemBase, WithImage, UnlockFields, WithPlaytests {
  objectType: "joker";
  /** 1..4 for vanilla rarities, or a custom rarity key. */
  rarity: number | string;
  cost?: number;
  blueprint_compat?: boolean;
  eternal_compat?: boolean;
  perishable_compat?: boolean;
  unlocked?: boolean;
  force_eternal?: boolean;
  force_perishable?: boolean;
  force_rental?: boolean;
  force_foil?: boolean;
  force_holographic?: boolean;
  force_polychrome?: boolean;
  force_negative?: boolean;
  appears_in_shop?: boolean;
  rules: Rule[];
  userVariables: UserVariable[];
  cardAppearance: CardAppearance;
  appearFlags: string;
  ignoreSlotLimit: boolean;
  scale_w: number;
  scale_h: number;
  pools: string[];
  info_queues: string[];
  card_dependencies: string[];
}

export interface Consumable extends ItemBase, WithImage, WithPlaytests {
  objectType: "consumable";
  set: string;
  cost?: number;
  unlocked?: boolean;
  hidden?: boolean;
  can_repeat_soul?: boolean;
  /** Most cards that may be selected to use it (the game's config.max_highlighted); unset: no limit. */
  max_highlighted?: number;
  /** Fewest cards that must be selected (config.min_highlighted); unset: 1 when a max is set, else no minimum. */
  min_highlighted?: number;
  rules: Rule[];
}

export interface BoosterCardRule {
  set?: string;
  enhancement?: string;
  edition?: string;
  rarity?: string;
  suit?: string;
  rank?: string;
  seal?: string;
  weight?: number;
  specific_key?: string;
  specific_type?: "consumable" | "joker" | "voucher" | "" | null;
  pool?: string;
}

export type BoosterType = "joker" | "consumable" | "playing_card" | "voucher";

export interface Booster extends ItemBase, WithImage {
  objectType: "booster";
  cost: number;
  weight: number;
  draw_hand: boolean;
  instant_use: boolean;
  booster_type: BoosterType;
  kind?: string;
  group_key?: string;
  pos?: { x: number; y: number };
  config: { extra: number; choose: number };
  card_rules: BoosterCardRule[];
  background_colour?: string;
  special_colour?: string;
  hidden?: boolean;
}

/**
 * An enhancement's base values under the game's own config keys, so the game scores them without
 * any rule (smods.md 2.9): bonus = chips, mult, x_mult, p_dollars when scored; h_x_mult and
 * h_dollars while held in hand (h_dollars at end of round). An unset key gives nothing.
 */
export interface EnhancementConfig {
  bonus?: number;
  mult?: number;
  x_mult?: number;
  p_dollars?: number;
  h_x_mult?: number;
  h_dollars?: number;
}

export const ENHANCEMENT_CONFIG_KEYS = ["bonus", "mult", "x_mult", "p_dollars", "h_x_mult", "h_dollars"] as const satisfies readonly (keyof EnhancementConfig)[];

export interface Enhancement extends ItemBase, WithImage, WithPlaytests {
  objectType: "enhancement";
  config?: EnhancementConfig;
  pos?: { x: number; y: number };
  any_suit?: boolean;
  replace_base_card?: boolean;
  no_rank?: boolean;
  no_suit?: boolean;
  always_scores?: boolean;
  unlocked?: boolean;
  no_collection?: boolean;
  weight?: number;
  rules: Rule[];
  userVariables: UserVariable[];
}

export interface Seal extends ItemBase, WithImage, WithPlaytests {
  objectType: "seal";
  pos?: { x: number; y: number };
  badge_colour?: string;
  unlocked?: boolean;
  no_collection?: boolean;
  sound?: string;
  pitch?: number;
  volume?: number;
  rules: Rule[];
  userVariables: UserVariable[];
}

/**
 * An edition's values under the game's own config keys (smods.md 2.11: config is copied to
 * card.edition, and the exported calculate returns them the way the vanilla editions do): chips
 * and mult before a joker scores (pre_joker) or when a playing card scores, x_mult after the
 * joker (post_joker) or when the card scores. An unset key gives nothing.
 */
export interface EditionConfig {
  chips?: number;
  mult?: number;
  x_mult?: number;
}

export const EDITION_CONFIG_KEYS = ["chips", "mult", "x_mult"] as const satisfies readonly (keyof EditionConfig)[];

export interface Edition extends ItemBase, WithPlaytests {
  objectType: "edition";
  shader: string | false;
  config?: EditionConfig;
  unlocked?: boolean;
  no_collection?: boolean;
  in_shop?: boolean;
  weight?: number;
  extra_cost?: number;
  /** Extra slots of the area holding the card (Negative: 1), the game's card_limit. */
  card_limit?: number;
  apply_to_float?: boolean;
  badge_colour?: string;
  sound?: string;
  pitch?: number;
  volume?: number;
  disable_shadow?: boolean;
  disable_base_shader?: boolean;
  rules: Rule[];
  /** Kept (the original dropped these on reload). */
  userVariables: UserVariable[];
}

/**
 * What redeeming a voucher does, as the vanilla vouchers do it (vouchers.json effects; the game
 * state each one changes is in domain/export/items/vouchersDecks.ts). Amounts are changes:
 * hand_size +1 is Paint Brush, joker_slots +1 Antimatter, consumable_slots +1 Crystal Ball, hands
 * +1 Grabber, discards +1 Wasteful, interest_cap +5 ($ of interest) Seed Money, reroll_discount +2
 * Reroll Surplus, discount_percent +25 Clearance Sale, edition_rate x2 Hone, shop_slots +1
 * Overstock, ante -1 Hieroglyph; dollars is money at once.
 */
export const VOUCHER_REDEEM_KINDS = [
  "hand_size", "joker_slots", "consumable_slots", "hands", "discards", "dollars",
  "interest_cap", "reroll_discount", "discount_percent", "edition_rate", "shop_slots", "ante",
] as const;
export type VoucherRedeemKind = (typeof VOUCHER_REDEEM_KINDS)[number];

export interface VoucherRedeemEffect {
  kind: VoucherRedeemKind;
  amount: number;
  [extra: string]: unknown;
}

export interface Voucher extends ItemBase, WithImage, UnlockFields, WithPlaytests {
  objectType: "voucher";
  /** Applied in order when redeemed, before the rules' redeem effects. */
  redeemEffects?: VoucherRedeemEffect[];
  cost?: number;
  unlocked?: boolean;
  can_repeat_soul?: boolean;
  no_collection?: boolean;
  requires?: string;
  requires_activetor?: boolean;
  draw_shader_sprite?: string | false;
  rules: Rule[];
}

/**
 * A deck's starting values under the game's own Back config keys, which it applies at the start
 * of a run (smods.md 2.13): each is a change from the base run ($4, 4 hands, 3 discards, 5 joker
 * slots, 2 consumable slots, hand size 8), e.g. Yellow Deck dollars 10, Black Deck joker_slot 1
 * and hands -1 (decks.json). An unset key changes nothing.
 */
export interface DeckConfig {
  dollars?: number;
  hands?: number;
  discards?: number;
  joker_slot?: number;
  consumable_slot?: number;
  hand_size?: number;
}

export const DECK_CONFIG_KEYS = ["dollars", "hands", "discards", "joker_slot", "consumable_slot", "hand_size"] as const satisfies readonly (keyof DeckConfig)[];

export interface Deck extends ItemBase, WithImage, WithPlaytests {
  objectType: "deck";
  config?: DeckConfig;
  unlocked?: boolean;
  no_collection?: boolean;
  no_interest?: boolean;
  no_faces?: boolean;
  erratic_deck?: boolean;
  rules: Rule[];
  Config_vouchers: string[];
  Config_consumables: string[];
}

export interface CustomRarity {
  id: string;
  key: string;
  name: string;
  badge_colour: string;
  default_weight: number;
  [extra: string]: unknown;
}

export interface ConsumableSet {
  id: string;
  key: string;
  name: string;
  primary_colour: string;
  secondary_colour: string;
  collection_rows: [number, number];
  default_card?: string;
  shop_rate?: number;
  collection_name?: string;
  [extra: string]: unknown;
}

export interface Sound {
  id: string;
  key: string;
  /** The whole .ogg file as a data URL. */
  soundString: string;
  volume: number;
  pitch: number;
  replace?: string;
  [extra: string]: unknown;
}

export interface ItemByType {
  joker: Joker;
  consumable: Consumable;
  booster: Booster;
  enhancement: Enhancement;
  seal: Seal;
  edition: Edition;
  voucher: Voucher;
  deck: Deck;
}

export type AnyItem = ItemByType[ObjectType];
