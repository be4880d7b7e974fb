import { describe, expect, it } from "vitest";
import { checkLuaSyntax, isLuaIdentifier, lua, LuaAstError, printExpr, printLua } from "../../../domain/lua";
import { runLua } from "../../lua/luajit";

const { bin, num, name, str, neg, not } = lua;

describe("Lua printer", () => {
  it("adds parentheses exactly where precedence needs them", () => {
    expect(printExpr(bin("*", bin("+", num(1), num(2)), num(3)))).toBe("(1 + 2) * 3");
    expect(printExpr(bin("+", num(1), bin("*", num(2), num(3))))).toBe("1 + 2 * 3");
    expect(printExpr(bin("-", num(1), bin("-", num(2), num(3))))).toBe("1 - (2 - 3)");
    expect(printExpr(bin("-", bin("-", num(1), num(2)), num(3)))).toBe("1 - 2 - 3");
    expect(printExpr(bin("^", num(2), bin("^", num(3), num(2))))).toBe("2 ^ 3 ^ 2");
    expect(printExpr(bin("^", bin("^", num(2), num(3)), num(2)))).toBe("(2 ^ 3) ^ 2");
    expect(printExpr(bin("..", str("a"), bin("..", str("b"), str("c"))))).toBe("\"a\" .. \"b\" .. \"c\"");
    expect(printExpr(not(bin("and", name("a"), name("b"))))).toBe("not (a and b)");
    expect(printExpr(bin("and", bin("or", name("a"), name("b")), name("c")))).toBe("(a or b) and c");
    expect(printExpr(bin("^", neg(num(2)), num(2)))).toBe("(-2) ^ 2");
    expect(printExpr(bin("^", num(-2), num(2)))).toBe("(-2) ^ 2");
  });

  it("never prints a double minus that Lua would read as a comment", () => {
    expect(printExpr({ kind: "unary", op: "-", operand: num(-5) })).toBe("- -5");
    expect(printExpr(neg(num(-5)))).toBe("5"); // the builder folds negated literals
    expect(printExpr(neg(neg(name("x"))))).toBe("- -x");
    expect(printExpr(bin("-", name("a"), num(-1)))).toBe("a - -1");
  });

  it("formats numbers as valid Lua (and evaluates them to the same value)", () => {
    const values = [0, -0, 1, -1, 0.13, 1e16, 999999999999999, 1.5e-7, 1e300, 2 ** 53, Infinity, -Infinity];
    const source = printLua(values.map((v) => lua.doCall("print", lua.call("string.format", str("%.17g"), num(v)))));
    const run = runLua(["-"], { input: source });
    expect(run.status).toBe(0);
    const printed = run.stdout.trim().split("\n").map((t) => (t === "inf" ? Infinity : t === "-inf" ? -Infinity : Number(t)));
    expect(printed).toEqual(values.map((v) => (Object.is(v, -0) ? 0 : v)));
  });

  it("prints NaN as an expression, not a name", () => {
    expect(printExpr(num(NaN))).toBe("(0 / 0)");
  });

  it("indexes with dots only for identifiers", () => {
    expect(printExpr(lua.path("card.ability.extra"))).toBe("card.ability.extra");
    expect(printExpr(lua.index(name("t"), "end"))).toBe("t[\"end\"]");
    expect(printExpr(lua.index(name("t"), "two words"))).toBe("t[\"two words\"]");
    expect(printExpr(lua.index(name("t"), num(1)))).toBe("t[1]");
    expect(printExpr(lua.method(str("x"), "rep", num(2)))).toBe("(\"x\"):rep(2)");
  });

  it("rejects identifiers that are not Lua identifiers", () => {
    for (const bad of ["end", "goto", "1abc", "a-b", "a b", "", "é"]) {
      expect(isLuaIdentifier(bad)).toBe(false);
      expect(() => lua.name(bad)).toThrow(LuaAstError);
    }
    expect(() => printExpr({ kind: "name", name: "local" })).toThrow(LuaAstError);
    expect(isLuaIdentifier("_G")).toBe(true);
  });

  it("lays out tables inline when short and one field per line otherwise", () => {
    expect(printExpr(lua.record({ x: num(0), y: num(1) }))).toBe("{ x = 0, y = 1 }");
    expect(printExpr(lua.record({ "not ok": num(1) }))).toBe("{ [\"not ok\"] = 1 }");
    expect(printExpr(lua.set(["mod_jokers"]))).toBe("{ [\"mod_jokers\"] = true }");
    const long = printExpr(lua.list(Array.from({ length: 40 }, (_, i) => num(i))));
    expect(long.split("\n").length).toBe(42);
  });

  it("prints nested functions with consistent indentation and a guarded call statement", () => {
    const source = printLua([
      lua.doCall("SMODS.Joker", lua.record({
        key: str("x"),
        calculate: lua.fn(["self", "card", "context"], [
          lua.ifThen(lua.path("context.joker_main"), [lua.ret(lua.record({ mult: num(4) }))]),
        ]),
      })),
      lua.callStmt(lua.call(lua.paren(lua.fn([], [])))),
      lua.comment("a --[[ tricky\n]] comment"),
    ]);
    expect(source).toBe([
      "SMODS.Joker({",
      "    key = \"x\",",
      "    calculate = function(self, card, context)",
      "        if context.joker_main then",
      "            return { mult = 4 }",
      "        end",
      "    end,",
      "})",
      ";(function() end)()",
      "-- a --[[ tricky ]] comment",
      "",
    ].join("\n"));
    expect(checkLuaSyntax(source)).toEqual({ ok: true });
    expect(runLua(["-"], { input: `SMODS = { Joker = function(t) assert(t.key == "x") end }\n${source}` }).status).toBe(0);
  });

  it("reports syntax errors with a line", () => {
    const result = checkLuaSyntax("local a = 1\nlocal b = a // 2\n");
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.line).toBe(2);
    // the syntax tree has no goto or labels; the check refuses them (tests/unit/lua/check.test.ts)
    expect(checkLuaSyntax("goto done\n::done::\n")).toMatchObject({ ok: false, line: 1 });
  });
});
