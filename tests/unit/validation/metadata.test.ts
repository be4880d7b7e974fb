import { describe, expect, it } from "vitest";
import { defaultMetadata, type ModMetadata } from "../../../domain/model";
import { badgePreviewColours, validateMetadata } from "../../../domain/validation";

const meta = (changes: Partial<ModMetadata>) => ({ ...defaultMetadata(), ...changes });

describe("spec 5 'Metadata errors (block validity)'", () => {
  it("the default metadata is valid with no warnings", () => {
    expect(validateMetadata(defaultMetadata())).toEqual({ errors: {}, warnings: {}, valid: true });
  });
  it("'Mod ID is required'", () => {
    expect(validateMetadata(meta({ id: "" })).errors.id).toEqual(["Mod ID is required"]);
    expect(validateMetadata(meta({ id: "  " })).errors.id).toEqual(["Mod ID is required"]);
  });
  it("'Mod ID must start with a letter and contain only letters, numbers, and underscores'", () => {
    for (const id of ["1mod", "_mod", "my-mod", "my mod", "modé"]) {
      expect(validateMetadata(meta({ id })).errors.id, id).toEqual(["Mod ID must start with a letter and contain only letters, numbers, and underscores"]);
    }
    expect(validateMetadata(meta({ id: "My_Mod2" })).errors.id).toBeUndefined();
  });
  it("\"Mod ID cannot be 'Steamodded', 'Lovely', or 'Balatro'\"", () => {
    for (const id of ["Steamodded", "Lovely", "Balatro", "balatro"]) {
      expect(validateMetadata(meta({ id })).errors.id).toEqual(["Mod ID cannot be 'Steamodded', 'Lovely', or 'Balatro'"]);
    }
  });
  it("'Mod name is required'", () => expect(validateMetadata(meta({ name: " " })).errors.name).toEqual(["Mod name is required"]));
  it("'At least one author is required' (a non-blank one)", () => {
    expect(validateMetadata(meta({ author: [] })).errors.author).toEqual(["At least one author is required"]);
    expect(validateMetadata(meta({ author: ["", "  "] })).errors.author).toEqual(["At least one author is required"]);
    expect(validateMetadata(meta({ author: ["", "Ann"] })).errors.author).toBeUndefined();
  });
  it("'Description is required'", () => expect(validateMetadata(meta({ description: "" })).errors.description).toEqual(["Description is required"]));
  it("'Prefix is required' and the same pattern as ID", () => {
    expect(validateMetadata(meta({ prefix: "" })).errors.prefix).toEqual(["Prefix is required"]);
    expect(validateMetadata(meta({ prefix: "9x" })).errors.prefix).toEqual(["Prefix must start with a letter and contain only letters, numbers, and underscores"]);
  });
  it("'Main file is required', 'Main file must end with .lua extension'", () => {
    expect(validateMetadata(meta({ main_file: "" })).errors.main_file).toEqual(["Main file is required"]);
    expect(validateMetadata(meta({ main_file: "main.py" })).errors.main_file).toEqual(["Main file must end with .lua extension"]);
  });
  it("errors make it invalid; per-field lists", () => {
    const result = validateMetadata(meta({ id: "", name: "" }));
    expect(result.valid).toBe(false);
    expect(Object.keys(result.errors).sort()).toEqual(["id", "name"]);
  });
});

describe("spec 5 'Metadata warnings (non-blocking)'", () => {
  it("'Version should follow format (major).(minor).(patch)' — major.minor.patch followed by anything is fine", () => {
    expect(validateMetadata(meta({ version: "1.0" })).warnings.version).toEqual(["Version should follow format (major).(minor).(patch)"]);
    expect(validateMetadata(meta({ version: "0.0.4~rev2" })).warnings.version).toBeUndefined();
    expect(validateMetadata(meta({ version: "" })).warnings.version).toBeUndefined();
    expect(validateMetadata(meta({ version: "1.0" })).valid).toBe(true);
  });
  it("badge colours: 6 or 8 hex digits, no #", () => {
    const result = validateMetadata(meta({ badge_colour: "#666665", badge_text_colour: "FFF" }));
    expect(result.warnings.badge_colour).toEqual(["Badge colour should be a valid hex color (6 or 8 digits)"]);
    expect(result.warnings.badge_text_colour).toEqual(["Badge text colour should be a valid hex color (6 or 8 digits)"]);
    expect(validateMetadata(meta({ badge_colour: "ffee00AA" })).warnings.badge_colour).toBeUndefined();
  });
  it("'Invalid colours fall back to 666665 (badge) and FFFFFF (text) in the preview'", () => {
    expect(badgePreviewColours({ badge_colour: "zzz", badge_text_colour: "#000000" })).toEqual({ background: "666665", text: "FFFFFF" });
    expect(badgePreviewColours({ badge_colour: "a10000", badge_text_colour: "000000" })).toEqual({ background: "a10000", text: "000000" });
  });
});
