import { contextTrigger, ctx } from "./make";

/** The joker's main scoring step (smods.md 3.2 joker_main). */
export const handPlayed = contextTrigger("hand_played", "When a Hand is Played", ["joker"], () => ctx("joker_main"), true);
