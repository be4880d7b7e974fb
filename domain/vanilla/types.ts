// Vanilla Reforged: the game's own items rebuilt in our model. The numbers, names and flags come
// from the game's facts (facts/*.json, which the project owns); the behaviour is written here with
// rules from our catalog, never with custom code; the descriptions are written from the numbers in
// the game's formatting tags. Each item carries checks: moments of a run whose outcome in the game
// is known from its numbers, run in the LuaJIT harness by `npm run cli -- vanilla --verify`.
import type { Observations, ScenarioSetup, ScenarioStep } from "../catalog/scenario";
import type { AnyItem, ObjectType, Rule, UserVariable } from "../model";

/** One moment of a run and what the game gives for it (expected values from the game's numbers). */
export interface VanillaCheck {
  name: string;
  setup?: ScenarioSetup;
  steps: ScenarioStep[];
  /** Lua expressions evaluated after the steps, observed as `probes.<name>`. */
  probes?: Record<string, string>;
  expect: Partial<Observations>;
  /** Needs Talisman (numbers beyond the plain game's). */
  talisman?: boolean;
}

/** What we add to a vanilla item's facts: behaviour, description and the proof. */
export interface VanillaBehaviour {
  /** The game key: j_joker, c_fool, v_overstock_norm, b_red, m_bonus, Gold, e_foil, p_arcana_normal_1. */
  key: string;
  /** Description lines in the game's formatting tags, written from the numbers ("{C:mult}+4{} Mult"). */
  description: string;
  rules?: Rule[];
  variables?: UserVariable[];
  /** Other fields of our model that the item needs (a consumable's highlight limits, an enhancement's config...). */
  fields?: Record<string, unknown>;
  checks: VanillaCheck[];
  /** Why an item cannot (yet) be checked in the harness; said by `vanilla --verify`. */
  unverifiable?: string;
}

/** Sections of Vanilla Reforged, in the dock's order. */
export const VANILLA_SECTIONS = ["jokers", "consumables", "boosters", "enhancements", "seals", "editions", "vouchers", "decks"] as const;
export type VanillaSection = (typeof VANILLA_SECTIONS)[number];

export const SECTION_TYPE: Record<VanillaSection, ObjectType> = {
  jokers: "joker", consumables: "consumable", boosters: "booster", enhancements: "enhancement",
  seals: "seal", editions: "edition", vouchers: "voucher", decks: "deck",
};

/** A vanilla item in our model, with its game key and facts beside it. */
export interface VanillaItem<T extends AnyItem = AnyItem> {
  gameKey: string;
  section: VanillaSection;
  item: T;
  behaviour?: VanillaBehaviour;
  /** The game's facts for this item (facts/*.json), for filters and the reference. */
  facts: Record<string, unknown>;
}
