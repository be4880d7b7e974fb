// Mod id, prefix and display name derived from the mod name (spec section 4, Metadata screen).
import { defaultMetadata } from "./defaults";
import { prefixRefusal } from "./generatedKeys";
import { limitKey } from "./keys";
import type { ModMetadata } from "./project";

/**
 * Fallback when nothing of the name survives. Spec section 9 lists "id fallback 'custommod'" but
 * section 4, which describes the behaviour itself, says "(fallback mycustommod)", and the default
 * metadata id is mycustommod too; we follow section 4.
 */
export const MOD_ID_FALLBACK = "mycustommod";
export const PREFIX_LENGTH = 8;

/** "id is the lower-cased name with non-alphanumerics and spaces removed and leading digits removed", cut to 64 characters. */
export function deriveModId(name: string): string {
  // at most MAX_KEY_LENGTH characters, as the metadata page, the export and the import require
  const id = limitKey(name.toLowerCase().replace(/[^a-z0-9]/g, "").replace(/^[0-9]+/, ""));
  // the ids of the loaders themselves are refused (metadata validation): "mod" is added to them
  if (RESERVED_DERIVED_IDS.includes(id)) return `${id}mod`;
  return id || MOD_ID_FALLBACK;
}

/** The ids of the loaders and the game (spec section 5: the metadata page refuses them), lower-cased. */
export const LOADER_MOD_IDS: readonly string[] = ["steamodded", "lovely", "balatro"];
/**
 * The ids of mods Joker Forge mods depend on, lower-cased: Steamodded loads one mod per id (the
 * highest version) and disables the others, so a mod with one of them would replace the real one,
 * or be dropped for it.
 */
export const KNOWN_MOD_IDS: readonly string[] = ["talisman", "cryptid"];
/** Ids a name must not derive: "mod" is added to them. */
const RESERVED_DERIVED_IDS = [...LOADER_MOD_IDS, ...KNOWN_MOD_IDS];

/**
 * "prefix is the first 8 characters of id" (lower-cased: "short prefix lower-cased first 8
 * characters"), with "mod" added when those would be a prefix the mod cannot use (prefixRefusal:
 * a mod named "J" or "E", or "Talisman Plus").
 */
export function derivePrefix(id: string): string {
  const prefix = id.slice(0, PREFIX_LENGTH).toLowerCase();
  return prefixRefusal(prefix) ? `${prefix}mod` : prefix;
}

/** id, prefix and display_name regenerated from a name, unconditionally (the overview's inline name edit). */
export function identityFromName(name: string): Pick<ModMetadata, "id" | "prefix" | "display_name"> {
  const id = deriveModId(name);
  return { id, prefix: derivePrefix(id), display_name: name };
}

/**
 * The metadata changes for a new name on the metadata screen: "when the name changes to a value
 * other than the default and different from the last seen one, id, prefix and display_name are
 * regenerated". Otherwise only the name changes.
 */
export function nameChange(name: string, lastSeenName: string | undefined): Partial<ModMetadata> {
  if (name === defaultMetadata().name || name === lastSeenName) return { name };
  return { name, ...identityFromName(name) };
}

/** `nameChange` applied to a whole metadata object (returns a new object). */
export function applyNameChange(metadata: ModMetadata, name: string, lastSeenName: string | undefined): ModMetadata {
  return { ...metadata, ...nameChange(name, lastSeenName) };
}
