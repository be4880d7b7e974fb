// Vanilla jokers 31 to 60 in the game's order: j_fibonacci, j_steel_joker, j_scary_face ... j_todo_list.
import type { VanillaBehaviour } from "../types";

export const jokers: VanillaBehaviour[] = [];
