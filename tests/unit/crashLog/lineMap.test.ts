// The export's line map: which item, rule and block produced each generated line. The printer's
// origin statements add no text, so the Lua is the same with and without them.
import { describe, expect, it } from "vitest";
import { exportMod } from "../../../domain/export";
import { lua, printExpr, printLua, printLuaWithOrigins, type Stmt } from "../../../domain/lua";
import { BROKEN, brokenProject } from "../../support/crashLogs";

const lineOf = (text: string, needle: string) => text.split("\n").findIndex((l) => l.includes(needle)) + 1;

describe("the printer's origin tags", () => {
  const chunk: Stmt[] = [
    lua.local("a", lua.num(1)),
    ...lua.origin({ item: "x" }, [
      lua.doCall("SMODS.Joker", lua.record({ key: lua.str("k"), calculate: lua.fn(["self"], [
        lua.local("b", lua.num(2)),
        ...lua.origin({ block: "e1" }, [lua.ifThen(lua.name("b"), [lua.doCall("print", lua.str("\u0000 not a marker"))])]),
        lua.ret(lua.name("b")),
      ]) })),
    ]),
  ];
  it("print no text of their own: the output is the text without them", () => {
    const plain: Stmt[] = [chunk[0], ...(chunk[1] as { body: Stmt[] }).body];
    expect(printLuaWithOrigins(chunk).text).toBe(printLua(plain));
    expect(printLua(chunk)).toBe(printLua(plain));
    expect(printLua(chunk).split("\n").some((l) => l.startsWith(String.fromCharCode(0)))).toBe(false);
  });
  it("tag every line of their body, inner tags adding to outer ones, even inside a function inside a table", () => {
    const { text, origins } = printLuaWithOrigins(chunk);
    const lines = text.split("\n");
    expect(origins).toHaveLength(lines.length - 1);
    expect(origins[lineOf(text, "local a") - 1]).toBeNull();
    expect(origins[lineOf(text, "SMODS.Joker") - 1]).toEqual({ item: "x" });
    expect(origins[lineOf(text, "local b") - 1]).toEqual({ item: "x" });
    expect(origins[lineOf(text, "if b then") - 1]).toEqual({ item: "x", block: "e1" });
    expect(origins[lineOf(text, "print(") - 1]).toEqual({ item: "x", block: "e1" });
    expect(origins[lineOf(text, "return b") - 1]).toEqual({ item: "x" });
  });
  it("leave printExpr's text unchanged", () => {
    const f = lua.fn([], lua.origin({ a: "1" }, [lua.ret(lua.num(1))]));
    expect(printExpr(f)).toBe("function()\n    return 1\nend");
  });
});

describe("the export's line map", () => {
  it("maps each line of a rule to its item, rule and block, and nothing else", () => {
    const result = exportMod(brokenProject(), { codeOnly: true });
    const text = String(result.files.get("items/jokers.lua"));
    const map = result.lineMap!["items/jokers.lua"];
    expect(map).toHaveLength(text.split("\n").length - 1);
    expect(map[lineOf(text, "error(\"j_crsh_boom") - 1]).toEqual({ itemId: BROKEN.itemId, itemKey: BROKEN.itemKey, ruleId: BROKEN.ruleId, blockKind: "effect", blockId: BROKEN.crashId });
    expect(map[lineOf(text, "{ mult = 2 }") - 1]).toMatchObject({ itemId: BROKEN.itemId, ruleId: BROKEN.ruleId, blockId: BROKEN.multId });
    expect(map[lineOf(text, "{ chips = 5 }") - 1]).toMatchObject({ itemId: BROKEN.otherItemId, blockId: "eff-fine" });
    // the item's definition is the item's; what comes before it is no item's
    expect(map[lineOf(text, "key = \"boom\"") - 1]).toEqual({ itemId: BROKEN.itemId, itemKey: BROKEN.itemKey });
    expect(map[lineOf(text, "-- Boom") - 1]).toBeNull();
    expect(map[lineOf(text, "local function chain_effects") - 1]).toBeNull();
    // a line of the item outside every rule names the item alone
    const chain = text.split("\n").map((l, i) => [l, i] as const).filter(([l]) => l.includes("local result = chain_effects"));
    expect(map[chain[1][1]]).toEqual({ itemId: BROKEN.itemId, itemKey: BROKEN.itemKey });
  });

  it("is recomputed by the next export: a new rule above moves the lines, the map follows", () => {
    const project = brokenProject();
    const before = exportMod(project, { codeOnly: true });
    project.jokers[1].rules!.unshift({ id: "rule-new", trigger: "hand_played", position: { x: 0, y: 0 }, blueprintCompatible: true, conditionGroups: [], randomGroups: [], loops: [],
      effects: [{ id: "eff-new", type: "add_chips", params: { value: { value: 3 } } }] });
    const after = exportMod(project, { codeOnly: true });
    const at = (r: typeof before) => lineOf(String(r.files.get("items/jokers.lua")), "error(\"j_crsh_boom");
    expect(at(after)).toBeGreaterThan(at(before));
    expect(after.lineMap!["items/jokers.lua"][at(after) - 1]?.blockId).toBe(BROKEN.crashId);
    expect(after.lineMap!["items/jokers.lua"][at(before) - 1]?.blockId).not.toBe(BROKEN.crashId);
    expect(after.fingerprint).not.toBe(before.fingerprint);
  });

  it("puts the code's fingerprint in the manifest's debug_info, the same for the full and the code-only export", () => {
    const full = exportMod(brokenProject());
    const code = exportMod(brokenProject(), { codeOnly: true });
    expect(full.fingerprint).toMatch(/^[0-9a-f]{8}$/);
    expect(code.fingerprint).toBe(full.fingerprint);
    expect(JSON.parse(String(full.files.get("crashmod.json"))).debug_info).toBe(`Joker Forge export ${full.fingerprint}`);
    expect([...full.files.keys()][0]).toBe("crashmod.json");
  });
});
