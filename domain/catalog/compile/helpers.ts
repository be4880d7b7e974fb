// File-level helper functions of the generated code: each is defined once, at the top of an item
// list's file, when an item of it calls the helper (CompiledRules.helpers), in this order.
import { lua, type Stmt } from "../../lua";
import { event } from "../lib";
import type { FileHelper } from "../types";
import { chainEffectsHelper } from "./calculate";

const { path, name, num, bin, assign, ret } = lua;

/**
 * `local function buffer_dollars(amount)`: money given in a step is on its way until the game's
 * events pay it (ease_dollars pays in a queued event), so it is kept in G.GAME.dollar_buffer, as
 * the game's own jokers (Bull, Bootstraps) keep it and read it back, and the buffer is emptied by
 * an event queued after the payment. Returns the amount, for the `dollars` return or ease_dollars.
 */
function bufferDollarsHelper(): Stmt {
  const buffer = path("G.GAME.dollar_buffer");
  return {
    kind: "localFunction", name: "buffer_dollars", params: ["amount"], body: [
      assign(buffer, bin("+", lua.paren(lua.or(buffer, num(0))), name("amount"))),
      event([assign(buffer, num(0))]),
      ret(name("amount")),
    ],
  };
}

/**
 * `local function mark_card(target, key)` and `local function take_mark(target, key)`: a rule's
 * main step marks a card for a retrigger or a destroy it decided (compile/rule.ts), and the game's
 * later step takes the mark: how many times the card was marked, 0 when it was not. A mark holds
 * the hand it was made in (G.GAME.hands_played, counted once a hand is scored), so one left by a
 * hand whose later step never came is not taken in another. `jf_marks` is a field of the card
 * object that the game neither saves nor copies.
 */
function cardMarksHelpers(): Stmt[] {
  const hand = lua.or(path("G.GAME.hands_played"), num(0));
  return [
    {
      kind: "localFunction", name: "mark_card", params: ["target", "key"], body: [
        lua.local("marks", lua.or(path("target.jf_marks"), lua.table([]))),
        assign(path("target.jf_marks"), name("marks")),
        lua.local("mark", lua.index(name("marks"), name("key"))),
        lua.ifThen(lua.or(lua.not(name("mark")), bin("~=", path("mark.hand"), hand)), [
          assign(name("mark"), lua.record({ hand, times: num(0) })),
          assign(lua.index(name("marks"), name("key")), name("mark")),
        ]),
        assign(path("mark.times"), bin("+", path("mark.times"), num(1))),
      ],
    },
    lua.blank,
    {
      kind: "localFunction", name: "take_mark", params: ["target", "key"], body: [
        lua.local("mark", lua.and(path("target.jf_marks"), lua.index(path("target.jf_marks"), name("key")))),
        lua.ifThen(lua.not(name("mark")), [ret(num(0))]),
        assign(lua.index(path("target.jf_marks"), name("key")), lua.nil),
        ret(lua.or(lua.and(bin("==", path("mark.hand"), hand), path("mark.times")), num(0))),
      ],
    },
  ];
}

const DEFINITIONS: Record<FileHelper, () => Stmt | Stmt[]> = {
  chain_effects: chainEffectsHelper,
  buffer_dollars: bufferDollarsHelper,
  card_marks: cardMarksHelpers,
};

/** The definitions of the helpers in `used`, in a fixed order, each followed by a blank line. */
export function helperDefinitions(used: ReadonlySet<string>): Stmt[] {
  return (Object.keys(DEFINITIONS) as FileHelper[]).filter((h) => used.has(h)).flatMap((h) => [DEFINITIONS[h](), lua.blank].flat());
}
