// Art paths of the original web app's own placeholders do not exist here: they show as no art
// (our placeholder is drawn), while the project keeps the value it held.
import { describe, expect, it } from "vitest";
import { showableArt } from "../../../domain/model";

describe("showableArt", () => {
  it("drops the original site's placeholder paths and keeps real art", () => {
    expect(showableArt("/images/placeholderjokers/placeholder-joker-40.png")).toBeUndefined();
    expect(showableArt("/images/placeholderboosters/placeholder-booster-3.png")).toBeUndefined();
    expect(showableArt("data:image/png;base64,iVBORw0KGgo=")).toBe("data:image/png;base64,iVBORw0KGgo=");
    expect(showableArt("/images/default-logo.png")).toBe("/images/default-logo.png");
    expect(showableArt("")).toBeUndefined();
    expect(showableArt(42)).toBeUndefined();
  });
});
