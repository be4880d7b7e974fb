// Every vanilla item as data in our own model: the game's facts (names, numbers, flags) plus the
// behaviour, description and checks written in the behaviour files. Built once and frozen; the
// browse pages, the Duplicate command's payload, `vanilla --json` and `vanilla --verify` read it.
import boosterFacts from "./facts/boosters.json" with { type: "json" };
import consumableFacts from "./facts/consumables.json" with { type: "json" };
import deckFacts from "./facts/decks.json" with { type: "json" };
import editionFacts from "./facts/editions.json" with { type: "json" };
import enhancementFacts from "./facts/enhancements.json" with { type: "json" };
import jokerFacts from "./facts/jokers.json" with { type: "json" };
import sealFacts from "./facts/seals.json" with { type: "json" };
import voucherFacts from "./facts/vouchers.json" with { type: "json" };
import { createItem, DECK_CONFIG_KEYS, keyFromName, type AnyItem, type ObjectType } from "../model";
import { boostersBehaviours } from "./boosters";
import { consumablesBehaviours } from "./consumables";
import { decksBehaviours } from "./decks";
import { editionsBehaviours } from "./editions";
import { enhancementsBehaviours } from "./enhancements";
import { jokerBehaviours } from "./jokers";
import { sealsBehaviours } from "./seals";
import { SECTION_TYPE, VANILLA_SECTIONS, type VanillaBehaviour, type VanillaItem, type VanillaSection } from "./types";
import { vouchersBehaviours } from "./vouchers";

type Facts = Record<string, unknown> & { key: string; name: string; order?: number };

const FACTS: Record<VanillaSection, readonly Facts[]> = {
  jokers: jokerFacts as Facts[], consumables: consumableFacts as Facts[], boosters: boosterFacts as Facts[],
  enhancements: enhancementFacts as Facts[], seals: sealFacts as Facts[], editions: editionFacts as Facts[],
  vouchers: voucherFacts as Facts[], decks: deckFacts as Facts[],
};

export const BEHAVIOURS: Record<VanillaSection, readonly VanillaBehaviour[]> = {
  jokers: jokerBehaviours, consumables: consumablesBehaviours, boosters: boostersBehaviours,
  enhancements: enhancementsBehaviours, seals: sealsBehaviours, editions: editionsBehaviours,
  vouchers: vouchersBehaviours, decks: decksBehaviours,
};

/** The game key without its class prefix, as our objectKey: j_greedy_joker -> greedy_joker, Gold -> gold. */
export function objectKeyOf(section: VanillaSection, gameKey: string): string {
  const bare = section === "seals" ? gameKey : gameKey.replace(/^[a-z]{1,3}_/, "");
  return keyFromName(bare, SECTION_TYPE[section]);
}

