// What the real Steamodded loader refuses or mis-reads, found by loading fuzzed exports in its own
// code: none of it may reach a mod.
//  - A version test Steamodded cannot parse ("(>= 1.0)", "(>=v1)", "(>=)", a conflict's "(<<)", an
//    empty provided version) makes its version parser throw in the metadata check, and the whole
//    mod is skipped without a word to the player. The manifest holds each line in a form it reads,
//    and the report and the metadata page say what changed.
//  - A main file named like a file the export writes (items/jokers.lua) was overwritten by it.
//  - A joker pool with a consumable set's key: both are ObjectTypes to Steamodded, in one table.
//  - A mod name containing "Steamodded" makes Steamodded take the mod for a second copy of itself.
//  - A count the generated code loops over (a huge "How many", a loop group's repeat count) froze
//    the game; an edition's rank test ran on the joker it sits on (get_id() is nil) and crashed.
import { describe, expect, it } from "vitest";
import { ExportError, exportMod } from "../../../domain/export";
import { createConsumableSet, createItem, emptyProject, type Project } from "../../../domain/model";
import { readModListLine, validateMetadata } from "../../../domain/validation";
import { build } from "../../../domain/catalog/scenario";
import { harnessProblems, harnessProblemsOf } from "../../support/harness";

const text = (data: unknown) => (typeof data === "string" ? data : new TextDecoder().decode(data as Uint8Array));

function project(): Project {
  const p = emptyProject(Date.UTC(2026, 0, 2));
  p.modMetadata = { ...p.modMetadata, id: "refusals", prefix: "rf", name: "Refusals" };
  p.jokers = [createItem("joker", { id: "j1", name: "Probe", objectKey: "probe" })];
  return p;
}

