// Win Game: wins the current blind (the round ends as if its score was reached) or the whole run.
import { lua } from "../../lua";
import { opts, p } from "../schema";
import { defineEffect } from "../types";
import { event } from "./shared";

const { path, assign, ifThen, bin, or, ret, doCall, str } = lua;

export default defineEffect({
  id: "win_game",
  label: "Win Game",
  description: "Wins the current blind, or the run.",
  category: "Special",
  objectTypes: ["joker", "consumable", "enhancement", "seal", "edition"],
  params: [p.select("win_type", "Win", opts(["blind", "The blind"], ["run", "The run"]), "blind")],
  summary: (v) => (v.win_type === "run" ? "Win the run" : "Win the blind"),
  generate(v) {
    if (v.win_type === "run") {
      return { stmts: [event([doCall("win_game"), assign(path("G.GAME.won"), lua.TRUE)])], fields: [["message", str("Win!")]] };
    }
    const state = path("G.STATE");
    const is = (s: string) => bin("==", state, path(`G.STATES.${s}`));
    // during a hand it waits until the hand is over, and while a consumable is used (PLAY_TAROT)
    // until the game is back in the state it was used in; outside a blind there is nothing to win
    return {
      stmts: [lua.callStmt(lua.method(path("G.E_MANAGER"), "add_event", lua.call("Event", lua.record({
        blocking: lua.FALSE,
        func: lua.fn([], [
          ifThen(or(is("HAND_PLAYED"), is("DRAW_TO_HAND"), is("PLAY_TAROT")), [ret(lua.FALSE)]),
          ifThen(is("SELECTING_HAND"), [
            assign(path("G.GAME.chips"), path("G.GAME.blind.chips")),
            assign(state, path("G.STATES.HAND_PLAYED")),
            assign(path("G.STATE_COMPLETE"), lua.TRUE),
            doCall("end_round"),
          ]),
          ret(lua.TRUE),
        ]),
      }))))],
      fields: [["message", str("Win!")]],
    };
  },
});
