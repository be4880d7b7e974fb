// Add Booster Pack to Shop: one more pack on sale in this shop, random or a chosen one.
import { lua } from "../../lua";
import { opts, p } from "../schema";
import { defineEffect } from "../types";
import { shopKey } from "./support/shop";

export const SHOP_TRIGGERS = ["shop_entered", "shop_reroll", "card_bought"] as const;

export default defineEffect({
  id: "add_booster_shop",
  label: "Add Booster Pack to Shop",
  description: "Puts one more booster pack on sale in the shop.",
  category: "Shop",
  objectTypes: ["joker", "voucher", "deck"],
  triggers: SHOP_TRIGGERS,
  params: [
    p.select("method_type", "Pack", opts(["random", "Random"], ["specific", "A chosen pack"], ["key_var", "The pack a key variable names"]), "random"),
    p.select("specific_key", "Pack", { source: "boosters" }, "p_buffoon_normal_1", { when: { param: "method_type", is: ["specific"] } }),
    p.variable("key_variable", "Key variable", ["key"], "key_var", { when: { param: "method_type", is: ["key_var"] } }),
  ],
  summary: (v) => (v.method_type === "specific" ? `Put ${v.specific_key} on sale` : v.method_type === "key_var" ? `Put the pack in ${v.key_variable} on sale` : "Put a random booster pack on sale"),
  generate(v, ctx) {
    const key = shopKey(ctx, v.method_type, v.specific_key, v.key_variable);
    return { stmts: [lua.ifThen(key.guard ? lua.and(lua.path("G.shop_booster"), key.guard) : lua.path("G.shop_booster"), [lua.doCall("SMODS.add_booster_to_shop", key.expr)])] };
  },
});