describe("dependency, conflict and provides lines", () => {
  const cases: [kind: "dependencies" | "conflicts" | "provides", typed: string, written: string, warns: RegExp | undefined][] = [
    ["dependencies", "Steamodded (>=1.0.0~BETA-0827c)", "Steamodded (>=1.0.0~BETA-0827c)", undefined],
    ["dependencies", "Steamodded (>= 1.0.0~BETA-0827c)", "Steamodded (>=1.0.0~BETA-0827c)", undefined],
    ["dependencies", "Talisman ( >=2.0 ) | Cryptid", "Talisman (>=2.0)|Cryptid", undefined],
    ["dependencies", "Talisman (>=v1.0.0)", "Talisman", /cannot read the version test '\(>=v1\.0\.0\)'.*skip the whole mod/],
    ["dependencies", "Talisman (>=)", "Talisman", /cannot read/],
    ["dependencies", "Talisman (>1.0.0)", "Talisman", /cannot read/],
    ["dependencies", "Talisman (\u22651.0.0)", "Talisman", /cannot read/],
    ["dependencies", "Talisman (>=1.0)(<<abc)", "Talisman (>=1.0)", /cannot read the version test '\(<<abc\)'/],
    ["dependencies", "Talisman (~=1.0)", "Talisman (~=1.0)", /ignores the version test '\(~=1\.0\)'/],
    ["dependencies", "Steamodded (>=1.0.0)", "Steamodded (>=1.0.0)", /no Steamodded release satisfies/],
    ["dependencies", "steamodded (>=1.0.0~BETA-0827c)", "steamodded (>=1.0.0~BETA-0827c)", /case-sensitive.*'Steamodded'/],
    ["dependencies", "Steamodded>=1.0.0~BETA-0827c", "Steamodded (>=1.0.0~BETA-0827c)", /goes in parentheses.*wrote 'Steamodded \(>=1\.0\.0~BETA-0827c\)'/],
    ["dependencies", "Talisman >= 2.0 | Cryptid", "Talisman (>=2.0)|Cryptid", /goes in parentheses/],
    ["conflicts", "Cryptid<<1.0", "Cryptid (<<1.0)", /goes in parentheses/],
    ["conflicts", "Cryptid (>= 1.0)", "Cryptid (>=1.0)", undefined],
    ["conflicts", "Cryptid (<<)", "Cryptid", /cannot read the version test '\(<<\)'/],
    ["provides", "MyApi (1.2.0)", "MyApi (1.2.0)", undefined],
    ["provides", "MyApi ()", "MyApi", /cannot read the version '\(\)'/],
    ["provides", "MyApi (v1)", "MyApi", /cannot read/],
  ];
  it.each(cases)("%s '%s' is written '%s'", (kind, typed, written, warns) => {
    const line = readModListLine(kind, typed);
    expect(line.written).toBe(written);
    if (warns) expect(line.warnings.join(" ")).toMatch(warns);
    else expect(line.warnings).toEqual([]);
  });

  it("a mod whose lines Steamodded could not read loads: the manifest holds what it reads, the report and the page say what changed", async () => {
    const p = project();
    p.modMetadata = {
      ...p.modMetadata,
      dependencies: ["Steamodded (>= 1.0.0~BETA-0827c)", "Talisman (>=v2)|Cryptid"],
      conflicts: ["Other (<<)"], provides: ["RfApi ()"],
    };
    const result = exportMod(p);
    const manifest = JSON.parse(text(result.files.get("refusals.json")));
    expect(manifest.dependencies).toEqual(["Steamodded (>=1.0.0~BETA-0827c)", "Talisman|Cryptid"]);
    expect(manifest.conflicts).toEqual(["Other"]);
    expect(manifest.provides).toEqual(["RfApi"]);
    expect(result.report.warnings.join("\n")).toMatch(/^Dependency 'Talisman \(>=v2\)\|Cryptid': Steamodded cannot read/m);
    expect(result.report.warnings.join("\n")).toMatch(/^Conflict 'Other \(<<\)'/m);
    expect(result.report.warnings.join("\n")).toMatch(/^Provides 'RfApi \(\)'/m);
    const page = validateMetadata(p.modMetadata);
    expect(page.warnings.dependencies?.length).toBe(1);
    expect(page.warnings.conflicts?.length).toBe(1);
    expect(page.warnings.provides?.length).toBe(1);
    expect(page.valid).toBe(true);
    expect(await harnessProblems(p)).toEqual([]);
  });

  it("the harness, as Steamodded, skips a mod whose manifest holds such a line", async () => {
    const p = project();
    p.modMetadata = { ...p.modMetadata, dependencies: ["Steamodded (>=1.0.0~BETA-0827c)"] };
    // the manifest as it was written before: the line as typed
    const files = [...exportMod(p).files].map(([path, data]): [string, string | Uint8Array] =>
      [path, path.endsWith(".json") ? text(data).replace("(>=1.0.0~BETA-0827c)", "(>= 1.0.0~BETA-0827c)") : data]);
    expect((await harnessProblemsOf(files)).join("\n")).toMatch(/the whole mod is skipped/);
  });
});

