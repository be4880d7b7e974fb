// Random shapes never make import throw: the result is always {ok:false, reason} or a valid
// project, and a valid project saves and re-imports to itself.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkProject, importProjectText, normaliseProject } from "../../../domain/projectFile";
import { projectText, smallProject } from "../../support/projects";
import { assertValidOrRefused, everyTruncationRefused, oneValueReplacedAnywhere, safeShape, shape } from "./hostileShapes";

/**
 * A project whose structure is right (lists of objects, rules with kinds) but whose field values
 * are anything: these get deep into the normaliser and must come out repaired and valid.
 */
const scalar = fc.oneof(fc.constantFrom(null, true, false, 0, -3, 2.5, "", "a", "A b", "lucky", "x_2", "GAMEVAR:x|1|0", "RANGE:1|2", "1"), fc.string({ maxLength: 6 }));
const anyValue = fc.oneof({ weight: 3, arbitrary: scalar }, { weight: 1, arbitrary: safeShape });
const kindOf = (ids: string[]) => fc.oneof(fc.constantFrom(...ids), fc.string({ minLength: 1, maxLength: 6 }));
const fields = (names: string[]) => fc.dictionary(fc.constantFrom(...names), anyValue, { maxKeys: names.length });
const withFields = <T extends object>(base: fc.Arbitrary<T>, names: string[]) => fc.tuple(base, fields(names)).map(([b, f]) => ({ ...f, ...b }));
const params = fc.dictionary(fc.string({ minLength: 1, maxLength: 5 }), fc.oneof(anyValue, fc.record({ value: anyValue, valueType: fc.constantFrom("number", "text") }, { requiredKeys: [] })), { maxKeys: 3 });
const effect = withFields(fc.record({ type: kindOf(["add_mult", "add_x_mult", "destroy_self", "double_dollars", "edit_hand"]), params }), ["id", "customMessage"]);
const condition = withFields(fc.record({ type: kindOf(["poker_hand", "card_count", "hand_type"]), params }), ["id", "negate", "operator"]);
const rule = withFields(fc.record({
  trigger: kindOf(["hand_played", "consumable_used", "card_held", "voucher_used"]),
  effects: fc.array(effect, { maxLength: 3 }),
  conditionGroups: fc.array(withFields(fc.record({ conditions: fc.array(condition, { maxLength: 2 }) }), ["id", "operator"]), { maxLength: 2 }),
  randomGroups: fc.array(withFields(fc.record({ effects: fc.array(effect, { maxLength: 2 }) }), ["id", "chance_numerator", "chance_denominator", "custom_key", "respect_probability_effects"]), { maxLength: 2 }),
  loops: fc.array(withFields(fc.record({ effects: fc.array(effect, { maxLength: 2 }) }), ["id", "repetitions"]), { maxLength: 1 }),
}, { requiredKeys: ["trigger"] }), ["id", "position", "blueprintCompatible"]);
const itemFields = ["id", "name", "objectKey", "jokerKey", "consumableKey", "orderValue", "cost", "rarity", "pools", "imagePreview",
  "volume", "pitch", "discovered", "config", "pos", "shader", "cardAppearance", "collection_rows", "key", "soundString", "set", "description"];
const item = withFields(fc.record({
  rules: fc.array(rule, { maxLength: 3 }),
  userVariables: fc.array(withFields(fc.record({ name: fc.constantFrom("a", "hits", "x_2") }), ["id", "type", "initialValue"]), { maxLength: 2 }),
}, { requiredKeys: [] }), itemFields);
const list = fc.array(item, { maxLength: 4 });
const plausibleProject = fc.record({
  metadata: fields(["id", "name", "author", "description", "prefix", "main_file", "version", "priority", "badge_colour", "display_name", "dependencies", "gameImage", "iconImage", "hasUserUploadedIcon", "disable_vanilla"]),
  jokers: list, consumables: list, boosters: list, enhancements: list, seals: list, editions: list, vouchers: list, decks: list,
  sounds: list, customRarities: list, consumableSets: list,
}, { requiredKeys: ["metadata", "jokers"] });

const projectLike = fc.record({
  metadata: shape,
  jokers: fc.oneof(fc.array(shape, { maxLength: 4 }), shape),
  consumables: fc.oneof(shape, fc.array(shape, { maxLength: 3 })),
  sounds: fc.array(shape, { maxLength: 2 }),
}, { requiredKeys: [] });

describe("hostile input, property-based", () => {
  it("any JSON text imports to a valid project or a one-line refusal", () => {
    fc.assert(fc.property(fc.json({ maxDepth: 6 }), (text) => assertValidOrRefused(text)), { numRuns: 500 });
  });

  it("project-like random shapes (including prototype keys) import to a valid project or a refusal", () => {
    fc.assert(fc.property(projectLike, (raw) => assertValidOrRefused(JSON.stringify(raw))), { numRuns: 500 });
  });

  it("well-formed projects with any field values always import, repaired into a valid project", () => {
    fc.assert(fc.property(plausibleProject, (raw) => {
      const result = importProjectText(JSON.stringify(raw));
      expect(result.ok ? "ok" : result.reason).toBe("ok");
      assertValidOrRefused(JSON.stringify(raw));
      if (result.ok) expect(result.project.jokers).toHaveLength(raw.jokers.length);
    }), { numRuns: 300 });
  });

  it("a cost of -0 (as text or as a number) reads back the same after a save (the property test's find)", () => {
    assertValidOrRefused(JSON.stringify({ metadata: {}, jokers: [], boosters: [{ cost: "-0" }] }));
    assertValidOrRefused('{"metadata":{},"jokers":[],"boosters":[{"cost":-0}]}');
  });

  it("normaliseProject never throws and always returns a valid project", () => {
    fc.assert(fc.property(fc.oneof(projectLike, plausibleProject, fc.anything()), (raw) => {
      const { project } = normaliseProject(raw);
      expect(checkProject(project)).toEqual([]);
    }), { numRuns: 500 });
  });

  it("a project file with one value replaced anywhere imports to a valid project or a refusal", () => {
    oneValueReplacedAnywhere(projectText(smallProject()));
  });

  it("every truncation of a project file is refused", () => {
    everyTruncationRefused(projectText(smallProject()).trimEnd());
  });
});
