// Create Joker: adds a joker (a random one of a rarity, a random one of a pool, a chosen one, or
// the one a key variable names), with an optional edition and sticker, when there is room (or
// ignoring the slots; a Negative joker brings its own slot). Created in a queued event with the
// game's joker buffer, as Riff-raff does.
import { lua, type Expr } from "../../lua";
import { isVarRef, opts, p } from "../schema";
import { STICKER_OPTIONS, labelOfKey } from "../options";
import { defineEffect } from "../types";
import { choice } from "../words";
import { ALL_TYPES, addCard, createInEvent, messageWhen } from "./shared";
import { isModifierKey } from "./support/cards";

const { str, call, index, path, list } = lua;

export const EDITION_CHOICES = { source: "editions", extra: opts(["none", "No edition"]) } as const;
export const SLOTS = opts(["respect", "Only when there is room"], ["ignore", "Even without room"]);

export default defineEffect({
  id: "create_joker",
  label: "Create Joker",
  description: "Creates a joker: random, of a pool, or a chosen one.",
  category: "Jokers",
  objectTypes: ALL_TYPES,
  params: [
    p.selectOrVar("joker_type", "Joker", opts(["random", "A random joker"], ["pool", "A random joker of a pool"], ["specific", "A specific joker"]), ["key"], "random"),
    p.select("rarity", "Rarity", { source: "rarities", extra: opts(["random", "Any rarity"]) }, "random", { when: { param: "joker_type", is: ["random"] } }),
    p.select("joker_key", "Which joker", { source: "jokers" }, "j_joker", { when: { param: "joker_type", is: ["specific"] } }),
    p.select("pool", "Pool", { source: "pools" }, "", { when: { param: "joker_type", is: ["pool"] } }),
    p.selectOrVar("edition", "Edition", EDITION_CHOICES, ["key"], "none"),
    p.select("sticker", "Sticker", [...opts(["none", "No sticker"]), ...STICKER_OPTIONS], "none"),
    p.select("ignore_slots", "Slots", SLOTS, "respect"),
  ],
  summary(v) {
    const what = isVarRef(v.joker_type) ? `the joker in ${choice(v.joker_type)}`
      : v.joker_type === "specific" ? labelOfKey(v.joker_key)
        : v.joker_type === "pool" ? `a random ${v.pool || "any"} joker`
          : v.rarity === "random" ? "a random joker" : `a random ${v.rarity} joker`;
    return `Create ${what}${v.edition !== "none" ? ` (${choice(v.edition, labelOfKey)})` : ""}`;
  },
  generate(v, ctx) {
    const fields: [string, Expr | undefined][] = [["set", str("Joker")]];
    let when: Expr | undefined;
    if (isVarRef(v.joker_type) || v.joker_type === "specific") {
      const key = isVarRef(v.joker_type) ? ctx.variable(v.joker_type.variable) : str(v.joker_key);
      fields.push(["key", key]);
      // a variable may hold anything: only a real joker is created
      when = index(path("G.P_CENTERS"), key);
    } else if (v.joker_type === "pool") {
      // no pool chosen: any joker
      if (v.pool) fields[0] = ["set", str(v.pool)];
    } else if (v.rarity === "Legendary") {
      fields.push(["legendary", lua.TRUE]);
    } else if (v.rarity !== "random") {
      fields.push(["rarity", str(v.rarity)]);
    }
    // a key variable holding no edition's key (a joker's, by default) gives no edition, not a crash
    const edition = isVarRef(v.edition) ? lua.or(lua.and(isModifierKey("edition", ctx.variable(v.edition.variable)), ctx.variable(v.edition.variable)), lua.nil)
      : v.edition === "none" ? undefined : str(v.edition);
    fields.push(["edition", edition]);
    // Steamodded's create_card puts the game's own stickers on only when forced (their
    // should_apply is false): without force_stickers the joker would come out without it
    if (v.sticker !== "none") fields.push(["stickers", list([str(v.sticker)])], ["force_stickers", lua.TRUE]);
    fields.push(["key_append", str(ctx.itemKey)]);
    const negative = v.edition === "e_negative";
    const made = createInEvent(ctx, { area: "jokers", buffer: "joker_buffer", ignoreSlots: v.ignore_slots === "ignore" || negative, create: [addCard(fields)], when });
    return { stmts: made.stmts, ...messageWhen(made.made, call("localize", str("k_plus_joker"))) };
  },
});
