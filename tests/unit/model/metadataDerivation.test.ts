import { describe, expect, it } from "vitest";
import { applyNameChange, defaultMetadata, deriveModId, derivePrefix, emptyProject, identityFromName, MAX_KEY_LENGTH, nameChange } from "../../../domain/model";
import { exportMod } from "../../../domain/export";
import { validateMetadata } from "../../../domain/validation";

describe("spec 4: 'id is the lower-cased name with non-alphanumerics and spaces removed and leading digits removed (fallback mycustommod)'", () => {
  it("lower-cases and removes spaces and punctuation", () => {
    expect(deriveModId("MaxBoi's Mod")).toBe("maxboismod");
    expect(deriveModId("Pause's Joker Pack!")).toBe("pausesjokerpack");
  });
  it("removes underscores and non-ASCII letters too (they are not alphanumeric)", () => {
    expect(deriveModId("my_mod é")).toBe("mymod");
  });
  it("removes leading digits but keeps inner ones", () => {
    expect(deriveModId("42 Jokers 2")).toBe("jokers2");
  });
  it("is cut to 64 characters, so a long name never derives an id the metadata page and the export refuse (field fuzz)", () => {
    const name = "The Extraordinarily Long and Overly Descriptive Collection of Jokers, Tarots and Other Cards";
    const p = emptyProject(Date.UTC(2026, 0, 1));
    p.modMetadata = { ...p.modMetadata, name, ...identityFromName(name) };
    expect(p.modMetadata.id).toBe("theextraordinarilylongandoverlydescriptivecollectionofjokerstaro");
    expect(p.modMetadata.id).toHaveLength(MAX_KEY_LENGTH);
    expect(validateMetadata(p.modMetadata).errors.id).toBeUndefined();
    expect(() => exportMod(p)).not.toThrow();
  });
  it("falls back to mycustommod (section 4 wins over section 9's 'custommod')", () => {
    expect(deriveModId("")).toBe("mycustommod");
    expect(deriveModId("123 !!!")).toBe("mycustommod");
  });
});

describe("spec 4: 'prefix is the first 8 characters of id' / spec 5 'short prefix lower-cased first 8 characters'", () => {
  it("takes 8 characters", () => {
    expect(derivePrefix("pausesjokerpack")).toBe("pausesjo");
    expect(derivePrefix("abc")).toBe("abc");
  });
  it("lower-cases", () => {
    expect(derivePrefix("MyCustomMod")).toBe("mycustom");
  });
});

describe("spec 4: 'when the name changes to a value other than the default and different from the last seen one, id, prefix and display_name are regenerated'", () => {
  it("regenerates id, prefix and display_name ('display_name equals the name')", () => {
    expect(nameChange("Lucky Stuff", "My Custom Mod")).toEqual({
      name: "Lucky Stuff", id: "luckystuff", prefix: "luckystu", display_name: "Lucky Stuff",
    });
  });
  it("changes only the name when it is the default name", () => {
    expect(nameChange("My Custom Mod", "Other")).toEqual({ name: "My Custom Mod" });
  });
  it("changes only the name when it equals the last seen one", () => {
    expect(nameChange("Same", "Same")).toEqual({ name: "Same" });
  });
  it("applyNameChange returns a new metadata object and leaves the input alone", () => {
    const before = { ...defaultMetadata(), description: "kept" };
    const after = applyNameChange(before, "Totally Balanced", undefined);
    expect(after).toMatchObject({ name: "Totally Balanced", id: "totallybalanced", prefix: "totallyb", display_name: "Totally Balanced", description: "kept" });
    expect(before.id).toBe("mycustommod");
  });
  it("identityFromName always regenerates (the overview's inline name edit)", () => {
    expect(identityFromName("My Custom Mod")).toEqual({ id: "mycustommod", prefix: "mycustom", display_name: "My Custom Mod" });
  });
});
