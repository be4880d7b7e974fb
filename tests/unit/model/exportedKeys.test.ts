// Issue 13 items 12 and 3: one function gives the key a card shows, its copy button copies and the
// exporter writes; keys never exceed MAX_KEY_LENGTH (64), also after being made unique.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { exportMod } from "../../../domain/export";
import { ExportEnv } from "../../../domain/export/env";
import {
  bumpKey, createConsumableSet, createItem, createRarity, createSound, emptyProject, exportedKey, keyFromName, LIST_OF_TYPE,
  MAX_KEY_LENGTH, OBJECT_TYPES, safeKey, uniqueKey, type Project,
} from "../../../domain/model";

const AUDIO = `data:audio/ogg;base64,${Buffer.from("OggS fake audio").toString("base64")}`;

describe("exportedKey: the key shown is the key exported", () => {
  it("is the code-safe key with the class and mod prefix, as the issue's examples show", () => {
    const energy = createItem("consumable", { id: "c", name: "Energy", objectKey: "Energy" });
    const slot = createItem("booster", { id: "b", name: "Slot Machine Win", objectKey: "Slot Machine Win" });
    expect(exportedKey("consumable", "mycustom", [energy], energy)).toBe("c_mycustom_energy");
    expect(exportedKey("booster", "mycustom", [slot], slot)).toBe("p_mycustom_slot_machine_win");
  });

  it("depends on the list: spellings that meet after being made safe are made unique in game order", () => {
    const a = createItem("joker", { id: "a", name: "A", objectKey: "Lucky Cat", orderValue: 2 });
    const b = createItem("joker", { id: "b", name: "B", objectKey: "lucky_cat", orderValue: 1 });
    expect(exportedKey("joker", "m", [a, b], b)).toBe("j_m_lucky_cat");
    expect(exportedKey("joker", "m", [a, b], a)).toBe("j_m_lucky_cat2");
  });

  it("keys an entry not yet in the list as if it were added", () => {
    const a = createItem("joker", { id: "a", name: "A", objectKey: "x" });
    const draft = createItem("joker", { id: "new", name: "B", objectKey: "x" });
    expect(exportedKey("joker", "m", [a], draft)).toBe("j_m_x2");
  });

  it("equals the exporter's key for every entry of random projects, and the export writes it", () => {
    const spelling = fc.oneof(
      fc.constantFrom("Lucky Cat", "lucky_cat", "LUCKY CAT", "j_mod_lucky_cat", "mod_lucky_cat", "", "   ", "日本", "a".repeat(70), `${"b".repeat(63)}_c`),
      fc.string({ maxLength: 12 }),
      fc.string({ minLength: 60, maxLength: 200, unit: fc.constantFrom("a", "_", " ", "1", "Z") }),
    );
    fc.assert(fc.property(fc.array(spelling, { minLength: 1, maxLength: 8 }), fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 8, maxLength: 8 }), (keys, orders) => {
      const project: Project = emptyProject(Date.UTC(2026, 0, 1));
      project.modMetadata.prefix = "mod";
      project.jokers = keys.map((k, i) => createItem("joker", { id: `j${i}`, name: `Joker ${i}`, objectKey: k, orderValue: orders[i] }));
      project.consumables = keys.map((k, i) => createItem("consumable", { id: `c${i}`, name: `Card ${i}`, objectKey: k }));
      project.customRarities = keys.map((k, i) => createRarity({ id: `r${i}`, key: k, name: `R${i}` }));
      project.consumableSets = keys.map((k, i) => createConsumableSet({ id: `s${i}`, key: k, name: `S${i}` }));
      project.sounds = keys.map((k, i) => createSound({ id: `snd${i}`, key: k, soundString: i % 2 ? AUDIO : "" }));
      const env = new ExportEnv(project);
      for (const type of OBJECT_TYPES) {
        const list = project[LIST_OF_TYPE[type]] as { id: string }[];
        for (const entry of env.spaces[type].entries) expect(exportedKey(type, "mod", list as never, entry.item as never)).toBe(entry.fullKey);
      }
      for (const entry of env.rarities.entries) expect(exportedKey("rarity", "mod", project.customRarities, entry.item)).toBe(entry.fullKey);
      for (const entry of env.sets.entries) expect(exportedKey("set", "mod", project.consumableSets, entry.item)).toBe(entry.fullKey);
      for (const entry of env.sounds.entries) expect(exportedKey("sound", "mod", project.sounds, entry.item)).toBe(entry.fullKey);
      const all = [...env.spaces.joker.entries, ...env.spaces.consumable.entries, ...env.rarities.entries, ...env.sets.entries, ...env.sounds.entries];
      for (const entry of all) {
        expect(entry.key.length).toBeLessThanOrEqual(MAX_KEY_LENGTH);
        expect(entry.key).toMatch(/^[a-z0-9_]+$/);
      }
      const jokersLua = String(exportMod(project).files.get("items/jokers.lua"));
      for (const entry of env.spaces.joker.entries) expect(jokersLua).toContain(`key = "${entry.key}"`);
    }), { numRuns: 60 });
  });
});

describe(`keys are at most ${MAX_KEY_LENGTH} characters`, () => {
  it("safeKey and keyFromName cut long keys without leaving a trailing underscore", () => {
    expect(safeKey("a".repeat(3000), "x")).toBe("a".repeat(MAX_KEY_LENGTH));
    expect(safeKey(`${"a".repeat(63)} b`, "x")).toBe("a".repeat(63));
    expect(keyFromName("Word ".repeat(40), "joker").length).toBeLessThanOrEqual(MAX_KEY_LENGTH);
  });

  it("making a key unique never makes it longer than the limit", () => {
    const long = "k".repeat(MAX_KEY_LENGTH);
    expect(bumpKey(long)).toBe(`${"k".repeat(MAX_KEY_LENGTH - 1)}2`);
    expect(bumpKey(`${"k".repeat(MAX_KEY_LENGTH - 1)}9`)).toBe(`${"k".repeat(MAX_KEY_LENGTH - 2)}10`);
    const taken = new Set<string>();
    for (let i = 0; i < 120; i += 1) {
      const key = uniqueKey(long, taken);
      expect(key.length).toBeLessThanOrEqual(MAX_KEY_LENGTH);
      expect(taken.has(key)).toBe(false);
      taken.add(key);
    }
  });
});
