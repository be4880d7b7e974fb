// Issue 13 item 8: making keys unique is linear. 20,000 jokers sharing one key took 196 s to
// import (each key was checked against a fresh copy of every key before it, and each bump walked
// from the start again); the allocator below hands out the same keys in one pass.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { KeyAllocator, bumpKey, uniqueKey } from "../../../domain/model";
import { importProjectText } from "../../../domain/projectFile";

/** The spec's rule one key at a time, the slow obvious way: the reference for the allocator. */
function naive(key: string, taken: Set<string>): string {
  let candidate = key;
  while (taken.has(candidate)) candidate = bumpKey(candidate);
  return candidate;
}

/** A Set that counts membership checks, to measure the allocator's work. */
class CountingSet extends Set<string> {
  checks = 0;
  override has(value: string): boolean {
    this.checks++;
    return super.has(value);
  }
}

describe("unique keys", () => {
  it("gives exactly the keys the one-at-a-time rule gives, for any mix of keys", () => {
    const keyArb = fc.oneof(
      fc.constantFrom("card", "card2", "card3", "card10", "card09", "a_", "a_1", "x1y", "123", "1232", "", "joker"),
      fc.stringMatching(/^[a-c]{0,2}[0-9]{0,2}$/),
    );
    fc.assert(fc.property(fc.array(keyArb, { maxLength: 60 }), fc.array(keyArb, { maxLength: 10 }), (keys, reserved) => {
      const allocator = new KeyAllocator(reserved);
      const taken = new Set(reserved);
      for (const key of keys) {
        const expected = naive(key, taken);
        taken.add(expected);
        expect(allocator.allocate(key)).toBe(expected);
      }
    }), { numRuns: 400 });
  });

  it("uniqueKey keeps its contract", () => {
    expect(uniqueKey("card", ["card", "card2"])).toBe("card3");
    expect(uniqueKey("card_9", ["card_9"])).toBe("card_10");
    expect(uniqueKey("free", ["card"])).toBe("free");
  });

  it("does linear work for 20,000 keys that are all the same", () => {
    const allocator = new KeyAllocator();
    const counting = new CountingSet();
    (allocator as unknown as { taken: Set<string> }).taken = counting;
    const keys = Array.from({ length: 20_000 }, () => allocator.allocate("card"));
    expect(new Set(keys).size).toBe(20_000);
    expect(keys.slice(0, 3)).toEqual(["card", "card2", "card3"]);
    expect(keys[19_999]).toBe("card20000");
    // One check for the key itself and about two per bump; quadratic work would be 2 * 10^8.
    expect(counting.checks).toBeLessThan(5 * 20_000);
  });

  it("does linear work when every numbered key is also used twice", () => {
    const allocator = new KeyAllocator();
    const counting = new CountingSet();
    (allocator as unknown as { taken: Set<string> }).taken = counting;
    const n = 5_000;
    const keys: string[] = [];
    for (let i = 1; i <= n; i++) keys.push(allocator.allocate(`card${i}`), allocator.allocate(`card${i}`));
    expect(new Set(keys).size).toBe(2 * n);
    expect(counting.checks).toBeLessThan(10 * 2 * n);
  });

  it("imports 20,000 jokers sharing one key with keys and ids made unique", () => {
    const jokers = Array.from({ length: 20_000 }, () => ({ id: "same", name: "Card", objectKey: "card" }));
    const result = importProjectText(JSON.stringify({ metadata: { name: "Many" }, jokers }));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const keys = result.project.jokers.map((j) => j.objectKey);
    expect(new Set(keys).size).toBe(20_000);
    expect(keys[0]).toBe("card");
    expect(keys[19_999]).toBe("card20000");
    expect(new Set(result.project.jokers.map((j) => j.id)).size).toBe(20_000);
  });

  it("makes duplicate rarity, consumable set and sound keys unique on import (spec section 4)", () => {
    const result = importProjectText(JSON.stringify({
      metadata: { name: "Dupes" }, jokers: [],
      customRarities: [{ id: "r1", key: "mythic", name: "Mythic" }, { id: "r2", key: "mythic", name: "Mythic" }, { id: "r3", key: "", name: "Super Rare" }],
      consumableSets: [{ id: "c1", key: "runes" }, { id: "c2", key: "runes" }],
      sounds: [{ id: "s1", key: "boom" }, { id: "s2", key: "boom" }, { id: "s3", key: " boom2 " }],
    }));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.project.customRarities.map((r) => r.key)).toEqual(["mythic", "mythic2", "super_rare"]);
    expect(result.project.consumableSets.map((s) => s.key)).toEqual(["runes", "runes2"]);
    expect(result.project.sounds.map((s) => s.key)).toEqual(["boom", "boom2", "boom3"]);
    expect(result.report.repairs.join("\n")).toContain('customRarities[].key: duplicate key "mythic" renamed "mythic2"');
  });
});
