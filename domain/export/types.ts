import type { ArtCache } from "./images/artCache";
import type { PackedAtlas } from "./images/atlas";
import type { Raster } from "./images/raster";
import type { ObjectType } from "../model";

export type FileData = Uint8Array | string;

/** A block (or a whole rule) left out of the export, by item, rule and block (never dropped silently). */
export interface NotExportedBlock {
  itemType: ObjectType;
  itemName: string;
  itemKey: string;
  /** The item's id in the project (so the builder can open it). */
  itemId: string;
  /** 1-based position of the rule on its item. */
  ruleNumber: number;
  ruleId: string;
  trigger: string;
  /** The block at fault: a trigger, condition, effect, chance group, loop, or the rule itself. */
  block: { kind: "trigger" | "condition" | "effect" | "random" | "loop" | "rule"; id?: string; type?: string; param?: string };
  /** True when nothing of the rule reaches the game (its trigger or a condition failed, or no effect was left). */
  wholeRule: boolean;
  reason: string;
}

/** A problem that does not keep a block out (e.g. an undeclared variable that starts at 0). */
export type BlockWarning = Omit<NotExportedBlock, "wholeRule">;

export interface ExportReport {
  /** Paths inside the mod folder, in the order written. */
  filesWritten: string[];
  /** Every block left out, each on its item, rule and block. */
  notExported: NotExportedBlock[];
  /** Rules that export something (some of their blocks may be left out). */
  rulesExported: number;
  /** Rules of which nothing reaches the game. */
  rulesNotExported: number;
  /** Problems on blocks that still export. */
  blockWarnings: BlockWarning[];
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
  /** For each generated Lua file, the item, rule and block of each line (see lineMap.ts). */
  lineMap?: import("./lineMap").LineMap;
  /** Hash of the generated code; the manifest's debug_info carries it into crash logs. */
  fingerprint?: string;
  /**
   * A one-item export (ExportOptions.only) of an item that has a description: what each of its
   * #n# shows in the collection, in order; null where only a run knows it (descriptionValues.ts).
   */
  descriptionValues?: import("./descriptionValues").DescriptionValue[];
}

export interface ExportOptions {
  /** Date for the backup file name and its exportedAt; defaults to the project's timestamp. */
  date?: Date;
  /**
   * The date when the project has no timestamp (a fresh project nobody has changed yet), in place
   * of 1970: the caller's clock. Without it such a backup is dated 1970-01-01.
   */
  undatedProject?: Date;
  /**
   * Code only (the rule builder's live preview): no art is decoded or encoded (items keep their
   * atlas positions, as if all art decoded), no backup copy of the project is written.
   */
  codeOnly?: boolean;
  /**
   * The id of the one item whose code is written (the rule builder's live Lua of that item); every
   * other item still takes its key and atlas cell, so keys that name it resolve as in the whole
   * export and the item's code is the same as there.
   */
  only?: string;
  /**
   * Art packed by earlier exports (images/artCache.ts), for an exporter that exports again: an
   * atlas whose art is unchanged is taken from it, not decoded and encoded again. The caller ends
   * each export on it (endExport).
   */
  art?: ArtCache;
  /**
   * Art decoded ahead of the export (prepareArt.ts: the browser worker inflates it natively, which
   * only an asynchronous API can do there), by data URL. Each holds exactly what decoding that URL
   * gives, so the bytes do not change; art not in it is decoded as usual.
   */
  decoded?: ReadonlyMap<string, Raster>;
  /**
   * Atlases packed elsewhere for this very project (artElsewhere.ts: the browser's art worker), by
   * item type: taken as they are, neither packed nor looked up in `art`.
   */
  packed?: Partial<Record<ObjectType, PackedAtlas>>;
}
