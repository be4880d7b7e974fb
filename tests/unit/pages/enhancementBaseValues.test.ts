import { describe, expect, it } from "vitest";
import { BASE_VALUE_FIELDS, withBaseValue } from "../../../src/pages/enhancements/baseValues";
import { ENHANCEMENT_CONFIG_KEYS } from "../../../domain/model";

describe("enhancement base value edits", () => {
  it("offers one field per game config key, in the export's order", () => {
    expect(BASE_VALUE_FIELDS.map((f) => f.key)).toEqual([...ENHANCEMENT_CONFIG_KEYS]);
  });
  it("sets one value and keeps the others and unknown keys", () => {
    const config = { bonus: 30, Xmult: 2 } as Parameters<typeof withBaseValue>[0];
    expect(withBaseValue(config, "mult", 4)).toEqual({ bonus: 30, Xmult: 2, mult: 4 });
    expect(config).toEqual({ bonus: 30, Xmult: 2 });
  });
  it("removes a cleared value, and the whole config when nothing is left", () => {
    expect(withBaseValue({ bonus: 30, mult: 4 }, "bonus", undefined)).toEqual({ mult: 4 });
    expect(withBaseValue({ bonus: 30 }, "bonus", undefined)).toBeUndefined();
    expect(withBaseValue(undefined, "h_dollars", 0)).toEqual({ h_dollars: 0 });
  });
});
