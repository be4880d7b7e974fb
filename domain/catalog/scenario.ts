// Scenarios: proof that an entry does what it says in the game. Each catalog entry has at least
// one, in a `<entry>.scenario.ts` file beside it: an item that uses the entry, a moment of a run
// (money, hands, jokers, cards, hand levels, chance rolls), steps (play a hand, discard, end the
// round, use, redeem...), and what must be observed after them (score, money, cards, slots...).
// The same data drives the LuaJIT harness (tests, `npm run cli -- check`) and the playtest panel.
import type { Condition, ConditionGroup, Effect, LoopGroup, RandomGroup, Rule, UserVariable } from "../model";
import type { RuleObjectType } from "./types";

/** "H_5" (Five of Hearts; T = 10), or with modifiers; `self` puts the subject (enhancement, seal, edition) on it. */
export type CardSpec = string | { card: string; enhancement?: string; seal?: string; edition?: string; self?: boolean };

export interface ScenarioSubject {
  /** The item type; several types run the scenario once per type (an entry shared by enhancements, seals and editions). */
  type: RuleObjectType | RuleObjectType[];
  rules: Rule[];
  variables?: UserVariable[];
  /** Other fields of the item (a consumable's set and highlight limits, a description...). */
  fields?: Record<string, unknown>;
}

export interface ScenarioSetup {
  dollars?: number;
  hands?: number;
  discards?: number;
  ante?: number;
  /** The run's round number (G.GAME.round), 1 at the first blind. */
  round?: number;
  handSize?: number;
  /** Other jokers in their slots, by game key (vanilla, or another item of the scenario's project); edition "self" is the subject edition. */
  jokers?: (string | { key: string; edition?: string; stickers?: string[] })[];
  consumables?: string[];
  /** Cards in hand before the steps. */
  hand?: CardSpec[];
  /** Replaces the deck with exactly these cards. */
  deck?: CardSpec[];
  /** Poker hand levels ("Pair": 3). */
  levels?: Record<string, number>;
  blind?: string;
  back?: string;
  vouchers?: string[];
  /** Chance rolls: seeded ("roll", the default), or forced to succeed or fail. */
  chance?: "roll" | "always" | "never";
  subjectEdition?: string;
  subjectStickers?: string[];
  /** Extra set-up in Lua, for moments the fields above do not cover (SCENARIO_SUBJECT.key is the subject's key). */
  lua?: string;
}

export type ScenarioStep =
  | { play: CardSpec[]; held?: CardSpec[] }
  | { playFromHand: string[] }
  | { discard: CardSpec[] | true }
  | { endRound: true; gameOver?: boolean }
  | { selectBlind: string | true }
  | { skipBlind: true }
  | { shop: "enter" | "exit" | "reroll" }
  | { sell: "self" | number }
  /** A card bought from the shop by key; "self": the subject joker, as if it were in the shop. */
  | { buy: string }
  | { canUse: { highlighted?: string[] } }
  | { use: { highlighted?: string[]; force?: boolean } }
  | { useConsumable: string }
  | { redeem: true }
  /** The subject's "used" moment: a consumable is used, a voucher redeemed (a deck was applied at the start). */
  | { activate: true }
  /** The rest of the cash-out after endRound: the blind's reward, money per hand and discard left, interest. */
  | { cashOut: true }
  | { openBooster: string | true }
  | { context: Record<string, unknown> }
  | { lua: string };

/** What the harness reports after the steps. */
export interface Observations {
  hand?: string;
  chips?: number;
  mult?: number;
  score?: number;
  destroyed: number;
  canUse?: boolean;
  saved?: boolean;
  offered?: string[];
  dollars: number;
  handsLeft: number;
  discardsLeft: number;
  hands: number;
  discards: number;
  handSize: number;
  jokerSlots: number;
  consumableSlots: number;
  ante: number;
  round: number;
  jokers: string[];
  consumables: string[];
  vouchers: string[];
  handCards: string[];
  deck: string[];
  deckSize: number;
  levels: Record<string, number>;
  vars: Record<string, unknown>;
  blindChips?: number;
  flags: Record<string, unknown>;
  probes: Record<string, unknown>;
  problems: string[];
}

