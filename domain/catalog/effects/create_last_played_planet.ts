// Create Last Played Planet: creates the Planet card of the last poker hand played, as a Blue
// Seal does at the end of the round (Negative if wanted, which needs no room).
import { lua } from "../../lua";
import { opts, p } from "../schema";
import { defineEffect } from "../types";
import { addCard, createInEvent } from "./shared";

const { str, call, path, name, local, ifThen, and, bin, forIn, assign, index } = lua;

export default defineEffect({
  id: "create_last_played_planet",
  label: "Create Last Played Planet",
  description: "Creates the Planet card of the last hand played (like a Blue Seal).",
  category: "Consumables",
  objectTypes: ["joker", "consumable", "enhancement", "seal", "edition", "voucher"],
  params: [p.select("is_negative", "Negative", opts(["none", "No"], ["negative", "Negative"]), "none")],
  summary: (v) => `Create the Planet of the last hand played${v.is_negative === "negative" ? " (Negative)" : ""}`,
  generate(v, ctx) {
    const planet = ctx.local("planet");
    const negative = v.is_negative === "negative";
    const made = createInEvent(ctx, {
      area: "consumeables", buffer: "consumeable_buffer", ignoreSlots: negative,
      create: [addCard([["key", name(planet)], ["edition", negative ? str("e_negative") : undefined], ["key_append", str(ctx.itemKey)]])],
      when: name(planet),
    });
    return {
      stmts: [
        local(planet, lua.nil),
        forIn(["_", "c"], [call("ipairs", path("G.P_CENTER_POOLS.Planet"))], [
          ifThen(and(path("G.GAME.last_hand_played"), bin("==", index(path("c.config"), "hand_type"), path("G.GAME.last_hand_played"))), [assign(name(planet), path("c.key"))]),
        ]),
        ...made.stmts,
      ],
      fields: [["message", call("localize", str("k_plus_planet"))]],
      fieldsWhen: name(made.made),
    };
  },
});
