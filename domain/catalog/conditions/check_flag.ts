// Check Flag: a flag set by Emit Flag is on (G.GAME.pool_flags, namespaced by the mod prefix).
import { lua } from "../../lua";
import { safeFlagKey } from "../flags";
import { p } from "../schema";
import { ALL_TYPES, defineCondition } from "../types";

export default defineCondition({
  id: "check_flag",
  label: "Check Flag",
  description: "A flag set by Emit Flag is on.",
  category: "Special",
  objectTypes: ALL_TYPES,
  params: [p.text("flag_name", "Flag", "custom_flag")],
  summary: (v) => `if the flag '${v.flag_name}' is on`,
  generate: (v, ctx) => lua.bin("==", lua.index(lua.path("G.GAME.pool_flags"), lua.str(safeFlagKey(ctx.keys.prefix, v.flag_name))), lua.TRUE),
});