export interface Scenario {
  /** The entry it proves. */
  entry: string;
  name: string;
  subject: ScenarioSubject;
  setup?: ScenarioSetup;
  steps: ScenarioStep[];
  /** Lua expressions evaluated after the steps, observed as `probes.<name>`. */
  probes?: Record<string, string>;
  /** Expected observations (a subset; arrays and records compare whole). */
  expect: Partial<Observations>;
  /** The scenario's mod depends on Talisman. */
  talisman?: boolean;
  /** Sounds of the scenario's mod (key without the prefix), e.g. for Play Sound. */
  sounds?: { key: string; pitch: number; volume: number }[];
}

let n = 0;
const id = (tag: string) => `${tag}${(n += 1)}`;
const wrap = (params: Record<string, unknown>) => Object.fromEntries(Object.entries(params).map(([k, v]) => [k, { value: v }]));

/** Rule builders for scenarios (and tests). */
export const build = {
  /**
   * A joker subject whose rule on `trigger` runs while its variable `armed` is 1, sets it to 0,
   * then does `effect`: the rule changes what its own condition tests.
   */
  disarming(trigger: string, effect: Effect): ScenarioSubject {
    return {
      type: "joker", variables: [build.variable("armed", "number", 1)],
      rules: [build.rule(trigger, {
        conditions: [build.condition("internal_variable", { variable_name: "armed", operator: "equals", value: 1 })],
        effects: [build.effect("modify_internal_variable", { variable_name: "armed", operation: "set", value: 0 }), effect],
      })],
    };
  },
  effect(type: string, params: Record<string, unknown> = {}, customMessage?: string): Effect {
    return { id: id("e"), type, params: wrap(params), ...(customMessage ? { customMessage } : {}) };
  },
  condition(type: string, params: Record<string, unknown> = {}, more: Partial<Condition> = {}): Condition {
    return { id: id("c"), type, negate: false, params: wrap(params), ...more };
  },
  group(conditions: Condition[], operator: "and" | "or" = "and"): ConditionGroup {
    return { id: id("g"), operator, conditions };
  },
  chance(numerator: number | string, denominator: number | string, effects: Effect[], more: Partial<RandomGroup> = {}): RandomGroup {
    return { id: id("r"), chance_numerator: { value: numerator }, chance_denominator: { value: denominator }, respect_probability_effects: true, custom_key: "", effects, ...more };
  },
  loop(repetitions: number | string, effects: Effect[]): LoopGroup {
    return { id: id("l"), repetitions: { value: repetitions }, effects };
  },
  rule(trigger: string, parts: { conditions?: Condition[]; groups?: ConditionGroup[]; effects?: Effect[]; chances?: RandomGroup[]; loops?: LoopGroup[]; blueprint?: boolean } = {}): Rule {
    const groups = parts.groups ?? (parts.conditions && parts.conditions.length > 0 ? [build.group(parts.conditions)] : []);
    return {
      id: id("rule"), trigger, position: { x: 0, y: 0 }, blueprintCompatible: parts.blueprint ?? true,
      conditionGroups: groups, effects: parts.effects ?? [], randomGroups: parts.chances ?? [], loops: parts.loops ?? [],
    };
  },
  variable(name: string, type: UserVariable["type"] = "number", initial?: unknown): UserVariable {
    const v: UserVariable = { id: id("v"), name, type };
    if (type === "number") v.initialValue = Number(initial ?? 0);
    if (type === "suit") v.initialSuit = String(initial ?? "Spades");
    if (type === "rank") v.initialRank = String(initial ?? "Ace");
    if (type === "pokerhand") v.initialPokerHand = String(initial ?? "High Card");
    if (type === "key") v.initialKey = String(initial ?? "");
    if (type === "text") v.initialText = String(initial ?? "");
    return v;
  },
};

export function scenario(s: Scenario): Scenario {
  return s;
}
