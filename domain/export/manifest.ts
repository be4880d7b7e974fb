// The metadata JSON Steamodded reads (smods.md section 1.2). The metadata page shows exactly this
// object as its live preview, so it is built here once for both.
import { defaultMetadata, type ModMetadata } from "../model";
import { METADATA_MESSAGES, readModListLine, validateMetadata } from "../validation";

export interface Manifest {
  id: string;
  name: string;
  display_name: string;
  author: string[];
  description: string;
  prefix: string;
  main_file: string;
  version: string;
  priority: number;
  badge_colour: string;
  badge_text_colour: string;
  dependencies?: string[];
  conflicts?: string[];
  provides?: string[];
}

const HEX_COLOUR = /^([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$/;

function lines(list: unknown): string[] {
  return Array.isArray(list) ? list.filter((x): x is string => typeof x === "string").map((x) => x.trim()).filter(Boolean) : [];
}

/** Steamodded rejects a mod whose version does not start with a digit (smods.md 1.4): such a version is written as 1.0.0. */
function manifestVersion(version: unknown): string {
  return typeof version === "string" && /^\d/.test(version.trim()) ? version.trim() : DEFAULT_VERSION;
}

const DEFAULT_VERSION = "1.0.0";

/**
 * The spec's metadata warnings that concern the manifest (section 5, "non-blocking"): they never
 * stop an export; the export report lists them, saying what was written instead.
 */
export function manifestWarnings(metadata: ModMetadata): string[] {
  const out: string[] = [];
  const version = typeof metadata.version === "string" ? metadata.version : "";
  if (validateMetadata({ ...metadata, version }).warnings.version) {
    const written = manifestVersion(version);
    const base = `Version '${version}': ${METADATA_MESSAGES.version}.`;
    out.push(written === version.trim() ? base : `${base} The mod is exported with version ${written} (Steamodded rejects a version that does not start with a digit).`);
  }
  if (typeof metadata.name === "string" && metadata.name.includes("Steamodded")) out.push(`Mod name '${metadata.name}': ${METADATA_MESSAGES.nameSteamodded}.`);
  // Steamodded keeps one mod per id (it turns the other off, in lovely/blacklist.txt, until the
  // player turns it on again) and refuses a second mod with a prefix already taken
  // (src/preflight/loader.lua, loadMods): every project that kept the defaults collides
  const defaults = defaultMetadata();
  const id = String(metadata.id ?? "").trim();
  const prefix = String(metadata.prefix ?? "").trim();
  const kept = [id === defaults.id ? `ID '${id}'` : "", prefix === defaults.prefix ? `prefix '${prefix}'` : ""].filter(Boolean);
  if (kept.length > 0) {
    out.push(`The mod's ${kept.join(" and ")} ${kept.length > 1 ? "are" : "is"} Joker Forge's default: Steamodded loads only one mod per ID and prefix, so this mod and any other that kept ${kept.length > 1 ? "them" : "it"} cannot be installed together. Set your own on the Mod Metadata page.`);
  }
  const titles = { dependencies: "Dependency", conflicts: "Conflict", provides: "Provides" } as const;
  for (const kind of ["dependencies", "conflicts", "provides"] as const) {
    for (const line of lines(metadata[kind])) for (const warning of readModListLine(kind, line).warnings) out.push(`${titles[kind]} ${warning}`);
  }
  return out;
}

export function buildManifest(metadata: ModMetadata): Manifest {
  const colour = (value: unknown, fallback: string) => {
    const text = typeof value === "string" ? value.trim().replace(/^#/, "") : "";
    return HEX_COLOUR.test(text) ? text.toUpperCase() : fallback;
  };
  const priority = Number.isInteger(metadata.priority) ? metadata.priority : 0;
  const version = manifestVersion(metadata.version);
  const authors = lines(metadata.author);
  const manifest: Manifest = {
    id: String(metadata.id ?? ""),
    name: String(metadata.name ?? "").trim(),
    display_name: String(metadata.display_name ?? "").trim() || String(metadata.name ?? "").trim(),
    author: authors.length > 0 ? authors : ["Anonymous"],
    description: String(metadata.description ?? ""),
    prefix: String(metadata.prefix ?? ""),
    main_file: String(metadata.main_file ?? "") || "main.lua",
    version,
    priority,
    badge_colour: colour(metadata.badge_colour, "666665"),
    badge_text_colour: colour(metadata.badge_text_colour, "FFFFFF"),
  };
  // each line as Steamodded reads it (a version test it cannot parse would make it skip the mod)
  const written = (kind: "dependencies" | "conflicts" | "provides") => lines(metadata[kind]).map((line) => readModListLine(kind, line).written).filter(Boolean);
  const dependencies = written("dependencies");
  const conflicts = written("conflicts");
  const provides = written("provides");
  if (dependencies.length > 0) manifest.dependencies = dependencies;
  if (conflicts.length > 0) manifest.conflicts = conflicts;
  if (provides.length > 0) manifest.provides = provides;
  return manifest;
}

export function manifestText(metadata: ModMetadata): string {
  return `${JSON.stringify(buildManifest(metadata), null, 2)}\n`;
}
