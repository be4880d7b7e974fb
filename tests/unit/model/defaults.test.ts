// Spec section 3 "Mod metadata" defaults and "Project" lists, value by value, so a drifting
// default fails here with the spec's own words rather than deep inside an import or export test.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { DEFAULT_DEPENDENCY, defaultMetadata, emptyProject, PROJECT_LISTS } from "../../../domain/model";

describe("spec 3: 'Defaults: id mycustommod; name My Custom Mod; author Anonymous; ...'", () => {
  const m = defaultMetadata();
  it.each([
    ["id", "mycustommod"],
    ["name", "My Custom Mod"],
    ["author", ["Anonymous"]],
    ["description", "Custom jokers created with Joker Forge"],
    ["prefix", "mycustom"],
    ["main_file", "main.lua"],
    ["version", "1.0.0"],
    ["priority", 0],
    ["badge_colour", "666665"],
    ["badge_text_colour", "FFFFFF"],
    ["display_name", "My Custom Mod"],
    ["dependencies", ["Steamodded (>=1.0.0~BETA-0827c)"]],
    ["conflicts", []],
    ["provides", []],
    ["hasUserUploadedIcon", false],
    ["hasUserUploadedGameIcon", false],
  ] as const)("%s is %j", (field, value) => {
    expect(m[field]).toEqual(value);
  });
  it("the dependency constant is the spec's Steamodded line", () => expect(DEFAULT_DEPENDENCY).toBe("Steamodded (>=1.0.0~BETA-0827c)"));
  it("'bundled default game image and icon': site paths of images that ship in public/", () => {
    for (const path of [m.gameImage, m.iconImage]) {
      expect(path).toMatch(/^\/images\/.+\.png$/);
      expect(existsSync(fileURLToPath(new URL(`../../../public${path}`, import.meta.url))), path).toBe(true);
    }
  });
  it("every call gives a fresh object (no shared lists to mutate by accident)", () => {
    const other = defaultMetadata();
    expect(other).toEqual(m);
    expect(other.author).not.toBe(m.author);
    expect(other.dependencies).not.toBe(m.dependencies);
  });
});

describe("spec 3 'Project': modMetadata, the lists and timestamp (decks too, as in the original)", () => {
  it("an empty project has every list empty and the given timestamp", () => {
    const p = emptyProject(42);
    expect(Object.keys(p).sort()).toEqual(["modMetadata", ...PROJECT_LISTS, "timestamp"].sort());
    for (const list of PROJECT_LISTS) expect(p[list]).toEqual([]);
    expect(p.timestamp).toBe(42);
    expect(p.modMetadata).toEqual(defaultMetadata());
  });
  it("lists the spec's names plus decks", () => {
    expect([...PROJECT_LISTS].sort()).toEqual([
      "boosters", "consumableSets", "consumables", "customRarities", "decks", "editions", "enhancements", "jokers", "seals", "sounds", "vouchers",
    ]);
  });
});
