// The game's named text colours (G.ARGS.LOC_COLOURS, names from smods.md 4.5) with the hex
// values of the game's G.C palette, so a preview colours text the way the game does.

/** Default description text on the white box (G.C.UI.TEXT_DARK). */
export const TEXT_DARK = "#4f6367";

export const GAME_COLOURS: Readonly<Record<string, string>> = {
  red: "#fe5f55",
  mult: "#fe5f55",
  blue: "#009dff",
  chips: "#009dff",
  green: "#4bc292",
  money: "#f3b958",
  gold: "#eac058",
  attention: "#ff9a00",
  purple: "#8867a5",
  white: "#ffffff",
  inactive: "#88888899",
  spades: "#374649",
  hearts: "#fe5f55",
  clubs: "#424e54",
  diamonds: "#fe5f55",
  tarot: "#a782d1",
  planet: "#13afce",
  spectral: "#4584fa",
  legendary: "#b26cbb",
  enhanced: "#8389dd",
  // Added by SMODS: rarity keys (G.C.RARITY) and the boss blind tone.
  common: "#009dff",
  uncommon: "#4bc292",
  rare: "#fe5f55",
  blind: "#b44430",
};

/** Colours the game animates; the renderer gives them a moving gradient. */
export const ANIMATED_COLOURS = new Set(["edition", "dark_edition"]);

/** Vanilla rarity badges, 1..4 (spec: built-in option lists). */
export const RARITY_COLOURS: Readonly<Record<number, string>> = {
  1: "#009dff",
  2: "#4bc292",
  3: "#fe5f55",
  4: "#b26cbb",
};
export const FALLBACK_BADGE = "#666665";

/** "ff00aa" / "#FF00AA" / "ff00aa80" -> "#ff00aa" (alpha kept); anything else -> undefined. */
export function normaliseHex(value: string | undefined | null): string | undefined {
  if (!value) return undefined;
  const v = value.trim().replace(/^#/, "");
  return /^([0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/.test(v) ? `#${v.toLowerCase()}` : undefined;
}

/**
 * Resolves a `{C:...}` value: a named colour, a project colour (custom rarity or consumable
 * set keys, lower-cased as SMODS registers them) or a hex code. Unknown names give undefined:
 * the game silently falls back to the default text colour.
 */
export function resolveGameColour(name: string | undefined, extra?: Readonly<Record<string, string>>): string | undefined {
  if (!name) return undefined;
  // Lookups are case sensitive in the game (LOC_COLOURS[name]); SMODS registers project keys
  // lower-cased, so "{C:MyMod_Mythic}" is as unknown there as it is here.
  return (Object.hasOwn(GAME_COLOURS, name) ? GAME_COLOURS[name] : undefined) ?? extra?.[name] ?? normaliseHex(name);
}

/** Readable text (dark or white) on a given background colour. */
export function contrastText(hex: string): string {
  const v = normaliseHex(hex);
  if (!v) return "#ffffff";
  const r = parseInt(v.slice(1, 3), 16), g = parseInt(v.slice(3, 5), 16), b = parseInt(v.slice(5, 7), 16);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255 > 0.62 ? "#1f2628" : "#ffffff";
}
