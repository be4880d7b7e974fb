// Generated Lua must run on LuaJIT 2.1 (Lua 5.1): no `//`, no bitwise operators, no Lua 5.2+
// library calls such as table.unpack (smods.md section 6). The syntax errors are caught by
// parsing; table.unpack and friends parse fine and only fail when run, so every generated file of
// every fixture is parsed with the Lua 5.3 grammar (which accepts all of these) and its syntax
// tree searched for them.
import luaparse from "luaparse";
import { describe, expect, it } from "vitest";
import { exportMod } from "../../../domain/export";
import { fixtureNames, fixtureProject, sampleProject } from "./sampleProject";

const BANNED_OPERATORS = new Set(["//", "&", "|", "~", "<<", ">>"]);
/** Absent from LuaJIT 2.1 (use unpack, {...}, math.floor, the bit library). */
const BANNED_FIELDS = new Set(["table.unpack", "table.pack", "table.move", "math.type", "math.tointeger", "math.maxinteger", "math.mininteger", "string.gfind", "utf8.char", "utf8.len", "utf8.codepoint"]);
const BANNED_GLOBALS = new Set(["utf8"]);

interface Node { type: string; [key: string]: unknown }

function isNode(value: unknown): value is Node {
  return typeof value === "object" && value !== null && typeof (value as Node).type === "string";
}

function dotted(node: Node): string | undefined {
  if (node.type === "Identifier") return node.name as string;
  if (node.type === "MemberExpression" && node.indexer === ".") {
    const base = dotted(node.base as Node);
    return base && `${base}.${(node.identifier as Node).name as string}`;
  }
  if (node.type === "IndexExpression" && isNode(node.index) && node.index.type === "StringLiteral") {
    const base = dotted(node.base as Node);
    return base && `${base}.${String(node.index.raw).slice(1, -1)}`;
  }
  return undefined;
}

/** Every use of a construct LuaJIT 2.1 lacks, as "construct (line n)". */
function nonLuaJitConstructs(source: string): string[] {
  const ast = luaparse.parse(source, { luaVersion: "5.3", locations: true, comments: false, encodingMode: "none" }) as unknown as Node;
  const found: string[] = [];
  const at = (node: Node) => `line ${(node.loc as { start: { line: number } } | undefined)?.start.line ?? "?"}`;
  const locals = new Set<string>();
  const visit = (node: Node) => {
    if ((node.type === "BinaryExpression" || node.type === "UnaryExpression") && BANNED_OPERATORS.has(node.operator as string)) {
      found.push(`operator ${node.operator as string} (${at(node)})`);
    }
    if (node.type === "LocalStatement") for (const v of node.variables as Node[]) locals.add(v.name as string);
    if (node.type === "MemberExpression" || node.type === "IndexExpression") {
      const name = dotted(node);
      if (name && BANNED_FIELDS.has(name)) found.push(`${name} (${at(node)})`);
    }
    if (node.type === "Identifier" && BANNED_GLOBALS.has(node.name as string) && !locals.has(node.name as string)) {
      found.push(`global ${node.name as string} (${at(node)})`);
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.filter(isNode).forEach(visit);
      else if (isNode(value)) visit(value);
    }
  };
  visit(ast);
  return found;
}

function luaFiles(result: ReturnType<typeof exportMod>): [string, string][] {
  return [...result.files].filter(([path]) => path.endsWith(".lua")).map(([path, data]) => [path, data as string]);
}

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

  it.each(fixtureNames())("in the export of %s", (name) => {
    const files = luaFiles(exportMod(fixtureProject(name)));
    expect(files.length).toBeGreaterThan(1);
    for (const [path, source] of files) expect(nonLuaJitConstructs(source), path).toEqual([]);
  });
});
