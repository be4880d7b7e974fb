// Redeem Voucher: redeems a voucher for free (a random one the shop could offer next, a chosen
// one, or the one a key variable names). Cards show the voucher and redeem it the way mods and
// tags do; a deck applies it at the start of the run as the game's starting vouchers are applied.
import { lua, type Expr } from "../../lua";
import { opts, p } from "../schema";
import { defineEffect } from "../types";
import { labelOfKey } from "../options";
import { ALL_TYPES, event } from "./shared";

const { str, call, doCall, index, path, and, not, ifThen, local, name, assign, num, record, method, callStmt } = lua;

export default defineEffect({
  id: "redeem_voucher",
  label: "Redeem Voucher",
  description: "Redeems a voucher for free.",
  category: "Vouchers & Tags",
  objectTypes: ALL_TYPES.filter((t) => t === "joker" || t === "consumable" || t === "voucher" || t === "deck"),
  // redeeming in the middle of a hand is not something the game does: jokers redeem between rounds
  triggers: ["card_used", "round_end", "boss_defeated", "blind_selected", "blind_skipped", "blind_disabled", "shop_entered", "shop_exited", "shop_reroll",
    "booster_opened", "booster_skipped", "booster_exited", "selling_self", "card_sold", "buying_self", "card_bought", "consumable_used", "tag_added", "ante_start"],
  params: [
    p.select("voucher_type", "Voucher", opts(["random", "The next voucher the shop would offer"], ["specific", "A specific voucher"], ["keyvar", "The voucher a key variable names"]), "random"),
    p.variable("variable", "Key variable", ["key"], "key_var", { when: { param: "voucher_type", is: ["keyvar"] } }),
    p.select("specific_voucher", "Which voucher", { source: "vouchers" }, "v_overstock_norm", { when: { param: "voucher_type", is: ["specific"] } }),
  ],
  summary: (v) => (v.voucher_type === "specific" ? `Redeem ${labelOfKey(v.specific_voucher)}` : v.voucher_type === "keyvar" ? `Redeem the voucher in ${v.variable}` : "Redeem a random voucher"),
  generate(v, ctx) {
    const key = ctx.local("voucher_key");
    let value: Expr;
    if (v.voucher_type === "specific") value = str(v.specific_voucher);
    else if (v.voucher_type === "keyvar") value = ctx.variable(v.variable);
    else value = call("get_next_voucher_key", lua.TRUE);
    const center = index(path("G.P_CENTERS"), name(key));
    // only a real voucher not yet redeemed
    const ok = and(name(key), center, lua.bin("==", index(center, "set"), str("Voucher")), not(index(path("G.GAME.used_vouchers"), name(key))));
    if (ctx.objectType === "deck") {
      return {
        stmts: [local(key, value), ifThen(ok, [
          assign(index(path("G.GAME.used_vouchers"), name(key)), lua.TRUE),
          event([doCall("Card.apply_to_run", lua.nil, center)]),
        ])],
      };
    }
    const card = ctx.local("voucher_card");
    // Steamodded's Card:redeem sets G.STATE to SMODS_REDEEM_VOUCHER, which only G.FUNCS.use_card
    // (a voucher bought in the shop) puts back: a pack left open, the shop or a blind would stay
    // stuck in it. The state is kept and put back right after.
    const before = ctx.local("state_before");
    return {
      stmts: [local(key, value), ifThen(ok, [event([
        local(card, call("SMODS.create_card", record({ area: path("G.play"), key: name(key) }))),
        callStmt(method(name(card), "start_materialize")),
        assign(index(name(card), "cost"), num(0)),
        callStmt(method(path("G.play"), "emplace", name(card))),
        local(before, path("G.STATE")),
        callStmt(method(name(card), "redeem")),
        assign(path("G.STATE"), name(before)),
        event([callStmt(method(name(card), "start_dissolve"))], { trigger: "after", delay: 0.5 }),
      ])])],
    };
  },
});
