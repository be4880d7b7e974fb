import type { ObjectType } from "../model";

export type FileData = Uint8Array | string;

/** A rule that was not exported, by item and rule (never dropped silently). */
export interface NotExportedRule {
  itemType: ObjectType;
  itemName: string;
  itemKey: string;
  /** 1-based position of the rule on its item. */
  ruleNumber: number;
  ruleId: string;
  trigger: string;
  reason: string;
}

export interface ExportReport {
  /** Paths inside the mod folder, in the order written. */
  filesWritten: string[];
  notExported: NotExportedRule[];
  /** How many rules were exported (with notExported: every rule of the project). */
  rulesExported: number;
  /** Things the exporter changed or filled in so the mod loads (renamed keys, placeholder art...). */
  warnings: string[];
  /** Counts of exported objects per Steamodded class, for the summary. */
  counts: Record<string, number>;
}

export interface ExportResult {
  /** The mod folder name (the mod id): the zip holds `<folder>/...`. */
  folder: string;
  /** Paths relative to the mod folder, in a fixed order. */
  files: Map<string, FileData>;
  report: ExportReport;
}

export interface ExportOptions {
  /** Date for the backup file name and its exportedAt; defaults to the project's timestamp. */
  date?: Date;
}