/** Our model's fields from a vanilla item's facts (the behaviour's `fields` come on top). */
function baseFields(section: VanillaSection, f: Facts): Record<string, unknown> {
  const num = (v: unknown) => (typeof v === "number" ? v : undefined);
  switch (section) {
    case "jokers":
      return {
        rarity: f.rarity, cost: f.cost, blueprint_compat: f.blueprint_compat, eternal_compat: f.eternal_compat,
        perishable_compat: f.perishable_compat,
      };
    case "consumables":
      return { set: f.set, cost: f.cost ?? 3, ...(f.set === "Spectral" ? { hidden: false } : {}) };
    case "boosters": {
      const kind = String(f.kind ?? "");
      const type = kind === "Buffoon" ? "joker" : kind === "Standard" ? "playing_card" : "consumable";
      // What the pack offers, as the game's packs make it: Tarot, Planet, Spectral or Joker cards;
      // Standard packs playing cards, Enhanced 40% of the time (SMODS's vanilla Standard pack).
      const cardRules = kind === "Arcana" ? [{ set: "Tarot" }] : kind === "Celestial" ? [{ set: "Planet" }] : kind === "Spectral" ? [{ set: "Spectral" }]
        : kind === "Buffoon" ? [{ set: "Joker" }] : kind === "Standard" ? [{ set: "Enhanced", weight: 0.4 }, { set: "Base", weight: 0.6 }] : [];
      return {
        cost: f.cost, weight: f.weight, kind, booster_type: type, config: { extra: num(f.extra) ?? 3, choose: num(f.choose) ?? 1 }, group_key: "",
        card_rules: cardRules, draw_hand: kind === "Arcana" || kind === "Spectral",
      };
    }
    case "enhancements": {
      // The game's effect under our config keys; a value behind a chance (Lucky Card) is a rule instead.
      const e = (f.effect ?? {}) as Record<string, unknown>;
      const chanced = (k: string) => e[`${k}_chance`] !== undefined;
      const config: Record<string, number> = {};
      if (num(e.chips)) config.bonus = num(e.chips)!;
      if (num(e.mult) && !chanced("mult")) config.mult = num(e.mult)!;
      if (num(e.xmult)) config.x_mult = num(e.xmult)!;
      if (num(e.dollars) && !chanced("dollars")) config.p_dollars = num(e.dollars)!;
      if (num(e.held_xmult)) config.h_x_mult = num(e.held_xmult)!;
      if (num(e.held_end_of_round_dollars)) config.h_dollars = num(e.held_end_of_round_dollars)!;
      const flags = Object.fromEntries((["any_suit", "no_rank", "no_suit", "always_scores"] as const).filter((k) => e[k] === true).map((k) => [k, true]));
      return { config, ...flags };
    }
    case "seals":
      return { badge_colour: `#${String(f.badge_colour ?? "000000")}` };
    case "editions": {
      const config: Record<string, number> = {};
      if (num(f.chips)) config.chips = num(f.chips)!;
      if (num(f.mult)) config.mult = num(f.mult)!;
      if (num(f.xmult) && num(f.xmult) !== 1) config.x_mult = num(f.xmult)!;
      return {
        config, shader: typeof f.shader === "string" ? f.shader : false, extra_cost: num(f.extra_cost), sound: f.sound,
        ...(num(f.card_limit) ? { card_limit: num(f.card_limit) } : {}),
      };
    }
    case "vouchers": {
      // The game's effects that are changes of the run's counts, as our redeem effects (the
      // vouchers that set a rate or a price are rules, or the behaviour's own redeem effects).
      const e = (f.effect ?? {}) as Record<string, unknown>;
      const kinds = ["shop_slots", "hand_size", "joker_slots", "consumable_slots", "hands", "discards", "ante", "reroll_discount"] as const;
      const redeemEffects = kinds.filter((k) => num(e[k]) !== undefined).map((kind) => ({ kind, amount: num(e[kind])! }));
      return { cost: f.cost, requires: typeof f.requires === "string" ? f.requires : "", ...(redeemEffects.length > 0 ? { redeemEffects } : {}) };
    }
    case "decks": {
      // The Back config keys our model carries; the rest of a deck's specials are rules.
      const c = (f.config ?? {}) as Record<string, unknown>;
      const config = Object.fromEntries(DECK_CONFIG_KEYS.filter((k) => num(c[k]) !== undefined).map((k) => [k, num(c[k])]));
      const list = (v: unknown) => (Array.isArray(v) ? v.map(String) : typeof v === "string" ? [v] : []);
      return {
        config, Config_vouchers: [...list(c.voucher), ...list(c.vouchers)], Config_consumables: list(c.consumables),
        ...(c.no_interest === true ? { no_interest: true } : {}), ...(c.remove_faces === true ? { no_faces: true } : {}),
        ...(c.randomize_rank_suit === true ? { erratic_deck: true } : {}),
      };
    }
  }
}

function build(section: VanillaSection, f: Facts, index: number, behaviour: VanillaBehaviour | undefined): VanillaItem {
  const type: ObjectType = SECTION_TYPE[section];
  const item = createItem(type, {
    id: `vanilla_${f.key}`, name: f.name, orderValue: index + 1, objectKey: objectKeyOf(section, f.key),
    description: behaviour?.description ?? "",
    ...baseFields(section, f),
    ...(behaviour?.rules ? { rules: behaviour.rules } : {}),
    ...(behaviour?.variables ? { userVariables: behaviour.variables } : {}),
    ...(behaviour?.fields ?? {}),
  } as never) as AnyItem;
  return { gameKey: f.key, section, item, behaviour, facts: f };
}

let cache: Record<VanillaSection, readonly VanillaItem[]> | undefined;

/** Every vanilla item, section by section, in the game's order. */
export function vanillaItems(): Record<VanillaSection, readonly VanillaItem[]> {
  if (cache) return cache;
  const out = {} as Record<VanillaSection, readonly VanillaItem[]>;
  for (const section of VANILLA_SECTIONS) {
    const byKey = new Map(BEHAVIOURS[section].map((b) => [b.key, b]));
    const facts = [...FACTS[section]].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
    out[section] = Object.freeze(facts.map((f, i) => build(section, f, i, byKey.get(f.key))));
  }
  cache = out;
  return out;
}

/** `npm run cli -- vanilla --json`: how many items each section holds. */
export function vanillaCounts(): Record<VanillaSection, number> {
  const items = vanillaItems();
  return Object.fromEntries(VANILLA_SECTIONS.map((s) => [s, items[s].length])) as Record<VanillaSection, number>;
}
