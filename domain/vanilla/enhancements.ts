// Behaviour of the vanilla enhancements (keys as in facts/enhancements.json).
import type { VanillaBehaviour } from "./types";

export const enhancementsBehaviours: VanillaBehaviour[] = [];
