// Generated Lua must run on LuaJIT 2.1 (Lua 5.1): no `//`, no bitwise operators, no Lua 5.2+
// library calls such as table.unpack (smods.md section 6). The syntax errors are caught by
// parsing; table.unpack and friends parse fine and only fail when run, so every generated file is
// parsed with the Lua 5.3 grammar (which accepts all of these) and its syntax tree searched for
// them: here the sample project's; the generated test projects' in testProjects.test.ts, the real
// projects' in the corpus layer.
import { describe, expect, it } from "vitest";
import { exportMod } from "../../../domain/export";
import { luaFiles, nonLuaJitConstructs } from "./luaDialect";
import { sampleProject } from "./sampleProject";

describe("the scan itself", () => {
  it("finds each banned construct and ignores look-alikes in strings and comments", () => {
    const bad = "local a = 7 // 2\nlocal b = 1 & 2 | 3 ~ 4 << 1 >> 1\nlocal c = ~a\nlocal d = table.unpack({})\nlocal e = table['pack']\nlocal f = math.type(1)\nlocal g = utf8.char(65)";
    expect(nonLuaJitConstructs(bad).sort()).toEqual([
      "operator // (line 1)", "operator | (line 2)", "operator & (line 2)", "operator >> (line 2)", "operator << (line 2)", "operator ~ (line 2)",
      "operator ~ (line 3)", "table.unpack (line 4)", "table.pack (line 5)", "math.type (line 6)", "utf8.char (line 7)", "global utf8 (line 7)",
    ].sort());
    expect(nonLuaJitConstructs("-- a // b & table.unpack\nlocal s = 'x // y | table.unpack'\nlocal u = unpack({ 1 })\nlocal m = math.floor(7 / 2)\nlocal x = bit.band(1, 2)")).toEqual([]);
  });
});

describe("generated Lua uses only LuaJIT 2.1 constructs", () => {
  it("in the sample project's export", () => {
    for (const [path, source] of luaFiles(exportMod(sampleProject()))) expect(nonLuaJitConstructs(source), path).toEqual([]);
  });
});
