// Issue 6: no user text can break a file or inject code. One project carries quotes, backslashes,
// `]]`, `--`, line breaks and non-ASCII in every kind of user text the exporter writes (mod
// name, authors, description, dependency/conflict/provides strings, version, item names,
// descriptions, rule messages, item/rarity/set/sound keys, variable names and values); the mod
// must load clean in the harness and every text must come back byte for byte.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { exportMod } from "../../../domain/export";
import { checkLuaSyntax } from "../../../domain/lua";
import { createConsumableSet, createItem, createRarity, createSound, emptyProject, type Effect, type Project, type Rule } from "../../../domain/model";
import { checkMod, formatProblem } from "../../../src/cli/checkMod";
import { runExported } from "../catalog/runItems";
import { runLua } from "../../lua/luajit";
import { luajitCompileErrors } from "./luaCheck";
import { NASTY, NASTY_LINE } from "./sampleProject";

const OGG = `data:audio/ogg;base64,${Buffer.from("OggS fake audio").toString("base64")}`;
/** Mod ids in dependency strings end at a space or '(' (smods.md 1.5): the same text, squeezed. */
const NASTY_ID = NASTY.replace(/[\s(|]/g, "");

let n = 0;
const id = () => `ut${(n += 1)}`;
const effect = (type: string, params: Record<string, unknown>, customMessage?: string): Effect => ({
  id: id(), type, params: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, { value: v }])), customMessage,
});
const rule = (trigger: string, effects: Effect[]): Rule => ({
  id: id(), trigger, position: { x: 0, y: 0 }, blueprintCompatible: true, conditionGroups: [], effects, randomGroups: [], loops: [],
});

function hostileProject(): Project {
  const project = emptyProject(Date.UTC(2026, 0, 2));
  project.modMetadata = {
    ...project.modMetadata,
    id: "hostile", prefix: "ht", name: `Mod ${NASTY}`, display_name: `Badge ${NASTY}`, author: [NASTY, "Second"], description: NASTY,
    version: `1.2.3~${NASTY_ID}`,
    dependencies: ["Steamodded (>=1.0.0~BETA-0827c)", `${NASTY_ID} (>=1.0.0)`],
    conflicts: [`${NASTY_ID}Other`], provides: [`${NASTY_ID}Api (1.0.0)`],
  };
  project.sounds = [createSound({ id: "s1", key: `Sound ${NASTY}`, soundString: OGG })];
  project.customRarities = [createRarity({ id: "r1", key: `Rare ${NASTY}`, name: `Rarity ${NASTY}` })];
  project.consumableSets = [createConsumableSet({ id: "cs1", key: `Set ${NASTY}`, name: `Set ${NASTY}`, collection_name: `Cards ${NASTY}` })];
  project.jokers = [createItem("joker", {
    id: "j1", name: NASTY, objectKey: NASTY, prefix: "ht", rarity: `Rare ${NASTY}`,
    description: `${NASTY_LINE}[s]{C:mult}+#1#{} Mult`,
    userVariables: [{ id: "v1", name: NASTY, initialValue: 3 }],
    rules: [rule("hand_played", [
      effect("modify_internal_variable", { variable_name: NASTY, operation: "increment", value: 2 }),
      effect("add_mult", { value: NASTY }, NASTY),
      effect("play_sound", { sound_key: `Sound ${NASTY}` }),
    ])],
  })];
  project.consumables = [createItem("consumable", { id: "c1", name: `Card ${NASTY}`, objectKey: `Card ${NASTY}`, set: `Set ${NASTY}`, description: NASTY_LINE })];
  project.seals = [createItem("seal", { id: "se1", name: `Seal ${NASTY}`, objectKey: `Seal ${NASTY}`, sound: `Sound ${NASTY}` })];
  return project;
}

