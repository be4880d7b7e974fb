import { describe, expect, it } from "vitest";
import { defaultMetadata } from "../../../../domain/model";
import {
  acceptsPriorityText, draftsFrom, fromPicker, isHexColour, pickerValue, previewColour,
} from "../../../../src/pages/metadata/metadataForm";

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

describe("badge colours", () => {
  it("accepts 6 or 8 hex digits without #", () => {
    expect(isHexColour("A1b2C3")).toBe(true);
    expect(isHexColour("A1B2C3D4")).toBe(true);
    for (const bad of ["#A1B2C3", "A1B2C", "A1B2C3D", "GGGGGG", ""]) expect(isHexColour(bad), bad).toBe(false);
  });

  it("falls back to 666665 / FFFFFF in the preview when invalid", () => {
    expect(previewColour("zzz", "666665")).toBe("#666665");
    expect(previewColour("#123456", "FFFFFF")).toBe("#FFFFFF");
    expect(previewColour("123456", "FFFFFF")).toBe("#123456");
    expect(previewColour("12345678", "FFFFFF")).toBe("#12345678");
  });

  it("feeds the picker #rrggbb and keeps an alpha pair when picking", () => {
    expect(pickerValue("AABBCC80", "666665")).toBe("#aabbcc");
    expect(pickerValue("nope", "666665")).toBe("#666665");
    expect(fromPicker("#ff0000", "00000080")).toBe("FF000080");
    expect(fromPicker("#ff0000", "000000")).toBe("FF0000");
    expect(fromPicker("#ff0000", "bad")).toBe("FF0000");
  });
});
