// Behaviour of the vanilla editions (keys as in facts/editions.json).
import type { VanillaBehaviour } from "./types";

export const editionsBehaviours: VanillaBehaviour[] = [];
