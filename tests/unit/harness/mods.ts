// Builders for small hand-written mods on disk, used to feed the harness known breakages.
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { deflateSync } from "node:zlib";

function crc32(buf: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of buf) {
    let c = (crc ^ byte) & 0xff;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    crc = (crc >>> 8) ^ c;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid, fully transparent RGBA PNG of the given size. */
export function png(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 6;
  const raw = Buffer.alloc((width * 4 + 1) * height);
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk("IHDR", header), chunk("IDAT", deflateSync(raw)), chunk("IEND", Buffer.alloc(0))]);
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
