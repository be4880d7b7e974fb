// The effect registry: every effect by id, from one module (or table) per entry.
import type { AnyEffect } from "../types";
import run_amounts, { editBoosterPacks } from "./run_amounts";
import scoring from "./scoring";
import set_dollars from "./set_dollars";

const ENTRIES = [editBoosterPacks, ...run_amounts, ...scoring, set_dollars] as const;

export type EffectId = (typeof ENTRIES)[number]["id"];
export const EFFECTS = Object.fromEntries(ENTRIES.map((e) => [e.id, e as AnyEffect])) as Record<EffectId, AnyEffect>;
