// Copy Joker: adds a copy of a joker (a random one, or one by position), as Invisible Joker and
// Ankh do: the copy keeps the joker's values; a Negative copy loses its edition (it would bring
// its own slot), unless an edition is chosen for the copy.
import { lua, type Expr, type Stmt } from "../../lua";
import { opts, p } from "../schema";
import { STICKER_OPTIONS, labelOfKey } from "../options";
import { defineEffect, type GenContext } from "../types";
import { event, hasRoom, jokerAt, POSITION_OPTIONS, positionWords } from "./shared";
import { EDITION_CHOICES, SLOTS } from "./create_joker";

const { str, call, index, path, name, local, ifThen, and, not, assign, bin, num: n, callStmt, method } = lua;


export default defineEffect({
  id: "copy_joker",
  label: "Copy Joker",
  description: "Creates a copy of a joker (like Invisible Joker).",
  category: "Jokers",
  objectTypes: ["joker", "consumable", "enhancement", "seal", "edition", "voucher"],
  params: [
    p.select("selection_method", "Copy", opts(["random", "A random joker"], ["position", "A joker by position"]), "random"),
    p.select("position", "Position", POSITION_OPTIONS, "first", { when: { param: "selection_method", is: ["position"] } }),
    p.number("specific_index", "Position number", 1, { min: 1, integer: true, when: { param: "position", is: ["specific"] } }),
    p.select("edition", "Edition of the copy", EDITION_CHOICES, "none"),
    p.select("sticker", "Sticker", [...opts(["none", "No sticker"]), ...STICKER_OPTIONS], "none"),
    p.select("ignore_slots", "Slots", SLOTS, "respect"),
    p.select("others", "The other jokers", opts(["keep", "Are kept"], ["destroy", "Are destroyed (Eternal ones spared), as Ankh does"]), "keep"),
  ],
  summary(v) {
    const which = v.selection_method === "random" ? "a random joker" : positionWords(v.position, v.specific_index);
    return `Copy ${which}${v.edition !== "none" ? ` as ${labelOfKey(v.edition)}` : ""}${v.others === "destroy" ? ", destroy the other jokers" : ""}`;
  },
  generate(v, ctx) {
    const target = ctx.local("copied");
    const copy = ctx.local("copy");
    const negative = v.edition === "e_negative";
    const destroyOthers = v.others === "destroy";
    // Ankh: the others go, so the copy needs no free slot
    const room = v.ignore_slots === "ignore" || negative || destroyOthers ? undefined : hasRoom("jokers", "joker_buffer");
    const make: Stmt[] = [
      local(copy, call("copy_card", name(target), lua.nil, lua.nil, lua.nil, and(index(name(target), "edition"), index(index(name(target), "edition"), "negative")))),
      ...(v.edition !== "none" ? [callStmt(method(name(copy), "set_edition", str(v.edition), lua.TRUE))] : []),
      ...(v.sticker !== "none" ? [callStmt(method(name(copy), "add_sticker", str(v.sticker), lua.TRUE))] : []),
      callStmt(method(name(copy), "add_to_deck")),
      callStmt(method(path("G.jokers"), "emplace", name(copy))),
      callStmt(method(name(copy), "start_materialize")),
    ];
    const made = ctx.local("created");
    const where = v.selection_method === "random" ? "random" : v.position;
    return {
      stmts: [
        ...jokerAt(ctx, where, target, { index: ctx.value(v.specific_index), others: true }),
        local(made, lua.FALSE),
        ifThen(and(name(target), not(index(name(target), "getting_sliced")), ...(room ? [room] : [])), [
          assign(name(made), lua.TRUE),
          ...(destroyOthers ? destroyAllBut(ctx, name(target)) : []),
          ...(room ? [assign(path("G.GAME.joker_buffer"), bin("+", path("G.GAME.joker_buffer"), n(1)))] : []),
          event([...make, ...(room ? [assign(path("G.GAME.joker_buffer"), n(0))] : [])]),
        ]),
      ],
      fields: [["message", call("localize", str("k_duplicated_ex"))]],
      fieldsWhen: name(made),
    };
  },
});

/** Every joker but `keep` (and Eternal ones) dissolves, together, as Ankh's do. */
function destroyAllBut(ctx: GenContext, keep: Expr): Stmt[] {
  const first = ctx.local("first_dissolve");
  return [
    local(first, lua.nil),
    lua.forIn(["_", "j"], [call("ipairs", path("G.jokers.cards"))], [
      ifThen(and(lua.bin("~=", name("j"), keep), not(call("SMODS.is_eternal", name("j"), ctx.self)), not(path("j.getting_sliced"))), [
        assign(path("j.getting_sliced"), lua.TRUE),
        local("doomed", name("j")),
        local("together", name(first)),
        event([callStmt(method(name("doomed"), "start_dissolve", lua.nil, name("together")))]),
        assign(name(first), lua.TRUE),
      ]),
    ]),
  ];
}
