// What a first visit of a page runs is the entry (src/main.tsx) and the page's lazy chunk,
// with everything they import statically. The reducer and its checks (the command engine) must not
// be among them: they load with the code that edits (src/store/storeCore.ts says how).
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const top = fileURLToPath(new URL("../../..", import.meta.url));

/** Relative modules a file imports statically and at run time (type-only imports and import() left out). */
function staticImports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const found: string[] = [];
  for (const m of text.matchAll(/^\s*(import|export)\s+(type\s+)?([^;]*?)\s*from\s*["']([^"']+)["']|^\s*import\s*["']([^"']+)["']/gms)) {
    const spec = m[4] ?? m[5];
    if (m[2]) continue;
    const names = m[3] ?? "";
    const onlyTypes = /^\{[^}]*\}$/.test(names.trim()) && names.replace(/[{}\s]/g, "").split(",").filter(Boolean).every((n) => n.startsWith("type"));
    if (m[1] === "import" && onlyTypes) continue;
    if (spec.startsWith(".")) found.push(spec);
  }
  return found;
}

function resolve(from: string, spec: string): string {
  const base = join(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")]) {
    if (existsSync(candidate) && /\.(ts|tsx)$/.test(candidate)) return candidate;
  }
  return base;
}

function reachable(roots: string[]): Map<string, string> {
  const seen = new Map<string, string>(roots.map((r) => [r, "(root)"]));
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (!/\.(ts|tsx)$/.test(file)) continue;
    for (const spec of staticImports(file)) {
      const target = resolve(file, spec);
      if (seen.has(target)) continue;
      seen.set(target, relative(top, file));
      queue.push(target);
    }
  }
  return seen;
}

const ENGINE = ["src/store/commandEngine.ts", "src/store/projectStore.ts", "commands/reducer.ts", "commands/history.ts", "commands/entries.ts", "commands/rules.ts"];
const engineIn = (graph: Map<string, string>) => ENGINE.filter((f) => graph.has(join(top, f))).map((f) => `${f} (imported by ${graph.get(join(top, f))})`);

// A list page shows without the engine too: its first edit loads it (storeCore.ts, whenCommandsReady).
describe.each([
  { page: "the overview", entry: "src/pages/overview/OverviewPage.tsx", shows: ["src/store/storeCore.ts", "src/pages/overview/ModDetails.tsx"], without: [] },
  // The metadata page's checks (and the mod-list parser they use) stay with that page: reached
  // through the domain/validation barrel, they added 2.5 kB gzip to /jokers, over its 130 kB budget.
  // The editor and its tabs load on the first pointer, key or focus on the page (EditorEntry.tsx):
  // statically imported, they were 9.7 kB gzip of /jokers' 129.8.
  {
    page: "the jokers page", entry: "src/pages/jokers/JokersPage.tsx", shows: ["src/components/items/ItemPage.tsx", "src/components/items/itemCommands.ts"],
    without: ["domain/validation/metadata.ts", "domain/validation/modList.ts", "domain/validation/index.ts", "src/components/items/editor/ItemEditor.tsx", "src/components/items/editor/StandardFields.tsx", "src/components/items/editor/UnlockFields.tsx", "src/pages/jokers/jokerTabs.tsx", "src/pages/jokers/rarityTab.tsx"],
  },
])("first visit of $page", ({ entry, shows, without }) => {
  const graph = reachable([join(top, "src/main.tsx"), join(top, entry)]);

  it("reaches the page and what it shows with", () => {
    for (const file of shows) expect(graph.has(join(top, file)), file).toBe(true);
  });

  it("does not load the command engine or the reducer", () => {
    expect(engineIn(graph)).toEqual([]);
  });

  it("does not load another page's code", () => {
    expect(without.filter((f) => graph.has(join(top, f))).map((f) => `${f} (imported by ${graph.get(join(top, f))})`)).toEqual([]);
  });
});

// Every item page's editor and its tabs load on the first pointer, key or focus on the page
// (src/components/items/editor/EditorEntry.tsx), not with the page.
describe.each([
  { page: "src/pages/consumables/ConsumablesPage.tsx", tabs: ["src/pages/consumables/consumableTabs.tsx", "src/pages/consumables/consumableSetTabs.tsx"] },
  { page: "src/pages/boosters/BoostersPage.tsx", tabs: ["src/pages/boosters/boosterTabs.tsx", "src/pages/boosters/boosterRulesView.tsx", "src/pages/boosters/CardRulesTable.tsx"] },
  { page: "src/pages/enhancements/EnhancementsPage.tsx", tabs: ["src/pages/enhancements/enhancementTabs.tsx"] },
  { page: "src/pages/seals/SealsPage.tsx", tabs: ["src/pages/seals/sealTabs.tsx"] },
  { page: "src/pages/editions/EditionsPage.tsx", tabs: ["src/pages/editions/editionTabs.tsx"] },
  { page: "src/pages/vouchers/VouchersPage.tsx", tabs: ["src/pages/vouchers/voucherTabs.tsx"] },
  { page: "src/pages/decks/DecksPage.tsx", tabs: ["src/pages/decks/deckTabs.tsx"] },
])("first visit of $page", ({ page, tabs }) => {
  const graph = reachable([join(top, "src/main.tsx"), join(top, page)]);
  const editor = ["src/components/items/editor/ItemEditor.tsx", "src/components/items/editor/StandardFields.tsx", ...tabs];

  it("shows the item grid without the editor's code", () => {
    expect(graph.has(join(top, "src/components/items/ItemPage.tsx"))).toBe(true);
    for (const tab of tabs) expect(existsSync(join(top, tab)), tab).toBe(true);
    expect(editor.filter((f) => graph.has(join(top, f))).map((f) => `${f} (imported by ${graph.get(join(top, f))})`)).toEqual([]);
  });
});
