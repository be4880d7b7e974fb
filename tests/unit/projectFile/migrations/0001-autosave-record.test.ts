import { describe, expect, it } from "vitest";
import { autosaveRecord } from "../../../../domain/projectFile/migrations/0001-autosave-record";
import { normaliseProject } from "../../../../domain/projectFile";
import { expectIdempotent, up } from "./helpers";

describe("migration 0001: the auto-save record's modMetadata", () => {
  it("reads modMetadata as metadata", () => {
    const { raw, notes } = up(autosaveRecord, { modMetadata: { name: "Saved" }, jokers: [], timestamp: 5 });
    expect(raw).toEqual({ metadata: { name: "Saved" }, jokers: [], timestamp: 5 });
    // The container's own format, not a repair: the restore reports nothing.
    expect(notes).toEqual([]);
  });

  it("leaves a project file alone, and a file holding both keeps its metadata", () => {
    expect(up(autosaveRecord, { metadata: { name: "File" }, jokers: [] }).notes).toEqual([]);
    const both = up(autosaveRecord, { metadata: { name: "File" }, modMetadata: { name: "Other" } });
    expect(both.raw.metadata).toEqual({ name: "File" });
    expectIdempotent(autosaveRecord, { modMetadata: { name: "Saved" } });
  });

  it("restores an auto-save record through the normaliser", () => {
    const { project, dropped } = normaliseProject({ modMetadata: { id: "saved", name: "Saved", prefix: "saved" }, jokers: [], timestamp: 42 });
    expect(dropped).toEqual([]);
    expect(project.modMetadata.name).toBe("Saved");
    expect(project.timestamp).toBe(42);
  });
});
