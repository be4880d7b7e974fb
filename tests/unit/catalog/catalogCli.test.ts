// `npm run cli -- catalog [--json]`: the JSON is exactly catalogListing() in the shape,
// the text lists every entry with its label and item types, and bad arguments fail.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it, vi } from "vitest";
import { catalogListing } from "../../../domain/catalog/registry";
import { catalogText, runCatalog } from "../../../src/cli/catalog";

const repo = fileURLToPath(new URL("../../..", import.meta.url));
const cli = (...args: string[]) => spawnSync("npx", ["tsx", "src/cli/main.ts", "catalog", ...args], { cwd: repo, encoding: "utf8" });

describe("cli catalog", () => {
  it("prints the catalog as JSON: triggers, conditions, effects and game variables in the issue's shape", () => {
    const run = cli("--json");
    expect(run.status, run.stderr).toBe(0);
    const json = JSON.parse(run.stdout) as Record<string, Record<string, unknown>[]>;
    expect(Object.keys(json)).toEqual(["triggers", "conditions", "effects", "gameVariables"]);
    expect(json).toEqual(JSON.parse(JSON.stringify(catalogListing())));
    for (const t of json.triggers) expect(Object.keys(t)).toEqual(["id", "label", "category", "objectTypes"]);
    for (const c of [...json.conditions, ...json.effects]) expect(Object.keys(c)).toEqual(["id", "label", "category", "objectTypes", "triggers"]);
    for (const g of json.gameVariables) expect(Object.keys(g)).toEqual(["id", "label"]);
    const playerMoney = json.conditions.find((c) => c.id === "player_money");
    expect(playerMoney?.objectTypes).toEqual(["joker", "consumable", "enhancement", "seal", "edition", "voucher", "deck"]);
    expect(playerMoney?.triggers).toContain("card_used");
    expect(json.gameVariables.find((g) => g.id === "current_ante")).toEqual({ id: "current_ante", label: "Current Ante" });
  });

  it("prints every entry with its label and item types as text, and the counts per item type", () => {
    const listing = catalogListing();
    const text = catalogText(listing);
    expect(text).toContain(`Triggers (${listing.triggers.length})`);
    expect(text).toContain(`Conditions (${listing.conditions.length})`);
    expect(text).toContain(`Effects (${listing.effects.length})`);
    expect(text).toContain(`Game variables (${listing.gameVariables.length})`);
    expect(text).toMatch(/\n {2}player_money +Player Money +\[Player Resources\] +joker, consumable, enhancement, seal, edition, voucher, deck\n/);
    expect(text).toMatch(/\n {2}card_used +When Used +\[Usage\] +consumable, voucher, deck\n/);
    const jokerTriggers = listing.triggers.filter((t) => t.objectTypes.includes("joker")).length;
    const jokerConditions = listing.conditions.filter((c) => c.objectTypes.includes("joker")).length;
    expect(text).toContain(`  joker       ${jokerTriggers} / ${jokerConditions} /`);
  });

  it("refuses unknown arguments", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect(await runCatalog(["--yaml"])).toBe(2);
      expect(String(error.mock.calls[0]?.[0])).toContain("Usage: npm run cli -- catalog [--json]");
    } finally {
      error.mockRestore();
    }
  });
});
