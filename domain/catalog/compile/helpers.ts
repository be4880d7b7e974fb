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

const DEFINITIONS: Record<FileHelper, () => Stmt> = {
  chain_effects: chainEffectsHelper,
  buffer_dollars: bufferDollarsHelper,
};

/** The definitions of the helpers in `used`, in a fixed order, each followed by a blank line. */
export function helperDefinitions(used: ReadonlySet<string>): Stmt[] {
  return (Object.keys(DEFINITIONS) as FileHelper[]).filter((h) => used.has(h)).flatMap((h) => [DEFINITIONS[h](), lua.blank]);
}
