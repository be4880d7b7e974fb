// Issue 3's promise for project files, on the test projects the project builds itself (the real
// modders' files: tests/corpus/import.corpus.test.ts): every item, rule, image and sound survives a
// save/import round trip unchanged, with no repairs; an early-era file (jokerKey, raw parameter
// values) is migrated without dropping anything; unknown rule kinds are kept and reported.
import { describe, expect, it } from "vitest";
import { PROJECT_LISTS, type Project } from "../../../domain/model";
import { checkProject, importProjectText, serializeProject } from "../../../domain/projectFile";
import { everyEntryProject, largeProject, projectText, smallProject } from "../../support/projects";

function imported(text: string): { project: Project; report: Extract<ReturnType<typeof importProjectText>, { ok: true }>["report"] } {
  const result = importProjectText(text);
  if (!result.ok) throw new Error(result.reason);
  return result;
}

describe.each([["every entry", everyEntryProject], ["large", largeProject], ["small", smallProject]] as const)("the %s test project", (_, make) => {
  const project = make();
  const text = projectText(project);

  it("has every list filled, art on its cards and its sounds", () => {
    for (const list of PROJECT_LISTS) expect(project[list].length, list).toBeGreaterThan(0);
    expect(project.jokers.every((j) => j.imagePreview.startsWith("data:image/png;base64,"))).toBe(true);
    expect(project.sounds.every((s) => s.soundString.startsWith("data:audio/ogg;base64,"))).toBe(true);
  });

  it("imports as exactly the project saved: every item, rule, image and sound, with no repairs", () => {
    const { project: again, report } = imported(text);
    for (const list of PROJECT_LISTS) expect(again[list], list).toEqual(project[list]);
    expect(again.modMetadata).toEqual(project.modMetadata);
    expect(again).toEqual(project);
    expect(report.repairs).toEqual([]);
    expect(report.unknownRuleKinds).toEqual([]);
    expect(report.era).toBe("jokerforge-schema");
  });

  it("is a valid project: orderValue 1..n, keys unique, every item typed", () => {
    expect(checkProject(imported(text).project)).toEqual([]);
  });

  it("round-trips: import, save, import again gives the same file content and a deep-equal project, with no repairs", () => {
    const first = imported(text).project;
    const saved = serializeProject(first, new Date(first.timestamp).toISOString());
    expect(JSON.parse(saved)).toEqual(JSON.parse(text));
    const again = imported(saved);
    expect(again.project).toEqual(first);
    expect(again.report.repairs).toEqual([]);
  });
});

describe("an early-era file made from the every-entry project", () => {
  // Mid-2025 files: metadata and jokers only, the key under jokerKey, parameters as bare values.
  const project = everyEntryProject();
  const early = {
    metadata: project.modMetadata,
    jokers: project.jokers.map(({ objectKey, ...joker }) => ({
      ...joker, jokerKey: objectKey,
      rules: joker.rules.map((rule) => ({
        ...rule,
        conditionGroups: rule.conditionGroups.map((g) => ({ ...g, conditions: g.conditions.map((c) => ({ ...c, params: bare(c.params) })) })),
        effects: rule.effects.map((e) => ({ ...e, params: bare(e.params) })),
      })),
    })),
  };
  function bare(params: Record<string, { value?: unknown }>): Record<string, unknown> {
    return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, v.value]));
  }

  it("becomes objectKey, wraps every raw parameter and keeps every rule, condition and effect", () => {
    const { project: got, report } = imported(JSON.stringify(early));
    expect(report.era).not.toBe("jokerforge-schema");
    expect(got.jokers.map((j) => j.objectKey)).toEqual(project.jokers.map((j) => j.objectKey));
    expect(got.jokers.every((j) => !("jokerKey" in j))).toBe(true);
    got.jokers.forEach((joker, i) => {
      const want = project.jokers[i];
      expect(joker.rules.map((r) => [r.id, r.trigger])).toEqual(want.rules.map((r) => [r.id, r.trigger]));
      joker.rules.forEach((rule, r) => {
        const wantRule = want.rules[r];
        expect(rule.effects.map((e) => [e.type, Object.fromEntries(Object.entries(e.params).map(([k, v]) => [k, v.value]))]))
          .toEqual(wantRule.effects.map((e) => [e.type, bare(e.params)]));
        expect(rule.conditionGroups.flatMap((g) => g.conditions.map((c) => [c.type, Object.fromEntries(Object.entries(c.params).map(([k, v]) => [k, v.value]))])))
          .toEqual(wantRule.conditionGroups.flatMap((g) => g.conditions.map((c) => [c.type, bare(c.params)])));
      });
    });
    const params = got.jokers.flatMap((j) => j.rules.flatMap((r) => [...r.effects, ...r.conditionGroups.flatMap((g) => g.conditions)].flatMap((e) => Object.values(e.params))));
    expect(params.length).toBeGreaterThan(100);
    expect(params.every((p) => typeof p === "object" && p !== null && typeof p.valueType === "string")).toBe(true);
    expect(report.repairs.some((r) => r.includes("raw parameter values wrapped"))).toBe(true);
  });
});

describe("rule kinds the catalog does not know", () => {
  it("are reported and kept", () => {
    const project = everyEntryProject();
    const rule = project.jokers[0].rules[0];
    rule.effects.push({ id: "future", type: "create_future_card", params: { count: { value: 2, valueType: "number" } } });
    const { project: got, report } = imported(projectText(project));
    expect(report.unknownRuleKinds.map((u) => `${u.kind}:${u.id}`)).toContain("effect:create_future_card");
    expect(got.jokers[0].rules[0].effects.map((e) => e.type)).toContain("create_future_card");
    expect(got).toEqual(project);
  });
});
