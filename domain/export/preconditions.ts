// What must hold before anything is generated: the spec's export preconditions (domain/validation)
// plus the metadata rules without which Steamodded would reject or crash on the mod
// (smods.md section 1): a valid id and prefix, a main file path. A bad version is only a warning
// (spec section 5): buildManifest writes one Steamodded accepts and the report says so.
import { KNOWN_MOD_IDS, LOADER_MOD_IDS, MAX_KEY_LENGTH, prefixRefusal, type Project } from "../model";
import { checkExportPreconditions, mainFileTaken } from "../validation";
import { EXPORT_MESSAGES, ExportError } from "./errors";

const IDENT = /^[A-Za-z][A-Za-z0-9_]*$/;
const RESERVED_IDS = new Set([...LOADER_MOD_IDS, ...KNOWN_MOD_IDS]);
/** A relative path of plain segments ending in .lua: no `..`, no absolute path, no odd characters. */
const MAIN_FILE = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*\.lua$/;

function blank(value: unknown): boolean {
  return typeof value !== "string" || value.trim() === "";
}

export function assertExportable(project: Project): void {
  const meta = project.modMetadata;
  if (!meta) throw new ExportError(EXPORT_MESSAGES.metadata, "The project has no mod metadata.");
  const pre = checkExportPreconditions(project);
  if (!pre.ok) throw new ExportError(pre.message);
  const problems: string[] = [];
  if (blank(meta.id) || !IDENT.test(meta.id)) problems.push("the mod id must start with a letter and hold only letters, digits and underscores");
  else if (RESERVED_IDS.has(meta.id.toLowerCase())) problems.push(`the mod id cannot be '${meta.id}'`);
  if (blank(meta.prefix) || !IDENT.test(meta.prefix)) problems.push("the prefix must start with a letter and hold only letters, digits and underscores");
  else {
    const refusal = prefixRefusal(meta.prefix);
    if (refusal) problems.push(`the prefix cannot be '${meta.prefix}': ${refusal}`);
  }
  if (blank(meta.description)) problems.push("the description is empty");
  if (blank(meta.main_file) || !MAIN_FILE.test(meta.main_file)) problems.push("the main file must be a relative path ending in .lua");
  else if (mainFileTaken(meta.main_file)) problems.push("the main file cannot be config.lua or sit in items/ or localization/ (the export writes its own files there)");
  for (const [what, value] of [["mod id", meta.id], ["prefix", meta.prefix], ["main file", meta.main_file]] as const) {
    if (typeof value === "string" && value.length > MAX_KEY_LENGTH) problems.push(`the ${what} must be ${MAX_KEY_LENGTH} characters or less (it names files and keys)`);
  }
  if (problems.length > 0) throw new ExportError(EXPORT_MESSAGES.metadata, `Invalid metadata: ${problems.join("; ")}.`);
}
