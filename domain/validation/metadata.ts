// Mod metadata checks with the spec's exact messages (section 5), plus the key length limit (issue
// 13 item 3: id, prefix and main file become file names and keys). Errors block validity;
// warnings do not. Results are per field so the form can show each message under its input.
import { prefixRefusal } from "../model/generatedKeys";
import { MAX_KEY_LENGTH } from "../model/keys";
import { KNOWN_MOD_IDS, LOADER_MOD_IDS } from "../model/metadataDerivation";
import type { ModMetadata } from "../model/project";
import { KEY_LENGTH_MESSAGES } from "./keyLength";
import { readModListLine, type ModListKind } from "./modList";

export type MetadataField = "id" | "name" | "author" | "description" | "prefix" | "main_file" | "version" | "badge_colour" | "badge_text_colour"
  | "dependencies" | "conflicts" | "provides";
export type FieldMessages = Partial<Record<MetadataField, string[]>>;

export interface MetadataValidation {
  errors: FieldMessages;
  warnings: FieldMessages;
  /** No errors (warnings allowed). */
  valid: boolean;
}

export const METADATA_MESSAGES = {
  idRequired: "Mod ID is required",
  idPattern: "Mod ID must start with a letter and contain only letters, numbers, and underscores",
  idReserved: "Mod ID cannot be 'Steamodded', 'Lovely', or 'Balatro'",
  idKnownMod: "Mod ID cannot be 'Talisman' or 'Cryptid': Steamodded loads one mod per id, so players who have that mod would lose it or yours",
  nameRequired: "Mod name is required",
  authorRequired: "At least one author is required",
  descriptionRequired: "Description is required",
  prefixRequired: "Prefix is required",
  prefixPattern: "Prefix must start with a letter and contain only letters, numbers, and underscores",
  mainFileRequired: "Main file is required",
  mainFileLua: "Main file must end with .lua extension",
  mainFileTaken: "Main file cannot be config.lua or sit in items/ or localization/: the export writes its own files there, and Steamodded reads config.lua as the mod's settings",
  version: "Version should follow format (major).(minor).(patch)",
  badgeColour: "Badge colour should be a valid hex color (6 or 8 digits)",
  badgeTextColour: "Badge text colour should be a valid hex color (6 or 8 digits)",
  nameSteamodded: "A mod name containing 'Steamodded' makes Steamodded take the mod for a second copy of itself: if the game crashes, the crash screen then hides the real error",
} as const;

const IDENTIFIER = /^[a-zA-Z][a-zA-Z0-9_]*$/;
const SEMVER_START = /^\d+\.\d+\.\d+/;
const HEX_COLOUR = /^(?:[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;

/**
 * Whether a main file path is one the mod cannot use: the export writes the item files and the
 * localisation (same path, last write wins: the main file would be lost), and Steamodded runs
 * config.lua as the mod's default settings. Compared without case (unzipped on Windows).
 */
export function mainFileTaken(path: string): boolean {
  const lower = path.trim().toLowerCase();
  return lower === "config.lua" || lower.startsWith("items/") || lower.startsWith("localization/");
}

export function isHexColour(value: string): boolean {
  return HEX_COLOUR.test(value);
}

type MetadataInput = Pick<ModMetadata, "id" | "name" | "author" | "description" | "prefix" | "main_file" | "version" | "badge_colour" | "badge_text_colour">
  & Partial<Pick<ModMetadata, ModListKind>>;

export function validateMetadata(metadata: MetadataInput): MetadataValidation {
  const errors: FieldMessages = {};
  const warnings: FieldMessages = {};
  const add = (into: FieldMessages, field: MetadataField, message: string) => {
    (into[field] ??= []).push(message);
  };

  const id = metadata.id ?? "";
  if (id.trim() === "") add(errors, "id", METADATA_MESSAGES.idRequired);
  else if (!IDENTIFIER.test(id)) add(errors, "id", METADATA_MESSAGES.idPattern);
  // other mods' ids, compared without case since file systems often ignore it
  else if (LOADER_MOD_IDS.includes(id.toLowerCase())) add(errors, "id", METADATA_MESSAGES.idReserved);
  else if (KNOWN_MOD_IDS.includes(id.toLowerCase())) add(errors, "id", METADATA_MESSAGES.idKnownMod);
  else if (id.length > MAX_KEY_LENGTH) add(errors, "id", KEY_LENGTH_MESSAGES.id);

  if ((metadata.name ?? "").trim() === "") add(errors, "name", METADATA_MESSAGES.nameRequired);
  // Steamodded's loader: `if mod.name:find('Steamodded') then smods_dupe = ...` (its crash handler reads it)
  else if ((metadata.name ?? "").includes("Steamodded")) add(warnings, "name", METADATA_MESSAGES.nameSteamodded);
  if (!(metadata.author ?? []).some((a) => a.trim() !== "")) add(errors, "author", METADATA_MESSAGES.authorRequired);
  if ((metadata.description ?? "").trim() === "") add(errors, "description", METADATA_MESSAGES.descriptionRequired);

  const prefix = metadata.prefix ?? "";
  if (prefix.trim() === "") add(errors, "prefix", METADATA_MESSAGES.prefixRequired);
  else if (!IDENTIFIER.test(prefix)) add(errors, "prefix", METADATA_MESSAGES.prefixPattern);
  else if (prefix.length > MAX_KEY_LENGTH) add(errors, "prefix", KEY_LENGTH_MESSAGES.prefix);
  else {
    const refusal = prefixRefusal(prefix);
    if (refusal) add(errors, "prefix", `Prefix cannot be '${prefix}': ${refusal}`);
  }

  const mainFile = metadata.main_file ?? "";
  if (mainFile.trim() === "") add(errors, "main_file", METADATA_MESSAGES.mainFileRequired);
  else if (!mainFile.endsWith(".lua")) add(errors, "main_file", METADATA_MESSAGES.mainFileLua);
  else if (mainFile.length > MAX_KEY_LENGTH) add(errors, "main_file", KEY_LENGTH_MESSAGES.mainFile);
  else if (mainFileTaken(mainFile)) add(errors, "main_file", METADATA_MESSAGES.mainFileTaken);

  if (metadata.version && !SEMVER_START.test(metadata.version)) add(warnings, "version", METADATA_MESSAGES.version);
  if (metadata.badge_colour && !isHexColour(metadata.badge_colour)) add(warnings, "badge_colour", METADATA_MESSAGES.badgeColour);
  if (metadata.badge_text_colour && !isHexColour(metadata.badge_text_colour)) add(warnings, "badge_text_colour", METADATA_MESSAGES.badgeTextColour);

  for (const kind of ["dependencies", "conflicts", "provides"] as const) {
    for (const line of Array.isArray(metadata[kind]) ? metadata[kind] : []) {
      if (typeof line === "string" && line.trim() !== "") for (const warning of readModListLine(kind, line).warnings) add(warnings, kind, warning);
    }
  }

  return { errors, warnings, valid: Object.keys(errors).length === 0 };
}

/** "Invalid colours fall back to 666665 (badge) and FFFFFF (text) in the preview." */
export function badgePreviewColours(metadata: Pick<ModMetadata, "badge_colour" | "badge_text_colour">): { background: string; text: string } {
  return {
    background: isHexColour(metadata.badge_colour) ? metadata.badge_colour : "666665",
    text: isHexColour(metadata.badge_text_colour) ? metadata.badge_text_colour : "FFFFFF",
  };
}
