// Issue 3: "Never trust input: a file that is not JSON, has the wrong shape, wrong types, huge
// strings, __proto__ keys, or is truncated gives 'Import Failed' ... and a one-line reason such as
// the JSON path that is wrong".
import { describe, expect, it } from "vitest";
import { importProjectText, MAX_DEPTH, MAX_FILE_CHARS, MAX_STRING_CHARS, normaliseProject } from "../../../domain/projectFile";
import { projectText, smallProject } from "../../support/projects";
import { rawFile, text } from "./build";

function reason(input: string): string {
  const result = importProjectText(input);
  if (result.ok) throw new Error("expected the import to fail");
  return result.reason;
}

describe("import refuses unreadable files with a one-line reason naming the JSON path", () => {
  it.each([
    ["not JSON", "this is not json", /^\$: not valid JSON/],
    ["empty", "   ", /^\$: the file is empty/],
    ["a list", "[1,2]", /^\$: is a list/],
    ["a string", '"hello"', /^\$: is not a project object/],
    ["null", "null", /^\$: is not a project object/],
    ["no metadata", JSON.stringify({ jokers: [] }), /^\$\.metadata: missing/],
    ["metadata not an object", JSON.stringify({ metadata: [], jokers: [] }), /^\$\.metadata: must be an object/],
    ["jokers not a list", text({ jokers: { a: 1 } }), /^\$\.jokers: must be a list/],
    ["an item not an object", text({ jokers: [{ id: "a", name: "A" }, 7] }), /^\$\.jokers\[1\]: must be an object/],
    ["rules not a list", text({ jokers: [{ id: "a", name: "A", rules: "fast" }] }), /^\$\.jokers\[0\]\.rules: rules must be a list/],
    ["a rule without a trigger", text({ jokers: [{ id: "a", name: "A", rules: [{ id: "r", effects: [] }] }] }), /^\$\.jokers\[0\]\.rules\[0\]\.trigger: must be a non-empty text/],
    ["an effect with a numeric type", text({ jokers: [{ id: "a", rules: [{ trigger: "x", effects: [{ type: 3 }] }] }] }), /^\$\.jokers\[0\]\.rules\[0\]\.effects\[0\]\.type:/],
    ["params not an object", text({ jokers: [{ id: "a", rules: [{ trigger: "x", effects: [{ type: "y", params: [1] }] }] }] }), /^\$\.jokers\[0\]\.rules\[0\]\.effects\[0\]\.params: params must be an object/],
    ["a nameless user variable", text({ jokers: [{ id: "a", userVariables: [{ id: "v" }] }] }), /^\$\.jokers\[0\]\.userVariables\[0\]\.name:/],
  ])("%s", (_, input, expected) => {
    const why = reason(input);
    expect(why).toMatch(expected);
    expect(why).not.toMatch(/\n/);
  });

  it("a truncated project file", () => {
    const full = projectText(smallProject());
    for (const cut of [1, 100, Math.floor(full.length / 2), full.trimEnd().length - 1]) {
      expect(reason(full.slice(0, cut))).toMatch(/^\$: not valid JSON \(the file may be truncated\)/);
    }
  });

  it("__proto__, constructor and prototype keys anywhere, without polluting any prototype", () => {
    const proto = `{"metadata":{"id":"m","name":"M"},"jokers":[{"id":"a","rules":[{"trigger":"x","effects":[{"type":"y","params":{"__proto__":{"polluted":true}}}]}]}]}`;
    expect(reason(proto)).toBe('$.jokers[0].rules[0].effects[0].params.__proto__: forbidden key "__proto__"');
    expect(reason(`{"__proto__":{"polluted":true},"metadata":{},"jokers":[]}`)).toMatch(/^\$\.__proto__: forbidden key/);
    expect(reason(text({ jokers: [{ id: "a", constructor: { prototype: { polluted: true } } }] }))).toMatch(/^\$\.jokers\[0\]\.constructor: forbidden key/);
    expect(reason(text({ metadata: { prototype: 1 } }))).toMatch(/^\$\.metadata\.prototype: forbidden key/);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((Object.prototype as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("a string longer than the cap", () => {
    const huge = "a".repeat(MAX_STRING_CHARS + 1);
    expect(reason(text({ jokers: [{ id: "a", name: "A", description: huge }] }))).toMatch(/^\$\.jokers\[0\]\.description: text longer than 20 MB/);
  });

  it("a file larger than the cap is refused before parsing", () => {
    const started = Date.now();
    expect(reason(" ".repeat(MAX_FILE_CHARS + 1))).toBe("$: the file is larger than 200 MB");
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("nesting deeper than the cap", () => {
    const deep = "[".repeat(MAX_DEPTH + 5) + "]".repeat(MAX_DEPTH + 5);
    expect(reason(`{"metadata":{},"jokers":[{"id":"a","x":${deep}}]}`)).toMatch(/nested more than 64 levels deep/);
  });

  it("very deep nesting (100 000 levels) fails cleanly instead of overflowing the stack", () => {
    const deep = "[".repeat(100_000) + "]".repeat(100_000);
    expect(importProjectText(`{"metadata":{},"jokers":${deep}}`).ok).toBe(false);
  });

  it("a byte-order mark is tolerated", () => {
    expect(importProjectText(`\uFEFF${text()}`).ok).toBe(true);
  });
});

describe("normaliseProject (used for auto-save restore too)", () => {
  it("accepts the auto-save record {modMetadata, ..., timestamp}", () => {
    const { modMetadata: _drop, ...rest } = { modMetadata: 0, ...rawFile() };
    const record = { ...rest, modMetadata: rawFile().metadata, jokers: [{ id: "j", name: "J" }], timestamp: 1_700_000_000_000 };
    delete (record as Record<string, unknown>).metadata;
    const { project, dropped } = normaliseProject(record);
    expect(dropped).toEqual([]);
    expect(project.modMetadata.id).toBe("testmod");
    expect(project.jokers.map((j) => j.name)).toEqual(["J"]);
    expect(project.timestamp).toBe(1_700_000_000_000);
  });
  it("never mutates its input", () => {
    const raw = rawFile({ jokers: [{ jokerKey: "k", name: "A", rules: [{ trigger: "card_held", effects: [{ type: "add_x_mult", params: { v: 2 } }] }] }] });
    const before = structuredClone(raw);
    normaliseProject(raw);
    expect(raw).toEqual(before);
  });
  it("keeps what it can and lists what it dropped, stripping dangerous keys", () => {
    const raw = JSON.parse(`{"metadata":{"id":"m","name":"M"},"jokers":[{"id":"a","name":"A"},5,{"id":"b","name":"B","__proto__":{"x":1}}]}`);
    const { project, dropped } = normaliseProject(raw);
    expect(project.jokers.map((j) => j.id)).toEqual(["a", "b"]);
    expect(Object.getPrototypeOf(project.jokers[1])).toBe(Object.prototype);
    expect(dropped).toEqual(['$.jokers[2].__proto__: forbidden key "__proto__"', "$.jokers[1]: must be an object"]);
  });
  it("survives cycles and non-JSON values", () => {
    const raw: Record<string, unknown> = { metadata: { id: "m", name: "M", when: new Date(0), fn: () => 1 }, jokers: [] };
    (raw.metadata as Record<string, unknown>).self = raw;
    const { project, dropped } = normaliseProject(raw);
    expect(project.modMetadata.id).toBe("m");
    expect(dropped.some((d) => d.includes("cyclic"))).toBe(true);
  });
  it("returns an empty default project for something that is not a project", () => {
    expect(normaliseProject(42).project.modMetadata.id).toBe("mycustommod");
    expect(normaliseProject(undefined).dropped).toEqual(["$: is not a project object"]);
  });
});
