// The export's Lua check (domain/lua/check.ts) against LuaJIT itself: every generated file of the
// test projects passes, and on hand-written snippets and seeded mutations of those files (lines
// dropped, doubled or swapped, characters cut, tokens inserted) it refuses exactly what LuaJIT's
// `loadstring` refuses, at the same line. Labels and goto, which no generator writes, are refused
// on purpose (their rules are not checked).
import { describe, expect, it } from "vitest";
import { exportMod } from "../../../domain/export";
import { checkLuaSyntax, type LuaSyntaxResult } from "../../../domain/lua/check";
import { everyEntryProject, smallProject } from "../../support/projects";
import { runLua } from "../../lua/luajit";

/** LuaJIT's verdict on each chunk: undefined when it loads, else the line of its error. */
function luajitVerdicts(chunks: readonly string[]): (number | undefined)[] {
  const script = `
    local out = {}
    while true do
      local len = io.read("*n")
      if not len then break end
      io.read(1)
      local chunk = len > 0 and io.read(len) or ""
      local f, err = loadstring(chunk, "=c")
      out[#out + 1] = f and "ok" or tostring(err):gsub("\\n", " ")
    end
    io.write(table.concat(out, "\\n"))`;
  const run = runLua(["-e", script], { input: chunks.map((c) => `${Buffer.byteLength(c)}\n${c}`).join("") });
  expect(run.status, run.stderr).toBe(0);
  return run.stdout.split("\n").map((line) => {
    if (line === "ok") return undefined;
    const match = /^c:(\d+):/.exec(line);
    if (!match) throw new Error(`unexpected LuaJIT answer: ${line}`);
    return Number(match[1]);
  });
}

const lineOf = (result: LuaSyntaxResult) => (result.ok ? undefined : result.line);

const generated: string[] = [];
for (const project of [everyEntryProject(), smallProject()]) {
  for (const [path, data] of exportMod(project).files) if (path.endsWith(".lua")) generated.push(data as string);
}

const SNIPPETS = [
  "", "local x = 1", "local a, b = 1", "x = 1", "a.b.c = 1", "a[1] = 2", "a.b, c[d] = f()", "f()", "f{1}", "f'x'", "f[[x]]",
  "a:b()", "a:b{}", "a.b:c(1)(2)[3]()", "(f)()", "(f)", "f", "f() = 1", "(a) = 1", "1 = 2", "a.b",
  // a call's parenthesis on the next line is ambiguous in Lua 5.1; a table or string argument is not
  "local x = (f)\n(g)()", "f\n(1)", "f\n{1}", "f\n'x'",
  "local x = 0x10", "local x = 0xA.8p1", "local x = 1e10", "local x = 1E-5", "local x = .5", "local x = 5.", "local x = 1LL", "local x = 1ULL",
  "local x = 2i", "local x = 0b101", "local x = 0x", "local x = 1e", "local x = 1.2.3", "local x = 3abc", "local x = 0x1e+5", "local x = 1e+5",
  "local s = 'a\\nb'", "local s = 'a\\qb'", "local s = '\\65\\066\\255'", "local s = '\\256'", "local s = '\\x41'", "local s = '\\x4'",
  "local s = '\\z   \n  x'", "local s = '\\u{41}'", "local s = '\\u{110000}'", "local s = 'a\\\nb'", "local s = 'abc", "local s = \"abc\ndef\"",
  "local s = [[a\nb]]", "local s = [==[a]]b]==]", "local s = [==[a]=]\n\n", "local s = [=x", "--[[ unfinished\n\n", "--[==[ x ]==] local y = 1",
  "--[=x\nlocal y = 1", "local s = '\\", "local s = 'a' 'b'", "print 'a'",
  "if x then elseif y then else end", "if x then", "if x end", "while x do end", "repeat local y = 1 until y", "for i = 1, 2, 3 do end",
  "for i = 1 do end", "for k, v in pairs(t) do end", "for k v in t do end", "do", "end", "function a.b.c:d() end", "function a:b.c() end",
  "local function f(...) return ... end", "local function f() return ... end", "local function f(..., a) end", "local x = ...",
  "return", "return 1;", "return 1 2", "return; x = 1",
  "while true do break; end", "while true do break x = 1 end", "do break end", "local x = 1\ndo\n  break\nend\n", "local function f()\n  break\n  return 1\nend\n",
  "while true do local f = function() break end end", "local goto = 1", "t.goto = 1", "local t = {goto = 1}", "goto(1)",
  "local t = {1; 2; 3,}", "local t = {a = 1, [2] = 3, 'x'}", "local t = {,}", "local t = {a = }", "local t = {[1]}", "local t = {a.b = 1}", "local t = {1 2}",
  "local x = -a ^ -b .. c and not d or #e", "local x = 1 + + 2", "local x = 1 +", "local x = a != b", "local x = a & b", "local x = ~a", "local x = a // b",
  "local x = @", ";", "local x = 1;;", "f() ; g()", "local end = 1", "local \u00e9 = 1", "x = y z",
];

