// Create Last Used Consumable: creates a copy of the last Tarot or Planet card used in the run
// (never this card itself), when there is room, as The Fool does. A consumable with it can only
// be used when there is such a card and room for it.
import { lua } from "../../lua";
import { defineEffect } from "../types";
import { addCard, createInEvent, hasRoom } from "./shared";

const { str, path, and, bin, index, call } = lua;

export default defineEffect({
  id: "fool_effect",
  label: "Create Last Used Consumable",
  description: "Creates the last Tarot or Planet card used in the run (like The Fool).",
  category: "Consumables",
  objectTypes: ["joker", "consumable", "enhancement", "seal", "edition", "voucher"],
  params: [],
  summary: () => "Create the last Tarot or Planet card used",
  generate(_v, ctx) {
    const last = path("G.GAME.last_tarot_planet");
    const notSelf = bin("~=", last, index(index(index(ctx.self, "config"), "center"), "key"));
    const made = createInEvent(ctx, {
      area: "consumeables", buffer: "consumeable_buffer", ignoreSlots: false,
      create: [addCard([["key", last], ["key_append", str(ctx.itemKey)]])],
      when: and(last, index(path("G.P_CENTERS"), last), notSelf),
    });
    return {
      stmts: made.stmts,
      fields: [["message", call("localize", str("k_plus_tarot"))]],
      fieldsWhen: lua.name(made.made),
      // a consumable held in the consumable slots frees its own slot when used, as the game's Fool does
      canUse: and(last, notSelf, ctx.objectType === "consumable"
        ? lua.or(hasRoom("consumeables", "consumeable_buffer"), bin("==", index(ctx.self, "area"), path("G.consumeables")))
        : hasRoom("consumeables", "consumeable_buffer")),
    };
  },
});
