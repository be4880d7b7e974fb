// An import checks the freshly parsed file in place (sanitiseParsedJson) where a restore copies
// (cloneJson): on any parsed JSON, hostile parts included (forbidden keys, -0, deep nesting,
// over-long text), both give the same value and the same problems.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { NormaliseContext } from "../../../domain/projectFile/context";
import { cloneJson, sanitiseParsedJson } from "../../../domain/projectFile/jsonGuard";
import { MAX_DEPTH, MAX_STRING_CHARS } from "../../../domain/projectFile/limits";

function both(text: string): void {
  const copied = new NormaliseContext();
  const expected = cloneJson(JSON.parse(text), copied);
  const inPlace = new NormaliseContext();
  const parsed = JSON.parse(text) as unknown;
  const actual = sanitiseParsedJson(parsed, inPlace);
  expect(actual).toEqual(expected);
  expect(JSON.stringify(actual)).toBe(JSON.stringify(expected));
  expect(inPlace.problems).toEqual(copied.problems);
}

describe("checking a parsed file in place", () => {
  it("gives what the copy gives on any JSON", () => {
    fc.assert(fc.property(fc.jsonValue({ maxDepth: 6 }), (value) => both(JSON.stringify(value))), { numRuns: 300 });
  });

  it("gives what the copy gives on hostile parts, reported at the same paths", () => {
    both('{"__proto__": {"a": 1}, "b": [1, {"constructor": 2, "c": -0}], "prototype": null, "d": [-0, "x", true]}');
    const deep = `${"[".repeat(MAX_DEPTH + 5)}1${"]".repeat(MAX_DEPTH + 5)}`;
    both(`{"deep": ${deep}, "also": {"x": ${deep}}}`);
    both(`{"long": "${"a".repeat(MAX_STRING_CHARS + 1)}", "list": ["${"b".repeat(MAX_STRING_CHARS + 1)}", 2]}`);
    const context = new NormaliseContext();
    sanitiseParsedJson(JSON.parse('{"a": [{"__proto__": 1}]}'), context);
    expect(context.problems).toEqual([{ path: "$.a[0].__proto__", message: 'forbidden key "__proto__"' }]);
  });
});