describe("the Lua check", () => {
  it("passes every file the test projects export, as LuaJIT does", () => {
    expect(generated.length).toBeGreaterThan(10);
    for (const source of generated) expect(checkLuaSyntax(source)).toEqual({ ok: true });
    expect(luajitVerdicts(generated).every((v) => v === undefined)).toBe(true);
  });

  it("refuses what LuaJIT refuses, at the same line, on hand-written snippets", () => {
    const truth = luajitVerdicts(SNIPPETS);
    expect(truth.filter((v) => v !== undefined).length).toBeGreaterThan(40);
    SNIPPETS.forEach((snippet, i) => expect([snippet, lineOf(checkLuaSyntax(snippet))]).toEqual([snippet, truth[i]]));
  });

  it("refuses what LuaJIT refuses, at the same line, on mutations of generated files", () => {
    let seed = 20261128;
    const random = (n: number) => { seed = (Math.imul(seed, 1103515245) + 12345) >>> 0; return (seed >>> 8) % n; };
    const inserts = ["end", ")", "(", ",", "=", "local", "break", "...", "[[", "\"", "'", "--", "0x", "1e", "\\q", "\\300", "{", "}", "[", "]",
      ";", ".", ":", "..", "not", "function", "do", "then", "\n", "x", "1", "\\z", "\\x4", "[=[", "]]", "~", "~=", "#", "0x1p4", "1LL", "@", "return"];
    const samples: string[] = [];
    for (let i = 0; i < 300; i += 1) {
      const source = generated[random(generated.length)];
      const lines = source.split("\n");
      const at = random(source.length);
      switch (random(6)) {
        case 0: lines.splice(random(lines.length), 1); samples.push(lines.join("\n")); break;
        case 1: lines.splice(random(lines.length), 0, lines[random(lines.length)]); samples.push(lines.join("\n")); break;
        case 2: samples.push(source.slice(0, at) + source.slice(at + 1 + random(3))); break;
        case 3: samples.push(source.slice(0, at) + inserts[random(inserts.length)] + source.slice(at)); break;
        case 4: samples.push(`${source.slice(0, at)} ${inserts[random(inserts.length)]} ${source.slice(at)}`); break;
        default: {
          const a = random(lines.length);
          const b = random(lines.length);
          [lines[a], lines[b]] = [lines[b], lines[a]];
          samples.push(lines.join("\n"));
        }
      }
    }
    const truth = luajitVerdicts(samples);
    // a fair share of both verdicts
    expect(truth.filter((v) => v === undefined).length).toBeGreaterThan(30);
    expect(truth.filter((v) => v !== undefined).length).toBeGreaterThan(100);
    samples.forEach((sample, i) => expect(lineOf(checkLuaSyntax(sample)), `sample ${i}`).toBe(truth[i]));
  });

  it("refuses labels and goto, which no generator writes", () => {
    expect(checkLuaSyntax("goto continue; ::continue::")).toMatchObject({ ok: false, line: 1, message: "goto is not used in generated code" });
    expect(checkLuaSyntax("local x = 1\n::a::")).toMatchObject({ ok: false, line: 2, message: "labels are not used in generated code" });
  });

  it("says which symbol and which line, as LuaJIT words it", () => {
    expect(checkLuaSyntax("local x = 1\nlocal y = = 2")).toEqual({ ok: false, line: 2, column: 10, message: "unexpected symbol near '='" });
    expect(checkLuaSyntax("if x then\n  f()\n")).toMatchObject({ ok: false, line: 3, message: "'end' expected (to close 'if' at line 1) near '<eof>'" });
    expect(checkLuaSyntax("do break end")).toMatchObject({ ok: false, line: 1, message: "no loop to break" });
  });

  it("answers (never throws) on code nested deeper than it can follow", () => {
    const deep = `local x = ${"(".repeat(100_000)}1${")".repeat(100_000)}`;
    expect(checkLuaSyntax(deep)).toMatchObject({ ok: false });
  });
});
