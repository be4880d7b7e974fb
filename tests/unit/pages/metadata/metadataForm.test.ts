import { describe, expect, it } from "vitest";
import { defaultMetadata } from "../../../../domain/model";
import { acceptsPriorityText, draftsFrom, fromPicker, pickerValue } from "../../../../src/pages/metadata/metadataForm";
import { metadataIssues } from "../../../../src/pages/metadata/metadataIssues";

describe("metadata form drafts", () => {
  it("shows authors joined by comma and lists one per line", () => {
    const drafts = draftsFrom({ ...defaultMetadata(), author: ["Ann", "Bo"], conflicts: ["A", "B"], provides: [], priority: -3 });
    expect(drafts).toEqual({
      author: "Ann, Bo",
      dependencies: "Steamodded (>=1.0.0~BETA-0827c)",
      conflicts: "A\nB",
      provides: "",
      priority: "-3",
    });
  });

  it("accepts only text on the way to an integer", () => {
    for (const ok of ["", "0", "12", "-", "-4", "+7", " 5 "]) expect(acceptsPriorityText(ok), ok).toBe(true);
    for (const bad of ["a", "1a", "1.5", "--1", "1-", "e3", "0x1"]) expect(acceptsPriorityText(bad), bad).toBe(false);
  });
});

describe("badge colour pickers", () => {
  it("feeds the picker #rrggbb and keeps an alpha pair when picking", () => {
    expect(pickerValue("AABBCC80", "666665")).toBe("#aabbcc");
    expect(pickerValue("nope", "666665")).toBe("#666665");
    expect(pickerValue("#123456", "FFFFFF")).toBe("#ffffff");
    expect(fromPicker("#ff0000", "00000080")).toBe("FF000080");
    expect(fromPicker("#ff0000", "000000")).toBe("FF0000");
    expect(fromPicker("#ff0000", "bad")).toBe("FF0000");
  });
});

describe("metadata issues per field", () => {
  it("is clean for the defaults", () => {
    expect(metadataIssues(defaultMetadata())).toEqual({ fields: {}, errorCount: 0, warningCount: 0 });
  });

  it("groups the spec's messages under their fields and counts them", () => {
    const issues = metadataIssues({ ...defaultMetadata(), id: "Balatro", author: [" "], main_file: "main.py", version: "v1", badge_colour: "#fff" });
    expect(issues.fields.id).toEqual({ errors: ["Mod ID cannot be 'Steamodded', 'Lovely', or 'Balatro'"], warnings: [] });
    expect(issues.fields.author).toEqual({ errors: ["At least one author is required"], warnings: [] });
    expect(issues.fields.main_file).toEqual({ errors: ["Main file must end with .lua extension"], warnings: [] });
    expect(issues.fields.version).toEqual({ errors: [], warnings: ["Version should follow format (major).(minor).(patch)"] });
    expect(issues.fields.badge_colour).toEqual({ errors: [], warnings: ["Badge colour should be a valid hex color (6 or 8 digits)"] });
    expect(issues.errorCount).toBe(3);
    expect(issues.warningCount).toBe(2);
  });
});
