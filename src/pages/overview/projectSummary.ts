import type { Project, ProjectListName } from "../../../domain/model";

export interface SummaryRow {
  list: ProjectListName;
  label: string;
  count: number;
  /** The page where these entries are edited. */
  to: string;
}

// Every list of the project, with the page that edits it (rarities live on the jokers page's
// Rarities tab, consumable sets on the consumables page).
const ROWS: readonly { list: ProjectListName; label: string; to: string }[] = [
  { list: "jokers", label: "Jokers", to: "/jokers" },
  { list: "customRarities", label: "Rarities", to: "/jokers" },
  { list: "consumables", label: "Consumables", to: "/consumables" },
  { list: "consumableSets", label: "Consumable Sets", to: "/consumables" },
  { list: "boosters", label: "Booster Packs", to: "/boosters" },
  { list: "enhancements", label: "Enhancements", to: "/enhancements" },
  { list: "seals", label: "Seals", to: "/seals" },
  { list: "editions", label: "Editions", to: "/editions" },
  { list: "vouchers", label: "Vouchers", to: "/vouchers" },
  { list: "decks", label: "Decks", to: "/decks" },
  { list: "sounds", label: "Sounds", to: "/sounds" },
];

/** One row per project list with its current size. */
export function projectSummary(project: Pick<Project, ProjectListName>): SummaryRow[] {
  return ROWS.map((row) => ({ ...row, count: project[row.list]?.length ?? 0 }));
}

export function totalItems(rows: readonly SummaryRow[]): number {
  return rows.reduce((sum, row) => sum + row.count, 0);
}
