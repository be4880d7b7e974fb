import { describe, expect, it } from "vitest";
import { objectKeyAliases } from "../../../../domain/projectFile/migrations/0002-object-key-aliases";
import { CURRENT_SCHEMA, importProjectText } from "../../../../domain/projectFile";
import { text } from "../build";
import { expectIdempotent, imported, up } from "./helpers";

describe("migration 0002: old per-type key names become objectKey", () => {
  it.each([
    ["jokers", "jokerKey"], ["consumables", "consumableKey"], ["boosters", "boosterKey"], ["enhancements", "enhancementKey"],
    ["seals", "sealKey"], ["editions", "editionKey"], ["vouchers", "voucherKey"],
  ] as const)("%s: %s -> objectKey", (list, alias) => {
    const { raw, notes } = up(objectKeyAliases, { [list]: [{ id: "a", name: "A", [alias]: "legacy_key" }] });
    expect(raw[list]).toEqual([{ id: "a", name: "A", objectKey: "legacy_key" }]);
    expect(notes).toEqual([`${list}[].${alias}: migrated to objectKey`]);
    const result = importProjectText(text({ [list]: [{ id: "a", name: "A", [alias]: "legacy_key" }] }));
    expect(result.ok && result.report.era).toBe("original-legacy-keys");
    expect(result.ok && (result.project[list][0] as Record<string, unknown>).objectKey).toBe("legacy_key");
  });

  it("objectKey wins over a stale old key, which is dropped", () => {
    const { project, repairs } = imported({ jokers: [{ id: "a", name: "A", objectKey: "new", jokerKey: "old" }] });
    expect(project.jokers[0].objectKey).toBe("new");
    expect("jokerKey" in project.jokers[0]).toBe(false);
    expect(repairs).toContain("jokers[].jokerKey: dropped (objectKey present)");
  });

  it("decks never had an alias; other lists' fields are untouched; idempotent", () => {
    const raw = { decks: [{ id: "d", deckKey: "x" }], jokers: [{ id: "j", jokerKey: "k" }], sounds: [{ id: "s", key: "k" }] };
    expect(up(objectKeyAliases, raw).raw.decks).toEqual([{ id: "d", deckKey: "x" }]);
    expectIdempotent(objectKeyAliases, raw);
  });

  it("a current-schema file keeps an unknown jokerKey field as it is (migrations run only for older files)", () => {
    const result = importProjectText(text({ jokerForgeSchema: CURRENT_SCHEMA, jokers: [{ id: "a", name: "A", objectKey: "k", jokerKey: "other" }] }));
    expect(result.ok && (result.project.jokers[0] as Record<string, unknown>).jokerKey).toBe("other");
  });
});
