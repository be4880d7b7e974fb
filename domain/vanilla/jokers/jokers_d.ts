// Vanilla jokers 91 to 120 in the game's order: j_lucky_cat, j_baseball, j_bull ... j_glass.
import type { VanillaBehaviour } from "../types";

export const jokers: VanillaBehaviour[] = [];
