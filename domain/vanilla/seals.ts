// Behaviour of the vanilla seals (keys as in facts/seals.json).
import type { VanillaBehaviour } from "./types";

export const sealsBehaviours: VanillaBehaviour[] = [];
