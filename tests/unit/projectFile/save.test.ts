import { describe, expect, it } from "vitest";
import { createItem, emptyProject } from "../../../domain/model";
import {
  CURRENT_SCHEMA, IMPORT_FAILED, importFailedText, importProjectText, MOD_IMPORTED, MOD_SAVED, projectFileName, SAVE_FAILED, serializeProject,
} from "../../../domain/projectFile";

describe("save writes the original's layout plus our schema version", () => {
  const project = emptyProject(0);
  project.jokers.push(createItem("joker", { id: "j1" }));
  const text = serializeProject(project, "2026-06-13T10:00:00.000Z");

  it("top-level keys in the original's order (metadata ... decks, version, exportedAt), then jokerForgeSchema", () => {
    expect(Object.keys(JSON.parse(text))).toEqual([
      "metadata", "jokers", "sounds", "consumables", "customRarities", "consumableSets", "boosters",
      "enhancements", "seals", "editions", "vouchers", "decks", "version", "exportedAt", "jokerForgeSchema",
    ]);
  });
  it("version is the constant \"1.0.0\", exportedAt as given, schema is ours", () => {
    const parsed = JSON.parse(text);
    expect(parsed.version).toBe("1.0.0");
    expect(parsed.exportedAt).toBe("2026-06-13T10:00:00.000Z");
    expect(parsed.jokerForgeSchema).toBe(CURRENT_SCHEMA);
  });
  it("is JSON with a 2-space indent, like the original", () => {
    expect(text.split("\n")[1]).toBe('  "metadata": {');
  });
  it("imports back to the same project; its timestamp is exportedAt", () => {
    const result = importProjectText(text);
    expect(result.ok && result.project).toEqual({ ...project, timestamp: Date.parse("2026-06-13T10:00:00.000Z") });
  });
});

describe("file name: <id || \"custom-mod\">-<YYYY-MM-DD>.jokerforge", () => {
  const date = new Date("2026-01-17T23:30:00Z");
  it("uses the id and the date", () => expect(projectFileName({ id: "fabioguysmod" }, date)).toBe("fabioguysmod-2026-01-17.jokerforge"));
  it("falls back to custom-mod", () => expect(projectFileName({ id: "" }, date)).toBe("custom-mod-2026-01-17.jokerforge"));
  it("never lets a path separator through", () => expect(projectFileName({ id: "../../etc" }, date)).toBe(".._.._etc-2026-01-17.jokerforge"));
});

describe("spec 8 toast texts, exactly", () => {
  it("saved, imported, import failed, save failed", () => {
    expect(`${MOD_SAVED.title}: ${MOD_SAVED.message}`).toBe("Mod Saved: Your mod has been saved as a jokerforge file!");
    expect(`${MOD_IMPORTED.title}: ${MOD_IMPORTED.message}`).toBe("Mod Imported: Your mod has been imported successfully!");
    expect(`${IMPORT_FAILED.title}: ${IMPORT_FAILED.message}`).toBe("Import Failed: Failed to import mod. Please check the file format and try again.");
    expect(`${SAVE_FAILED.title}: ${SAVE_FAILED.message}`).toBe("Save Failed: Failed to save mod as JSON. Please try again.");
  });
  it("the import failure carries the one-line reason after the spec's text", () => {
    expect(importFailedText("$.jokers: must be a list")).toEqual({
      title: "Import Failed", message: "Failed to import mod. Please check the file format and try again. ($.jokers: must be a list)",
    });
  });
});
