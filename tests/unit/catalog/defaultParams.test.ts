// What a block picked from the palette starts with: the schema's defaults, and for a variable
// param the item's own first variable of the kinds it takes (a new "Change Number Variable" on a
// joker with the variable 'bonus' names 'bonus', not an undeclared 'var1' the export would add).
import { describe, expect, it } from "vitest";
import { defaultParams } from "../../../domain/catalog/parse";
import { findEffect } from "../../../domain/catalog/registry";

const schema = () => findEffect("modify_internal_variable")!.params;

describe("defaultParams", () => {
  it("names the item's first variable of the param's kinds", () => {
    const params = defaultParams(schema(), [{ name: "lucky suit", type: "suit" }, { name: "bonus" }, { name: "hits", type: "number" }]);
    expect(params.variable_name).toEqual({ value: "bonus", valueType: "unknown" });
    expect(params.operation).toEqual({ value: "increment", valueType: "unknown" });
    expect(params.value).toEqual({ value: 1, valueType: "number" });
  });

  it("keeps the schema's default when the item has no variable of those kinds, or declares the default itself", () => {
    expect(defaultParams(schema()).variable_name.value).toBe("var1");
    expect(defaultParams(schema(), [{ name: "lucky suit", type: "suit" }]).variable_name.value).toBe("var1");
    expect(defaultParams(schema(), [{ name: "bonus" }, { name: "var1" }]).variable_name.value).toBe("var1");
  });
});
