// How the edition preview imitates each shader with CSS (our own approximation: a filter on the
// card and an optional layer over it). The game's shaders are not shipped or copied.

export interface EditionLook {
  /** CSS filter on the card. */
  filter?: string;
  /** CSS background of a layer over the card. */
  overlay?: string;
  /** mix-blend-mode of that layer. */
  blend?: "screen" | "overlay" | "color" | "multiply" | "soft-light" | "color-dodge";
  /** An animation class from editions.css. */
  motion?: "shimmer" | "hue" | "pulse";
}

const SHINE = "linear-gradient(115deg, transparent 25%, rgba(255,255,255,0.65) 45%, rgba(255,255,255,0.1) 55%, transparent 75%)";

export const EDITION_LOOKS: Readonly<Record<string, EditionLook>> = {
  foil: {
    filter: "saturate(0.75) hue-rotate(-12deg) brightness(1.05)",
    overlay: "linear-gradient(115deg, rgba(90,170,255,0.15) 15%, rgba(140,210,255,0.65) 40%, rgba(255,255,255,0.8) 50%, rgba(140,210,255,0.65) 60%, rgba(90,170,255,0.15) 85%)",
    blend: "screen", motion: "shimmer",
  },
  holo: {
    overlay: "repeating-linear-gradient(135deg, rgba(255,70,110,0.45) 0 5px, rgba(255,190,210,0.2) 5px 11px)",
    blend: "overlay", motion: "shimmer",
  },
  polychrome: {
    overlay: "linear-gradient(135deg, #ff5f5f, #ffd25f, #5fff9f, #5fd2ff, #b05fff, #ff5f5f)",
    blend: "color", motion: "hue",
  },
  booster: { overlay: "radial-gradient(circle at 50% 40%, rgba(255,255,255,0.55), transparent 65%)", blend: "screen", motion: "pulse" },
  debuff: { filter: "grayscale(1) brightness(0.75)", overlay: "linear-gradient(rgba(120,0,0,0.35), rgba(120,0,0,0.35))", blend: "multiply" },
  voucher: { overlay: "linear-gradient(115deg, transparent 20%, rgba(255,215,120,0.7) 45%, transparent 70%)", blend: "overlay", motion: "shimmer" },
  negative: { filter: "invert(1) hue-rotate(180deg)" },
  negative_shine: { filter: "invert(1) hue-rotate(180deg)", overlay: SHINE, blend: "screen", motion: "shimmer" },
  flipped: { filter: "invert(0.85)" },
  gilded: { filter: "sepia(0.6) saturate(1.6)", overlay: "linear-gradient(115deg, transparent 25%, rgba(255,210,90,0.75) 45%, transparent 65%)", blend: "screen", motion: "shimmer" },
  gold: { filter: "sepia(1) saturate(3) hue-rotate(-12deg) brightness(1.05)" },
  ionized: { filter: "saturate(1.3)", overlay: "linear-gradient(160deg, rgba(0,120,255,0.35), rgba(0,230,255,0.35))", blend: "screen", motion: "pulse" },
  laminated: { overlay: "repeating-linear-gradient(45deg, rgba(255,255,255,0.3) 0 3px, transparent 3px 13px)", blend: "screen", motion: "shimmer" },
  monochrome: { filter: "grayscale(1)" },
  sepia: { filter: "sepia(1)" },
  glitched: { filter: "drop-shadow(3px 0 0 rgba(255,0,60,0.75)) drop-shadow(-3px 0 0 rgba(0,230,255,0.75))" },
  neon: { filter: "saturate(2.6) contrast(1.25)", motion: "pulse" },
  overexposed: { filter: "brightness(1.55) contrast(0.8)" },
  frosted: { filter: "saturate(0.6) brightness(1.1)", overlay: "linear-gradient(rgba(225,240,255,0.4), rgba(200,225,255,0.25))", blend: "screen" },
};

/** The look of a stored shader value; `false`, empty or unknown shaders draw the plain card. */
export function editionLook(shader: unknown): EditionLook {
  return typeof shader === "string" ? EDITION_LOOKS[shader] ?? {} : {};
}
