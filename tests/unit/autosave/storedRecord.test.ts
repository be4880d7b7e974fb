// First-load decisions about the stored record (spec section 4) and the age badge (section 9).
import { describe, expect, it } from "vitest";
import { emptyProject } from "../../../domain/model";
import { ageInDays, checkStoredRecord } from "../../../src/services/autosave/storedRecord";
import { restoreStoredProject } from "../../../src/services/autosave/restoreProject";

const DAY = 86_400_000;

function storedProject(extra: Record<string, unknown> = {}) {
  return { ...emptyProject(1), modMetadata: { ...emptyProject().modMetadata, name: "Stored Mod" }, ...extra };
}

describe("checkStoredRecord", () => {
  it("finds nothing when storage is empty", () => {
    expect(checkStoredRecord(undefined)).toEqual({ kind: "none" });
  });

  it("offers a record with metadata and a jokers list, with its date and counts", () => {
    const project = storedProject({
      jokers: [{ id: "a" }, { id: "b" }],
      sounds: [{ id: "s" }],
      consumables: [{ id: "c" }],
    });
    const check = checkStoredRecord({ project, timestamp: 1_700_000_000_000 });
    expect(check.kind).toBe("offer");
    if (check.kind !== "offer") return;
    expect(check.offer).toEqual({ savedAt: 1_700_000_000_000, name: "Stored Mod", jokers: 2, otherItems: 2 });
    expect(check.project).toBe(project);
  });

  it("accepts the original's bare auto-save shape {modMetadata, jokers, ..., timestamp}", () => {
    const check = checkStoredRecord({ ...storedProject(), timestamp: 1_600_000_000_000 });
    expect(check).toMatchObject({ kind: "offer", offer: { savedAt: 1_600_000_000_000, name: "Stored Mod" } });
  });

  it("deletes (invalid) a structure without metadata", () => {
    const { modMetadata: _dropped, ...withoutMetadata } = storedProject();
    void _dropped;
    expect(checkStoredRecord({ project: withoutMetadata, timestamp: 5 }).kind).toBe("invalid");
    expect(checkStoredRecord({ project: { ...storedProject(), modMetadata: "text" }, timestamp: 5 }).kind).toBe("invalid");
  });

  it("deletes (invalid) a structure whose jokers are not a list", () => {
    expect(checkStoredRecord({ project: storedProject({ jokers: { a: 1 } }), timestamp: 5 })).toMatchObject({ kind: "invalid" });
    expect(checkStoredRecord({ project: storedProject({ jokers: undefined }), timestamp: 5 })).toMatchObject({ kind: "invalid" });
  });

  it("deletes (invalid) anything that is not a record", () => {
    expect(checkStoredRecord("{\"modMetadata\":{}}").kind).toBe("invalid");
    expect(checkStoredRecord([storedProject()]).kind).toBe("invalid");
    expect(checkStoredRecord({ timestamp: 5 }).kind).toBe("invalid");
  });

  it("offers a record without a usable date with savedAt null", () => {
    const check = checkStoredRecord({ project: { ...storedProject(), timestamp: "yesterday" }, timestamp: Number.NaN });
    expect(check).toMatchObject({ kind: "offer", offer: { savedAt: null } });
  });
});

describe("restoreStoredProject", () => {
  it("normalises a good project and fills missing fields from defaults", () => {
    const raw = storedProject({ jokers: [{ id: "j1", name: "Jimbo", objectKey: "jimbo" }] });
    delete (raw.modMetadata as Record<string, unknown>).version;
    const result = restoreStoredProject(raw);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.project.modMetadata.name).toBe("Stored Mod");
    expect(result.project.modMetadata.version).toBe("1.0.0");
    expect(result.project.jokers.map((j) => j.name)).toEqual(["Jimbo"]);
  });

  it("calls data corrupt when entries had to be dropped", () => {
    const result = restoreStoredProject(storedProject({ jokers: [{ id: "ok", name: "Fine" }, 42], sounds: "nope" }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.reason).toMatch(/jokers\[1\]|sounds/);
  });
});

describe("ageInDays", () => {
  it("shows days with one decimal", () => {
    expect(ageInDays(0, 0.3 * DAY)).toBe("0.3 days old");
    expect(ageInDays(1_000, 1_000 + 2.46 * DAY)).toBe("2.5 days old");
    expect(ageInDays(5, 5)).toBe("0.0 days old");
  });

  it("never shows a negative age when the clock went backwards", () => {
    expect(ageInDays(10 * DAY, 9 * DAY)).toBe("0.0 days old");
  });
});
