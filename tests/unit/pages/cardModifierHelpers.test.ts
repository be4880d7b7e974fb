import { describe, expect, it } from "vitest";
import { SHADER_OPTIONS } from "../../../src/components/options/projectOptions";
import { EDITION_LOOKS, editionLook } from "../../../src/pages/editions/editionLook";
import { enhancementFlags, withAnySuit, withNoSuit } from "../../../src/pages/enhancements/enhancementFlags";

describe("enhancement flags", () => {
  it("name the card-face flags that are on", () => {
    expect(enhancementFlags({})).toEqual([]);
    expect(enhancementFlags({ replace_base_card: true, no_rank: true, no_suit: false, any_suit: true, always_scores: true }))
      .toEqual(["Replaces card", "No rank", "Any suit", "Always scores"]);
  });

  it("never leave any_suit and no_suit on together", () => {
    expect(withAnySuit(true)).toEqual({ any_suit: true, no_suit: false });
    expect(withNoSuit(true)).toEqual({ no_suit: true, any_suit: false });
    expect(withAnySuit(false)).toEqual({ any_suit: false });
    expect(withNoSuit(false)).toEqual({ no_suit: false });
  });
});

describe("edition previews", () => {
  it("have a look for every shader the select offers", () => {
    for (const option of SHADER_OPTIONS.filter((o) => o.value)) {
      const look = EDITION_LOOKS[option.value];
      expect(look, option.value).toBeDefined();
      expect(Boolean(look.filter || look.overlay), option.value).toBe(true);
    }
  });

  it("draw the plain card for no shader or an unknown one", () => {
    expect(editionLook(false)).toEqual({});
    expect(editionLook("")).toEqual({});
    expect(editionLook("not_a_shader")).toEqual({});
    expect(editionLook("negative").filter).toContain("invert");
  });
});
