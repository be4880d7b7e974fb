// Behaviour of the vanilla boosters (keys as in facts/boosters.json).
import type { VanillaBehaviour } from "./types";

export const boostersBehaviours: VanillaBehaviour[] = [];
