// Import = parse -> migrate (the numbered steps: tests in migrations/) -> validate -> repair (issue 3,
// "The project file"). Here: repair, field by field.
import { describe, expect, it } from "vitest";
import type { Project } from "../../../domain/model";
import { importProjectText } from "../../../domain/projectFile";
import { text, type RawFile } from "./build";

function load(parts: RawFile): { project: Project; repairs: string[]; era: string } {
  const result = importProjectText(text(parts));
  if (!result.ok) throw new Error(result.reason);
  return { project: result.project, repairs: result.report.repairs, era: result.report.era };
}


describe("repair, field by field", () => {
  it("spec 3: 'Missing or invalid fields are filled from defaults on load' (metadata)", () => {
    const result = importProjectText(JSON.stringify({ metadata: { name: "Only A Name", priority: "x", author: "Ann, Bob", badge_colour: 5 }, jokers: [] }));
    if (!result.ok) throw new Error(result.reason);
    expect(result.project.modMetadata).toMatchObject({
      name: "Only A Name", id: "onlyaname", prefix: "onlyanam", author: ["Ann", "Bob"], priority: 0, badge_colour: "5",
      description: "Custom jokers created with Joker Forge", main_file: "main.lua", version: "1.0.0", badge_text_colour: "FFFFFF",
      display_name: "Only A Name", dependencies: ["Steamodded (>=1.0.0~BETA-0827c)"], conflicts: [], provides: [],
      hasUserUploadedIcon: false, hasUserUploadedGameIcon: false,
    });
    expect(result.report.repairs).toContain("metadata.priority: invalid value, default used");
  });
  it("an empty author list becomes Anonymous; unknown metadata fields are kept", () => {
    const result = importProjectText(JSON.stringify({ metadata: { id: "m", name: "M", author: [" "], future_field: { a: 1 } }, jokers: [] }));
    if (!result.ok) throw new Error(result.reason);
    expect(result.project.modMetadata.author).toEqual(["Anonymous"]);
    expect(result.project.modMetadata.future_field).toEqual({ a: 1 });
  });
  it("0, false and \"\" are kept (the original's || replaced them with defaults)", () => {
    const { project } = load({
      jokers: [{ id: "j", name: "", description: "", objectKey: "k", orderValue: 0, cost: 0, scale_w: 0, discovered: false, blueprint_compat: false, appearFlags: "" }],
      seals: [{ id: "s", name: "S", objectKey: "s", volume: 0, pitch: 0 }],
      sounds: [{ id: "snd", key: "k", soundString: "", volume: 0, pitch: 0 }],
      editions: [{ id: "e", name: "E", objectKey: "e", shader: false, weight: 0 }],
    });
    expect(project.jokers[0]).toMatchObject({ name: "", description: "", orderValue: 1, cost: 0, scale_w: 0, discovered: false, blueprint_compat: false, appearFlags: "" });
    expect(project.seals[0]).toMatchObject({ volume: 0, pitch: 0 });
    expect(project.sounds[0]).toMatchObject({ volume: 0, pitch: 0 });
    expect(project.editions[0]).toMatchObject({ shader: false, weight: 0 });
  });
  it("wrong types fall back to the default; numbers written as text are converted", () => {
    const { project, repairs } = load({ jokers: [{ id: "j", name: "J", objectKey: "j", cost: "6", scale_h: "big", pools: "p", rarity: "3" }] });
    expect(project.jokers[0]).toMatchObject({ cost: 6, scale_h: 100, pools: [], rarity: 3 });
    expect(repairs).toContain('jokers[].scale_h: invalid value "big", default used');
  });
  it("spec 4: orderValue is re-normalised to 1..n (sorted by orderValue, file order for ties and gaps)", () => {
    const { project } = load({ jokers: [
      { id: "c", name: "C", objectKey: "c", orderValue: 30 }, { id: "a", name: "A", objectKey: "a", orderValue: 2 }, { id: "b", name: "B", objectKey: "b", orderValue: 2 },
    ] });
    expect(project.jokers.map((j) => [j.id, j.orderValue])).toEqual([["a", 1], ["b", 2], ["c", 3]]);
  });
  it("spec 4: duplicate keys get a trailing number (2 when none); empty keys are derived from the name", () => {
    const { project } = load({ jokers: [
      { id: "1", name: "A", objectKey: "lucky" }, { id: "2", name: "B", objectKey: "lucky" }, { id: "3", name: "C", objectKey: "lucky" },
      { id: "4", name: "Big Red!", objectKey: "" }, { id: "5", name: "???" },
    ] });
    expect(project.jokers.map((j) => j.objectKey)).toEqual(["lucky", "lucky2", "lucky3", "big_red", "joker"]);
  });
  it("missing and duplicate ids get stable ids derived from their position", () => {
    const { project } = load({ jokers: [{ name: "A" }, { id: "x", name: "B" }, { id: "x", name: "C" }] });
    expect(project.jokers.map((j) => j.id)).toEqual(["jokers-1", "x", "x2"]);
  });
  it("embedded media must be inline data or a site path", () => {
    const { project, repairs } = load({
      metadata: { id: "m", name: "M", iconImage: "https://tracker.example/pixel.png", gameImage: "data:image/png;base64,AAA" },
      jokers: [{ id: "j", name: "J", objectKey: "j", imagePreview: "javascript:alert(1)", overlayImagePreview: "data:image/png;base64,BBB" }],
      sounds: [{ id: "s", key: "s", soundString: "http://x/y.ogg" }],
    });
    expect(project.modMetadata.iconImage).toBe("/images/default-icon.png");
    expect(project.modMetadata.gameImage).toBe("data:image/png;base64,AAA");
    expect(project.jokers[0].imagePreview).toBe("");
    expect(project.jokers[0].overlayImagePreview).toBe("data:image/png;base64,BBB");
    expect(project.sounds[0].soundString).toBe("");
    expect(repairs.some((r) => r.startsWith("jokers[].imagePreview: invalid value"))).toBe(true);
  });
  it("the original's default image paths map to ours", () => {
    const { project } = load({ metadata: { id: "m", name: "M", gameImage: "/images/balatro.png", iconImage: "/images/modicon.png" } });
    expect(project.modMetadata.gameImage).toBe("/images/default-logo.png");
    expect(project.modMetadata.iconImage).toBe("/images/default-icon.png");
  });
  it("an invalid id or prefix is derived again (they become file names and keys)", () => {
    const { project } = load({ metadata: { id: "my mod!", name: "Cool Mod", prefix: "../x" } });
    expect(project.modMetadata.id).toBe("coolmod");
    expect(project.modMetadata.prefix).toBe("coolmod");
  });
});
