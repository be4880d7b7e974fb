// Add Voucher to Shop: one more voucher on sale, random (the next one the run would offer) or a
// chosen one; a random one may stay on sale for the rest of the ante.
import { lua } from "../../lua";
import { opts, p } from "../schema";
import { defineEffect } from "../types";
import { SHOP_TRIGGERS } from "./add_booster_shop";
import { shopKey } from "./support/shop";

export default defineEffect({
  id: "add_voucher_shop",
  label: "Add Voucher to Shop",
  description: "Puts one more voucher on sale in the shop.",
  category: "Shop",
  objectTypes: ["joker", "voucher", "deck"],
  triggers: SHOP_TRIGGERS,
  params: [
    p.select("method_type", "Voucher", opts(["random", "Random"], ["specific", "A chosen voucher"], ["key_var", "The voucher a key variable names"]), "random"),
    p.select("specific_key", "Voucher", { source: "vouchers" }, "v_overstock_norm", { when: { param: "method_type", is: ["specific"] } }),
    p.variable("key_variable", "Key variable", ["key"], "key_var", { when: { param: "method_type", is: ["key_var"] } }),
    p.select("duration", "A random one stays", opts(["false", "This shop only"], ["true", "Until the next ante"]), "false", { when: { param: "method_type", is: ["random"] } }),
  ],
  summary: (v) => (v.method_type === "specific" ? `Put ${v.specific_key} on sale` : v.method_type === "key_var" ? `Put the voucher in ${v.key_variable} on sale` : "Put a random voucher on sale"),
  generate(v, ctx) {
    const key = shopKey(ctx, v.method_type, v.specific_key, v.key_variable);
    // Steamodded keeps a random voucher for the ante unless told not to save it
    const args = v.method_type === "random" ? [lua.nil, lua.bool(v.duration !== "true")] : [key.expr];
    return { stmts: [lua.ifThen(key.guard ? lua.and(lua.path("G.shop_vouchers"), key.guard) : lua.path("G.shop_vouchers"), [lua.doCall("SMODS.add_voucher_to_shop", ...args)])] };
  },
});
