// The rule builder's live Lua is made in a worker from the item's preview input: the item alone,
// sounds reduced to whether they have audio, no mod icon or logo. Its preview must be exactly the
// whole project's, for every item, while what is sent stays small.
import { describe, expect, it } from "vitest";
import { previewInput, previewItem } from "../../../domain/export";
import { createSound, LIST_OF_TYPE, OBJECT_TYPES, type Project } from "../../../domain/model";
import { everyEntryProject } from "../../support/projects/everyEntry";
import { solidPng } from "./sampleProject";

function project(): Project {
  const p = everyEntryProject();
  const audio = `data:audio/ogg;base64,${"T2dnUw".repeat(200_000)}==`; // about 1.2 MB of "audio"
  p.sounds = [...p.sounds, createSound({ id: "s-long", key: "long", soundString: audio }),
    createSound({ id: "s-empty", key: "empty", soundString: "data:audio/ogg;base64," }),
    createSound({ id: "s-bad", key: "bad", soundString: "data:audio/ogg;base64,@@@@" })];
  p.modMetadata = { ...p.modMetadata, hasUserUploadedIcon: true, iconImage: solidPng(34, 34, [200, 10, 10]) };
  return p;
}

describe("previewInput", () => {
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

  it("is small where the project is large, and names no other item", () => {
    const p = project();
    const joker = p.jokers[0];
    const input = previewInput(p, "jokers", joker.id)!;
    expect(JSON.stringify(p).length).toBeGreaterThan(1_000_000);
    expect(JSON.stringify(input).length).toBeLessThan(JSON.stringify(p).length / 10);
    expect(input.jokers).toEqual([joker]);
    expect(input.consumables).toEqual([]);
    // a sound with audio still counts as one (a few bytes of it); one without still does not
    expect(input.sounds.find((s) => s.key === "long")!.soundString.length).toBeLessThan(100);
    expect(input.sounds.find((s) => s.key === "bad")!.soundString).toBe("");
  });

  it("is undefined for an item that is not there", () => {
    expect(previewInput(project(), "jokers", "nope")).toBeUndefined();
  });
});
