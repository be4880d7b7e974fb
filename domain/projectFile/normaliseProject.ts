// A raw project (file or auto-save record) turned into a valid Project: copied defensively,
// migrated and repaired field by field. Never throws and never mutates its input.
import { emptyProject } from "../model/defaults";
import { LIST_OF_TYPE, type Project } from "../model/project";
import type { Deck, Booster, Consumable, Edition, Enhancement, Joker, Seal, Voucher } from "../model/items";
import { NormaliseContext, type Problem, type UnknownRuleKind } from "./context";
import { detectEra, SCHEMA_FIELD, type ProjectEra } from "./era";
import { CURRENT_SCHEMA, migrate } from "./migrations";
import { cloneJson, sanitiseParsedJson } from "./jsonGuard";
import { normaliseMetadata } from "./normaliseMetadata";
import { normaliseConsumableSets, normaliseItemList, normaliseRarities, normaliseSounds } from "./normaliseItems";
import { isFiniteNumber, isPlainObject } from "./plain";

export interface NormaliseResult {
  project: Project;
  /** One line per kind of repair or migration made. */
  repairs: string[];
  /** What had to be dropped (an import refuses a file that has any). */
  problems: Problem[];
  unknownRuleKinds: UnknownRuleKind[];
  era: ProjectEra | "unknown";
  /** Our schema version the file declared, if any. */
  schema?: number;
  /** Set when the file's schema is newer than this app's: some of it may not be understood. */
  newerSchema?: { file: number; app: number };
}

const TOP_LEVEL_KEYS = new Set([
  "metadata", "jokers", "sounds", "consumables", "customRarities", "consumableSets", "boosters",
  "enhancements", "seals", "editions", "vouchers", "decks", "version", "exportedAt", "timestamp", SCHEMA_FIELD,
  // Where an auto-save record (a Project) holds what the file it came from had beyond ours.
  "fileExtras", "newerSchema",
]);

/**
 * Top-level fields this app does not know, kept to be written back on Save (a newer Joker Forge
 * may have put them there). An auto-save record carries them under `fileExtras`.
 */
function extrasOf(raw: Record<string, unknown>, ctx: NormaliseContext): Record<string, unknown> | undefined {
  const extras: Record<string, unknown> = isPlainObject(raw.fileExtras) ? { ...raw.fileExtras } : {};
  for (const key of Object.keys(raw)) {
    if (TOP_LEVEL_KEYS.has(key) || raw[key] === undefined) continue;
    extras[key] = raw[key];
    ctx.repair(`${key}: unknown top-level field kept`);
  }
  for (const key of Object.keys(extras)) if (TOP_LEVEL_KEYS.has(key)) delete extras[key];
  return Object.keys(extras).length > 0 ? extras : undefined;
}

function timestampOf(raw: Record<string, unknown>): number {
  if (isFiniteNumber(raw.timestamp)) return raw.timestamp;
  if (typeof raw.exportedAt === "string") {
    const parsed = Date.parse(raw.exportedAt);
    if (Number.isFinite(parsed)) return parsed;
  }
  return 0;
}

/**
 * `owned`: the input was just made by JSON.parse and nothing else holds it (an import), so it is
 * checked and fixed in place; anything else (a restored auto-save) is copied first.
 */
export function normaliseDetailed(input: unknown, options: { owned?: boolean } = {}): NormaliseResult {
  const ctx = new NormaliseContext();
  const raw = options.owned ? sanitiseParsedJson(input, ctx) : cloneJson(input, ctx);
  if (!isPlainObject(raw)) {
    ctx.problem([], Array.isArray(raw) ? "is a list, not a project object" : "is not a project object");
    return { project: emptyProject(), repairs: ctx.repairs(), problems: ctx.problems, unknownRuleKinds: [], era: "unknown" };
  }
  const era = detectEra(raw);
  const schema = isFiniteNumber(raw[SCHEMA_FIELD]) ? raw[SCHEMA_FIELD] : undefined;
  const recorded = isFiniteNumber(raw.newerSchema) && raw.newerSchema > CURRENT_SCHEMA ? raw.newerSchema : undefined;
  const at = migrate(raw, schema ?? 0, (line) => ctx.repair(line));
  const newer = recorded ?? (at > CURRENT_SCHEMA ? at : undefined);

  if (!isPlainObject(raw.metadata)) ctx.problem(["metadata"], raw.metadata === undefined ? "missing (not a Joker Forge project)" : "must be an object");
  const fileExtras = extrasOf(raw, ctx);

  const project: Project = {
    modMetadata: normaliseMetadata(raw.metadata, ctx, "metadata"),
    jokers: normaliseItemList(raw.jokers, LIST_OF_TYPE.joker, "joker", ctx) as Joker[],
    sounds: normaliseSounds(raw.sounds, ctx),
    consumables: normaliseItemList(raw.consumables, LIST_OF_TYPE.consumable, "consumable", ctx) as Consumable[],
    customRarities: normaliseRarities(raw.customRarities, ctx),
    consumableSets: normaliseConsumableSets(raw.consumableSets, ctx),
    boosters: normaliseItemList(raw.boosters, LIST_OF_TYPE.booster, "booster", ctx) as Booster[],
    enhancements: normaliseItemList(raw.enhancements, LIST_OF_TYPE.enhancement, "enhancement", ctx) as Enhancement[],
    seals: normaliseItemList(raw.seals, LIST_OF_TYPE.seal, "seal", ctx) as Seal[],
    editions: normaliseItemList(raw.editions, LIST_OF_TYPE.edition, "edition", ctx) as Edition[],
    vouchers: normaliseItemList(raw.vouchers, LIST_OF_TYPE.voucher, "voucher", ctx) as Voucher[],
    decks: normaliseItemList(raw.decks, LIST_OF_TYPE.deck, "deck", ctx) as Deck[],
    timestamp: timestampOf(raw),
  };
  if (fileExtras) project.fileExtras = fileExtras;
  if (newer !== undefined) project.newerSchema = newer;
  return {
    project, repairs: ctx.repairs(), problems: ctx.problems, unknownRuleKinds: ctx.unknownRuleKinds(), era, schema,
    ...(newer !== undefined ? { newerSchema: { file: newer, app: CURRENT_SCHEMA } } : {}),
  };
}

/**
 * Any raw project (a parsed .jokerforge file, or the auto-save record {modMetadata, ..., timestamp})
 * as a valid Project. Whatever could not be kept is listed in `dropped`; a caller restoring an
 * auto-save can treat a non-empty `dropped` as corrupt data.
 */
export function normaliseProject(raw: unknown): { project: Project; repairs: string[]; dropped: string[]; unknownRuleKinds: UnknownRuleKind[] } {
  const result = normaliseDetailed(raw);
  return {
    project: result.project,
    repairs: result.repairs,
    dropped: result.problems.map((p) => `${p.path}: ${p.message}`),
    unknownRuleKinds: result.unknownRuleKinds,
  };
}
