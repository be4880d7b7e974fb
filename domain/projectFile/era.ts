// Which writer made a raw project (for the import report; the numbered migrations in migrations/
// decide what a file needs, by its schema number). The original's `version` was always "1.0.0", so its eras show
// only in which keys exist: early files key objects `jokerKey` and have no objectType/orderValue;
// later ones use `objectKey`; the auto-save record wraps the same lists with `modMetadata`.
import { isFiniteNumber, isPlainObject, type JsonObject } from "./plain";

export const SCHEMA_FIELD = "jokerForgeSchema";

export type ProjectEra = "jokerforge-schema" | "original-object-keys" | "original-legacy-keys" | "autosave";

const ALIASES = ["jokerKey", "consumableKey", "boosterKey", "enhancementKey", "sealKey", "editionKey", "voucherKey"];

export function detectEra(raw: JsonObject): ProjectEra {
  if (isFiniteNumber(raw[SCHEMA_FIELD])) return "jokerforge-schema";
  if (!("metadata" in raw) && "modMetadata" in raw) return "autosave";
  const entries = Object.values(raw).filter(Array.isArray).flat().filter(isPlainObject);
  const legacy = entries.some((entry) => ALIASES.some((alias) => alias in entry));
  return legacy ? "original-legacy-keys" : "original-object-keys";
}
