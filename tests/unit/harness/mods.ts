// Builders for small hand-written mods on disk, used to feed the harness known breakages.
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { rgbaPng } from "../../support/png";

/** A valid, fully transparent RGBA PNG of the given size. */
export function png(width: number, height: number): Buffer {
  return rgbaPng(width, height, () => [0, 0, 0, 0]);
}

export type ModFiles = Record<string, string | Buffer>;

export const MANIFEST = {
  id: "testmod", name: "Test Mod", author: ["Tester"], description: "A test mod.", prefix: "tm",
  main_file: "main.lua", version: "1.0.0", dependencies: ["Steamodded (>=1.0.0~BETA-0827c)"],
};

/** A mod that loads clean: one atlas (2 cells), one joker with text, loc_vars and calculate. */
export function goodMod(): ModFiles {
  return {
    "testmod.json": JSON.stringify(MANIFEST, null, 2),
    "main.lua": [
      "SMODS.Atlas { key = 'jokers', path = 'jokers.png', px = 71, py = 95 }",
      "assert(SMODS.load_file('items/jokers.lua'))()",
      "",
    ].join("\n"),
    "items/jokers.lua": [
      "SMODS.Joker {",
      "  key = 'adder', atlas = 'jokers', pos = { x = 1, y = 0 }, rarity = 1, cost = 4,",
      "  blueprint_compat = true, config = { extra = { mult = 4 } },",
      "  loc_vars = function(self, info_queue, card) return { vars = { card.ability.extra.mult } } end,",
      "  calculate = function(self, card, context)",
      "    if context.joker_main then return { mult = card.ability.extra.mult } end",
      "  end,",
      "}",
      "",
    ].join("\n"),
    "localization/en-us.lua": "return { descriptions = { Joker = { j_tm_adder = { name = 'Adder', text = { '{C:mult}+#1#{} Mult' } } } } }\n",
    "assets/1x/jokers.png": png(142, 95),
    "assets/2x/jokers.png": png(284, 190),
  };
}

export function writeMod(files: ModFiles, folder = "testmod"): string {
  const root = mkdtempSync(join(tmpdir(), "jf-harness-test-"));
  const dir = join(root, folder);
  for (const [path, data] of Object.entries(files)) {
    const target = join(dir, path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, data);
  }
  return dir;
}
