// Disable Boss Blind: the current Boss Blind's effect is turned off (Luchador). Always on for a
// joker: every Boss Blind while it is owned (Chicot); redeemed as a voucher or from a deck: every
// Boss Blind for the rest of the run (a hook on Blind.set_blind).
import { lua, type Stmt } from "../../lua";
import { event } from "../lib";
import { ALL_TYPES, defineEffect } from "../types";
import { activeCode, activeId, afterMethod, isActive } from "./support/active";

const { path, and, not, ifThen, callStmt, method, doCall, str, call } = lua;

/** Disables the blind in play if it is a Boss Blind not yet disabled. */
function disableNow(): Stmt {
  return ifThen(and(path("G.GAME.blind"), path("G.GAME.blind.boss"), not(path("G.GAME.blind.disabled"))), [
    event([callStmt(method(path("G.GAME.blind"), "disable")), doCall("play_sound", str("timpani"))]),
  ]);
}

export default defineEffect({
  id: "disable_boss_blind",
  label: "Disable Boss Blind",
  description: "Turns off the Boss Blind's effect (always on, or from a voucher or a deck: every Boss Blind).",
  category: "Blind & Ante",
  objectTypes: ALL_TYPES,
  passive: true,
  params: [],
  summary: () => "Disable the Boss Blind",
  generate(_v, ctx) {
    const always = ctx.mode === "passive" || (ctx.mode === "direct" && (ctx.objectType === "voucher" || ctx.objectType === "deck"));
    if (!always) {
      return { stmts: [disableNow()], fields: ctx.mode === "calculate" ? [["message", call("localize", str("ph_boss_disabled"))]] : [], fieldsWhen: and(path("G.GAME.blind"), path("G.GAME.blind.boss")) };
    }
    const id = activeId(ctx, "no_boss");
    // every Boss Blind set while the joker is owned starts disabled (a loaded run keeps its state)
    const hook = [afterMethod(ctx, "Blind.set_blind", ["blind", "reset", "silent"], [
      ifThen(and(not(lua.name("reset")), isActive(id), path("self.boss"), not(path("self.disabled"))), [callStmt(method(lua.name("self"), "disable"))]),
    ])];
    // removing the joker does not bring the Boss Blind in play back
    return activeCode(ctx, id, hook, [disableNow()], undefined, []);
  },
});
