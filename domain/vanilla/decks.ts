// Behaviour of the vanilla decks (keys as in facts/decks.json).
import type { VanillaBehaviour } from "./types";

export const decksBehaviours: VanillaBehaviour[] = [];
