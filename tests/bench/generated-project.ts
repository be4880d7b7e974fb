// The bench's own large project: 200 jokers, each with its own 2x pixel art, every other one with
// a soul layer, descriptions full of formatting tags (animated {E:1}/{E:2} text, edition colours,
// pills, scaled text) and a few rules each, so the grid, the editor preview and the
// exporter all have real work. Deterministic: the same bytes on every run and every machine.
import { encode } from "fast-png";
import { createItem, emptyProject, type Effect, type Project, type Rule } from "../../domain/model";
import { serializeProject } from "../../domain/projectFile";

export const GENERATED_JOKERS = 200;

/** xorshift32: a small deterministic stream of numbers per seed. */
function random(seed: number): () => number {
  let x = (Math.imul(seed + 1, 2654435761) >>> 0) || 1;
  return () => {
    x ^= x << 13; x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5; x >>>= 0;
    return x / 0x100000000;
  };
}

function hsl(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => Math.round(255 * (l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1))));
  return [f(0), f(8), f(4)];
}

/**
 * Pixel art as modders draw it: a 71x95 card of a few dozen colours (a hue of its own per joker, so
 * the whole atlas holds thousands), upscaled 2x without smoothing, as the app stores art.
 * A soul layer is a floating shape on a transparent background.
 */
export function pixelArt(seed: number, soul: boolean): string {
  const next = random(seed);
  const width = 71;
  const height = 95;
  const hue = (seed * 47) % 360;
  const palette = Array.from({ length: 24 }, (_, i) => hsl((hue + i * 9) % 360, 0.35 + (i % 4) * 0.15, 0.2 + (i % 6) * 0.11));
  const small = new Uint8Array(width * height * 4);
  // blocky regions: each 3x3 block takes a colour, then a few single-pixel details on top
  for (let by = 0; by < height; by += 3) {
    for (let bx = 0; bx < width; bx += 3) {
      const colour = palette[Math.floor(next() * palette.length)];
      for (let y = by; y < Math.min(height, by + 3); y += 1) {
        for (let x = bx; x < Math.min(width, bx + 3); x += 1) {
          const cx = x - width / 2;
          const cy = y - height / 2;
          const inside = soul ? cx * cx / 400 + cy * cy / 900 < 1 : x > 1 && y > 1 && x < width - 2 && y < height - 2;
          const at = (y * width + x) * 4;
          if (!inside) continue;
          small.set(colour, at);
          small[at + 3] = 255;
        }
      }
    }
  }
  for (let i = 0; i < 200; i += 1) {
    const at = (Math.floor(next() * height) * width + Math.floor(next() * width)) * 4;
    if (small[at + 3] === 0) continue;
    small.set(palette[Math.floor(next() * palette.length)], at);
  }
  const big = new Uint8Array(width * height * 16);
  for (let y = 0; y < height * 2; y += 1) {
    for (let x = 0; x < width * 2; x += 1) {
      const from = ((y >> 1) * width + (x >> 1)) * 4;
      big.set(small.subarray(from, from + 4), (y * width * 2 + x) * 4);
    }
  }
  const png = encode({ width: width * 2, height: height * 2, data: big, channels: 4, depth: 8 });
  return `data:image/png;base64,${Buffer.from(png).toString("base64")}`;
}

/** Descriptions the way modders write them: every line styled, animated text, pills, scaled text. */
function description(i: number): string {
  const lines = [
    `{C:chips}+${10 + i}{} Chips and {C:mult}+${2 + (i % 7)}{} Mult for each {C:attention}${["Heart", "Spade", "Club", "Diamond"][i % 4]}{} scored`,
    `{X:mult,C:white} X1.5 {} Mult when {E:1,C:edition}the foil shimmers{} in a {C:attention}Flush{}`,
    `{E:2,C:dark_edition}Negative{} copies gain {C:money}$3{} at end of round`,
    `{s:0.8,C:inactive}(Currently {C:mult}+${i % 9}{C:inactive} Mult, {E:1,C:attention}${i + 1} triggers{C:inactive}){}`,
  ];
  return lines.slice(0, 2 + (i % 3)).join("[s]");
}

let counter = 0;
const id = (prefix: string) => `${prefix}-${(counter += 1)}`;
const value = (v: unknown) => ({ value: v });
const effect = (type: string, params: Record<string, unknown>): Effect => ({
  id: id("effect"), type, params: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, value(v)])),
});
const rule = (trigger: string, effects: Effect[], extra: Partial<Rule> = {}): Rule => ({
  id: id("rule"), trigger, position: { x: 0, y: 0 }, blueprintCompatible: true, conditionGroups: [], effects, randomGroups: [], loops: [], ...extra,
});

function rules(i: number): Rule[] {
  const list = [rule("hand_played", [effect("add_chips", { value: 10 + i }), effect("add_mult", { value: 2 + (i % 7) })])];
  if (i % 2 === 0) {
    list.push(rule("hand_played", [effect("apply_x_mult", { value: 1.5 })], {
      conditionGroups: [{ id: id("group"), operator: "and", conditions: [{ id: id("condition"), type: "hand_type", negate: false, params: { value: value("Flush"), operator: value("contains") } }] }],
    }));
  }
  if (i % 3 === 0) {
    list.push(rule("hand_played", [], {
      randomGroups: [{ id: id("chance"), chance_numerator: 1, chance_denominator: 4, respect_probability_effects: true, custom_key: "", effects: [effect("set_dollars", { operation: "add", value: 3 })] }],
    }));
  }
  return list;
}

export function generatedProject(jokers = GENERATED_JOKERS): Project {
  counter = 0;
  const project = emptyProject(Date.UTC(2026, 0, 1));
  const prefix = "bench";
  project.modMetadata = { ...project.modMetadata, id: "benchmod", name: "Bench Mod", prefix, author: ["Bench"], description: "The bench's generated project" };
  project.jokers = Array.from({ length: jokers }, (_, i) => createItem("joker", {
    id: `joker-${i + 1}`,
    name: `Bench Joker ${i + 1}`,
    objectKey: `bench_joker_${i + 1}`,
    orderValue: i + 1,
    prefix,
    rarity: (i % 4) + 1,
    cost: 3 + (i % 8),
    description: description(i),
    imagePreview: pixelArt(i * 2 + 1, false),
    overlayImagePreview: i % 2 === 0 ? pixelArt(i * 2 + 2, true) : "",
    hasUserUploadedImage: true,
    rules: rules(i),
  }));
  return project;
}

/** The generated project as a .jokerforge file's text. */
export function generatedProjectText(jokers = GENERATED_JOKERS): string {
  return serializeProject(generatedProject(jokers), "2026-01-01T00:00:00.000Z");
}
