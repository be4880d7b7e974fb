// The catalog's coverage meta-test. It fails when:
// - an entry has no scenario for an item type it applies to (scenarios name the entry they prove);
// - a select param has no options, or an entry has no summary for its default params;
// - any entry, with default and boundary params under every trigger it claims, does not compile
//   clean, gives Lua that LuaJIT refuses, or errors when the harness exercises it (including its
//   description in the main-menu collection, where no run exists).
import { describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { allConditions, allEffects, allTriggers, findEffect, objectTypesOf, triggersFor, triggersOf } from "../../../domain/catalog/registry";
import { extraOptions, VANILLA_OPTIONS } from "../../../domain/catalog/options";
import { parseParams } from "../../../domain/catalog/parse";
import type { Scenario } from "../../../domain/catalog/scenario";
import type { OptionSourceName, ParamSpec } from "../../../domain/catalog/schema";
import type { AnyCondition, AnyEffect, RuleObjectType } from "../../../domain/catalog/types";
import { exportMod } from "../../../domain/export";
import { createItem, emptyProject, LIST_OF_TYPE, type Effect, type Project, type Rule, type UserVariable } from "../../../domain/model";
import { checkMod, formatProblem } from "../../../src/cli/checkMod";
import { expandScenarios } from "../../../src/cli/scenarios";

const files = import.meta.glob<{ default: Scenario[] }>("../../../domain/catalog/**/*.scenario.ts", { eager: true });
const scenarios = Object.values(files).flatMap((m) => m.default);
const runs = expandScenarios(scenarios);

type Entry = { kind: "condition"; def: AnyCondition } | { kind: "effect"; def: AnyEffect };
const entries: Entry[] = [
  ...allConditions().map((def) => ({ kind: "condition" as const, def })),
  ...allEffects().map((def) => ({ kind: "effect" as const, def })),
];

/** Stored params: the defaults, plus the given overrides. */
function stored(params: readonly ParamSpec[], overrides: Record<string, unknown> = {}): Record<string, { value: unknown }> {
  const out: Record<string, { value: unknown }> = {};
  for (const p of params) out[p.id] = { value: p.type === "multi" ? [...p.default] : p.default };
  for (const [k, v] of Object.entries(overrides)) out[k] = { value: v };
  return out;
}

function optionValues(p: ParamSpec): string[] {
  if (p.type !== "select" && p.type !== "multi") return [];
  const extra = extraOptions(p.options).map((o) => o.value);
  const source = Array.isArray(p.options) ? [] : VANILLA_OPTIONS[(p.options as { source: OptionSourceName }).source].map((o) => o.value);
  return [...new Set([...extra, ...source])];
}

/** Boundary variants: every option of every select (sources: their first three), numbers at their bounds, toggles flipped. */
function variants(params: readonly ParamSpec[]): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  for (const p of params) {
    if (p.type === "select") for (const v of optionValues(p).slice(0, Array.isArray(p.options) ? undefined : 3)) if (v !== p.default) out.push({ [p.id]: v });
    if (p.type === "number") {
      for (const v of [p.min, p.max, 0]) if (v !== undefined && v !== p.default && (p.min === undefined || v >= p.min) && (p.max === undefined || v <= p.max)) out.push({ [p.id]: v });
    }
    if (p.type === "toggle") out.push({ [p.id]: !p.default });
    if (p.type === "multi") out.push({ [p.id]: optionValues(p) });
  }
  return out;
}

/** The variables an entry's variable params name by default, declared on the item with a value of their kind. */
function variablesOf(params: readonly ParamSpec[]): UserVariable[] {
  const initial: Record<string, Partial<UserVariable>> = {
    number: { initialValue: 0 }, suit: { initialSuit: "Spades" }, rank: { initialRank: "Ace" }, pokerhand: { initialPokerHand: "High Card" },
    key: { initialKey: "j_joker" }, text: { initialText: "Hello" },
  };
  const out = new Map<string, UserVariable>();
  for (const p of params) {
    if (p.type !== "variable" || !p.default || out.has(p.default)) continue;
    out.set(p.default, { id: `v_${p.default}`, name: p.default, type: p.kinds[0], ...initial[p.kinds[0]] } as UserVariable);
  }
  return [...out.values()];
}

let n = 0;
function ruleWith(entry: Entry, trigger: string, params: Record<string, { value: unknown }>): Rule | undefined {
  n += 1;
  const block = { id: `b${n}`, type: entry.def.id, params };
  // a condition needs an effect to guard; under Change Probability only a probability effect works
  const filler: Effect | undefined = trigger === "change_probability"
    ? (findEffect("mod_probability") ? { id: `f${n}`, type: "mod_probability", params: {} } : undefined)
    : { id: `f${n}`, type: "set_dollars", params: { operation: { value: "add" }, value: { value: 1 } } };
  if (entry.kind === "condition" && !filler) return undefined;
  return {
    id: `r${n}`, trigger, position: { x: 0, y: 0 }, blueprintCompatible: true,
    conditionGroups: entry.kind === "condition" ? [{ id: `g${n}`, operator: "and", conditions: [{ ...block, negate: false }] }] : [],
    effects: entry.kind === "effect" ? [block] : [filler!], randomGroups: [], loops: [],
  };
}

