// Create Consumable: creates consumables (a random Tarot, Planet or Spectral, a random one of a
// set, a chosen card, or the one a key variable names), Negative if wanted, when there is room
// (or ignoring the slots), as Cartomancer and Seance do.
import { lua, type Expr, type Stmt } from "../../lua";
import { opts, p } from "../schema";
import { labelOfKey } from "../options";
import { randomOf } from "../lib";
import { defineEffect } from "../types";
import { choice, num } from "../words";
import { ALL_TYPES, addCard, createInEvent } from "./shared";

const { str, call, index, path, name, local } = lua;

const VANILLA_SETS = ["Tarot", "Planet", "Spectral"];

export default defineEffect({
  id: "create_consumable",
  label: "Create Consumable",
  description: "Creates Tarot, Planet, Spectral or the mod's consumable cards.",
  category: "Consumables",
  objectTypes: ALL_TYPES,
  params: [
    p.select("set", "Set", { source: "consumable_sets", extra: opts(["random", "Any set"], ["keyvar", "The card a key variable names"]) }, "random"),
    p.variable("variable", "Key variable", ["key"], "key_var", { when: { param: "set", is: ["keyvar"] } }),
    p.select("specific_card", "Card", { source: "consumables", extra: opts(["random", "A random card of the set"]) }, "random"),
    p.select("soulable", "May be a legendary (The Soul, Black Hole)", opts(["n", "No"], ["y", "Yes"]), "n", { when: { param: "specific_card", is: ["random"] } }),
    p.select("is_negative", "Edition", opts(["n", "None"], ["y", "Negative"]), "n"),
    p.number("count", "How many", 1, { min: 1, max: 5, integer: true }),
    p.select("ignore_slots", "Even without room", opts(["n", "No"], ["y", "Yes"]), "n"),
  ],
  summary(v) {
    const what = v.set === "keyvar" ? `the card in ${v.variable}` : v.specific_card !== "random" ? labelOfKey(v.specific_card) : v.set === "random" ? "random consumable(s)" : `random ${choice(v.set)} card(s)`;
    return `Create ${v.count.kind === "literal" && v.count.value === 1 ? "" : `${num(v.count)} × `}${what}${v.is_negative === "y" ? " (Negative)" : ""}`;
  },
  generate(v, ctx) {
    const fields: [string, Expr | undefined][] = [];
    const before: Stmt[] = [];
    let when: Expr | undefined;
    let message: Expr = str("+1");
    if (v.set === "keyvar" || v.specific_card !== "random") {
      const key = v.set === "keyvar" ? ctx.variable(v.variable) : str(v.specific_card);
      fields.push(["key", key]);
      // a variable may hold anything: only a real card is created
      when = index(path("G.P_CENTERS"), key);
    } else if (v.set === "random") {
      const set = ctx.local("set");
      before.push(local(set, randomOf(VANILLA_SETS, ctx.seed("set"))));
      fields.push(["set", name(set)]);
      message = call("localize", lua.bin("..", str("k_plus_"), call("string.lower", name(set))));
    } else {
      fields.push(["set", str(v.set)]);
      if (VANILLA_SETS.includes(v.set)) message = call("localize", str(`k_plus_${v.set.toLowerCase()}`));
    }
    if (v.is_negative === "y") fields.push(["edition", str("e_negative")]);
    if (v.soulable === "y" && v.specific_card === "random") fields.push(["soulable", lua.TRUE]);
    fields.push(["key_append", str(ctx.itemKey)]);
    const once = v.count.kind === "literal" && v.count.value === 1;
    const made = createInEvent(ctx, {
      area: "consumeables", buffer: "consumeable_buffer", ignoreSlots: v.ignore_slots === "y" || v.is_negative === "y",
      create: [addCard(fields)], when, times: once ? undefined : ctx.value(v.count),
    });
    return { stmts: [...before, ...made.stmts], fields: [["message", message]], fieldsWhen: name(made.made) };
  },
});
