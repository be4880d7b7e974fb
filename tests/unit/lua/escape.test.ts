// User text reaches Lua only through luaStringLiteral: whatever the text, the printed file
// parses, real LuaJIT hands the exact UTF-8 bytes back, printable text stays readable (raw UTF-8)
// and nothing invisible or line-breaking appears raw.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkLuaSyntax, lua, luaStringLiteral, printLua } from "../../../domain/lua";
import { isHiddenCodePoint } from "../../../domain/lua/hiddenCharacters";
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
  "emoji 🃏🂡👑 and a family 👨‍👩‍👧 and a heart ❤️",
  "hidden: \u2028 \u2029 \ufeff \u202e \u200b \u0085 \u00ad \u3164 \uffff \u{e0041}",
  "lone surrogates \ud800 and \udc00 and \udbff\ud7ff",
  "\\\"; os.exit(1) --",
  "'); os.execute('rm -rf /') --",
  "%s %d %% $1 \\n literally",
  "\\ddd \\065 \\x41 \\u{41}",
  "a".repeat(5000),
];

const encoder = new TextEncoder();

/** What must never appear raw inside a printed literal. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\p{Noncharacter_Code_Point}]/u;

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
  it("writes no control, hidden character, lone surrogate or unescaped quote", () => {
    for (const text of NASTY) {
      const literal = luaStringLiteral(text);
      expect(literal).toMatch(/^".*"$/su);
      expect(literal).not.toMatch(INVISIBLE);
      // every quote inside is escaped
      expect(literal.slice(1, -1)).not.toMatch(/(^|[^\\])(\\\\)*"/);
    }
  });

  it("escapes the classic breakers the way Lua reads them", () => {
    expect(luaStringLiteral("a\"b")).toBe("\"a\\\"b\"");
    expect(luaStringLiteral("a\\b")).toBe("\"a\\\\b\"");
    expect(luaStringLiteral("a\nb")).toBe("\"a\\nb\"");
    expect(luaStringLiteral("a\rb\tc")).toBe("\"a\\rb\\tc\"");
    // an escape followed by a digit stays three digits wide
    expect(luaStringLiteral("\u00011")).toBe("\"\\0011\"");
    expect(luaStringLiteral("x\u007f")).toBe("\"x\\127\"");
  });

  it("writes printable non-ASCII text as it is, so a translator can read it", () => {
    expect(luaStringLiteral("é")).toBe("\"é\"");
    expect(luaStringLiteral("Café")).toBe("\"Café\"");
    expect(luaStringLiteral("ジョーカー")).toBe("\"ジョーカー\"");
    expect(luaStringLiteral("🃏 “smart” — ñ")).toBe("\"🃏 “smart” — ñ\"");
  });

  it("escapes hidden characters as the decimal bytes of their UTF-8", () => {
    expect(luaStringLiteral("a\u2028b")).toBe("\"a\\226\\128\\168b\""); // line separator
    expect(luaStringLiteral("\u2029")).toBe("\"\\226\\128\\169\""); // paragraph separator
    expect(luaStringLiteral("\ufeffBOM")).toBe("\"\\239\\187\\191BOM\"");
    expect(luaStringLiteral("\u00851")).toBe("\"\\194\\1331\""); // C1 control NEL, then a digit
    expect(luaStringLiteral("x\u202ey")).toBe("\"x\\226\\128\\174y\""); // right-to-left override
    expect(luaStringLiteral("👨\u200d👩")).toBe("\"👨\\226\\128\\141👩\""); // zero-width joiner
  });

  it("writes a lone surrogate as the escaped bytes of U+FFFD (what TextEncoder would write)", () => {
    expect(luaStringLiteral("\ud800")).toBe("\"\\239\\191\\189\"");
    expect(luaStringLiteral("a\udc001")).toBe("\"a\\239\\191\\1891\"");
    // a paired surrogate is one character, written raw
    expect(luaStringLiteral("\ud83c\udccf")).toBe("\"🃏\"");
  });

  it("hides every character this engine's Unicode data calls a control, format, separator or ignorable", () => {
    const missing: string[] = [];
    for (let codePoint = 0x80; codePoint <= 0x10ffff; codePoint += 1) {
      if (codePoint >= 0xd800 && codePoint <= 0xdfff) continue;
      if (INVISIBLE.test(String.fromCodePoint(codePoint)) && !isHiddenCodePoint(codePoint)) missing.push(codePoint.toString(16));
    }
    expect(missing).toEqual([]);
    for (const visible of ["é", "ジ", "🃏", "\u00a0", "\u3000", "\ue000"]) expect(isHiddenCodePoint(visible.codePointAt(0)!), visible).toBe(false);
  });

  it("round-trips nasty names byte for byte through real LuaJIT", () => {
    expect(roundTrip(NASTY)).toEqual(NASTY.map(hex));
  });

  it("round-trips arbitrary Unicode text byte for byte (property)", () => {
    const samples = fc.sample(fc.string({ unit: "grapheme", maxLength: 40 }), 300)
      .concat(fc.sample(fc.string({ unit: "binary-ascii", maxLength: 40 }), 300))
      .concat(fc.sample(fc.string({ unit: "binary", maxLength: 40 }), 300));
    expect(roundTrip(samples)).toEqual(samples.map(hex));
  });

  it("round-trips lone UTF-16 surrogates as U+FFFD through real LuaJIT", () => {
    // fast-check's "binary" unit never yields a lone surrogate, so these are spelled out
    const samples = ["\ud800", "x\udfffy", "\udc00\ud800", "1\ud83c", "\udccf2"];
    expect(roundTrip(samples)).toEqual(samples.map((t) => hex(t.replace(/[\ud800-\udfff]/g, "\ufffd"))));
  });

  it("shows a comment's readable text and replaces what a comment cannot escape with U+FFFD", () => {
    const source = printLua([lua.comment("Café 🃏\u202e\u0000\ud800\u2029end\tx")]);
    expect(source).toBe("-- Café 🃏\ufffd\ufffd\ufffd\ufffdend\tx\n");
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
