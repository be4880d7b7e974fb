// The metadata JSON Steamodded reads (smods.md 1.2): required fields with the right JSON types,
// digit-first version, hex badge colours, dependencies without spaces around `|`.
import { describe, expect, it } from "vitest";
import { buildManifest, manifestText } from "../../../domain/export";
import { defaultMetadata } from "../../../domain/model";

describe("buildManifest", () => {
  it("holds every required field with the JSON type Steamodded checks", () => {
    const m = buildManifest(defaultMetadata());
    expect(m).toMatchObject({ id: "mycustommod", name: "My Custom Mod", author: ["Anonymous"], description: "Custom jokers created with Joker Forge", prefix: "mycustom", main_file: "main.lua", version: "1.0.0", priority: 0, badge_colour: "666665", badge_text_colour: "FFFFFF", display_name: "My Custom Mod" });
    expect(Array.isArray(m.author)).toBe(true);
    expect(m.dependencies).toEqual(["Steamodded (>=1.0.0~BETA-0827c)"]);
    expect(m).not.toHaveProperty("conflicts");
    expect(m).not.toHaveProperty("provides");
    expect(m).not.toHaveProperty("dump_loc");
  });

  it("keeps the author a list, drops blank entries and never writes an empty list", () => {
    expect(buildManifest({ ...defaultMetadata(), author: ["  A ", "", "B"] }).author).toEqual(["A", "B"]);
    expect(buildManifest({ ...defaultMetadata(), author: [] }).author).toEqual(["Anonymous"]);
  });

  it("falls back for invalid colours and strips a leading #", () => {
    const m = buildManifest({ ...defaultMetadata(), badge_colour: "#ff00aa", badge_text_colour: "nope" });
    expect(m.badge_colour).toBe("FF00AA");
    expect(m.badge_text_colour).toBe("FFFFFF");
  });

  it("writes alternatives without spaces around | (Steamodded does not trim them)", () => {
    const m = buildManifest({ ...defaultMetadata(), dependencies: ["Talisman | Cryptid (>=1.0)", ""], conflicts: ["Other"], provides: ["Api (1.0.0)"] });
    expect(m.dependencies).toEqual(["Talisman|Cryptid (>=1.0)"]);
    expect(m.conflicts).toEqual(["Other"]);
    expect(m.provides).toEqual(["Api (1.0.0)"]);
  });

  it("prints valid JSON that round-trips to the same object", () => {
    const meta = { ...defaultMetadata(), name: "Quote \" and \\ and é" };
    expect(JSON.parse(manifestText(meta))).toEqual(buildManifest(meta));
  });
});
