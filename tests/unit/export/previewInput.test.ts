// The rule builder's live Lua is made in a worker from the item's preview input: the item, every
// other item without its art or rules, sounds reduced to whether they have audio, no mod icon or
// logo. Its preview must be exactly the whole project's, for every item, and its code and problems
// those the whole export writes for the item (a rule naming another item of the mod included),
// while what is sent stays small.
import { describe, expect, it } from "vitest";
import { exportMod, previewInput, previewItem } from "../../../domain/export";
import { createItem, createSound, LIST_OF_TYPE, OBJECT_TYPES, type Project, type Rule } from "../../../domain/model";
import { everyEntryProject } from "../../support/projects/everyEntry";
import { sampleProject, solidPng } from "./sampleProject";
import { withoutHelpers } from "../../support/fileHelpers";

function project(): Project {
  const p = everyEntryProject();
  const audio = `data:audio/ogg;base64,${"T2dnUw".repeat(200_000)}==`; // about 1.2 MB of "audio"
  p.sounds = [...p.sounds, createSound({ id: "s-long", key: "long", soundString: audio }),
    createSound({ id: "s-empty", key: "empty", soundString: "data:audio/ogg;base64," }),
    createSound({ id: "s-bad", key: "bad", soundString: "data:audio/ogg;base64,@@@@" })];
  p.modMetadata = { ...p.modMetadata, hasUserUploadedIcon: true, iconImage: solidPng(34, 34, [200, 10, 10]) };
  return p;
}

/** A rule run when the item is used, with one effect. */
function usedRule(id: string, type: string, params: Record<string, string>): Rule {
  return {
    id, trigger: "card_used", position: { x: 0, y: 0 }, blueprintCompatible: true, conditionGroups: [], randomGroups: [], loops: [],
    effects: [{ id: `${id}-e`, type, params: Object.fromEntries(Object.entries(params).map(([k, value]) => [k, { value, valueType: "text" }])) }],
  } as unknown as Rule;
}

/** The sample project (vouchers that require one another, a pack naming a joker), with rules that name the mod's own items. */
function crossReferences(): Project {
  const p = sampleProject();
  p.consumables = [...p.consumables, createItem("consumable", { id: "c3", name: "Polish", objectKey: "polish", set: "Tarot",
    rules: [usedRule("r-c3", "edit_cards", { selection_method: "selected", enhancement: "m_tm_shiny", seal: "none", edition: "none", suit: "none", rank: "none" })] })];
  p.decks = [...p.decks, createItem("deck", { id: "d2", name: "Dream Deck", objectKey: "dream",
    rules: [usedRule("r-d2", "create_joker", { joker_type: "specific", joker_key: "tm_second", edition: "none", sticker: "none", ignore_slots: "ignore" })] })];
  return p;
}


describe("previewInput", () => {
  it("gives every item the code and problems the whole export writes for it, keys of the mod's other items resolved", () => {
    for (const p of [crossReferences(), everyEntryProject()]) {
      const whole = exportMod(p, { codeOnly: true });
      let items = 0;
      for (const type of OBJECT_TYPES) {
        const list = LIST_OF_TYPE[type];
        const file = String(whole.files.get(`items/${list}.lua`) ?? "");
        for (const item of p[list] as { id: string }[]) {
          const preview = previewItem(p, list, item.id);
          expect(preview.error).toBeUndefined();
          expect(preview.notExported).toEqual(whole.report.notExported.filter((r) => r.itemId === item.id));
          expect(preview.warnings).toEqual(whole.report.blockWarnings.filter((r) => r.itemId === item.id));
          expect(preview.lua.length).toBeGreaterThan(0);
          expect(file).toContain(withoutHelpers(preview.lua).trim());
          items += 1;
        }
      }
      expect(items).toBeGreaterThan(10);
    }
    // the rules that name the mod's own enhancement and joker reach the code
    const p = crossReferences();
    const polish = previewItem(p, "consumables", "c3");
    expect(polish.notExported).toEqual([]);
    expect(polish.lua).toContain("G.P_CENTERS.m_tm_shiny");
    const dream = previewItem(p, "decks", "d2");
    expect(dream.notExported).toEqual([]);
    expect(dream.lua).toContain("j_tm_second");
    expect(previewItem(p, "vouchers", "v2").lua).toContain("v_tm_base_v");
    // and the item's own atlas cell is the one it has in the whole export (the second joker is at x = 1)
    expect(previewItem(p, "jokers", "j2").lua).toMatch(/pos = \{ x = 1, y = 0 \}/);
  });


  it("gives every item's preview exactly as the whole project does", () => {
    const p = project();
    let items = 0;
    for (const type of OBJECT_TYPES) {
      const list = LIST_OF_TYPE[type];
      for (const item of p[list] as { id: string }[]) {
        const input = previewInput(p, list, item.id)!;
        expect(previewItem(input, list, item.id)).toEqual(previewItem(p, list, item.id));
        items += 1;
      }
    }
    expect(items).toBeGreaterThan(10);
  });

  it("is small where the project is large: the other items come without their art or rules", () => {
    const p = project();
    p.jokers = [...p.jokers, ...Array.from({ length: 40 }, (_, i) => createItem("joker", { id: `big-${i}`, name: `Big ${i}`, imagePreview: solidPng(142, 190, [i, 2 * i, 3 * i]), overlayImagePreview: solidPng(142, 190, [3 * i, i, 0]) }))];
    const joker = p.jokers[0];
    const input = previewInput(p, "jokers", joker.id)!;
    expect(JSON.stringify(p).length).toBeGreaterThan(1_000_000);
    expect(JSON.stringify(input).length).toBeLessThan(JSON.stringify(p).length / 10);
    expect(input.jokers[0]).toBe(joker);
    expect(input.jokers.map((j) => j.id)).toEqual(p.jokers.map((j) => j.id));
    for (const other of [...input.jokers.slice(1), ...input.consumables]) {
      expect(other.rules ?? []).toEqual([]);
      for (const value of Object.values(other)) if (typeof value === "string" && value.startsWith("data:")) expect(value).toBe("data:,");
    }
    // a sound with audio still counts as one (a few bytes of it); one without still does not
    expect(input.sounds.find((s) => s.key === "long")!.soundString.length).toBeLessThan(100);
    expect(input.sounds.find((s) => s.key === "bad")!.soundString).toBe("");
  });

  it("is undefined for an item that is not there", () => {
    expect(previewInput(project(), "jokers", "nope")).toBeUndefined();
  });
});
