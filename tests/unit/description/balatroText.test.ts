import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { parseBalatroText, plainText, type TextToken } from "../../../domain/text/balatroText";

/** Compact view of a line: [text, style] pairs, vars as "#n#". */
function view(tokens: TextToken[]) {
  return tokens.map((t) => [t.kind === "text" ? t.text : `#${t.index}#`, t.style]);
}

describe("parseBalatroText: codes", () => {
  it("plain text is one unstyled token", () => {
    const p = parseBalatroText("Just a joker");
    expect(view(p.lines[0])).toEqual([["Just a joker", {}]]);
    expect(p.issues).toEqual([]);
  });

  it("{C:colour} colours text until {} resets", () => {
    const p = parseBalatroText("{C:mult}+4{} Mult");
    expect(view(p.lines[0])).toEqual([["+4", { colour: "mult" }], [" Mult", {}]]);
  });

  it("{X:colour,C:white} gives a background pill with white text", () => {
    const p = parseBalatroText("{X:mult,C:white} X3 {} Mult");
    expect(view(p.lines[0])).toEqual([[" X3 ", { background: "mult", colour: "white" }], [" Mult", {}]]);
  });

  it("{s:scale} reads a numeric size factor", () => {
    expect(view(parseBalatroText("{s:0.8}small").lines[0])).toEqual([["small", { scale: 0.8 }]]);
  });

  it("{V:n} and {B:n} read colour variable indexes", () => {
    expect(view(parseBalatroText("{V:1}a{B:2,C:white}b").lines[0])).toEqual([
      ["a", { colourVar: 1 }],
      ["b", { backgroundVar: 2, colour: "white" }],
    ]);
  });

  it("{E:n} reads the motion effect", () => {
    expect(view(parseBalatroText("{E:1}float{E:2}bump").lines[0])).toEqual([["float", { effect: "1" }], ["bump", { effect: "2" }]]);
  });

  it("{T:key} and hex colours are kept", () => {
    expect(view(parseBalatroText("{T:m_glass,C:FF00FF}glass").lines[0])).toEqual([["glass", { tooltip: "m_glass", colour: "FF00FF" }]]);
  });

  it("a new block replaces the style rather than merging (as the game does)", () => {
    const p = parseBalatroText("{C:red}a{s:0.8}b");
    expect(view(p.lines[0])).toEqual([["a", { colour: "red" }], ["b", { scale: 0.8 }]]);
  });

  it("codes are case sensitive: {c:red} is unknown, {S:2} too", () => {
    const p = parseBalatroText("{c:red}a{S:2}b");
    expect(p.issues.map((i) => i.kind)).toEqual(["unknown-code", "unknown-code"]);
    expect(view(p.lines[0])).toEqual([["a", {}], ["b", {}]]);
  });

  it("bad values for numeric codes are reported and ignored", () => {
    const p = parseBalatroText("{s:big}a{V:0}b");
    expect(p.issues.map((i) => [i.kind, i.text])).toEqual([["bad-value", "s:big"], ["bad-value", "V:0"]]);
  });
});

describe("parseBalatroText: nesting-like sequences", () => {
  it("the vanilla '(Currently ...)' pattern switches colours mid-line", () => {
    const p = parseBalatroText("{C:inactive}(Currently {C:mult}+#1#{C:inactive} Mult){}");
    expect(view(p.lines[0])).toEqual([
      ["(Currently ", { colour: "inactive" }],
      ["+", { colour: "mult" }],
      ["#1#", { colour: "mult" }],
      [" Mult)", { colour: "inactive" }],
    ]);
  });

  it("variables inside a pill keep the pill style", () => {
    const p = parseBalatroText("{X:chips,C:white}X#2#{}");
    expect(view(p.lines[0])).toEqual([["X", { background: "chips", colour: "white" }], ["#2#", { background: "chips", colour: "white" }]]);
    expect(p.lines[0][1]).toMatchObject({ kind: "var", index: 2 });
  });
});

describe("parseBalatroText: lines and variables", () => {
  it("[s] splits lines and each line starts unstyled", () => {
    const p = parseBalatroText("{C:green}1 in 4{}[s]chance {C:red}boom[s]plain");
    expect(p.lines).toHaveLength(3);
    expect(view(p.lines[1])).toEqual([["chance ", {}], ["boom", { colour: "red" }]]);
    expect(view(p.lines[2])).toEqual([["plain", {}]]);
  });

  it("a raw line break also splits (the validator warns about it)", () => {
    expect(parseBalatroText("a\nb\r\nc").lines).toHaveLength(3);
  });

  it("#n# becomes a var token and plainText substitutes values", () => {
    const p = parseBalatroText("{C:mult}+#1#{} Mult, #2# left");
    expect(p.lines[0].filter((t) => t.kind === "var").map((t) => (t.kind === "var" ? t.index : 0))).toEqual([1, 2]);
    expect(plainText(p, [4, "3"])).toBe("+4 Mult, 3 left");
    expect(plainText(p)).toBe("+#1# Mult, #2# left");
  });

  it("malformed variables are kept as text and reported", () => {
    const p = parseBalatroText("gain #1 mult and #x# chips");
    expect(p.lines[0].every((t) => t.kind === "text")).toBe(true);
    expect(p.issues.map((i) => [i.kind, i.text])).toEqual([["malformed-var", "#1"], ["malformed-var", "#x#"]]);
  });
});

describe("parseBalatroText: unclosed and stray braces", () => {
  it("an unclosed tag is kept as literal text and reported", () => {
    const p = parseBalatroText("{C:red}ok {C:blue broken");
    expect(view(p.lines[0])).toEqual([["ok {C:blue broken", { colour: "red" }]]);
    expect(p.issues).toEqual([{ kind: "unclosed-tag", text: "{C:blue broken", line: 0 }]);
  });

  it("an unclosed tag followed by a good one only swallows up to the next brace", () => {
    const p = parseBalatroText("{C:red oops {C:blue}fine");
    expect(view(p.lines[0])).toEqual([["{C:red oops ", {}], ["fine", { colour: "blue" }]]);
    expect(p.issues.map((i) => i.kind)).toEqual(["unclosed-tag"]);
  });

  it("an unclosed tag does not leak into the next line", () => {
    const p = parseBalatroText("{C:red[s]{C:blue}b");
    expect(view(p.lines[0])).toEqual([["{C:red", {}]]);
    expect(view(p.lines[1])).toEqual([["b", { colour: "blue" }]]);
  });

  it("a stray closing brace is literal and reported", () => {
    const p = parseBalatroText("a } b");
    expect(view(p.lines[0])).toEqual([["a } b", {}]]);
    expect(p.issues.map((i) => i.kind)).toEqual(["stray-brace"]);
  });

  it("never throws and keeps every non-markup character (property)", () => {
    fc.assert(fc.property(fc.string({ unit: fc.constantFrom("{", "}", "C", ":", "red", "#", "1", "[s]", " ", "x", ",", "s:0.8") }), (s) => {
      const p = parseBalatroText(s);
      const shown = plainText(p).replace(/\n/g, "");
      // Everything shown came from the source, in order, once markup blocks are removed.
      const withoutBlocks = s.replace(/\[s\]/g, "");
      let at = 0;
      for (const ch of shown) {
        at = withoutBlocks.indexOf(ch, at);
        expect(at).toBeGreaterThanOrEqual(0);
        at += 1;
      }
    }));
  });
});
