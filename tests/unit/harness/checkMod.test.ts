// checkMod against hand-written mods with one known breakage each: every one must be reported
// with the file, line and item where Steamodded or the game would fail.
import { spawnSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import JSZip from "jszip";
import { afterAll, describe, expect, it } from "vitest";
import { checkMod, formatProblem, parseHarnessOutput, type CheckOptions, type Problem } from "../../../src/cli/checkMod";
import { goodMod, MANIFEST, png, writeMod, type ModFiles } from "./mods";

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
const made: string[] = [];

async function check(files: ModFiles, options?: CheckOptions) {
  const dir = writeMod(files);
  made.push(dirname(dir));
  return checkMod(dir, options);
}

function withJoker(lines: string[]): ModFiles {
  return { ...goodMod(), "items/jokers.lua": lines.join("\n") + "\n" };
}

function only(problems: Problem[], fragment: string): Problem {
  const found = problems.filter((p) => p.message.includes(fragment));
  expect(found, `one problem containing "${fragment}" in:\n${problems.map(formatProblem).join("\n")}`).toHaveLength(1);
  return found[0];
}

afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe("checkMod", () => {
  it("passes a mod that loads clean", async () => {
    const result = await check(goodMod());
    expect(result.problems).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it("reports missing localization for an item, at its declaration", async () => {
    const files = goodMod();
    delete files["localization/en-us.lua"];
    const result = await check(files);
    expect(result.ok).toBe(false);
    const p = only(result.problems, "descriptions.Joker.j_tm_adder");
    expect(p).toMatchObject({ file: "items/jokers.lua", line: 1, item: "j_tm_adder" });
  });

  it("reports an atlas position outside the image", async () => {
    const files = goodMod();
    files["items/jokers.lua"] = String(files["items/jokers.lua"]).replace("pos = { x = 1, y = 0 }", "pos = { x = 2, y = 0 }");
    const p = only((await check(files)).problems, "outside atlas");
    expect(p).toMatchObject({ file: "items/jokers.lua", line: 1, item: "j_tm_adder" });
    expect(p.message).toContain("tm_jokers");
  });

  it("reports a 2x image that is not exactly double", async () => {
    const files = { ...goodMod(), "assets/2x/jokers.png": png(280, 190) };
    const p = only((await check(files)).problems, "exactly double");
    expect(p).toMatchObject({ file: "main.lua", line: 1, item: "tm_jokers" });
  });

  it("reports a custom rarity referenced without the mod prefix", async () => {
    const files = withJoker([
      "SMODS.Rarity { key = 'mythic', badge_colour = HEX('ff00aa'), default_weight = 0.01, pools = { ['Joker'] = true } }",
      "SMODS.Joker {",
      "  key = 'adder', atlas = 'jokers', pos = { x = 0, y = 0 }, rarity = 'mythic',",
      "}",
    ]);
    files["localization/en-us.lua"] = "return { descriptions = { Joker = { j_tm_adder = { name = 'Adder', text = { 'Nothing' } } } }, misc = { dictionary = { k_tm_mythic = 'Mythic' }, labels = { k_tm_mythic = 'Mythic' } } }\n";
    const result = await check(files);
    const p = only(result.problems, "invalid rarity");
    expect(p).toMatchObject({ file: "items/jokers.lua", line: 2, item: "j_tm_adder" });
    expect(p.message).toContain('"mythic"');
    expect(result.problems).toHaveLength(1);
  });

  it("reports a syntax error once, in the file and line where it is", async () => {
    const files = withJoker(["SMODS.Joker {", "  key = 'adder',", "  cost = = 4,", "}"]);
    const result = await check(files);
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]).toMatchObject({ file: "items/jokers.lua", line: 3 });
    expect(result.problems[0].message).toContain("syntax error");
  });

  it("reports a nil global called from calculate, with the item", async () => {
    const files = withJoker([
      "SMODS.Joker {",
      "  key = 'adder', atlas = 'jokers', pos = { x = 0, y = 0 },",
      "  calculate = function(self, card, context)",
      "    if context.joker_main then",
      "      return { mult = mult_bonus_for(card) }",
      "    end",
      "  end,",
      "}",
    ]);
    files["localization/en-us.lua"] = "return { descriptions = { Joker = { j_tm_adder = { name = 'Adder', text = { 'Adds mult' } } } } }\n";
    const result = await check(files);
    const p = only(result.problems, "mult_bonus_for");
    expect(p).toMatchObject({ file: "items/jokers.lua", line: 5, item: "j_tm_adder" });
  });

  it("reports a shop grown to thousands of cards and a card retriggered a million times (the game freezes on both), with the item", async () => {
    const files = withJoker([
      "SMODS.Joker {",
      "  key = 'adder', atlas = 'jokers', pos = { x = 0, y = 0 },",
      "  add_to_deck = function(self, card, from_debuff)",
      "    change_shop_size(5000)",
      "  end,",
      "  calculate = function(self, card, context)",
      "    if context.repetition and context.cardarea == G.play then",
      "      return { repetitions = 1000000 }",
      "    end",
      "  end,",
      "}",
    ]);
    const result = await check(files);
    expect(only(result.problems, "change_shop_size(5000)")).toMatchObject({ file: "items/jokers.lua", line: 4, item: "j_tm_adder" });
    expect(only(result.problems, "repetitions is 1000000")).toMatchObject({ item: "j_tm_adder" });
  });

  it("reports a nil global called while the mod loads as a startup crash", async () => {
    const files = withJoker(["local helper = make_helper()", "SMODS.Joker { key = 'adder' }"]);
    const result = await check(files);
    const p = only(result.problems, "make_helper");
    expect(p).toMatchObject({ file: "items/jokers.lua", line: 1 });
  });

  it("reports a duplicate key at the second declaration", async () => {
    const files = withJoker([
      "SMODS.Joker { key = 'adder', atlas = 'jokers', pos = { x = 0, y = 0 } }",
      "SMODS.Joker { key = 'adder', atlas = 'jokers', pos = { x = 1, y = 0 } }",
    ]);
    files["localization/en-us.lua"] = "return { descriptions = { Joker = { j_tm_adder = { name = 'Adder', text = { 'x' } } } } }\n";
    const result = await check(files);
    const p = only(result.problems, "same key as an existing object");
    expect(p).toMatchObject({ file: "items/jokers.lua", line: 2, item: "j_tm_adder" });
    expect(result.problems).toHaveLength(1);
  });

  it("reports a description variable that loc_vars does not fill", async () => {
    const files = goodMod();
    files["localization/en-us.lua"] = "return { descriptions = { Joker = { j_tm_adder = { name = 'Adder', text = { '+#1# Mult, #2# times' } } } } }\n";
    const p = only((await check(files)).problems, "#2#");
    expect(p).toMatchObject({ file: "items/jokers.lua", item: "j_tm_adder" });
  });

  it("reports description text given as a string (crash while parsing localization)", async () => {
    const files = goodMod();
    files["localization/en-us.lua"] = "return { descriptions = { Joker = { j_tm_adder = { name = 'Adder', text = '+4 Mult' } } } }\n";
    const p = only((await check(files)).problems, "list of lines");
    expect(p).toMatchObject({ file: "localization/en-us.lua", item: "j_tm_adder" });
  });

  it("reports an unprefixed custom sound and a missing sound file", async () => {
    const files = withJoker([
      "SMODS.Sound { key = 'ding', path = 'ding.ogg' }",
      "SMODS.Joker {",
      "  key = 'adder', atlas = 'jokers', pos = { x = 0, y = 0 },",
      "  calculate = function(self, card, context)",
      "    if context.joker_main then play_sound('ding') end",
      "  end,",
      "}",
    ]);
    files["localization/en-us.lua"] = "return { descriptions = { Joker = { j_tm_adder = { name = 'Adder', text = { 'x' } } } } }\n";
    const result = await check(files);
    expect(only(result.problems, "assets/sounds/ding.ogg is missing")).toMatchObject({ file: "items/jokers.lua", line: 1, item: "tm_ding" });
    expect(only(result.problems, "play_sound('ding')")).toMatchObject({ file: "items/jokers.lua", line: 5, item: "j_tm_adder" });
  });

  it("reports a consumable whose set is not a declared ConsumableType", async () => {
    const files = withJoker([
      "SMODS.Consumable { key = 'rune', set = 'Runes', can_use = function() return true end, use = function() end }",
    ]);
    files["localization/en-us.lua"] = "return { descriptions = { Runes = { c_tm_rune = { name = 'Rune', text = { 'x' } } } } }\n";
    const p = only((await check(files)).problems, "empty pool");
    expect(p).toMatchObject({ file: "items/jokers.lua", line: 1, item: "c_tm_rune" });
  });

  it("reports broken references between objects at injection", async () => {
    const files = withJoker([
      "SMODS.Edition { key = 'glow', shader = 'glow' }",
      "SMODS.Voucher { key = 'deal', requires = { 'v_tm_nothing' } }",
      "SMODS.Booster { key = 'pack' }",
      "SMODS.Seal { key = 'wax', sound = { sound = 'ding', per = 1, vol = 1 } }",
      "SMODS.Joker { key = 'adder', atlas = 'jokers', pos = { x = 0, y = 0 }, pools = { 'Food' } }",
    ]);
    files["localization/en-us.lua"] = [
      "return {",
      "  descriptions = {",
      "    Joker = { j_tm_adder = { name = 'Adder', text = { 'x' } } },",
      "    Edition = { e_tm_glow = { name = 'Glow', text = { 'x' } } },",
      "    Voucher = { v_tm_deal = { name = 'Deal', text = { 'x' } } },",
      "    Other = { p_tm_pack = { name = 'Pack', text = { 'x' } }, tm_wax_seal = { name = 'Wax', text = { 'x' } } },",
      "  },",
      "  misc = { labels = { tm_glow = 'Glow', tm_wax_seal = 'Wax' }, dictionary = { k_booster_group_p_tm_pack = 'Pack' } },",
      "}",
    ].join("\n");
    const result = await check(files);
    expect(only(result.problems, "not a declared SMODS.Shader")).toMatchObject({ file: "items/jokers.lua", line: 1, item: "e_tm_glow" });
    expect(only(result.problems, "never becomes available")).toMatchObject({ line: 2, item: "v_tm_deal" });
    expect(only(result.problems, "no create_card")).toMatchObject({ line: 3, item: "p_tm_pack" });
    expect(only(result.problems, "sound 'ding'")).toMatchObject({ line: 4, item: "tm_wax" });
    expect(only(result.problems, "pools is a list")).toMatchObject({ line: 5, item: "j_tm_adder" });
    expect(result.problems).toHaveLength(5);
  });

  it("reports an invalid manifest (author must be a list) as a missing mod", async () => {
    const files = { ...goodMod(), "testmod.json": JSON.stringify({ ...MANIFEST, author: "Tester" }) };
    const p = only((await check(files)).problems, "'author'");
    expect(p.file).toBe("testmod.json");
  });

  it("reports a main_file that does not exist", async () => {
    const files = { ...goodMod(), "testmod.json": JSON.stringify({ ...MANIFEST, main_file: "Main.lua" }) };
    only((await check(files)).problems, "main_file 'Main.lua' not found");
  });

  it("reports an event whose func never returns true", async () => {
    const files = withJoker([
      "SMODS.Joker {",
      "  key = 'adder', atlas = 'jokers', pos = { x = 0, y = 0 },",
      "  calculate = function(self, card, context)",
      "    if context.joker_main then",
      "      G.E_MANAGER:add_event(Event({ func = function() card:juice_up() end }))",
      "    end",
      "  end,",
      "}",
    ]);
    files["localization/en-us.lua"] = "return { descriptions = { Joker = { j_tm_adder = { name = 'Adder', text = { 'x' } } } } }\n";
    const p = only((await check(files)).problems, "never returns true");
    expect(p).toMatchObject({ file: "items/jokers.lua", line: 5, item: "j_tm_adder" });
  });

  it("reports loc_vars that crash in the main-menu collection", async () => {
    const files = goodMod();
    files["items/jokers.lua"] = String(files["items/jokers.lua"]).replace(
      "return { vars = { card.ability.extra.mult } }",
      "return { vars = { card.ability.extra.mult * #G.jokers.cards } }",
    );
    const p = only((await check(files)).problems, "main menu");
    expect(p).toMatchObject({ file: "items/jokers.lua", line: 4, item: "j_tm_adder" });
  });

  it("checks a zip holding one mod folder, and refuses files at the zip root", async () => {
    const files = goodMod();
    const good = new JSZip();
    const flat = new JSZip();
    for (const [path, data] of Object.entries(files)) {
      good.file(`testmod/${path}`, data);
      flat.file(path, data);
    }
    const dir = dirname(writeMod({ "x.txt": "" }));
    made.push(dir);
    writeFileSync(join(dir, "good.zip"), await good.generateAsync({ type: "uint8array" }));
    writeFileSync(join(dir, "flat.zip"), await flat.generateAsync({ type: "uint8array" }));
    expect(await checkMod(join(dir, "good.zip"))).toMatchObject({ ok: true, problems: [] });
    const result = await checkMod(join(dir, "flat.zip"));
    expect(result.ok).toBe(false);
    only(result.problems, "files at its root");
  });

  // Issue 13 item 7: the limit counts the mod's own code (instructions run in it), never the
  // harness's or the machine's time; tests/lua/budget_test.lua shows a slow harness is never counted.
  it("stops an endless loop in mod code at its line, with the item, and finishes the check", async () => {
    const files = goodMod();
    files["items/jokers.lua"] = String(files["items/jokers.lua"]).replace(
      "if context.joker_main then",
      "while context.joker_main do end\n    if context.joker_main then",
    );
    const result = await check(files, { stepInstructions: 5e6 });
    const p = only(result.problems, "endless loop in the mod?");
    expect(p).toMatchObject({ file: "items/jokers.lua", line: 6, item: "j_tm_adder" });
    expect(p.message).toContain("5,000,000 Lua instructions in one step");
    expect(result.problems.filter((q) => q.message.includes("stopped after"))).toEqual([]);
  });

  it("a check stopped by the wall clock does not blame the mod", async () => {
    const result = await check(goodMod(), { timeoutMs: 1 });
    expect(result.ok).toBe(false);
    const p = only(result.problems, "stopped after");
    expect(p.message).toContain("not to the mod's own code");
    expect(p.message).not.toContain("endless loop");
  });
});

describe("harness protocol", () => {
  it("parses problem lines with escaped tabs, newlines and backslashes", () => {
    const out = "noise\nPROBLEM\titems/a.lua\t12\tj_x_y\tbad\\tvalue\\nline two \\\\ end\nPROBLEM\t\t\t\tno place\nDONE\t2\t0.1\n";
    const parsed = parseHarnessOutput(out);
    expect(parsed.done).toBe(true);
    expect(parsed.problems).toEqual([
      { file: "items/a.lua", line: 12, item: "j_x_y", message: "bad\tvalue\nline two \\ end" },
      { message: "no place" },
    ]);
    expect(parseHarnessOutput("PROBLEM\ta\t1\t\tm\n").done).toBe(false);
  });
});

describe("npm run cli -- check", () => {
  it("exits 0 for a clean mod and 1 with the problems listed otherwise", () => {
    const good = writeMod(goodMod());
    const badFiles = goodMod();
    delete badFiles["localization/en-us.lua"];
    const bad = writeMod(badFiles);
    made.push(dirname(good), dirname(bad));
    const run = (dir: string) => spawnSync("npx", ["tsx", "src/cli/main.ts", "check", dir], { cwd: repoRoot, encoding: "utf8" });
    const ok = run(good);
    expect(ok.status).toBe(0);
    expect(ok.stdout).toContain("loads clean");
    const failed = run(bad);
    expect(failed.status).toBe(1);
    expect(failed.stdout).toContain("items/jokers.lua:1 [j_tm_adder]");
  });
});
