// Vanilla jokers 61 to 90 in the game's order: j_cavendish, j_card_sharp, j_red_card ... j_golden.
import type { VanillaBehaviour } from "../types";

export const jokers: VanillaBehaviour[] = [];
