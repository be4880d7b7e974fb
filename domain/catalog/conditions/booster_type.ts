// Booster Type: the booster pack opened, skipped or closed is (or is not) a given pack or kind.
import { lua, type Expr } from "../../lua";
import { opts, p } from "../schema";
import { defineCondition } from "../types";
import { article, keyWords } from "../words";

const { and, or, bin, path, str } = lua;

/** Pack kinds (SMODS.Booster `kind`): every vanilla pack has one. */
const KINDS = opts(["Arcana", "Any Arcana Pack"], ["Celestial", "Any Celestial Pack"], ["Spectral", "Any Spectral Pack"], ["Standard", "Any Standard Pack"], ["Buffoon", "Any Buffoon Pack"]);

export default defineCondition({
  id: "booster_type",
  label: "Booster Type",
  description: "The booster pack is, or is not, a given pack or kind of pack.",
  category: "Game State",
  objectTypes: ["joker", "voucher", "deck"],
  triggers: ["booster_opened", "booster_skipped", "booster_exited"],
  params: [
    p.select("operator", "Test", opts(["equals", "is"], ["not_equal", "is not"]), "equals"),
    p.select("booster_key", "Pack", { source: "boosters", extra: KINDS }, "Arcana"),
  ],
  summary: (v) => `if the pack ${v.operator === "not_equal" ? "is not" : "is"} ${KINDS.some((k) => k.value === v.booster_key) ? article(`${v.booster_key} Pack`) : keyWords(v.booster_key)}`,
  generate(v) {
    // the pack's center: context.booster (Steamodded), or the opened card's center; a pack left by
    // Skip has no booster in its ending_booster context (skip_booster clears it first), so the
    // pack last opened (SMODS.OPENED_BOOSTER, set by Card:open) names it
    const booster: Expr = or(
      path("context.booster"),
      and(path("context.card"), path("context.card.config.center")),
      and(path("SMODS.OPENED_BOOSTER"), path("SMODS.OPENED_BOOSTER.config.center")),
    );
    const field = KINDS.some((k) => k.value === v.booster_key) ? "kind" : "key";
    const is = and(booster, bin("==", lua.index(booster, field), str(v.booster_key)));
    return v.operator === "not_equal" ? lua.not(is) : is;
  },
});
