// The metadata JSON Steamodded reads (smods.md 1.2): required fields with the right JSON types,
// digit-first version, hex badge colours, dependencies without spaces around `|`.
import { describe, expect, it } from "vitest";
import { buildManifest, exportMod, manifestText } from "../../../domain/export";
import { defaultMetadata, emptyProject } from "../../../domain/model";

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

// Issue 13 item 14: the spec lists a bad version among the metadata warnings (non-blocking).
describe("a version the spec only warns about", () => {
  const project = (version: string) => {
    const p = emptyProject(Date.UTC(2026, 0, 1));
    p.modMetadata.version = version;
    return p;
  };

  it("does not block the export; the manifest holds a version Steamodded accepts and the report lists the warning", () => {
    for (const version of ["s", "v1.0", "latest"]) {
      const result = exportMod(project(version));
      const manifest = JSON.parse(String(result.files.get("mycustommod.json")));
      expect(manifest.version).toBe("1.0.0");
      expect(result.report.warnings).toContain(`Version '${version}': Version should follow format (major).(minor).(patch). The mod is exported with version 1.0.0 (Steamodded rejects a version that does not start with a digit).`);
    }
  });

  it("keeps a digit-first version Steamodded accepts, still listing the spec's warning", () => {
    const result = exportMod(project("1.2"));
    expect(JSON.parse(String(result.files.get("mycustommod.json"))).version).toBe("1.2");
    expect(result.report.warnings).toContain("Version '1.2': Version should follow format (major).(minor).(patch).");
  });

  it("lists no version warning for major.minor.patch, nor for an empty version (exported as 1.0.0)", () => {
    for (const version of ["1.0.0", "2.3.4~beta", ""]) {
      expect(exportMod(project(version)).report.warnings.filter((w) => w.startsWith("Version"))).toEqual([]);
    }
  });
});

describe("the default ID and prefix", () => {
  // Steamodded keeps one mod per id and refuses a second mod with a prefix already taken
  // (src/preflight/loader.lua): two projects that kept the defaults cannot be installed together
  const warningsOf = (id: string, prefix: string) => {
    const project = emptyProject(1);
    project.modMetadata = { ...project.modMetadata, id, prefix };
    return exportMod(project).report.warnings.filter((w) => w.includes("Joker Forge's default"));
  };

  it("names the default ID and prefix kept, and says where to change them", () => {
    expect(warningsOf("mycustommod", "mycustom")).toEqual([
      "The mod's ID 'mycustommod' and prefix 'mycustom' are Joker Forge's default: Steamodded loads only one mod per ID and prefix, so this mod and any other that kept them cannot be installed together. Set your own on the Mod Metadata page.",
    ]);
    expect(warningsOf("synergia", "mycustom")).toEqual([
      "The mod's prefix 'mycustom' is Joker Forge's default: Steamodded loads only one mod per ID and prefix, so this mod and any other that kept it cannot be installed together. Set your own on the Mod Metadata page.",
    ]);
    expect(warningsOf("mycustommod", "syn")).toHaveLength(1);
  });

  it("says nothing for a mod's own ID and prefix", () => {
    expect(warningsOf("synergia", "synergia")).toEqual([]);
  });
});
