import type { ModMetadata, Project } from "./project";

/** Site paths of our own bundled placeholder logo and icon (drawn for this project). */
export const DEFAULT_GAME_IMAGE = "/images/default-logo.png";
export const DEFAULT_ICON_IMAGE = "/images/default-icon.png";

export const DEFAULT_DEPENDENCY = "Steamodded (>=1.0.0~BETA-0827c)";

export function defaultMetadata(): ModMetadata {
  return {
    id: "mycustommod",
    name: "My Custom Mod",
    author: ["Anonymous"],
    description: "Custom jokers created with Joker Forge",
    prefix: "mycustom",
    main_file: "main.lua",
    version: "1.0.0",
    priority: 0,
    badge_colour: "666665",
    badge_text_colour: "FFFFFF",
    display_name: "My Custom Mod",
    dependencies: [DEFAULT_DEPENDENCY],
    conflicts: [],
    provides: [],
    gameImage: DEFAULT_GAME_IMAGE,
    iconImage: DEFAULT_ICON_IMAGE,
    hasUserUploadedIcon: false,
    hasUserUploadedGameIcon: false,
  };
}

export function emptyProject(timestamp = 0): Project {
  return {
    modMetadata: defaultMetadata(),
    jokers: [],
    sounds: [],
    consumables: [],
    customRarities: [],
    consumableSets: [],
    boosters: [],
    enhancements: [],
    seals: [],
    editions: [],
    vouchers: [],
    decks: [],
    timestamp,
  };
}

/**
 * Art as the app can show it: the original web app stored its own placeholder sprites as site
 * paths (`/images/placeholderjokers/placeholder-joker-12.png`...), which do not exist here, so
 * they read as no art (our placeholder is drawn instead) while the file keeps what it held.
 */
export function showableArt(value: unknown): string | undefined {
  if (typeof value !== "string" || value === "") return undefined;
  if (/^\/images\/placeholder[a-z]*\//i.test(value)) return undefined;
  return value;
}
