// Generated .jokerforge files for the auto-save and save/import browser tests: distinct 71x95
// PNG sprites (noisy, so they do not compress away) and fake .ogg payloads of a given size.
import { rgbaPng } from "../tests/support/png";

/** A deterministic pseudo-random byte stream (xorshift), different per seed. */
export function noise(seed: number, size: number): Buffer {
  let x = (seed * 2654435761) >>> 0 || 1;
  const out = Buffer.alloc(size);
  for (let i = 0; i < size; i++) {
    x ^= x << 13; x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5; x >>>= 0;
    out[i] = x & 0xff;
  }
  return out;
}

/** A valid RGBA PNG of width x height whose pixels are noise seeded by `seed`. */
export function pngDataUrl(seed: number, width = 71, height = 95): string {
  const pixels = noise(seed, width * height * 4);
  // Opaque, so the sprite looks like a card rather than a ghost.
  const png = rgbaPng(width, height, (x, y) => {
    const at = (y * width + x) * 4;
    return [pixels[at], pixels[at + 1], pixels[at + 2], 255];
  });
  return `data:image/png;base64,${png.toString("base64")}`;
}

/** `bytes` of noise behind an Ogg page signature, as the app stores an uploaded .ogg. */
export function oggDataUrl(seed: number, bytes: number): string {
  const body = noise(seed + 100_000, bytes);
  body.write("OggS", 0, "ascii");
  return `data:audio/ogg;base64,${body.toString("base64")}`;
}

export interface GeneratedProject {
  name: string;
  jokers: { id: string; name: string; objectKey: string; imagePreview: string }[];
  sounds: { id: string; key: string; soundString: string }[];
}

/** A project file the original app could have written, with `jokerCount` sprites and `soundCount` sounds. */
export function projectFile(options: { name: string; id: string; jokerCount: number; soundCount: number; soundBytes: number }): { text: string; project: GeneratedProject } {
  const jokers = Array.from({ length: options.jokerCount }, (_, i) => ({
    id: `joker-${i + 1}`,
    name: `Joker ${i + 1}`,
    objectKey: `joker_${i + 1}`,
    description: `Card number {C:chips}${i + 1}{}`,
    imagePreview: pngDataUrl(i + 1),
    overlayImagePreview: "",
    hasUserUploadedImage: true,
    rarity: (i % 4) + 1,
    cost: (i % 10) + 1,
    blueprint_compat: true,
    eternal_compat: true,
    unlocked: true,
    discovered: true,
    rules: [],
    userVariables: [],
    orderValue: i + 1,
    objectType: "joker",
  }));
  const sounds = Array.from({ length: options.soundCount }, (_, i) => ({
    id: `sound-${i + 1}`,
    key: `song_${i + 1}`,
    soundString: oggDataUrl(i + 1, options.soundBytes),
    volume: 0.6,
    pitch: 1,
  }));
  const file = {
    metadata: {
      id: options.id,
      name: options.name,
      author: ["Test Author"],
      description: "A generated project",
      prefix: options.id.slice(0, 8),
      main_file: "main.lua",
      version: "1.2.3",
      priority: 0,
      badge_colour: "666665",
      badge_text_colour: "FFFFFF",
      display_name: options.name,
      dependencies: [],
      conflicts: [],
      provides: [],
    },
    jokers, sounds,
    consumables: [], customRarities: [], consumableSets: [], boosters: [], enhancements: [], seals: [], editions: [], vouchers: [], decks: [],
    version: "1.0.0",
    exportedAt: "2025-06-01T10:00:00.000Z",
  };
  return { text: JSON.stringify(file), project: { name: options.name, jokers, sounds } };
}
