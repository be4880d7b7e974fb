import { describe, expect, it } from "vitest";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { BalatroText } from "../../../src/components/description/BalatroText";
import { resolveGameColour, normaliseHex } from "../../../src/components/description/gameColours";

const html = (el: ReactElement) => renderToStaticMarkup(el);

describe("BalatroText renderer", () => {
  it("colours {C:mult} with the game's red and resets after {}", () => {
    const out = html(<BalatroText text="{C:mult}+4{} Mult" />);
    expect(out).toContain('<span style="color:#fe5f55" data-colour="mult">+4</span>');
    expect(out).toContain("<span> Mult</span>");
  });

  it("draws {X:mult,C:white} as a pill and trims its spaces", () => {
    const out = html(<BalatroText text="{X:mult,C:white} X#1# {} Mult" vars={[3]} />);
    expect(out).toMatch(/<span style="color:#ffffff;background-color:#fe5f55;[^"]*" data-colour="white" data-background="mult">X3<\/span>/);
  });

  it("scales {s:0.8} text", () => {
    expect(html(<BalatroText text="{s:0.8}small" />)).toContain("font-size:0.8em");
  });

  it("uses vars.colours for {V:n} and a visible stand-in without them", () => {
    expect(html(<BalatroText text="{V:1}x" colours={["#123456"]} />)).toContain("color:#123456");
    expect(html(<BalatroText text="{V:2}x" />)).toContain("color:#ff9a00");
  });

  it("animates {E:1} per letter and {E:2} as a bump", () => {
    const float = html(<BalatroText text="{E:1}ab" />);
    expect(float).toContain('class="jf-text-float"');
    expect(float).toContain('animation-delay:0.07s">b</span>');
    expect(html(<BalatroText text="{E:2}x" />)).toContain('class="jf-text-bump"');
  });

  it("renders [s] as separate lines; #n# past the values shows '?' as in the game", () => {
    const out = html(<BalatroText text="a[s]#2# left" vars={[1]} />);
    expect(out.match(/<div class="min-h/g)).toHaveLength(2);
    expect(out).toContain("? left");
  });

  it("leaves #n# visible without values, and where only a run knows the value", () => {
    expect(html(<BalatroText text="#1# and #2#" />)).toContain("#1# and #2#");
    expect(html(<BalatroText text="#1# and #2#" vars={[null, "5"]} />)).toContain("#1# and 5");
  });

  it("shows an unclosed tag as text instead of swallowing the line", () => {
    expect(html(<BalatroText text="{C:red}a {C:blue oops" />)).toContain("a {C:blue oops");
  });

  it("resolves project colours and hex codes, ignores unknown names", () => {
    expect(html(<BalatroText text="{C:mymod_mythic}m" extraColours={{ mymod_mythic: "#ff00aa" }} />)).toContain("color:#ff00aa");
    expect(html(<BalatroText text="{C:00FF00}g" />)).toContain("color:#00ff00");
    expect(html(<BalatroText text="{C:nosuch}n" />)).toContain('<span data-colour="nosuch">n</span>');
  });

  it("animated edition colours get a moving gradient class", () => {
    expect(html(<BalatroText text="{C:edition}shiny" />)).toContain('class="jf-text-edition"');
  });
});

describe("game colours", () => {
  it("uses the game's palette for named colours, case sensitively", () => {
    expect(resolveGameColour("chips")).toBe("#009dff");
    expect(resolveGameColour("attention")).toBe("#ff9a00");
    expect(resolveGameColour("Chips")).toBeUndefined();
  });
  it("normalises hex", () => {
    expect(normaliseHex("#ABCDEF")).toBe("#abcdef");
    expect(normaliseHex("abc")).toBeUndefined();
  });
});
