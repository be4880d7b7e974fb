// Destroy Consumable: destroys an owned consumable (of any set, of one set, or a given card),
// chosen at random.
import { lua } from "../../lua";
import { defineEffect } from "../types";
import { event } from "./shared";
import { consumableChoice, consumableWords, pickConsumable } from "./consumablePick";

const { name, ifThen, and, not, assign, callStmt, method, index } = lua;

export default defineEffect({
  id: "destroy_consumable",
  label: "Destroy Consumable",
  description: "Destroys a consumable the player has.",
  category: "Consumables",
  objectTypes: ["joker", "consumable", "enhancement", "seal", "edition", "voucher"],
  params: [
    ...consumableChoice("Destroy"),
  ],
  summary: (v) => `Destroy ${consumableWords(v)}`,
  generate(v, ctx) {
    const target = ctx.local("doomed");
    const t = name(target);
    return {
      stmts: [
        ...pickConsumable(ctx, v.consumable_type, v.specific_card, target, true),
        ifThen(and(t, not(index(t, "getting_sliced"))), [
          assign(index(t, "getting_sliced"), lua.TRUE),
          event([callStmt(method(t, "start_dissolve"))]),
        ]),
      ],
    };
  },
});
