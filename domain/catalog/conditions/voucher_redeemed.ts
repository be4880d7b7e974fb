// Voucher Redeemed: a given voucher has been redeemed this run.
import { lua } from "../../lua";
import { p } from "../schema";
import { ALL_TYPES, defineCondition } from "../types";
import { keyWords } from "../words";

export default defineCondition({
  id: "voucher_redeemed",
  label: "Voucher Redeemed",
  description: "A given voucher has been redeemed this run.",
  category: "Game State",
  objectTypes: ALL_TYPES,
  params: [p.select("voucher", "Voucher", { source: "vouchers" }, "v_overstock_norm")],
  summary: (v) => `if ${keyWords(v.voucher)} was redeemed`,
  generate: (v) => lua.bin("==", lua.and(lua.path("G.GAME.used_vouchers"), lua.index(lua.path("G.GAME.used_vouchers"), lua.str(v.voucher))), lua.TRUE),
});