describe("the main file", () => {
  it.each(["items/jokers.lua", "Items/Pools.lua", "localization/en-us.lua", "config.lua"])("'%s' is refused: the export writes its own file there, or Steamodded reads it as settings", (mainFile) => {
    const p = project();
    p.modMetadata = { ...p.modMetadata, main_file: mainFile };
    expect(validateMetadata(p.modMetadata).errors.main_file?.[0]).toMatch(/^Main file cannot be config\.lua or sit in items\/ or localization\//);
    expect(() => exportMod(p)).toThrow(ExportError);
    try { exportMod(p); } catch (error) { expect((error as ExportError & { detail?: string }).detail ?? String(error)).toMatch(/main file cannot be config\.lua/); }
  });

  it("a main file elsewhere in a folder still exports", () => {
    const p = project();
    p.modMetadata = { ...p.modMetadata, main_file: "src/main.lua" };
    expect(validateMetadata(p.modMetadata).errors.main_file).toBeUndefined();
    expect(exportMod(p).files.has("src/main.lua")).toBe(true);
  });
});

describe("a joker pool with a consumable set's key", () => {
  it("is renamed, said so, and joined by the joker under its new key", async () => {
    const p = project();
    p.consumableSets = [createConsumableSet({ id: "s1", key: "jokers", name: "Jokers" })];
    p.jokers = [createItem("joker", { id: "j1", name: "Probe", objectKey: "probe", pools: ["rf_jokers"] })];
    const result = exportMod(p);
    const lua = [...result.files].filter(([path]) => path.endsWith(".lua")).map(([, data]) => text(data)).join("\n");
    expect(lua).toMatch(/SMODS\.ConsumableType\(\{\s*key = "rf_jokers"/);
    expect(lua).toMatch(/SMODS\.ObjectType\(\{\s*key = "rf_jokers_pool"/);
    expect(lua).toContain('pools = { ["rf_jokers_pool"] = true }');
    expect(result.report.warnings).toContain("Joker pool 'rf_jokers' is exported as 'rf_jokers_pool': a consumable set has the key 'rf_jokers', and Steamodded keeps pools and sets in one list.");
    expect(await harnessProblems(p)).toEqual([]);
  });
});

describe("a mod name with 'Steamodded' in it", () => {
  it("is a warning on the name and in the report", () => {
    const p = project();
    p.modMetadata = { ...p.modMetadata, name: "My Steamodded Pack" };
    expect(validateMetadata(p.modMetadata).warnings.name?.[0]).toMatch(/second copy of itself/);
    expect(exportMod(p).report.warnings.join("\n")).toMatch(/^Mod name 'My Steamodded Pack': .*second copy of itself/m);
  });
});

describe("counts the generated code loops over", () => {
  const { rule, effect, loop, variable } = build;
  it("a count above its maximum is written as the maximum, and the problem says so", () => {
    const p = project();
    p.jokers = [createItem("joker", { id: "j1", name: "Probe", objectKey: "probe", rules: [rule("hand_played", { effects: [effect("create_consumable", { set: "Tarot", count: 1e300 })] })] })];
    const result = exportMod(p);
    const lua = text(result.files.get("items/jokers.lua"));
    expect(lua).not.toContain("1e+300");
    expect(lua).toMatch(/for n_\d+ = 1, 5 do/);
    expect(result.report.blockWarnings.map((w) => w.reason).join("\n")).toMatch(/How many is above its maximum of 5; the export uses 5/);
  });

  it("a loop group repeats at most 1000 times: a literal above is written as 1000, a variable is capped where it is read", () => {
    const p = project();
    p.jokers = [createItem("joker", {
      id: "j1", name: "Probe", objectKey: "probe", userVariables: [variable("times", "number", 3)],
      rules: [
        rule("hand_played", { loops: [loop(1e300, [effect("add_chips", { value: 1 })])] }),
        rule("hand_played", { loops: [loop("times", [effect("add_mult", { value: 1 })])] }),
      ],
    })];
    const result = exportMod(p);
    const lua = text(result.files.get("items/jokers.lua"));
    expect(lua).toMatch(/for i_\d+ = 1, 1000 do/);
    expect(lua).toMatch(/for i_\d+ = 1, math\.min\(card\.ability\.extra\.times, 1000\) do/);
    expect(result.report.blockWarnings.map((w) => w.reason).join("\n")).toMatch(/the repeat count 1e\+300 is above the most of 1000; the export uses 1000/);
  });

  it("a retrigger repeats at most 100 times (Steamodded queues one scoring step per repetition)", () => {
    const p = project();
    p.jokers = [createItem("joker", {
      id: "j1", name: "Probe", objectKey: "probe", userVariables: [variable("times", "number", 3)],
      rules: [
        rule("card_scored", { effects: [effect("retrigger_playing_card", { repetitions: 1e300 })] }),
        rule("card_scored", { effects: [effect("retrigger_playing_card", { repetitions: "times" })] }),
        rule("card_scored", { effects: [effect("retrigger_playing_card", { repetitions: 2 })] }),
      ],
    })];
    const result = exportMod(p);
    const lua = text(result.files.get("items/jokers.lua"));
    expect(lua).toContain("repetitions = repetitions + 100");
    expect(lua).toContain("repetitions = repetitions + math.min(card.ability.extra.times, 100)");
    expect(lua).toContain("repetitions = repetitions + 2");
    expect(lua).not.toContain("1e+300");
    expect(result.report.blockWarnings.map((w) => w.reason).join("\n")).toMatch(/Times is above its maximum of 100; the export uses 100/);
  });
});
