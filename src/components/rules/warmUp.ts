// The preview worker's warm-up: a joker with one typical rule, previewed once as the worker starts,
// so the exporter's common paths are compiled before the builder's first request arrives.
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
