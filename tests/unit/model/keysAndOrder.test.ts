import { describe, expect, it } from "vitest";
import { bumpKey, keyFromName, renumber, renumberByPosition, uniqueKey } from "../../../domain/model";

describe("spec 4: 'Duplicate object keys are made unique by appending or incrementing a trailing number (2 when none)'", () => {
  it("appends 2 when there is no trailing number", () => {
    expect(uniqueKey("lucky", ["lucky"])).toBe("lucky2");
  });
  it("increments a trailing number", () => {
    expect(bumpKey("lucky2")).toBe("lucky3");
    expect(uniqueKey("card_9", ["card_9", "card_10"])).toBe("card_11");
  });
  it("keeps a free key as it is", () => {
    expect(uniqueKey("free", ["other"])).toBe("free");
  });
});

describe("spec 4: 'Empty keys get a name-derived key (lowercase, non-alphanumerics removed, spaces to underscores, leading digits stripped, falling back to the object type)'", () => {
  it("derives from the name", () => {
    expect(keyFromName("Lucky Cat!", "joker")).toBe("lucky_cat");
    expect(keyFromName("2 Fast 2 Furious", "joker")).toBe("fast_2_furious");
  });
  it("falls back to the object type", () => {
    expect(keyFromName("???", "seal")).toBe("seal");
    expect(keyFromName("", "deck")).toBe("deck");
  });
});

describe("spec 4: 'orderValue is re-normalized to 1..n'", () => {
  it("sorts by orderValue and renumbers 1..n, stable on ties", () => {
    const list = [{ id: "a", orderValue: 5 }, { id: "b", orderValue: 0 }, { id: "c", orderValue: 5 }];
    renumber(list);
    expect(list).toEqual([{ id: "b", orderValue: 1 }, { id: "a", orderValue: 2 }, { id: "c", orderValue: 3 }]);
  });
  it("renumberByPosition follows array order", () => {
    expect(renumberByPosition([{ orderValue: 9 }, { orderValue: 3 }])).toEqual([{ orderValue: 1 }, { orderValue: 2 }]);
  });
});
