// Convert Left to Right: every selected card becomes a copy of the rightmost selected card
// (Death style). Usable with at least two cards selected.
import { lua } from "../../lua";
import { event } from "../lib";
import { defineEffect } from "../types";
import { eachCard, selectedCards } from "./support/cards";

const { local, name, index, num, forIn, call, path, ifThen, assign, bin, and, callStmt, method, len } = lua;

export default defineEffect({
  id: "convert_left_to_right",
  label: "Convert Left to Right",
  description: "The selected cards become copies of the rightmost selected card.",
  category: "Card Effects",
  objectTypes: ["consumable"],
  params: [],
  summary: () => "The selected cards become copies of the rightmost one",
  generate(_v, ctx) {
    const selected = selectedCards(ctx);
    const rightmost = ctx.local("rightmost");
    const at = ctx.local("at");
    return {
      canUse: and(path("G.hand"), bin(">=", len(path("G.hand.highlighted")), num(2))),
      stmts: [
        ...selected.stmts,
        // the hand's order is the order the player sees, left to right
        local(rightmost, index(selected.list, num(1))),
        local(at, num(0)),
        forIn(["i", "h"], [call("ipairs", path("G.hand.cards"))], [
          forIn(["_", "s"], [call("ipairs", selected.list)], [
            ifThen(and(bin("==", name("s"), name("h")), bin(">", name("i"), name(at))), [assign(name(rightmost), name("h")), assign(name(at), name("i"))]),
          ]),
        ]),
        event([eachCard(selected.list, (c) => [ifThen(bin("~=", c, name(rightmost)), [
          lua.doCall("copy_card", name(rightmost), c),
          callStmt(method(c, "juice_up", num(0.3), num(0.5))),
        ])])], { trigger: "after", delay: 0.2 }),
        event([callStmt(method(path("G.hand"), "unhighlight_all"))], { trigger: "after", delay: 0.2 }),
      ],
    };
  },
});
