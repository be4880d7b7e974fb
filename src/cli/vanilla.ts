// `npm run cli -- vanilla --json`: how many vanilla items each section of Vanilla Reforged holds.
// `npm run cli -- vanilla --verify [--section s] [--only key,key]`: runs every vanilla item's checks
// (moments of a run whose outcome in the game follows from its numbers) in the LuaJIT harness on
// our copy of the item, prints one line per item, `ok` or what differs, then the count verified.
import type { Scenario } from "../../domain/catalog/scenario";
import { RULE_OBJECT_TYPES, type RuleObjectType } from "../../domain/catalog/types";
import { vanillaCounts, vanillaItems } from "../../domain/vanilla/items";
import { VANILLA_SECTIONS, type VanillaItem, type VanillaSection } from "../../domain/vanilla/types";
import { printable } from "./printable";
import { registerCommand } from "./registry";
import { runScenarios } from "./scenarios";

const USAGE = "--json | --verify [--section s] [--only k1,k2]  count the vanilla items, or check that they behave as in the game";

/** Item fields a check's subject carries over from our copy (everything but identity and rules). */
function subjectFields(v: VanillaItem): Record<string, unknown> {
  const { id: _id, objectKey: _k, orderValue: _o, rules: _r, userVariables: _u, objectType: _t, ...rest } = v.item as Record<string, unknown>;
  return rest;
}

/** The harness scenarios of one vanilla item (its checks, run on a copy of the item). */
export function vanillaScenarios(v: VanillaItem): Scenario[] {
  const type = v.item.objectType as RuleObjectType;
  return (v.behaviour?.checks ?? []).map((c) => ({
    entry: v.gameKey, name: c.name,
    subject: { type, rules: (v.item.rules ?? []) as Scenario["subject"]["rules"], variables: (v.item as { userVariables?: Scenario["subject"]["variables"] }).userVariables, fields: subjectFields(v) },
    setup: c.setup, steps: c.steps, probes: c.probes, expect: c.expect, talisman: c.talisman,
  }));
}

export interface VanillaVerdict {
  section: VanillaSection;
  key: string;
  name: string;
  /** ok: every check passed; differs: at least one did not; unchecked: no checks (with the reason). */
  status: "ok" | "differs" | "unchecked";
  details: string[];
}

/** Runs the checks of the chosen vanilla items; one verdict per item, in the game's order. */
export function verifyVanilla(options: { sections?: readonly VanillaSection[]; only?: readonly string[] } = {}): VanillaVerdict[] {
  const all = vanillaItems();
  return verifyItems((options.sections ?? VANILLA_SECTIONS).flatMap((s) => all[s]).filter((v) => !options.only || options.only.includes(v.gameKey)));
}

/** Runs the checks of these vanilla items (all in one harness run); one verdict per item, in order. */
export function verifyItems(chosen: readonly VanillaItem[]): VanillaVerdict[] {
  // boosters have no rules, but a check opens our copy and observes what it offers
  const runnable = chosen.filter((v) => [...RULE_OBJECT_TYPES, "booster"].includes(v.item.objectType) && (v.behaviour?.checks.length ?? 0) > 0);
  const scenarios = runnable.flatMap((v) => vanillaScenarios(v));
  const outcomes = scenarios.length > 0 ? runScenarios(scenarios) : [];
  return chosen.map((v) => {
    const base = { section: v.section, key: v.gameKey, name: v.item.name };
    if (!runnable.includes(v)) {
      const why = v.behaviour?.unverifiable ?? (v.behaviour ? "no checks" : "no behaviour yet");
      return { ...base, status: "unchecked", details: [why] };
    }
    const mine = outcomes.filter((o) => o.scenario.entry === v.gameKey);
    const details = mine.flatMap((o) => [...o.loadProblems, ...o.mismatches].map((m) => `${o.scenario.name}: ${m.replace(/^\./, "")}`));
    return { ...base, status: details.length === 0 ? "ok" : "differs", details };
  });
}

export async function runVanilla(args: string[]): Promise<number> {
  let mode: "json" | "verify" | undefined;
  let sections: VanillaSection[] | undefined;
  let only: string[] | undefined;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (arg === "--json") mode = "json";
    else if (arg === "--verify") mode = "verify";
    else if (arg === "--section" && (VANILLA_SECTIONS as readonly string[]).includes(args[i + 1] ?? "")) sections = [...(sections ?? []), args[(i += 1)] as VanillaSection];
    else if (arg === "--only" && args[i + 1]) only = args[(i += 1)].split(",").map((s) => s.trim()).filter(Boolean);
    else {
      console.error(`vanilla: unexpected argument ${printable(arg)}\nUsage: npm run cli -- vanilla ${USAGE}`);
      return 2;
    }
  }
  if (mode === "json") {
    console.log(JSON.stringify(vanillaCounts()));
    return 0;
  }
  if (mode !== "verify") {
    console.error(`vanilla: say --json or --verify\nUsage: npm run cli -- vanilla ${USAGE}`);
    return 2;
  }
  const verdicts = verifyVanilla({ sections, only });
  for (const v of verdicts) {
    const head = `${v.status === "ok" ? "ok" : v.status === "differs" ? "DIFFERS" : "unchecked"}  ${v.key} (${printable(v.name)})`;
    console.log(v.status === "ok" ? head : `${head}: ${v.details.map(printable).join("; ")}`);
  }
  const ok = verdicts.filter((v) => v.status === "ok").length;
  const bySection = VANILLA_SECTIONS.map((s) => [s, verdicts.filter((v) => v.section === s)] as const).filter(([, list]) => list.length > 0)
    .map(([s, list]) => `${s} ${list.filter((v) => v.status === "ok").length}/${list.length}`);
  console.log(`${ok} of ${verdicts.length} verified (${bySection.join(", ")})`);
  return verdicts.some((v) => v.status === "differs") ? 1 : 0;
}

registerCommand("vanilla", USAGE, runVanilla);
