// The exporter worker's warm-up, run once as the worker starts: a joker with one typical rule is
// previewed, then a small project with art is exported and zipped. The exporter's common paths
// (Lua generation and its checks, PNG decoding and encoding, deflate, the zip) are then compiled
// before the builder's first preview or the user's export arrives, which otherwise run cold code
// (several hundred ms more in a fresh worker).
import { buildZip, exportMod, previewItem } from "../../../domain/export";
import { warmUpArt as art } from "./warmUpArt";
import { createItem, emptyProject, type Project } from "../../../domain/model";

/** A joker with one rule (a hand played with a Pair gives +8 Mult): the shape of a typical preview. */
export function warmUpProject(): Project {
  const project = emptyProject();
  const joker = createItem("joker", { id: "warm-up", name: "Warm-up", objectKey: "warm_up" });
  joker.rules = [{
    id: "r", trigger: "hand_played", position: { x: 0, y: 0 }, blueprintCompatible: true, randomGroups: [], loops: [],
    conditionGroups: [{ id: "g", operator: "and", conditions: [{ id: "c", type: "hand_type", negate: false, params: { value: { value: "Pair", valueType: "text" } } }] }],
    effects: [{ id: "e", type: "add_mult", params: { value: { value: 8, valueType: "number" } } }],
  }] as unknown as typeof joker.rules;
  project.jokers = [joker];
  return project;
}


/**
 * Jokers in the warm-up export. More warmed up more of the exporter in Node, but a click on Export
 * soon after an import then waited behind the longer warm-up.
 */
const WARM_UP_JOKERS = 4;

/** The warm-up project with art: jokers (pixel art, the second with a soul layer of many colours) and a consumable. */
export function warmUpExportProject(): Project {
  const project = warmUpProject();
  const [first] = project.jokers;
  const jokers = [first];
  for (let i = 1; i < WARM_UP_JOKERS; i += 1) {
    const joker = createItem("joker", { id: `warm-up-${i + 1}`, name: `Warm-up ${i + 1}`, objectKey: `warm_up_${i + 1}` });
    joker.rules = first.rules;
    joker.description = "{C:mult}+8{} Mult if played hand contains a {C:attention}Pair";
    if (i === 1) joker.overlayImagePreview = art(600, 8);
    jokers.push(joker);
  }
  jokers.forEach((joker, i) => { joker.imagePreview = art(12 + (i % 5) * 8, i); });
  const consumable = createItem("consumable", { id: "warm-up-c", name: "Warm-up C", objectKey: "warm_up_c" });
  consumable.imagePreview = art(8);
  project.jokers = jokers;
  project.consumables = [consumable];
  return project;
}

/** Runs the warm-up: one preview, one export and its zip. */
export function warmUp(): void {
  previewItem(warmUpProject(), "jokers", "warm-up");
  void buildZip(exportMod(warmUpExportProject()));
}
