// Effect shapes of the original's early months that its own updater never took over (reference
// section 7 covers ids only): whole effects later folded into general ones, params renamed, and the
// "has_random_chance" chance that effects once carried inside their own params. Without this step
// those blocks either do not exist for the compiler or silently lose a param (a 1-in-7 destroy
// destroying every card). Runs after 0005/0006, so params are {value, valueType} and ids current.
import type { ParamValue } from "../../model/rules";
import { hasOwn, isPlainObject, type JsonObject } from "../plain";
import { rawRules } from "./rawItems";
import type { Migration } from "./types";

const text = (value: string): ParamValue => ({ value, valueType: "text" });
const number = (value: number): ParamValue => ({ value, valueType: "number" });

/** The stored value of a param ({value} or raw), or undefined. */
function read(params: JsonObject, key: string): unknown {
  const stored = params[key];
  return isPlainObject(stored) ? stored.value : stored;
}

/** Moves `from` to `to` when `to` is not already set; the old key is dropped either way. */
function renameParam(params: JsonObject, from: string, to: string): boolean {
  if (!hasOwn(params, from)) return false;
  if (!hasOwn(params, to) || read(params, to) === undefined) params[to] = params[from];
  delete params[from];
  return true;
}

function setText(params: JsonObject, key: string, value: string) {
  params[key] = text(value);
}

/** "the_fool" → "c_fool": the original's early consumable ids were the cards' names. */

/** Params the original renamed, per effect: [old name, current name]. */
const PARAM_RENAMES: Readonly<Record<string, readonly [string, string]>> = {
  allow_debt: ["debt_amount", "value"],
  retrigger_playing_card: ["value", "repetitions"],
  free_rerolls: ["reroll_amount", "value"],
  edit_cards: ["amount", "count"],
  edit_joker: ["target_type", "target"],
  destroy_playing_card: ["setGlassTrigger", "set_glass_trigger"],
};
export function legacyConsumableKey(raw: unknown): string {
  if (typeof raw !== "string" || raw === "" || raw === "random") return "random";
  if (raw.startsWith("c_")) return raw;
  const id = raw.toLowerCase().replace(/^the_/, "");
  return `c_${id === "hierophant" ? "heirophant" : id}`;
}

const LEGACY_CREATE_SETS: Readonly<Record<string, { set: string; param: string }>> = {
  create_tarot_card: { set: "Tarot", param: "tarot_card" },
  create_planet_card: { set: "Planet", param: "planet_card" },
  create_spectral_card: { set: "Spectral", param: "spectral_card" },
};

const LEVEL_UP_SELECTIONS = new Set(["current", "specific", "most", "least", "random", "pool", "all"]);

/** A positive whole count stored in `params[key]`, when it is a plain number above 1. */
function countAbove1(params: JsonObject, key: string): number | undefined {
  const value = read(params, key);
  const n = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : NaN;
  return Number.isInteger(n) && n > 1 ? n : undefined;
}

type Wrap =
  | { kind: "chance"; numerator: unknown; denominator: unknown }
  | { kind: "loop"; repetitions: number };

