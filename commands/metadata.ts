// Commands on the mod's metadata: renaming the mod (its id, prefix and display name follow as the
// spec says) and changing other fields. A new prefix changes every key the game knows the mod's
// objects by, so every reference spelled with the old prefix follows it in the same step.
import { produce, type Draft } from "immer";
import {
  followPrefix, identityFromName, nameChange, ownersPhrase, poolsUnderPrefix, type ModMetadata, type Project,
} from "../domain/model";
import { strictFieldProblem, type FieldRules } from "../domain/projectFile/fields";
import { applyFollows, writeAt } from "./cascade";
import type { KnownFields } from "./entries";
import { hasOwn, isRecord, quoted, type CommandFamily, type Rec } from "./family";
import { jsonProblem } from "./jsonValues";
import type { CommandMeta } from "./meta";

/** What a metadata edit may change; the name has its own command (its identity follows). */
export type MetadataChanges = { [K in keyof Omit<KnownFields<ModMetadata>, "name">]?: ModMetadata[K] | undefined };

/** Changed some metadata fields; `unset` (or `undefined`) removes an optional flag. */
export interface EditMetadata { type: "metadata/edit"; changes: MetadataChanges; unset?: (keyof MetadataChanges & string)[] }
/**
 * Renamed the mod. `identity` says when the id, prefix and display name are made again from the
 * name (spec section 4): "always" (the overview), or "unless-default" (the metadata screen: not
 * when the name becomes the default one).
 */
export interface RenameMod { type: "metadata/rename"; name: string; identity: "always" | "unless-default" }

export type MetadataCommand = CommandMeta & (EditMetadata | RenameMod);

const text = { kind: "string" } as const;
const list = { kind: "stringList" } as const;
const flag = { kind: "boolean" } as const;

/** The fields the metadata holds and what each must be (spec section 3, "Mod metadata"). */
export const METADATA_FIELDS: FieldRules = {
  id: text, author: list, description: text, prefix: text, main_file: text, version: text,
  priority: { kind: "number", integer: true }, badge_colour: text, badge_text_colour: text, display_name: text,
  dependencies: list, conflicts: list, provides: list,
  gameImage: { kind: "string", media: "image" }, iconImage: { kind: "string", media: "image" },
  hasUserUploadedIcon: flag, hasUserUploadedGameIcon: flag, disable_vanilla: flag, dump_loc: flag,
};

/** Optional fields an edit may remove. */
const REMOVABLE = new Set(["disable_vanilla", "dump_loc"]);

function check(command: MetadataCommand, project: Project): string | null {
  const c = command as unknown as Rec;
  const payload = jsonProblem(c, "command");
  if (payload) return payload;
  if (!isRecord(project.modMetadata)) return "the project has no metadata";
  if (command.type === "metadata/rename") {
    if (typeof c.name !== "string") return "name is not text";
    return c.identity === "always" || c.identity === "unless-default" ? null : 'identity is not "always" or "unless-default"';
  }
  if (!isRecord(c.changes)) return "changes is not an object";
  for (const [field, value] of Object.entries(c.changes)) {
    if (!hasOwn(METADATA_FIELDS, field)) return `changes.${field} is not a metadata field an edit changes`;
    if (value === undefined) {
      if (!REMOVABLE.has(field)) return `changes.${field} cannot be removed`;
      continue;
    }
    const problem = strictFieldProblem(METADATA_FIELDS[field], value);
    if (problem) return `changes.${field} ${problem}`;
  }
  const unset = c.unset ?? [];
  if (!Array.isArray(unset) || !unset.every((k) => typeof k === "string" && REMOVABLE.has(k))) return "unset names a field that cannot be removed";
  return null;
}

/** Writes a new prefix and makes every reference spelled with the old one follow. */
function setPrefix(draft: Draft<Project>, base: Project, prefix: string): void {
  if (prefix === base.modMetadata.prefix) return;
  applyFollows(draft, followPrefix(base, prefix));
  for (const { path, value } of poolsUnderPrefix(base, prefix)) writeAt(draft, path, value);
  draft.modMetadata.prefix = prefix;
}

/** The metadata fields a command sets (before the prefix, which `setPrefix` handles). */
function changesOf(command: MetadataCommand, metadata: ModMetadata): Partial<ModMetadata> {
  if (command.type === "metadata/edit") return command.changes as Partial<ModMetadata>;
  return command.identity === "always" ? { name: command.name, ...identityFromName(command.name) } : nameChange(command.name, metadata.name);
}

function reduce(project: Project, command: MetadataCommand): Project {
  return produce(project, (draft) => {
    const changes = changesOf(command, project.modMetadata) as Rec;
    const target = draft.modMetadata as Rec;
    for (const [field, value] of Object.entries(changes)) {
      if (field === "prefix") continue;
      if (value === undefined) delete target[field];
      else if (target[field] !== value) target[field] = value;
    }
    if (command.type === "metadata/edit") for (const field of command.unset ?? []) if (!hasOwn(changes, field)) delete target[field];
    if (typeof changes.prefix === "string") setPrefix(draft, project, changes.prefix);
  });
}

function prefixNote(before: Project, after: Project): string {
  if (before.modMetadata.prefix === after.modMetadata.prefix) return "";
  const refs = followPrefix(before, after.modMetadata.prefix).map((f) => f.reference);
  return refs.length > 0 ? `; ${ownersPhrase(refs)} follow the prefix ${after.modMetadata.prefix}` : `; prefix ${after.modMetadata.prefix}`;
}

function describe(command: MetadataCommand, before: Project, after: Project): string {
  if (command.type === "metadata/rename") {
    const identity = before.modMetadata.id !== after.modMetadata.id || before.modMetadata.prefix !== after.modMetadata.prefix;
    const note = identity ? ` (id ${after.modMetadata.id}${prefixNote(before, after)})` : "";
    return `renamed the mod ${quoted(before.modMetadata.name)} to ${quoted(command.name)}${note}`;
  }
  const fields = [...new Set([...Object.keys(command.changes), ...(command.unset ?? [])])];
  const note = prefixNote(before, after);
  return `changed the mod's ${fields.join(", ") || "nothing"}${note ? ` (${note.slice(2)})` : ""}`;
}

export const metadataCommands: CommandFamily<MetadataCommand> = {
  types: ["metadata/edit", "metadata/rename"],
  check,
  reduce,
  describe,
};
