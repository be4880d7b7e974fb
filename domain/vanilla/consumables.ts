// Behaviour of the vanilla consumables (keys as in facts/consumables.json).
import type { VanillaBehaviour } from "./types";

export const consumablesBehaviours: VanillaBehaviour[] = [];
