// `npm run cli -- catalog [--json]`: prints the rule catalog (triggers, conditions, effects and
// game variables) with their labels and the item types they apply to. The JSON form is
// `catalogListing()` as it is; the text form adds the counts per item type.
import { catalogListing, type CatalogListing } from "../../domain/catalog/registry";
import { RULE_OBJECT_TYPES } from "../../domain/catalog/types";
import { registerCommand } from "./registry";

const USAGE = "[--json]  list the rule catalog: triggers, conditions, effects and game variables";

type Row = { id: string; label: string; category: string; objectTypes: string[] };

function table(title: string, rows: readonly Row[]): string[] {
  const idWidth = Math.max(0, ...rows.map((r) => r.id.length));
  const labelWidth = Math.max(0, ...rows.map((r) => r.label.length));
  return [
    `${title} (${rows.length})`,
    ...rows.map((r) => `  ${r.id.padEnd(idWidth)}  ${r.label.padEnd(labelWidth)}  [${r.category}]  ${r.objectTypes.join(", ")}`),
    "",
  ];
}

/** The text form: one table per kind, then how many of each apply to every item type. */
export function catalogText(listing: CatalogListing): string {
  const lines = [
    ...table("Triggers", listing.triggers),
    ...table("Conditions", listing.conditions),
    ...table("Effects", listing.effects),
  ];
  const idWidth = Math.max(0, ...listing.gameVariables.map((g) => g.id.length));
  lines.push(`Game variables (${listing.gameVariables.length})`, ...listing.gameVariables.map((g) => `  ${g.id.padEnd(idWidth)}  ${g.label}`), "");
  lines.push("Per item type: triggers / conditions / effects");
  for (const type of RULE_OBJECT_TYPES) {
    const count = (rows: readonly Row[]) => rows.filter((r) => r.objectTypes.includes(type)).length;
    lines.push(`  ${type.padEnd(11)} ${count(listing.triggers)} / ${count(listing.conditions)} / ${count(listing.effects)}`);
  }
  return lines.join("\n");
}

export async function runCatalog(args: string[]): Promise<number> {
  let json = false;
  for (const arg of args) {
    if (arg === "--json") json = true;
    else {
      console.error(`catalog: unexpected argument ${arg}\nUsage: npm run cli -- catalog [--json]`);
      return 2;
    }
  }
  const listing = catalogListing();
  console.log(json ? JSON.stringify(listing, null, 2) : catalogText(listing));
  return 0;
}

registerCommand("catalog", USAGE, runCatalog);
