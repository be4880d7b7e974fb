// Scenario kit for conditions: one item per item-type family whose rules each guard "+$2^i" with
// the condition under test in some case (params that must hold, params that must not). After the
// game moment, the money says exactly which cases held: $10 + 1 + 4 means cases 0 and 2 held and
// case 1 did not. So each scenario proves both that the condition passes when it should and that
// it fails when it should. Used by the conditions' *.scenario.ts files.
import type { UserVariable } from "../../model";
import { build, scenario, type Scenario, type ScenarioSetup, type ScenarioStep, type ScenarioSubject } from "../scenario";

/**
 * Item-type families: "card" is enhancements, seals and editions at once (one scenario runs on
 * each); a single card type may be named when it must be checked apart.
 */
export type Family = "joker" | "consumable" | "card" | "enhancement" | "seal" | "edition" | "voucher" | "deck";
export const ALL_FAMILIES: readonly Family[] = ["joker", "consumable", "card", "voucher", "deck"];
export const NOT_CARD_FAMILIES: readonly Family[] = ["joker", "consumable", "voucher", "deck"];

const TYPES: Record<Family, ScenarioSubject["type"]> = {
  joker: "joker", consumable: "consumable", card: ["enhancement", "seal", "edition"], enhancement: "enhancement", seal: "seal", edition: "edition",
  voucher: "voucher", deck: "deck",
};
const CARD_FAMILIES: readonly Family[] = ["card", "enhancement", "seal", "edition"];

/** The moment each family is checked at, unless a check says otherwise. */
const TRIGGER: Record<Family, string> = {
  joker: "hand_played", consumable: "card_used", card: "card_scored", enhancement: "card_scored", seal: "card_scored", edition: "card_scored",
  voucher: "card_used", deck: "round_end",
};

/** A level-1 Pair of 5s (for cards, the first 5 carries the item); a consumable used; a voucher redeemed; a round won with the deck. */
const PAIR_WITH_SELF: ScenarioStep[] = [{ play: [{ card: "H_5", self: true }, "S_5"] }];
const STEPS: Record<Family, ScenarioStep[]> = {
  joker: [{ play: ["H_5", "S_5"] }],
  consumable: [{ use: { force: true } }],
  card: PAIR_WITH_SELF, enhancement: PAIR_WITH_SELF, seal: PAIR_WITH_SELF, edition: PAIR_WITH_SELF,
  voucher: [{ redeem: true }],
  deck: [{ endRound: true }],
};

export interface Case {
  params: Record<string, unknown>;
  /** Whether the condition holds in the scenario's moment. */
  holds: boolean;
  negate?: boolean;
}

export interface Check {
  name: string;
  cases: Case[];
  families?: readonly Family[];
  setup?: ScenarioSetup;
  /** The trigger, for every family or per family. */
  trigger?: string | Partial<Record<Family, string>>;
  /** The steps, for every family or per family. */
  steps?: ScenarioStep[] | Partial<Record<Family, ScenarioStep[]>>;
  variables?: UserVariable[];
  fields?: Record<string, unknown>;
  /** Money before the steps (default $10). */
  dollars?: number;
  /** Money the game itself pays (or, negative, charges) during the steps, besides the cases'. */
  gameDollars?: number;
  /** Other observations every family must show. */
  expect?: Scenario["expect"];
  probes?: Record<string, string>;
}

/** A per-family setting: its own entry, else the "card" entry for a single card type, else the fallback. */
function pick<T>(value: T | Partial<Record<Family, T>> | undefined, family: Family, fallback: T, isPerFamily: (v: unknown) => boolean): T {
  if (value === undefined) return fallback;
  if (isPerFamily(value)) {
    const own = value as Partial<Record<Family, T>>;
    return own[family] ?? (CARD_FAMILIES.includes(family) ? own.card : undefined) ?? fallback;
  }
  return value as T;
}

/** One scenario per family: each case guards +$2^i; the money shows which cases held. */
export function conditionScenarios(entry: string, check: Check): Scenario[] {
  const start = check.dollars ?? check.setup?.dollars ?? 10;
  const gained = check.cases.reduce((sum, c, i) => sum + (c.holds ? 2 ** i : 0), 0) + (check.gameDollars ?? 0);
  const words = check.cases.map((c, i) => `${c.holds ? "+" : "no "}$${2 ** i}`).join(", ");
  return (check.families ?? ALL_FAMILIES).map((family) => {
    const trigger = pick(check.trigger, family, TRIGGER[family], (v) => typeof v === "object");
    const steps = pick(check.steps, family, STEPS[family], (v) => !Array.isArray(v));
    const rules = check.cases.map((c, i) => build.rule(trigger, {
      conditions: [build.condition(entry, c.params, c.negate ? { negate: true } : {})],
      effects: [build.effect("set_dollars", { operation: "add", value: 2 ** i })],
    }));
    return scenario({
      entry,
      name: `${check.name} (${words})`,
      subject: { type: TYPES[family], rules, ...(check.variables ? { variables: check.variables } : {}), ...(check.fields ? { fields: check.fields } : {}) },
      setup: { ...check.setup, dollars: start },
      steps,
      ...(check.probes ? { probes: check.probes } : {}),
      expect: { ...check.expect, dollars: start + gained },
    });
  });
}
