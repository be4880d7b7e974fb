// Mod metadata filled field by field from the defaults (spec section 3: "Missing or invalid
// fields are filled from defaults on load"). The original never normalised metadata, so a file
// without `author` crashed it.
import { splitAuthors, splitLines } from "../model/authors";
import { DEFAULT_GAME_IMAGE, DEFAULT_ICON_IMAGE, defaultMetadata } from "../model/defaults";
import { limitKey, MAX_KEY_LENGTH } from "../model/keys";
import { deriveModId, derivePrefix } from "../model/metadataDerivation";
import type { ModMetadata } from "../model/project";
import type { NormaliseContext } from "./context";
import { isSafeMedia } from "./fields";
import { isFiniteNumber, isPlainObject, type JsonObject } from "./plain";

const IDENTIFIER = /^[a-zA-Z][a-zA-Z0-9_]*$/;

/** The original app's bundled default images, which we do not ship, mapped to ours. */
const ORIGINAL_DEFAULT_IMAGES: Record<string, string> = {
  "/images/balatro.png": DEFAULT_GAME_IMAGE,
  "/images/modicon.png": DEFAULT_ICON_IMAGE,
};

type Report = (field: string, what: string) => void;

function text(raw: JsonObject, field: string, fallback: string, report: Report): string {
  const value = raw[field];
  if (typeof value === "string") return value;
  if (isFiniteNumber(value)) {
    report(field, "number converted to text");
    return String(value);
  }
  report(field, value === undefined ? "missing, default used" : "invalid value, default used");
  return fallback;
}

function list(raw: JsonObject, field: string, fallback: string[], split: (text: string) => string[], report: Report): string[] {
  const value = raw[field];
  if (Array.isArray(value)) {
    const kept = value.filter((v): v is string => typeof v === "string");
    if (kept.length !== value.length) report(field, "entries that were not text removed");
    return kept;
  }
  if (typeof value === "string") {
    report(field, "text split into a list");
    return split(value);
  }
  report(field, value === undefined ? "missing, default used" : "invalid value, default used");
  return fallback;
}

function flag(raw: JsonObject, field: string, report: Report): boolean {
  const value = raw[field];
  if (typeof value === "boolean") return value;
  if (value !== undefined) report(field, "invalid value, default used");
  return false;
}

function image(raw: JsonObject, field: string, fallback: string, report: Report): string {
  const value = raw[field];
  if (typeof value === "string" && Object.prototype.hasOwnProperty.call(ORIGINAL_DEFAULT_IMAGES, value)) {
    report(field, "the original app's default image replaced by ours");
    return ORIGINAL_DEFAULT_IMAGES[value];
  }
  if (typeof value === "string" && value !== "" && isSafeMedia(value, "image")) return value;
  report(field, value === undefined ? "missing, default used" : "invalid value, default used");
  return fallback;
}

export function normaliseMetadata(raw: unknown, ctx: NormaliseContext, where = "metadata"): ModMetadata {
  const defaults = defaultMetadata();
  const report: Report = (field, what) => ctx.repair(`${where}.${field}: ${what}`);
  const source: JsonObject = isPlainObject(raw) ? raw : {};
  if (!isPlainObject(raw)) ctx.repair(`${where}: missing or invalid, defaults used`);

  const name = text(source, "name", defaults.name, report);

  let author = list(source, "author", defaults.author, splitAuthors, report);
  if (author.some((a) => a.trim() === "")) {
    author = author.filter((a) => a.trim() !== "");
    report("author", "blank names removed");
  }
  if (author.length === 0) {
    author = [...defaults.author];
    report("author", "empty, default used");
  }

  // id and prefix become file names and every key of the exported mod, so they must be identifiers.
  let id = text(source, "id", "", () => undefined);
  if (!IDENTIFIER.test(id)) {
    const derived = deriveModId(name);
    report("id", `${id === "" ? "missing" : `invalid ${JSON.stringify(id.slice(0, 40))}`}, derived from the name ("${derived}")`);
    id = derived;
  }
  let prefix = text(source, "prefix", "", () => undefined);
  if (!IDENTIFIER.test(prefix)) {
    const derived = derivePrefix(id);
    report("prefix", `${prefix === "" ? "missing" : `invalid ${JSON.stringify(prefix.slice(0, 40))}`}, derived from the id ("${derived}")`);
    prefix = derived;
  }
  // ...and file names: at most MAX_KEY_LENGTH characters, like every key (issue 13 item 3)
  const cut = (field: string, value: string) => {
    if (value.length <= MAX_KEY_LENGTH) return value;
    report(field, `longer than ${MAX_KEY_LENGTH} characters, cut`);
    return limitKey(value);
  };
  id = cut("id", id);
  prefix = cut("prefix", prefix);
  let mainFile = text(source, "main_file", defaults.main_file, report);
  if (mainFile.length > MAX_KEY_LENGTH) {
    report("main_file", `longer than ${MAX_KEY_LENGTH} characters, default used`);
    mainFile = defaults.main_file;
  }

  let priority = defaults.priority;
  const rawPriority = source.priority;
  if (isFiniteNumber(rawPriority) && Number.isInteger(rawPriority)) priority = rawPriority;
  else if (typeof rawPriority === "string" && /^\s*[+-]?\d+\s*$/.test(rawPriority)) {
    priority = Number(rawPriority);
    report("priority", "text converted to a number");
  } else if (isFiniteNumber(rawPriority)) {
    priority = Math.trunc(rawPriority) + 0;
    report("priority", "not an integer, truncated");
  } else report("priority", rawPriority === undefined ? "missing, default used" : "invalid value, default used");

  const known = new Set(Object.keys(defaults).concat(["disable_vanilla", "dump_loc"]));
  const extras = Object.fromEntries(Object.entries(source).filter(([k, v]) => !known.has(k) && v !== undefined));

  const metadata: ModMetadata = {
    ...extras,
    id,
    name,
    author,
    description: text(source, "description", defaults.description, report),
    prefix,
    main_file: mainFile,
    version: text(source, "version", defaults.version, report),
    priority,
    badge_colour: text(source, "badge_colour", defaults.badge_colour, report),
    badge_text_colour: text(source, "badge_text_colour", defaults.badge_text_colour, report),
    display_name: text(source, "display_name", name, report),
    dependencies: list(source, "dependencies", defaults.dependencies, splitLines, report),
    conflicts: list(source, "conflicts", defaults.conflicts, splitLines, report),
    provides: list(source, "provides", defaults.provides, splitLines, report),
    gameImage: image(source, "gameImage", defaults.gameImage, report),
    iconImage: image(source, "iconImage", defaults.iconImage, report),
    hasUserUploadedIcon: flag(source, "hasUserUploadedIcon", report),
    hasUserUploadedGameIcon: flag(source, "hasUserUploadedGameIcon", report),
  };
  for (const field of ["disable_vanilla", "dump_loc"] as const) {
    if (typeof source[field] === "boolean") metadata[field] = source[field];
    else if (source[field] !== undefined) report(field, "invalid value removed");
  }
  return metadata;
}
