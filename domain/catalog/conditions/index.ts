// The condition registry: every condition by id, from one module (or table) per entry.
import type { AnyCondition } from "../types";
import card_rank from "./card_rank";
import hand_type from "./hand_type";
import player_money from "./player_money";

const ENTRIES = [hand_type, card_rank, player_money] as const;

export type ConditionId = (typeof ENTRIES)[number]["id"];
export const CONDITIONS = Object.fromEntries(ENTRIES.map((e) => [e.id, e as AnyCondition])) as Record<ConditionId, AnyCondition>;