/** Changes one effect in place; returns the group it must move into, if any. */
function reshape(effect: JsonObject, note: (line: string) => void, list: string): Wrap | undefined {
  const type = effect.type;
  // a block of the wrong shape is the import's to refuse or repair, not this step's
  if (typeof type !== "string" || !isPlainObject(effect.params)) return undefined;
  const params = effect.params;
  let wrap: Wrap | undefined;

  const legacySet = hasOwn(LEGACY_CREATE_SETS, type) ? LEGACY_CREATE_SETS[type] : undefined;
  if (legacySet) {
    const card = legacyConsumableKey(read(params, legacySet.param));
    delete params[legacySet.param];
    effect.type = "create_consumable";
    setText(params, "set", legacySet.set);
    setText(params, "specific_card", card);
    note(`${list}[].rules: ${type} became create_consumable (set ${legacySet.set})`);
  } else if (type === "copy_random_joker") {
    effect.type = "copy_joker";
    setText(params, "selection_method", "random");
    const times = countAbove1(params, "amount");
    delete params.amount;
    if (times) wrap = { kind: "loop", repetitions: times };
    note(`${list}[].rules: copy_random_joker became copy_joker (a random joker)`);
  } else if (type === "destroy_random_joker") {
    effect.type = "destroy_joker";
    setText(params, "selection_method", "random");
    renameParam(params, "amount", "count");
    note(`${list}[].rules: destroy_random_joker became destroy_joker (random jokers)`);
  }

  switch (effect.type) {
    case "create_consumable": {
      // "nil" and "none" were written for "no" by some versions
      if (read(params, "soulable") === "nil") { setText(params, "soulable", "n"); note(`${list}[].rules: create_consumable's soulable "nil" read as "n"`); }
      if (read(params, "is_negative") === "none") setText(params, "is_negative", "n");
      break;
    }
    case "set_sell_value":
      if (read(params, "target") === "self") {
        setText(params, "target", "specific");
        setText(params, "specific_target", "self");
        note(`${list}[].rules: set_sell_value's target "self" became one joker: this joker`);
      }
      break;
    case "level_up_hand": {
      if (hasOwn(params, "hand_type")) {
        const hand = read(params, "hand_type");
        delete params.hand_type;
        if (typeof hand === "string" && hand !== "" && !hasOwn(params, "hand_selection")) {
          if (LEVEL_UP_SELECTIONS.has(hand)) setText(params, "hand_selection", hand);
          else { setText(params, "hand_selection", "specific"); setText(params, "specific_hand", hand); }
        }
        note(`${list}[].rules: level_up_hand's hand_type became hand_selection`);
      }
      if (renameParam(params, "levels", "value")) note(`${list}[].rules: level_up_hand's levels became value`);
      break;
    }
    default: {
      const rename = Object.hasOwn(PARAM_RENAMES, String(effect.type)) ? PARAM_RENAMES[String(effect.type)] : undefined;
      if (rename && renameParam(params, rename[0], rename[1])) note(`${list}[].rules: ${String(effect.type)}'s ${rename[0]} became ${rename[1]}`);
      break;
    }
  }

  // a chance carried inside the effect's own params becomes a random group around it
  if (hasOwn(params, "has_random_chance")) {
    const on = read(params, "has_random_chance");
    const numerator = params.chance_numerator;
    const denominator = params.chance_denominator;
    delete params.has_random_chance;
    delete params.chance_numerator;
    delete params.chance_denominator;
    if (on === true || on === "true" || on === "y") {
      wrap = { kind: "chance", numerator: numerator ?? number(1), denominator: denominator ?? number(1) };
      note(`${list}[].rules: an effect's own chance became a random group around it`);
    }
  }
  return wrap;
}

function asParam(value: unknown): unknown {
  return isPlainObject(value) ? value : typeof value === "number" ? number(value) : { value, valueType: "unknown" };
}

export const legacyEffectShapes: Migration = {
  id: 7,
  name: "legacy-effect-shapes",
  up(raw, note) {
    for (const { owner, rule } of rawRules(raw)) {
      const groups = (key: "randomGroups" | "loops"): unknown[] => {
        if (!Array.isArray(rule[key])) rule[key] = [];
        return rule[key] as unknown[];
      };
      // effects of the rule itself may move into a new group of their own
      if (Array.isArray(rule.effects)) {
        const kept: unknown[] = [];
        for (const effect of rule.effects) {
          if (!isPlainObject(effect)) { kept.push(effect); continue; }
          const wrap = reshape(effect, note, owner.list);
          const id = `${typeof effect.id === "string" ? effect.id : "effect"}-${wrap?.kind ?? ""}`;
          if (!wrap) kept.push(effect);
          else if (wrap.kind === "chance") {
            groups("randomGroups").push({
              id, chance_numerator: asParam(wrap.numerator), chance_denominator: asParam(wrap.denominator),
              respect_probability_effects: true, custom_key: "", effects: [effect],
            });
          } else groups("loops").push({ id, repetitions: number(wrap.repetitions), effects: [effect] });
        }
        rule.effects = kept;
      }
      // inside a group an effect cannot move: its shape is still brought up to date
      for (const key of ["randomGroups", "loops"] as const) {
        if (!Array.isArray(rule[key])) continue;
        for (const group of rule[key] as unknown[]) {
          if (!isPlainObject(group) || !Array.isArray(group.effects)) continue;
          for (const effect of group.effects) {
            if (!isPlainObject(effect)) continue;
            const wrap = reshape(effect, note, owner.list);
            if (wrap) note(`${owner.list}[].rules: an effect inside a group kept no chance or count of its own (groups do not nest)`);
          }
        }
      }
    }
  },
};
