// Scoring effects: returned to Steamodded, which applies them with their standard messages
// (smods.md 3.4). They only mean something while a hand scores.
import { lua } from "../../lua";
import { numberSpec } from "../lib";
import { Unsupported, type EffectDef, type GenContext } from "../types";

function scoringOnly(ctx: GenContext, what: string): void {
  if (ctx.mode !== "calculate") throw new Unsupported(`${what} only works while a hand scores`);
}

function scoringEffect(id: string, label: string, key: string, def: number): EffectDef {
  return {
    id, label,
    objects: ["joker", "card", "consumable", "voucher", "deck"],
    params: [numberSpec("value", label, def)],
    generate(params, ctx) {
      scoringOnly(ctx, label);
      return { fields: [[key, ctx.value(params.value, label)]] };
    },
  };
}

export const addChips = scoringEffect("add_chips", "Add Chips", "chips", 10);
export const addMult = scoringEffect("add_mult", "Add Mult", "mult", 5);
export const applyXMult = scoringEffect("apply_x_mult", "Apply xMult", "x_mult", 1.5);
export const applyXChips = scoringEffect("apply_x_chips", "Apply xChips", "x_chips", 1.5);

export const balanceChipsMult: EffectDef = {
  id: "balance_chips_mult", label: "Balance Chips and Mult", objects: ["joker", "card"], params: [],
  generate(_params, ctx) { scoringOnly(ctx, "Balance"); return { fields: [["balance", lua.TRUE]] }; },
};

export const swapChipsMult: EffectDef = {
  id: "swap_chips_mult", label: "Swap Chips and Mult", objects: ["joker", "card"], params: [],
  generate(_params, ctx) { scoringOnly(ctx, "Swap"); return { fields: [["swap", lua.TRUE]] }; },
};
