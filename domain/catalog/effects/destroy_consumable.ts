// Destroy Consumable: destroys an owned consumable (of any set, of one set, or a given card),
// chosen at random.
import { lua } from "../../lua";
import { opts, p } from "../schema";
import { labelOfKey } from "../options";
import { defineEffect } from "../types";
import { event } from "./shared";
import { CONSUMABLE_TYPES, pickConsumable, SET_TYPES } from "./consumablePick";

const { name, ifThen, and, not, assign, callStmt, method, index } = lua;

export default defineEffect({
  id: "destroy_consumable",
  label: "Destroy Consumable",
  description: "Destroys a consumable the player has.",
  category: "Consumables",
  objectTypes: ["joker", "consumable", "enhancement", "seal", "edition", "voucher"],
  params: [
    p.select("consumable_type", "Destroy", CONSUMABLE_TYPES, "random"),
    p.select("specific_card", "Card", { source: "consumables", extra: opts(["random", "Any card of the set"]) }, "random", { when: { param: "consumable_type", is: SET_TYPES } }),
  ],
  summary: (v) => `Destroy ${v.specific_card !== "random" && SET_TYPES.includes(v.consumable_type) ? labelOfKey(v.specific_card) : CONSUMABLE_TYPES.find((o) => o.value === v.consumable_type)?.label.toLowerCase()}`,
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
