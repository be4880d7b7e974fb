// Edit Scoring Cards: every scoring card of the played hand that passes a filter (every card, face
// cards, or Enhanced cards) gets a new enhancement or loses its own, at once, so the cards score
// as what they became: Midas Mask turns played face cards Gold, Vampire strips the Enhancements.
// Optionally a number variable gains an amount per card edited (Vampire's X0.1 Mult per card).
// Debuffed cards are left alone (a debuffed card is no face card; Vampire skips them).
import { lua, type Expr } from "../../lua";
import { opts, p } from "../schema";
import { defineEffect } from "../types";
import { num } from "../words";
import { event } from "../lib";
import { ENHANCEMENT_EDIT, editCard, modifierWords } from "./support/cards";

const { bin, name, local, assign, forIn, call, path, ifThen, and, not, index, method, callStmt, num: n, str, or } = lua;

const FILTERS = opts(["all", "Every scoring card"], ["face", "Face cards"], ["enhanced", "Enhanced cards"]);
const FILTER_WORDS: Record<string, string> = { all: "every scoring card", face: "every scoring face card", enhanced: "every scoring Enhanced card" };

export default defineEffect({
  id: "edit_scoring_cards",
  label: "Edit Scoring Cards",
  description: "Changes the enhancement of every scoring card that passes a filter (Midas Mask, Vampire).",
  category: "Card Effects",
  objectTypes: ["joker"],
  needs: ["scoring"],
  params: [
    p.select("filter", "Cards", FILTERS, "face"),
    p.select("new_enhancement", "Enhancement", ENHANCEMENT_EDIT, "m_gold"),
    p.variable("variable_name", "Variable gaining per card edited", ["number"], "", { optional: true }),
    p.number("per_card", "Gained per card edited", 0),
  ],
  summary(v) {
    const change = modifierWords(v.new_enhancement, "enhancement") ?? "unchanged";
    const gain = v.variable_name ? ` (${v.variable_name} gains ${num(v.per_card)} per card)` : "";
    return `${FILTER_WORDS[v.filter] ?? v.filter} becomes: ${change}${gain}`;
  },
  generate(v, ctx) {
    const c = name("c");
    const edited = ctx.local("edited");
    const test: Expr = v.filter === "face" ? method(c, "is_face")
      : v.filter === "enhanced" ? and(bin("~=", path("c.config.center.key"), str("c_base")), not(index(c, "debuff")))
        : not(index(c, "debuff"));
    const gains = v.variable_name ? ctx.variable(v.variable_name) : undefined;
    return {
      stmts: [
        local(edited, n(0)),
        forIn(["_", "c"], [call("ipairs", or(path("context.scoring_hand"), lua.table([])))], [
          ifThen(test, [
            assign(name(edited), bin("+", name(edited), n(1))),
            ...editCard(ctx, c, { enhancement: v.new_enhancement }),
            event([callStmt(method(c, "juice_up", n(0.3), n(0.5)))]),
          ]),
        ]),
        ...(gains ? [assign(gains, bin("+", or(gains, n(0)), bin("*", name(edited), ctx.value(v.per_card))))] : []),
      ],
      fields: [["message", call("localize", str("k_upgrade_ex"))]],
      fieldsWhen: bin(">", name(edited), n(0)),
    };
  },
});