const text = (data: unknown) => (typeof data === "string" ? data : new TextDecoder().decode(data as Uint8Array));
const scratch = mkdtempSync(join(tmpdir(), "jf-user-text-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("hostile user text in every position", () => {
  const project = hostileProject();
  const result = exportMod(project);

  it("exports every rule (nothing was refused because of the text)", () => {
    expect(result.report.notExported).toEqual([]);
    expect(result.report.rulesExported).toBe(1);
  });

  it("writes Lua that parses, compiles in LuaJIT and loads clean in the harness", async () => {
    for (const [path, data] of result.files) {
      if (path.endsWith(".lua")) expect(checkLuaSyntax(text(data)), path).toEqual({ ok: true });
    }
    expect(luajitCompileErrors(result)).toEqual([]);
    const modDir = join(scratch, result.folder);
    for (const [path, data] of result.files) {
      mkdirSync(dirname(join(modDir, path)), { recursive: true });
      writeFileSync(join(modDir, path), data);
    }
    const checked = await checkMod(modDir);
    expect(checked.problems.map(formatProblem)).toEqual([]);
  });

  it("keeps every key a safe lowercase identifier, whatever the project spelled", () => {
    const lua = [...result.files].filter(([p]) => p.startsWith("items/")).map(([, d]) => text(d)).join("\n");
    const keys = [...lua.matchAll(/\bkey = "([^"]*)"/g)].map((m) => m[1]);
    expect(keys.length).toBeGreaterThanOrEqual(6);
    for (const key of keys) expect(key).toMatch(/^[a-z0-9_]+$/);
    expect([...result.files.keys()].filter((p) => p.startsWith("assets/sounds/"))).toEqual([expect.stringMatching(/^assets\/sounds\/[a-z0-9_]+\.ogg$/)]);
  });

  it("round-trips the manifest's texts and dependency strings through JSON", () => {
    const manifest = JSON.parse(text(result.files.get("hostile.json")));
    expect(manifest.name).toBe(`Mod ${NASTY}`.trim());
    expect(manifest.display_name).toBe(`Badge ${NASTY}`.trim());
    expect(manifest.author).toEqual([NASTY.trim(), "Second"]);
    expect(manifest.description).toBe(NASTY);
    expect(manifest.version).toBe(`1.2.3~${NASTY_ID}`);
    expect(manifest.dependencies).toEqual(["Steamodded (>=1.0.0~BETA-0827c)", `${NASTY_ID} (>=1.0.0)`]);
    expect(manifest.conflicts).toEqual([`${NASTY_ID}Other`]);
    expect(manifest.provides).toEqual([`${NASTY_ID}Api (1.0.0)`]);
  });

  it("hands names and descriptions back from localization/en-us.lua byte for byte", () => {
    const source = text(result.files.get("localization/en-us.lua"));
    const joker = Object.keys(Object.fromEntries([...text(result.files.get("items/jokers.lua")).matchAll(/key = "([a-z0-9_]+)"/g)].map((m) => [m[1], 1])))[0];
    const script = [
      `local loc = (function()\n${source}\nend)()`,
      `local j = loc.descriptions.Joker.j_ht_${joker}`,
      "local labels, dict = loc.misc.labels, loc.misc.dictionary",
      "local out = { j.name, j.text[1], j.text[2] }",
      "for _, set in pairs(loc.descriptions) do for k, v in pairs(set) do if k:find('^c_ht_') then out[#out + 1] = v.name; out[#out + 1] = v.text[1] end end end",
      "for k, v in pairs(labels) do if k:find('seal$') then out[#out + 1] = v end end",
      "out[#out + 1] = labels.k_ht_rare_jimbo_s_joker_tab",
      "out[#out + 1] = dict.k_ht_set_jimbo_s_joker_tab",
      "io.write(table.concat(out, '\\0'))",
    ].join("\n");
    const run = runLua(["-"], { input: script });
    expect(run.stderr).toBe("");
    expect(run.stdout.split("\0")).toEqual([NASTY, NASTY_LINE.trim(), "{C:mult}+#1#{} Mult", `Card ${NASTY}`, NASTY_LINE.trim(), `Seal ${NASTY}`, `Rarity ${NASTY}`, `Set ${NASTY}`]);
  });

  it("returns the custom message text unchanged from calculate, with the variable's value and the sound's full key", () => {
    const { stdout } = runExported(project, "items/jokers.lua", [
      "play_sound = function(key) SOUND = key end",
      "local d = defs[1]",
      "local card = newcard(d)",
      "local r = d.calculate(d, card, { joker_main = true })",
      "local found",
      "local e = r",
      "while e do if e.message then found = e end e = e.extra end",
      "io.write(found.message, '\\0', tostring(found.mult), '\\0', SOUND)",
    ].join("\n"));
    expect(stdout.split("\0")).toEqual([NASTY.trim(), "5", "ht_sound_jimbo_s_joker_tab"]);
  });
});
