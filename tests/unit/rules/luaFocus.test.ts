// The live Lua marks the lines of the block in focus: for each kind of block, the lines the
// export's line map gives are the lines of that block's code in the item's preview.
import { describe, expect, it } from "vitest";
import { previewItem } from "../../../domain/export";
import { createItem, emptyProject, type Project, type Rule } from "../../../domain/model";
import { describeRuns, focusedLines, lineRuns, type LuaFocus } from "../../../src/components/rules/luaFocus";

const number = (value: number) => ({ value, valueType: "number" });
const text = (value: string) => ({ value, valueType: "text" });

function joker(): Project {
  const rules: Rule[] = [{
    id: "r1", trigger: "hand_played", position: { x: 0, y: 0 }, blueprintCompatible: true,
    conditionGroups: [{ id: "g1", operator: "and", conditions: [
      { id: "c1", type: "hand_type", negate: false, params: { operator: text("contains"), value: text("Pair") } },
      { id: "c2", type: "player_money", negate: false, params: { operator: text("greater_than"), value: number(3) } },
    ] }],
    effects: [{ id: "e1", type: "add_mult", params: { value: number(8) } }],
    randomGroups: [{ id: "chance", chance_numerator: number(1), chance_denominator: number(4), effects: [{ id: "e2", type: "add_chips", params: { value: number(30) } }] }],
    loops: [{ id: "loop", repetitions: number(3), effects: [{ id: "e3", type: "set_dollars", params: { operation: text("add"), value: number(1) } }] }],
  } as unknown as Rule, {
    id: "r2", trigger: "hand_played", position: { x: 0, y: 0 }, blueprintCompatible: true, conditionGroups: [], randomGroups: [], loops: [],
    effects: [{ id: "e4", type: "apply_x_mult", params: { value: number(2) } }],
  } as unknown as Rule];
  const p = emptyProject();
  p.modMetadata = { ...p.modMetadata, id: "focusmod", prefix: "fm" };
  p.jokers = [createItem("joker", { id: "j1", name: "Focus", objectKey: "focus", rules })];
  return p;
}

describe("the lines of the block in focus", () => {
  const preview = previewItem(joker(), "jokers", "j1");
  const lines = preview.lua.split("\n");
  const shown = (focus: LuaFocus) => focusedLines(preview.origins, focus).map((i) => lines[i].trim());

  it("has a line origin for every line of the item's code", () => {
    expect(preview.error).toBeUndefined();
    expect(preview.notExported).toEqual([]);
    expect(preview.origins.length).toBeGreaterThanOrEqual(lines.length - 1);
  });

  it("an effect marks its own lines", () => {
    expect(shown({ ruleId: "r1", blockId: "e1", kind: "effect", label: "Add Mult" }).join("\n")).toMatch(/mult = 8/);
    expect(shown({ ruleId: "r1", blockId: "e1", kind: "effect", label: "Add Mult" }).join("\n")).not.toMatch(/chips|dollars/);
    expect(shown({ ruleId: "r2", blockId: "e4", kind: "effect", label: "Apply xMult" }).join("\n")).toMatch(/x_mult = 2/);
  });

  it("a chance or loop group marks its test and everything inside it", () => {
    const chance = shown({ ruleId: "r1", blockId: "chance", kind: "group", label: "1 in 4 chance" }).join("\n");
    expect(chance).toMatch(/pseudorandom|probability/);
    expect(chance).toMatch(/chips = 30/);
    expect(chance).not.toMatch(/mult = 8/);
    const loop = shown({ ruleId: "r1", blockId: "loop", kind: "group", label: "Repeat 3 times" }).join("\n");
    expect(loop).toMatch(/for /);
    expect(loop).toMatch(/buffer_dollars\(1\)/);
    expect(loop).not.toMatch(/chips = 30/);
  });

  it("a condition marks the rule's test; the second one, sharing the line, marks it too", () => {
    const first = shown({ ruleId: "r1", blockId: "c1", kind: "condition", label: "Hand Type" });
    expect(first[0]).toMatch(/^if .*Pair.* then$/);
    const second = shown({ ruleId: "r1", blockId: "c2", kind: "condition", label: "Player Money" });
    expect(second[0]).toMatch(/^if .*dollars.* then$/);
  });

  it("a rule marks all its lines and none of another rule's", () => {
    const rule1 = shown({ ruleId: "r1", label: "Rule 1" }).join("\n");
    expect(rule1).toMatch(/mult = 8/);
    expect(rule1).toMatch(/buffer_dollars\(1\)/);
    expect(rule1).not.toMatch(/x_mult/);
    expect(shown({ ruleId: "r2", label: "Rule 2" }).join("\n")).toMatch(/x_mult = 2/);
  });

  it("marks nothing without a focus, or for a block that wrote nothing", () => {
    expect(focusedLines(preview.origins, undefined)).toEqual([]);
    expect(focusedLines(preview.origins, { ruleId: "r1", blockId: "gone", kind: "effect", label: "Gone" })).toEqual([]);
  });
});

describe("line runs in words", () => {
  it("groups consecutive lines and numbers them from 1", () => {
    expect(lineRuns([3, 4, 5, 9, 11, 12])).toEqual([[3, 5], [9, 9], [11, 12]]);
    expect(describeRuns(lineRuns([38]))).toBe("line 39");
    expect(describeRuns(lineRuns([38, 39]))).toBe("lines 39\u201340");
    expect(describeRuns(lineRuns([79, 81]))).toBe("lines 80 and 82");
    expect(describeRuns(lineRuns([3, 4, 5, 9, 11, 12]))).toBe("lines 4\u20136, 10 and 12\u201313");
    expect(describeRuns([])).toBe("");
  });
});
