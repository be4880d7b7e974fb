import { describe, expect, it } from "vitest";
import { createItem, emptyProject } from "../../../domain/model";
import { checkExportPreconditions, EXPORT_FAILED_TITLE, exportFailureMessage } from "../../../domain/validation";

describe("spec 5 'Export requires: first author non-blank, mod name non-blank, every item has name and id'", () => {
  it("a default project may be exported", () => expect(checkExportPreconditions(emptyProject())).toEqual({ ok: true }));
  it("'Please enter an author name before exporting.' (the first author counts)", () => {
    for (const author of [[], [""], ["  ", "Ann"]]) {
      const project = emptyProject();
      project.modMetadata.author = author;
      expect(checkExportPreconditions(project)).toEqual({ ok: false, message: "Please enter an author name before exporting." });
    }
  });
  it("'Please enter a mod name before exporting.'", () => {
    const project = emptyProject();
    project.modMetadata.name = " ";
    expect(checkExportPreconditions(project)).toEqual({ ok: false, message: "Please enter a mod name before exporting." });
  });
  it("'Some items are missing required fields (name/id). Please check all items before exporting.'", () => {
    for (const broken of [createItem("voucher", { id: "v", name: "" }), createItem("deck", { id: "" })]) {
      const project = emptyProject();
      project.jokers.push(createItem("joker", { id: "j" }));
      (project[broken.objectType === "voucher" ? "vouchers" : "decks"] as unknown[]).push(broken);
      expect(checkExportPreconditions(project)).toEqual({ ok: false, message: "Some items are missing required fields (name/id). Please check all items before exporting." });
    }
  });
});

describe("spec 8 'Export Failed' messages for thrown errors", () => {
  it("title", () => expect(EXPORT_FAILED_TITLE).toBe("Export Failed"));
  it("'Missing required metadata fields...' when the error mentions missing metadata", () => {
    expect(exportFailureMessage(new Error("missing metadata: prefix"))).toBe("Missing required metadata fields. Please check your mod information.");
  });
  it("'Some mod items have missing or invalid data...' for property-read errors", () => {
    let error: unknown;
    try {
      (undefined as unknown as { a: number }).a.toString();
    } catch (caught) {
      error = caught;
    }
    expect(exportFailureMessage(error)).toBe("Some mod items have missing or invalid data. Please check all fields are filled correctly.");
  });
  it("'Failed to export mod files. Please try again.' otherwise", () => {
    expect(exportFailureMessage(new Error("disk full"))).toBe("Failed to export mod files. Please try again.");
    expect(exportFailureMessage("weird")).toBe("Failed to export mod files. Please try again.");
  });
});