describe("catalog coverage", () => {
  it("has a scenario for every entry on every item type it applies to", () => {
    const missing: string[] = [];
    for (const { def } of entries) {
      for (const type of objectTypesOf(def)) {
        if (!runs.some((r) => r.scenario.entry === def.id && r.type === type)) missing.push(`${def.id} on ${type}`);
      }
    }
    for (const t of allTriggers()) {
      for (const type of t.objectTypes) {
        const used = runs.some((r) => r.type === type && (r.scenario.entry === t.id || r.scenario.subject.rules.some((rule) => rule.trigger === t.id)));
        if (!used) missing.push(`trigger ${t.id} on ${type}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("names a real entry in every scenario", () => {
    const ids = new Set([...entries.map((e) => e.def.id), ...allTriggers().map((t) => t.id)]);
    expect(scenarios.filter((s) => !ids.has(s.entry)).map((s) => `${s.entry}: ${s.name}`)).toEqual([]);
  });

  it("gives every select options and every entry a summary, a description and a category", () => {
    const bad: string[] = [];
    for (const { def } of entries) {
      for (const p of def.params as readonly ParamSpec[]) {
        if ((p.type === "select" || p.type === "multi") && Array.isArray(p.options) && p.options.length === 0) bad.push(`${def.id}.${p.id}: no options`);
        if ((p.type === "select" || p.type === "multi") && !Array.isArray(p.options) && optionValues(p).length === 0 && (p.options as { source: string }).source !== "pools") bad.push(`${def.id}.${p.id}: its source has no options`);
      }
      if (!def.description || !def.category) bad.push(`${def.id}: no description or category`);
      const keys = { prefix: "cov", center: (_t: unknown, raw: unknown) => String(raw), rarity: String, consumableSet: String, sound: String, pool: String, tag: String };
      const { values } = parseParams(def.params, {}, { keys, variables: new Map() });
      const summary = def.summary(values as never);
      if (typeof summary !== "string" || summary.trim() === "") bad.push(`${def.id}: empty summary`);
    }
    for (const t of allTriggers()) for (const type of t.objectTypes) if (!t.summary(type)) bad.push(`${t.id}: empty summary on ${type}`);
    expect(bad).toEqual([]);
  });

  it("compiles every entry with default and boundary params under every trigger it claims, and the mod loads and runs clean", async () => {
    const project: Project = emptyProject(1);
    project.modMetadata = { ...project.modMetadata, id: "coverage", name: "Coverage", prefix: "cov", dependencies: [...project.modMetadata.dependencies, "Talisman (>=2.0.0)"] };
    let count = 0;
    // Crash the Game stops the game by design: its items must raise exactly their own error, and nothing else
    const crashing = new Set<string>();
    for (const entry of entries) {
      for (const type of objectTypesOf(entry.def)) {
        const triggers = triggersOf(entry.def, type);
        const rules = triggers.map((t) => ruleWith(entry, t.id, stored(entry.def.params))).filter((r): r is Rule => r !== undefined);
        const first = triggers.find((t) => t.id !== "change_probability" || findEffect("mod_probability")) ?? triggers[0];
        for (const v of variants(entry.def.params)) {
          const rule = ruleWith(entry, first.id, stored(entry.def.params, v));
          if (rule) rules.push(rule);
        }
        count += 1;
        if (entry.kind === "effect" && entry.def.crashes) crashing.add(`cov_i${count}`);
        const list = LIST_OF_TYPE[type as RuleObjectType] as keyof Project;
        (project[list] as unknown[]).push(createItem(type, {
          id: `i${count}`, name: `${entry.def.id} ${type}`, objectKey: `i${count}`, prefix: "cov", orderValue: (project[list] as unknown[]).length + 1, rules,
          userVariables: variablesOf(entry.def.params as readonly ParamSpec[]),
          ...(type === "consumable" ? { set: "Tarot" } : {}),
        } as never));
      }
    }
    const result = exportMod(project);
    expect(result.report.notExported.map((b) => `${b.itemName} rule ${b.ruleNumber} ${b.block.kind} ${b.block.type ?? ""} ${b.block.param ?? ""}: ${b.reason}`)).toEqual([]);
    const scratch = mkdtempSync(join(tmpdir(), "jf-coverage-"));
    try {
      const dir = join(scratch, result.folder);
      for (const [path, data] of result.files) {
        mkdirSync(dirname(join(dir, path)), { recursive: true });
        writeFileSync(join(dir, path), data);
      }
      const check = await checkMod(dir, { timeoutMs: 480_000 });
      const isCrashItem = (item?: string) => [...crashing].some((k) => item?.endsWith(k));
      const byDesign = check.problems.filter((p) => isCrashItem(p.item) && p.message.endsWith("crashed the game on purpose (its 'Crash the Game' block)"));
      expect(check.problems.filter((p) => !byDesign.includes(p)).map(formatProblem)).toEqual([]);
      expect(crashing.size).toBeGreaterThan(0);
      for (const k of crashing) expect(byDesign.some((p) => p.item?.endsWith(k)), `${k} crashed as designed`).toBe(true);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  }, 540_000);

  it("offers every item type at least one trigger", () => {
    for (const type of ["joker", "consumable", "enhancement", "seal", "edition", "voucher", "deck"] as const) expect(triggersFor(type).length).toBeGreaterThan(0);
  });
});
