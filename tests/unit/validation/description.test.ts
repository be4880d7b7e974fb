import { describe, expect, it } from "vitest";
import { validateDescription } from "../../../domain/validation";

describe("spec 5 description text", () => {
  it("a well-formed description has no errors or warnings", () => {
    expect(validateDescription("{C:mult}+4{} Mult[s]{X:mult,C:white} X#1# {} when scored")).toEqual({ errors: [], warnings: [] });
  });
  it("'raw line breaks warn (use [s])'", () => {
    expect(validateDescription("line one\nline two").warnings).toEqual([expect.stringContaining("[s]")]);
  });
  it("'an unclosed formatting tag is an error Unclosed formatting tag detected'", () => {
    expect(validateDescription("{C:red text").errors).toEqual(["Unclosed formatting tag detected"]);
    expect(validateDescription("{C:red {C:blue}x{}").errors).toEqual(["Unclosed formatting tag detected"]);
  });
  it("'tags not closed warn' (a style never reset with {})", () => {
    const { errors, warnings } = validateDescription("{C:red}still red");
    expect(errors).toEqual([]);
    expect(warnings).toEqual([expect.stringContaining("never closed")]);
  });
  it("'tags must be a letter C, X, s, E or V followed by a colon and a value, else warning Potentially invalid formatting tag'", () => {
    for (const text of ["{Q:red}x{}", "{C}x{}", "{C:}x{}", "{red}x{}", "{X:mult,B:1}x{}"]) {
      expect(validateDescription(text).warnings, text).toEqual(["Potentially invalid formatting tag"]);
    }
    for (const text of ["{s:0.8}x{}", "{E:1}x{}", "{V:1}x{}"]) expect(validateDescription(text).warnings, text).toEqual([]);
  });
  it("'over 500 characters warns Description is quite long and may not display properly'", () => {
    expect(validateDescription("a".repeat(501)).warnings).toEqual(["Description is quite long and may not display properly"]);
    expect(validateDescription("a".repeat(500)).warnings).toEqual([]);
  });
  it("'malformed variable references warn (use #1#, #2#)'", () => {
    for (const text of ["gives #1 mult", "#a#", "#{1}#", "#1#2#"]) expect(validateDescription(text).warnings, text).toContainEqual(expect.stringContaining("#1#"));
    expect(validateDescription("#1# and #12#").warnings).toEqual([]);
  });
});
