// Copy Consumable: adds a copy of an owned consumable (of any set, of one set, or a given card),
// Negative if wanted, as Perkeo does, when there is room (a Negative copy needs none).
import { lua } from "../../lua";
import { opts, p } from "../schema";
import { defineEffect } from "../types";
import { event, hasRoom } from "./shared";
import { consumableChoice, consumableWords, pickConsumable } from "./consumablePick";

const { str, call, path, name, local, ifThen, and, assign, bin, num, callStmt, method } = lua;

export default defineEffect({
  id: "copy_consumable",
  label: "Copy Consumable",
  description: "Creates a copy of a consumable the player has (like Perkeo).",
  category: "Consumables",
  objectTypes: ["joker", "consumable", "enhancement", "seal", "edition", "voucher"],
  params: [
    ...consumableChoice("Copy"),
    p.select("is_negative", "Negative", opts(["none", "No"], ["negative", "Negative"]), "none"),
  ],
  summary: (v) => `Copy ${consumableWords(v)}${v.is_negative === "negative" ? " (Negative)" : ""}`,
  generate(v, ctx) {
    const target = ctx.local("copied");
    const copy = ctx.local("copy");
    const made = ctx.local("created");
    const negative = v.is_negative === "negative";
    const room = negative ? undefined : hasRoom("consumeables", "consumeable_buffer");
    return {
      stmts: [
        ...pickConsumable(ctx, v.consumable_type, v.specific_card, target, true),
        local(made, lua.FALSE),
        ifThen(and(name(target), ...(room ? [room] : [])), [
          assign(name(made), lua.TRUE),
          ...(room ? [assign(path("G.GAME.consumeable_buffer"), bin("+", path("G.GAME.consumeable_buffer"), num(1)))] : []),
          event([
            local(copy, call("copy_card", name(target), lua.nil)),
            ...(negative ? [callStmt(method(name(copy), "set_edition", str("e_negative"), lua.TRUE))] : []),
            callStmt(method(name(copy), "add_to_deck")),
            callStmt(method(path("G.consumeables"), "emplace", name(copy))),
            ...(room ? [assign(path("G.GAME.consumeable_buffer"), num(0))] : []),
          ]),
        ]),
      ],
      fields: [["message", call("localize", str("k_duplicated_ex"))]],
      fieldsWhen: name(made),
    };
  },
});
