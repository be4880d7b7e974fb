// Vanilla jokers 121 to 150 in the game's order: j_ring_master, j_flower_pot, j_blueprint ... j_perkeo.
import type { VanillaBehaviour } from "../types";

export const jokers: VanillaBehaviour[] = [];
