// User text reaches Lua only through luaStringLiteral: whatever the text, the printed file
// parses, and real LuaJIT hands the exact UTF-8 bytes back.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkLuaSyntax, lua, luaStringLiteral, printLua } from "../../../domain/lua";
import { runLua } from "../../lua/luajit";

const NASTY = [
  "",
  "Jimbo's Joker",
  "say \"hi\"",
  "back\\slash\\",
  "trailing backslash \\",
  "]] and [[ and ]=]",
  "-- not a comment",
  "--[[ nor a block ]]",
  "line one\nline two\r\nthree\rfour",
  "tab\there",
  "nul\u0000byte and \u0001\u001f\u007f",
  "digits after escape: \u00012345",
  "é ñ ü — “smart” ‘quotes’",
  "日本語のジョーカー",
  "emoji 🃏🂡👑",
  "\\\"; os.exit(1) --",
  "'); os.execute('rm -rf /') --",
  "%s %d %% $1 \\n literally",
  "\\ddd \\065 \\x41 \\u{41}",
  "a".repeat(5000),
];

const encoder = new TextEncoder();

/** Prints every string in one Lua file, runs it in LuaJIT and returns the hex of each value. */
function roundTrip(values: string[]): string[] {
  const source = printLua([
    lua.local("values", lua.list(values.map(lua.str))),
    lua.forIn(["_", "v"], [lua.call("ipairs", lua.name("values"))], [
      // parenthesised: gsub also returns a count that io.write would print
      lua.doCall("io.write", lua.paren(lua.method(lua.name("v"), "gsub", lua.str("."), lua.fn(["c"], [
        lua.ret(lua.call("string.format", lua.str("%02x"), lua.call("string.byte", lua.name("c")))),
      ])))),
      lua.doCall("io.write", lua.str("\n")),
    ]),
  ]);
  expect(checkLuaSyntax(source)).toEqual({ ok: true });
  const run = runLua(["-"], { input: source });
  expect(run.stderr).toBe("");
  expect(run.status).toBe(0);
  return run.stdout.split("\n").slice(0, values.length);
}

function hex(text: string): string {
  return Array.from(encoder.encode(text), (b) => b.toString(16).padStart(2, "0")).join("");
}

describe("luaStringLiteral", () => {
  it("emits pure printable ASCII inside double quotes", () => {
    for (const text of NASTY) {
      const literal = luaStringLiteral(text);
      expect(literal).toMatch(/^"[\x20-\x7e]*"$/);
      // no raw line break, and every quote inside is escaped
      expect(literal.slice(1, -1)).not.toMatch(/(^|[^\\])(\\\\)*"/);
    }
  });

  it("escapes the classic breakers the way Lua reads them", () => {
    expect(luaStringLiteral("a\"b")).toBe("\"a\\\"b\"");
    expect(luaStringLiteral("a\\b")).toBe("\"a\\\\b\"");
    expect(luaStringLiteral("a\nb")).toBe("\"a\\nb\"");
    expect(luaStringLiteral("é")).toBe("\"\\195\\169\"");
    // an escape followed by a digit stays three digits wide
    expect(luaStringLiteral("\u00011")).toBe("\"\\0011\"");
  });

  it("round-trips nasty names byte for byte through real LuaJIT", () => {
    expect(roundTrip(NASTY)).toEqual(NASTY.map(hex));
  });

  it("round-trips arbitrary Unicode text byte for byte (property)", () => {
    const samples = fc.sample(fc.string({ unit: "grapheme", maxLength: 40 }), 300)
      .concat(fc.sample(fc.string({ unit: "binary-ascii", maxLength: 40 }), 300));
    expect(roundTrip(samples)).toEqual(samples.map(hex));
  });

  it("keeps code injected through names inert in every printed position", () => {
    fc.assert(fc.property(fc.string({ unit: "binary", maxLength: 30 }), (text) => {
      const source = printLua([
        lua.comment(text),
        lua.assign(lua.index(lua.name("T"), text), lua.record({ name: lua.str(text), [text]: lua.str(text) })),
      ]);
      return checkLuaSyntax(source).ok;
    }), { numRuns: 500 });
  });
});
