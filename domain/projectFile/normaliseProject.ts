// A raw project (file or auto-save record) turned into a valid Project: copied defensively,
// migrated and repaired field by field. Never throws and never mutates its input.
import { emptyProject } from "../model/defaults";
import { LIST_OF_TYPE, type Project } from "../model/project";
import type { Deck, Booster, Consumable, Edition, Enhancement, Joker, Seal, Voucher } from "../model/items";
import { NormaliseContext, type Problem, type UnknownRuleKind } from "./context";
import { CURRENT_SCHEMA, detectEra, SCHEMA_FIELD, type ProjectEra } from "./era";
import { cloneJson } from "./jsonGuard";
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
}

const TOP_LEVEL_KEYS = new Set([
  "metadata", "modMetadata", "jokers", "sounds", "consumables", "customRarities", "consumableSets", "boosters",
  "enhancements", "seals", "editions", "vouchers", "decks", "version", "exportedAt", "timestamp", SCHEMA_FIELD,
]);

function timestampOf(raw: Record<string, unknown>): number {
  if (isFiniteNumber(raw.timestamp)) return raw.timestamp;
  if (typeof raw.exportedAt === "string") {
    const parsed = Date.parse(raw.exportedAt);
    if (Number.isFinite(parsed)) return parsed;
  }
  return 0;
}

export function normaliseDetailed(input: unknown): NormaliseResult {
  const ctx = new NormaliseContext();
  const raw = cloneJson(input, ctx);
  if (!isPlainObject(raw)) {
    ctx.problem([], Array.isArray(raw) ? "is a list, not a project object" : "is not a project object");
    return { project: emptyProject(), repairs: ctx.repairs(), problems: ctx.problems, unknownRuleKinds: [], era: "unknown" };
  }
  const era = detectEra(raw);
  const schema = isFiniteNumber(raw[SCHEMA_FIELD]) ? raw[SCHEMA_FIELD] : undefined;
  if (schema !== undefined && schema > CURRENT_SCHEMA) ctx.repair(`${SCHEMA_FIELD}: file from a newer Joker Forge (schema ${schema}); read as schema ${CURRENT_SCHEMA}, unknown fields kept`);

  const metadataKey = era === "autosave" ? "modMetadata" : "metadata";
  if (!isPlainObject(raw[metadataKey])) ctx.problem([metadataKey], raw[metadataKey] === undefined ? "missing (not a Joker Forge project)" : "must be an object");
  for (const key of Object.keys(raw)) if (!TOP_LEVEL_KEYS.has(key)) ctx.repair(`${key}: unknown top-level field ignored`);

  const project: Project = {
    modMetadata: normaliseMetadata(raw[metadataKey], ctx, metadataKey),
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
  return { project, repairs: ctx.repairs(), problems: ctx.problems, unknownRuleKinds: ctx.unknownRuleKinds(), era, schema };
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
