// Crash the Game: stops the game with an error on purpose (a joke joker, a "cursed" card). The
// modder asked for it, so it is exported, but the export report warns on the block, and the
// error names the item so the crash screen says where it came from.
import { lua } from "../../lua";
import { defineEffect } from "../types";

export const crashMessage = (itemKey: string) => `${itemKey} crashed the game on purpose (its 'Crash the Game' block)`;

export default defineEffect({
  id: "crash_game",
  label: "Crash the Game",
  description: "Stops the game with an error message, on purpose.",
  category: "Special",
  objectTypes: ["joker", "consumable", "enhancement", "seal", "edition"],
  crashes: true,
  ownsMessage: true,
  params: [],
  summary: () => "Crash the game on purpose",
  // level 0: the crash screen shows the message alone, without a file position
  generate: (_v, ctx) => ({ stmts: [lua.doCall("error", lua.str(ctx.message ?? crashMessage(ctx.itemKey)), lua.num(0))] }),
});
