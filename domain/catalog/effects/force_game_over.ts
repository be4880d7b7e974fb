// Force Game Over: the run is lost, as when the hand runs out of cards.
import { lua } from "../../lua";
import { event } from "../lib";
import { defineEffect } from "../types";

export default defineEffect({
  id: "force_game_over",
  label: "Force Game Over",
  description: "Ends the run as a loss.",
  category: "Blind & Ante",
  objectTypes: ["joker", "consumable", "enhancement", "seal", "edition", "voucher", "deck"],
  // a voucher that loses the run when redeemed, a deck that loses it when the run starts: no
  except: [["voucher", "card_used"], ["deck", "card_used"]],
  params: [],
  summary: () => "End the run (game over)",
  generate(_v, ctx) {
    const over = [lua.assign(lua.path("G.STATE"), lua.path("G.STATES.GAME_OVER")), lua.assign(lua.path("G.STATE_COMPLETE"), lua.FALSE)];
    if (ctx.objectType !== "consumable" || ctx.mode !== "direct") return { stmts: [event(over)] };
    // a consumable is used in PLAY_TAROT, and G.FUNCS.use_card then puts the state it was used in
    // back: the game over waits for that (in an event that holds nothing else up), or it is undone
    const waiting = lua.bin("==", lua.path("G.STATE"), lua.path("G.STATES.PLAY_TAROT"));
    return {
      stmts: [lua.callStmt(lua.method(lua.path("G.E_MANAGER"), "add_event", lua.call("Event", lua.record({
        blocking: lua.FALSE,
        func: lua.fn([], [lua.ifThen(waiting, [lua.ret(lua.FALSE)]), ...over, lua.ret(lua.TRUE)]),
      }))))],
    };
  },
});
