import { describe, expect, it } from "vitest";
import { gameKey, objectKeyOrFallback, OBJECT_TYPES } from "../../../domain/model";

describe("spec 3 'Generated keys' table", () => {
  const item = { objectKey: "lucky", name: "Lucky" };
  it.each([
    ["joker", "j_mod_lucky"],
    ["consumable", "c_mod_lucky"],
    ["booster", "mod_lucky"],
    ["enhancement", "m_mod_lucky"],
    ["seal", "mod_lucky"],
    ["edition", "e_mod_lucky"],
    ["voucher", "v_mod_lucky"],
    ["deck", "b_mod_lucky"],
  ] as const)("%s -> %s", (type, expected) => {
    expect(gameKey(type, "mod", item)).toBe(expected);
  });
  it("covers all eight object types", () => {
    expect(new Set(OBJECT_TYPES.map((t) => gameKey(t, "p", item))).size).toBe(6 + 1); // booster and seal share a shape
  });
});

describe("spec 3: 'Where the object key is missing, the lower-cased name with spaces replaced by underscores is used, with unnamed_... fallbacks'", () => {
  it("uses the lower-cased name with underscores", () => {
    expect(objectKeyOrFallback({ objectKey: "", name: "Big Red Joker" }, "joker")).toBe("big_red_joker");
    expect(gameKey("consumable", "mod", { name: "The Fool" })).toBe("c_mod_the_fool");
  });
  it("falls back to unnamed_<type>", () => {
    expect(objectKeyOrFallback({ name: "" }, "voucher")).toBe("unnamed_voucher");
    expect(gameKey("edition", "mod", {})).toBe("e_mod_unnamed_edition");
  });
});
