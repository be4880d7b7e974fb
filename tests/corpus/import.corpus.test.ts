// Corpus layer. Issue 3: "all files in ../shared/fixtures/jokerforge/ import with every item kept (the counts in
// expected-counts.json) ... rules, variables, images and sounds survive a save/import round trip
// unchanged (test: import, save, import again, deep-equal)".
import { describe, expect, it } from "vitest";
import { PROJECT_LISTS, type Project } from "../../domain/model";
import { checkProject, importProjectText, serializeProject } from "../../domain/projectFile";
import { expectedCounts, fixtureNames, fixtureText } from "./corpus";

type Raw = Record<string, unknown> & { metadata: Record<string, unknown> };

function imported(name: string): { raw: Raw; project: Project } {
  const text = fixtureText(name);
  const result = importProjectText(text);
  if (!result.ok) throw new Error(`${name}: ${result.reason}`);
  return { raw: JSON.parse(text) as Raw, project: result.project };
}

const ITEM_LISTS = ["jokers", "consumables", "boosters", "enhancements", "seals", "editions", "vouchers", "decks"] as const;

describe("every fixture of the original app imports", () => {
  it("the fixtures are there (and every one has expected counts)", () => {
    expect(fixtureNames.length).toBeGreaterThanOrEqual(13);
    expect(Object.keys(expectedCounts).sort()).toEqual(fixtureNames);
  });

  for (const name of fixtureNames) {
    describe(name, () => {
      const { raw, project } = imported(name);

      it("keeps every item (expected-counts.json)", () => {
        for (const list of PROJECT_LISTS) {
          expect(project[list].length, list).toBe(expectedCounts[name][list] ?? 0);
        }
      });

      it("keeps every item's id, name, image and sound byte for byte", () => {
        for (const list of [...ITEM_LISTS, "sounds", "customRarities", "consumableSets"] as const) {
          const rawList = (raw[list] as Record<string, unknown>[] | undefined) ?? [];
          const byId = new Map(project[list].map((entry) => [entry.id, entry as Record<string, unknown>]));
          for (const entry of rawList) {
            const got = byId.get(entry.id as string);
            expect(got, `${list} ${String(entry.id)}`).toBeDefined();
            for (const field of ["name", "imagePreview", "overlayImagePreview", "soundString", "key", "userVariables"]) {
              if (entry[field] !== undefined) expect(got?.[field], `${list}.${field}`).toEqual(entry[field]);
            }
          }
        }
      });

      it("keeps every rule, condition and effect (migrated, never dropped)", () => {
        for (const list of ITEM_LISTS) {
          const rawList = (raw[list] as { id: string; rules?: { effects?: unknown[]; randomGroups?: { effects?: unknown[] }[]; loops?: { effects?: unknown[] }[]; conditionGroups?: { conditions: unknown[] }[] }[] }[] | undefined) ?? [];
          for (const entry of rawList) {
            const got = project[list].find((item) => item.id === entry.id);
            const rules = entry.rules ?? [];
            expect(got?.rules ?? [], `${list} ${entry.id}`).toHaveLength(rules.length);
            rules.forEach((rule, r) => {
              // an effect with its own chance moves into a random group around it (migration 0007)
              const kept = got?.rules?.[r];
              expect(kept ? [...kept.effects, ...kept.randomGroups.flatMap((g) => g.effects), ...kept.loops.flatMap((g) => g.effects)] : [])
                .toHaveLength([...(rule.effects ?? []), ...(rule.randomGroups ?? []).flatMap((g) => g.effects ?? []), ...(rule.loops ?? []).flatMap((g) => g.effects ?? [])].length);
              expect(got?.rules?.[r].conditionGroups.flatMap((g) => g.conditions)).toHaveLength(
                (rule.conditionGroups ?? []).flatMap((g) => g.conditions).length,
              );
            });
          }
        }
      });

      it("keeps the metadata the file gives", () => {
        for (const field of ["id", "name", "author", "description", "prefix", "version", "priority", "dependencies", "badge_colour"]) {
          expect(project.modMetadata[field], field).toEqual(raw.metadata[field]);
        }
      });

      it("is a valid project: orderValue 1..n, keys unique, every item typed", () => {
        expect(checkProject(project)).toEqual([]);
      });

      it("round-trips: import, save, import again gives a deep-equal project with no further repairs", () => {
        const saved = serializeProject(project, new Date(project.timestamp).toISOString());
        const again = importProjectText(saved);
        expect(again.ok).toBe(true);
        if (!again.ok) return;
        expect(again.project).toEqual(project);
        expect(again.report.repairs).toEqual([]);
        expect(again.report.era).toBe("jokerforge-schema");
      });
    });
  }

  it("a file of the newest era imports unchanged: every item deep-equals the file's", () => {
    const { raw, project } = imported("mycustommod-2026-06-13.jokerforge");
    for (const list of ITEM_LISTS) {
      const rawList = raw[list] as { orderValue: number }[];
      // The one addition: editions get the userVariables list the original dropped on reload.
      const inOrder = [...rawList].sort((a, b) => a.orderValue - b.orderValue)
        .map((item) => (list === "editions" ? { userVariables: [], ...item } : item));
      expect(project[list], list).toEqual(inOrder);
    }
    // Sounds saved before pitch and volume existed get the importer's defaults, nothing else.
    const sounds = (raw.sounds as Record<string, unknown>[]).map((sound) => ({ volume: 0.6, pitch: 0.7, ...sound }));
    expect(project.sounds).toEqual(sounds);
    expect(project.modMetadata).toEqual(raw.metadata);
  });

  it("an early file's jokerKey becomes objectKey and its raw parameters are wrapped", () => {
    const { raw, project } = imported("pausesjokerpack-2025-08-11.jokerforge");
    const rawJokers = raw.jokers as { jokerKey: string }[];
    expect(project.jokers.map((j) => j.objectKey)).toEqual(rawJokers.map((j) => j.jokerKey));
    expect(project.jokers.every((j) => !("jokerKey" in j))).toBe(true);
    const params = project.jokers.flatMap((j) => j.rules.flatMap((r) => r.effects.flatMap((e) => Object.values(e.params))));
    expect(params.length).toBeGreaterThan(0);
    expect(params.every((p) => typeof p === "object" && p !== null && typeof p.valueType === "string")).toBe(true);
  });

  it("takes the original's old effect kinds over to current ones, and reports none as unknown", () => {
    const text = fixtureText("extracredit.json");
    const result = importProjectText(text);
    if (!result.ok) throw new Error(result.reason);
    expect(result.report.unknownRuleKinds).toEqual([]);
    const kept = result.project.jokers.flatMap((j) => j.rules.flatMap((r) => [...r.effects, ...r.randomGroups.flatMap((g) => g.effects)].map((e) => e.type)));
    expect(kept).not.toContain("create_tarot_card");
    expect(kept).toContain("create_consumable");
  });
});
