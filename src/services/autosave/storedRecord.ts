// What to do with the record found in storage on first load (spec section 4): offer it in the
// restore dialog, or delete it silently when it lacks metadata or its jokers are not a list.
// Kept free of the project-file code so the first page load stays small (see restoreProject.ts).

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject => typeof value === "object" && value !== null && !Array.isArray(value);
const isTime = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value) && value > 0;

/** What the dialog shows about the stored project before the user decides. */
export interface RestoreOffer {
  /** When the snapshot was written (epoch ms), or null when the record does not say. */
  savedAt: number | null;
  name: string;
  jokers: number;
  /** Items of every other list together (consumables, sounds, ...). */
  otherItems: number;
}

export type StoredRecordCheck =
  | { kind: "none" }
  | { kind: "invalid"; reason: string }
  | { kind: "offer"; offer: RestoreOffer; project: JsonObject };

const OTHER_LISTS = ["sounds", "consumables", "customRarities", "consumableSets", "boosters", "enhancements", "seals", "editions", "vouchers", "decks"];

/**
 * Our record is {project, timestamp}; a bare project ({modMetadata, jokers, ..., timestamp}, the
 * original's auto-save shape) is accepted too.
 */
export function checkStoredRecord(record: unknown): StoredRecordCheck {
  if (record === undefined || record === null) return { kind: "none" };
  if (!isObject(record)) return { kind: "invalid", reason: "the stored record is not an object" };
  const project = isObject(record.project) ? record.project : "modMetadata" in record ? record : null;
  if (!project) return { kind: "invalid", reason: "the stored record holds no project" };
  const metadata = isObject(project.modMetadata) ? project.modMetadata : isObject(project.metadata) ? project.metadata : null;
  if (!metadata) return { kind: "invalid", reason: "the stored project has no metadata" };
  if (!Array.isArray(project.jokers)) return { kind: "invalid", reason: "the stored project's jokers are not a list" };
  const savedAt = isTime(record.timestamp) ? record.timestamp : isTime(project.timestamp) ? project.timestamp : null;
  const otherItems = OTHER_LISTS.reduce((sum, list) => sum + (Array.isArray(project[list]) ? (project[list] as unknown[]).length : 0), 0);
  return {
    kind: "offer",
    offer: { savedAt, name: typeof metadata.name === "string" ? metadata.name : "", jokers: project.jokers.length, otherItems },
    project,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The age badge: days with one decimal (spec section 9), e.g. '0.3 days old'. */
export function ageInDays(savedAt: number, now: number): string {
  const days = Math.max(0, now - savedAt) / DAY_MS;
  return `${days.toFixed(1)} days old`;
}
