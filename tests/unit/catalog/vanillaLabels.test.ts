// The pickers' and summaries' names of the game's items are the game's: every vanilla key of the
// facts reads as its name, whether the names table holds it or the key's words already are it.
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { labelOfKey, VANILLA_OPTIONS } from "../../../domain/catalog/options";
import { VANILLA_LABELS } from "../../../domain/catalog/vanillaLabels";
import { keyWords } from "../../../domain/catalog/words";

const facts = (file: string): { key: string; name: string }[] => {
  const data = JSON.parse(readFileSync(fileURLToPath(new URL(`../../../domain/vanilla/facts/${file}.json`, import.meta.url)), "utf8")) as unknown;
  const list = (Array.isArray(data) ? data : Object.values(data as object)) as { key?: unknown; name?: unknown }[];
  return list.filter((e) => typeof e?.key === "string" && typeof e?.name === "string") as { key: string; name: string }[];
};
const FILES = ["jokers", "consumables", "vouchers", "tags", "blinds", "decks", "boosters", "enhancements", "editions"];

describe("vanilla labels", () => {
  it("every vanilla key reads as the game's name", () => {
    const all = FILES.flatMap(facts);
    expect(all.length).toBeGreaterThan(300);
    for (const { key, name } of all) expect(labelOfKey(key), key).toBe(name);
  });

  it("the table holds only names the key's words do not already give, each a key of the facts", () => {
    const keys = new Set(FILES.flatMap(facts).map((f) => f.key));
    for (const [key, name] of Object.entries(VANILLA_LABELS)) {
      expect(keys.has(key), key).toBe(true);
      expect(keyWords(key), key).not.toBe(name);
    }
  });

  it("the pickers offer the game's names", () => {
    const jokers = new Map(VANILLA_OPTIONS.jokers.map((o) => [o.value, o.label]));
    expect([jokers.get("j_ring_master"), jokers.get("j_caino"), jokers.get("j_jolly"), jokers.get("j_dna")]).toEqual(["Showman", "Canio", "Jolly Joker", "DNA"]);
  });
});
