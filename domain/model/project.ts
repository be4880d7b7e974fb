import type {
  Booster, Consumable, ConsumableSet, CustomRarity, Deck, Edition, Enhancement, Joker, ObjectType, Seal, Sound, Voucher,
} from "./items";

export interface ModMetadata {
  id: string;
  name: string;
  author: string[];
  description: string;
  prefix: string;
  main_file: string;
  version: string;
  priority: number;
  badge_colour: string;
  badge_text_colour: string;
  display_name: string;
  dependencies: string[];
  conflicts: string[];
  provides: string[];
  gameImage: string;
  iconImage: string;
  hasUserUploadedIcon: boolean;
  hasUserUploadedGameIcon: boolean;
  disable_vanilla?: boolean;
  dump_loc?: boolean;
  [extra: string]: unknown;
}

/** The whole project: what the store holds, auto-save keeps and the exporter reads. */
export interface Project {
  modMetadata: ModMetadata;
  jokers: Joker[];
  sounds: Sound[];
  consumables: Consumable[];
  customRarities: CustomRarity[];
  consumableSets: ConsumableSet[];
  boosters: Booster[];
  enhancements: Enhancement[];
  seals: Seal[];
  editions: Edition[];
  vouchers: Voucher[];
  decks: Deck[];
  /** Epoch milliseconds of the last change (carried by the command that made it). */
  timestamp: number;
  /**
   * Top-level fields of the imported file this app does not know (a newer Joker Forge may have
   * written them): kept, and written back on Save.
   */
  fileExtras?: Record<string, unknown>;
  /** The imported file's schema when it is newer than this app's (written back on Save). */
  newerSchema?: number;
}

/** The list of the project that holds each object type. */
export const LIST_OF_TYPE = {
  joker: "jokers",
  consumable: "consumables",
  booster: "boosters",
  enhancement: "enhancements",
  seal: "seals",
  edition: "editions",
  voucher: "vouchers",
  deck: "decks",
} as const satisfies Record<ObjectType, keyof Project>;

export type ItemListName = (typeof LIST_OF_TYPE)[ObjectType];

/** Every list of the project file, in the original's key order. */
export const PROJECT_LISTS = [
  "jokers", "sounds", "consumables", "customRarities", "consumableSets", "boosters",
  "enhancements", "seals", "editions", "vouchers", "decks",
] as const;
export type ProjectListName = (typeof PROJECT_LISTS)[number];
