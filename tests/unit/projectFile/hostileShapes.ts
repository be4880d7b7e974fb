// Random JSON-like shapes and the import promise they are checked against, for the property tests
// of hostile input (unit layer) and of mutated real projects (corpus layer).
import fc from "fast-check";
import { expect } from "vitest";
import { checkProject, importProjectText, serializeProject } from "../../../domain/projectFile";

export const PLAIN_KEYS = [
  "metadata", "modMetadata", "jokers", "consumables", "boosters", "seals", "editions", "vouchers", "decks", "sounds",
  "customRarities", "consumableSets", "enhancements", "id", "name", "objectKey", "jokerKey", "orderValue", "rules",
  "trigger", "effects", "conditionGroups", "conditions", "params", "type", "value", "valueType", "userVariables",
  "randomGroups", "loops", "author", "priority", "imagePreview", "volume",
];
const keys = fc.oneof(fc.constantFrom(...PLAIN_KEYS, "__proto__", "constructor", "prototype"), fc.string({ maxLength: 8 }));
export const safeKeys = fc.oneof(fc.constantFrom(...PLAIN_KEYS), fc.string({ maxLength: 8 }).filter((k) => !["__proto__", "constructor", "prototype"].includes(k)));

export const shapeWith = (keyArb: fc.Arbitrary<string>) => fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.constantFrom(null, true, false, 0, -1, 1.5, "", "x", "GAMEVAR:a|1|0", "data:image/png;base64,AA", "javascript:x"),
    fc.double({ noNaN: false }),
    fc.string({ maxLength: 12 }),
    fc.array(tie("node"), { maxLength: 4 }),
    fc.dictionary(keyArb, tie("node"), { maxKeys: 6 }),
  ),
})).node;
/** Any JSON-like value, prototype keys included. */
export const shape = shapeWith(keys);
/** Any JSON-like value without prototype keys. */
export const safeShape = shapeWith(safeKeys);

/** Import gives a one-line refusal naming a JSON path, or a valid project that saves and re-imports to itself. */
export function assertValidOrRefused(text: string): void {
  const result = importProjectText(text);
  if (!result.ok) {
    expect(result.reason).toMatch(/^\$/);
    expect(result.reason).not.toMatch(/\n/);
    return;
  }
  expect(checkProject(result.project)).toEqual([]);
  const again = importProjectText(serializeProject(result.project, new Date(result.project.timestamp).toISOString()));
  expect(again.ok).toBe(true);
  if (again.ok) expect(again.project).toEqual(result.project);
}

/** The file `text` with one value (anywhere, the whole file included) replaced by a random shape: valid or refused. */
export function oneValueReplacedAnywhere(text: string): void {
  const base = JSON.parse(text);
  const paths: (string | number)[][] = [];
  const walk = (value: unknown, path: (string | number)[]) => {
    paths.push(path);
    if (Array.isArray(value)) value.forEach((v, i) => walk(v, [...path, i]));
    else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) walk(v, [...path, k]);
  };
  walk(base, []);
  fc.assert(fc.property(fc.nat(paths.length - 1), shape, (index, replacement) => {
    const copy = structuredClone(base);
    const path = paths[index];
    if (path.length === 0) return assertValidOrRefused(JSON.stringify(replacement));
    let parent = copy;
    for (const part of path.slice(0, -1)) parent = parent[part];
    parent[path[path.length - 1]] = replacement;
    assertValidOrRefused(JSON.stringify(copy));
  }), { numRuns: 300 });
}

/** Every proper prefix of the file `full` is refused. */
export function everyTruncationRefused(full: string): void {
  fc.assert(fc.property(fc.integer({ min: 0, max: full.length - 1 }), (cut) => {
    expect(importProjectText(full.slice(0, cut)).ok).toBe(false);
  }), { numRuns: 300 });
}
