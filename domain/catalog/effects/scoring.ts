// Scoring effects: returned to Steamodded, which applies them with their standard messages
// (smods.md 3.4). They only count while a hand scores. Rows of one table: each row is a whole entry.
import { lua } from "../../lua";
import { p } from "../schema";
import { SCORE_TRIGGERS } from "../triggers/ids";
import { defineEffect, type RuleObjectType } from "../types";
import { num, signed } from "../words";

const SCORING_TYPES: readonly RuleObjectType[] = ["joker", "enhancement", "seal", "edition"];

function scoringEffect<const Id extends string>(row: { id: Id; label: string; description: string; key: string; def: number; words: (v: string, plus: string) => string; talisman?: boolean }) {
  return defineEffect({
    id: row.id,
    label: row.label,
    description: row.description,
    category: "Scoring",
    objectTypes: SCORING_TYPES,
    triggers: SCORE_TRIGGERS,
    talisman: row.talisman,
    params: [p.number("value", row.label.replace(/^(Add|Apply) /, ""), row.def)],
    summary: (v) => row.words(num(v.value), signed(v.value)),
    generate: (v, ctx) => ({ fields: [[row.key, ctx.value(v.value)]] }),
  });
}

function hyperEffect<const Id extends string>(row: { id: Id; label: string; description: string; key: string; what: string }) {
  return defineEffect({
    id: row.id,
    label: row.label,
    description: row.description,
    category: "Scoring",
    objectTypes: SCORING_TYPES,
    triggers: SCORE_TRIGGERS,
    talisman: true,
    params: [p.number("arrows", "Arrows", 1, { min: 1, integer: true }), p.number("value", "Value", 1.1)],
    summary: (v) => `{${num(v.arrows)}}${num(v.value)} ${row.what}`,
    // Talisman's hyper operators take { arrows, value }
    generate: (v, ctx) => ({ fields: [[row.key, lua.list([ctx.value(v.arrows), ctx.value(v.value)])]] }),
  });
}

export default [
  scoringEffect({ id: "add_chips", label: "Add Chips", description: "Adds chips to the hand's score.", key: "chips", def: 10, words: (_, plus) => `${plus} Chips` }),
  scoringEffect({ id: "add_mult", label: "Add Mult", description: "Adds Mult to the hand's score.", key: "mult", def: 5, words: (_, plus) => `${plus} Mult` }),
  scoringEffect({ id: "apply_x_mult", label: "Apply xMult", description: "Multiplies the hand's Mult.", key: "x_mult", def: 1.5, words: (v) => `×${v} Mult` }),
  scoringEffect({ id: "apply_x_chips", label: "Apply xChips", description: "Multiplies the hand's chips.", key: "x_chips", def: 1.5, words: (v) => `×${v} Chips` }),
  scoringEffect({ id: "apply_exp_mult", label: "Apply ^Mult", description: "Raises the hand's Mult to a power (needs Talisman).", key: "e_mult", def: 1.1, words: (v) => `^${v} Mult`, talisman: true }),
  scoringEffect({ id: "apply_exp_chips", label: "Apply ^Chips", description: "Raises the hand's chips to a power (needs Talisman).", key: "e_chips", def: 1.1, words: (v) => `^${v} Chips`, talisman: true }),
  hyperEffect({ id: "apply_hyper_mult", label: "Apply HyperMult", description: "Applies a hyperoperation to the hand's Mult (needs Talisman).", key: "hyper_mult", what: "Mult" }),
  hyperEffect({ id: "apply_hyper_chips", label: "Apply HyperChips", description: "Applies a hyperoperation to the hand's chips (needs Talisman).", key: "hyper_chips", what: "Chips" }),
];
