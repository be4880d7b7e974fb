// Effects that are recognised but deliberately not generated, each with the reason the report shows.
import { Unsupported, type EffectDef } from "../types";

function refused(id: string, label: string, reason: string): EffectDef {
  return { id, label, objects: ["joker", "card", "consumable", "voucher", "deck"], params: [], generate: () => { throw new Unsupported(reason); } };
}

const TALISMAN = "needs the Talisman mod (exponent scoring is not part of Steamodded); Joker Forge does not generate Talisman-only scoring yet, even when the mod lists Talisman as a dependency";

export const applyExpMult = refused("apply_exp_mult", "Apply ^Mult", `^Mult ${TALISMAN}`);
export const applyExpChips = refused("apply_exp_chips", "Apply ^Chips", `^Chips ${TALISMAN}`);
export const applyHyperMult = refused("apply_hyper_mult", "Apply Hyper Mult", `hyper Mult ${TALISMAN}`);
export const applyHyperChips = refused("apply_hyper_chips", "Apply Hyper Chips", `hyper Chips ${TALISMAN}`);
export const crashGame = refused("crash_game", "Crash Game", "deliberately crashing the game is never exported");
