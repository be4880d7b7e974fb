// Emit Flag: sets, clears or flips one of the mod's pool flags (G.GAME.pool_flags.<prefix>_<name>),
// which Check Flag and jokers' appearance conditions read.
import { lua } from "../../lua";
import { opts, p } from "../schema";
import { safeFlagKey } from "../flags";
import { defineEffect } from "../types";
import { ALL_TYPES } from "./shared";

const { str, index, path, assign, not } = lua;

export default defineEffect({
  id: "emit_flag",
  label: "Emit Flag",
  description: "Sets, clears or flips a flag of the mod.",
  category: "Special",
  objectTypes: ALL_TYPES,
  params: [
    p.text("flag_name", "Flag", "custom_flag"),
    p.select("change", "Set to", opts(["true", "On"], ["false", "Off"], ["invert", "Flip"]), "true"),
    p.select("display_message", "Show a message", opts(["n", "No"], ["y", "Yes"]), "n"),
  ],
  summary: (v) => (v.change === "invert" ? `Flip the flag ${v.flag_name}` : `Turn the flag ${v.flag_name} ${v.change === "false" ? "off" : "on"}`),
  generate(v, ctx) {
    const flag = index(path("G.GAME.pool_flags"), safeFlagKey(ctx.keys.prefix, v.flag_name));
    const value = v.change === "invert" ? not(flag) : lua.bool(v.change !== "false");
    return {
      stmts: [assign(flag, value)],
      fields: v.display_message === "y" ? [["message", str(v.flag_name)]] : [],
    };
  },
});
