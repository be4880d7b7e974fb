// `npm run cli -- vanilla --json | --verify`: the counts in the shape, one line per item
// with its verdict and the count verified, exit 1 when an item differs, and bad arguments fail.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it, vi } from "vitest";
import { runVanilla } from "../../../src/cli/vanilla";

const repo = fileURLToPath(new URL("../../..", import.meta.url));
const cli = (...args: string[]) => spawnSync("npx", ["tsx", "src/cli/main.ts", "vanilla", ...args], { cwd: repo, encoding: "utf8" });

function captured(): { out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(console, "log").mockImplementation((...a: unknown[]) => { out.push(a.join(" ")); });
  vi.spyOn(console, "error").mockImplementation((...a: unknown[]) => { err.push(a.join(" ")); });
  return { out, err };
}

afterEach(() => { vi.restoreAllMocks(); });

describe("cli vanilla", () => {
  it("prints the counts of every section as JSON", () => {
    const run = cli("--json");
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({ jokers: 150, consumables: 52, boosters: 32, enhancements: 8, seals: 4, editions: 4, vouchers: 32, decks: 15 });
  });

  it("verifies the chosen items: one line each, then the count verified", async () => {
    const { out } = captured();
    expect(await runVanilla(["--verify", "--only", "j_joker"])).toBe(0);
    expect(out).toEqual(["ok  j_joker (Joker)", "1 of 1 verified (jokers 1/1)"]);
  }, 60_000);

  it("refuses what it does not know", async () => {
    const { err } = captured();
    expect(await runVanilla(["--verify", "--section", "cards"])).toBe(2);
    expect(await runVanilla([])).toBe(2);
    expect(err.join("\n")).toContain("Usage: npm run cli -- vanilla");
  });
});

describe("vanilla verdicts", () => {
  it("says what differs when a copy does not do what the game does", async () => {
    const { vanillaItems } = await import("../../../domain/vanilla/items");
    const { verifyItems } = await import("../../../src/cli/vanilla");
    const joker = vanillaItems().jokers.find((v) => v.gameKey === "j_joker")!;
    const wrong = { ...joker, behaviour: { ...joker.behaviour!, checks: [{ name: "Pair of 5s", steps: [{ play: ["H_5", "S_5"] }], expect: { score: 999 } }] } };
    const unchecked = { ...joker, gameKey: "j_other", behaviour: undefined };
    const [verdict, none] = verifyItems([wrong, unchecked]);
    expect(verdict).toMatchObject({ key: "j_joker", status: "differs", details: ["Pair of 5s: score: expected 999, got 120"] });
    expect(none).toMatchObject({ key: "j_other", status: "unchecked", details: ["no behaviour yet"] });
  }, 60_000);
});
