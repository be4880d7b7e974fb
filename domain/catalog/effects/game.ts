// Effects on the run: levels, flags, sounds, messages, tags, blinds, draws, saving from game over.
import { lua, type Expr } from "../../lua";
import { event, handOf, numberSpec, randomOf, text } from "../lib";
import { safeFlagKey } from "../flags";
import { playedHandExpr } from "../conditions/handType";
import { Unsupported, type EffectDef } from "../types";
import { POKER_HANDS, VANILLA_TAGS } from "../vanillaKeys";

const { bin, path, str, name, assign, call, index, num, or, and, callStmt, method, forIn, ifThen, doCall } = lua;

const ALL = ["joker", "card", "consumable", "voucher", "deck"] as const;

export const levelUpHand: EffectDef = {
  id: "level_up_hand",
  label: "Level Up Hand",
  objects: ALL,
  params: [{ id: "hand_selection", label: "Hand", type: "select", default: "current" }, { id: "specific_hand", label: "Poker hand", type: "select", default: "High Card" }, numberSpec("value", "Levels", 1)],
  generate(params, ctx) {
    const levels = ctx.value(params.value ?? params.levels ?? 1, "levels");
    // older files name the hand in hand_type ("all" = every hand)
    const legacy = text(params, "hand_type", "");
    const selection = text(params, "hand_selection", legacy ? (legacy === "all" ? "all" : "specific") : "current");
    if (selection === "all") {
      return { stmts: [forIn(["hand_name"], [call("pairs", path("G.GAME.hands"))], [doCall("level_up_hand", ctx.self, name("hand_name"), lua.TRUE, levels)])], fields: [["message", call("localize", str("k_level_up_ex"))]] };
    }
    let hand: Expr;
    switch (selection) {
      case "current":
        hand = ctx.scoring ? path("context.scoring_name") : or(path("G.GAME.last_hand_played"), str("High Card"));
        break;
      case "specific": {
        const h = handOf(text(params, "specific_hand") || legacy);
        if (!h) throw new Unsupported(`poker hand '${text(params, "specific_hand") || legacy}' is unknown`);
        hand = str(h);
        break;
      }
      case "random": hand = randomOf(POKER_HANDS, ctx.seed("hand")); break;
      case "most": hand = or(playedHandExpr(true), str("High Card")); break;
      case "least": hand = or(playedHandExpr(false), str("High Card")); break;
      default: throw new Unsupported(`hand choice '${selection}' has no generator yet`);
    }
    if (ctx.objectType === "deck") return { stmts: [event([doCall("level_up_hand", lua.nil, hand, lua.TRUE, levels)])] };
    return { fields: [["level_up", levels], ["level_up_hand", hand]] };
  },
};

export const emitFlag: EffectDef = {
  id: "emit_flag",
  label: "Emit Flag",
  objects: ALL,
  params: [{ id: "flag_name", label: "Flag", type: "text", default: "custom_flag" }, { id: "change", label: "Set to", type: "select", default: "true" }],
  generate(params, ctx) {
    const value = text(params, "change", "true") !== "false";
    const flag = safeFlagKey(ctx.keys.prefix, text(params, "flag_name", "custom_flag"));
    return { stmts: [assign(index(path("G.GAME.pool_flags"), str(flag)), lua.bool(value))] };
  },
};

export const playSound: EffectDef = {
  id: "play_sound",
  label: "Play Sound",
  objects: ALL,
  params: [{ id: "sound_key", label: "Sound", type: "text" }],
  generate(params, ctx) {
    const raw = text(params, "sound_key");
    const sound = ctx.keys.sound(raw);
    if (!sound) throw new Unsupported(`sound '${raw}' is not a registered sound`);
    return { stmts: [event([doCall("play_sound", str(sound))])] };
  },
};

const COLOURS = new Set(["RED", "BLUE", "GREEN", "YELLOW", "ORANGE", "PURPLE", "WHITE", "BLACK", "GOLD", "MONEY", "CHIPS", "MULT", "XMULT", "FILTER", "EDITION", "DARK_EDITION", "SECONDARY_SET"]);

export const showMessage: EffectDef = {
  id: "show_message",
  label: "Show Message",
  objects: ["joker", "card"],
  params: [{ id: "colour", label: "Colour", type: "select", default: "G.C.WHITE" }],
  generate(params, ctx) {
    if (ctx.mode !== "calculate") throw new Unsupported("messages show only from triggers");
    const colour = text(params, "colour", "G.C.FILTER").replace(/^G\.C\./, "");
    // the text itself is the effect's custom message (added by the compiler)
    return { fields: [["message", str("!")], ["colour", COLOURS.has(colour) ? path(`G.C.${colour}`) : path("G.C.FILTER")]] };
  },
};

export const juiceUpJoker: EffectDef = {
  id: "juice_up_joker",
  label: "Juice Up",
  objects: ["joker"],
  params: [numberSpec("scale", "Scale", 1), numberSpec("rotation", "Rotation", 1)],
  generate(params, ctx) {
    return { stmts: [event([callStmt(method(name("card"), "juice_up", ctx.value(params.scale ?? 1, "scale"), ctx.value(params.rotation ?? 1, "rotation")))])] };
  },
};

export const drawCards: EffectDef = {
  id: "draw_cards",
  label: "Draw Cards",
  objects: ALL,
  params: [numberSpec("value", "Cards", 1)],
  generate(params, ctx) {
    const n = ctx.value(params.value, "cards");
    return { stmts: [ifThen(and(path("G.hand"), path("G.deck"), bin(">", lua.len(path("G.deck.cards")), num(0))), [event([doCall("G.FUNCS.draw_from_deck_to_hand", n)])])] };
  },
};

export const preventGameOver: EffectDef = {
  id: "prevent_game_over",
  label: "Prevent Game Over",
  objects: ["joker"],
  triggers: ["game_over"],
  params: [],
  generate: () => ({ fields: [["saved", str("ph_mr_bones")]] }),
};

export const createTag: EffectDef = {
  id: "create_tag",
  label: "Create Tag",
  objects: ALL,
  params: [{ id: "tag_type", label: "Tag", type: "select", default: "random" }, { id: "specific_tag", label: "Which", type: "select" }],
  generate(params, ctx) {
    let tag: Expr;
    if (text(params, "tag_type", "random") === "random") tag = randomOf(VANILLA_TAGS, ctx.seed("tag"));
    else {
      const key = ctx.keys.tag(text(params, "specific_tag"));
      if (!key) throw new Unsupported(`tag '${text(params, "specific_tag")}' does not exist`);
      tag = str(key);
    }
    return { stmts: [event([doCall("add_tag", call("Tag", tag)), doCall("play_sound", str("generic1"), num(0.9), num(0.6))])] };
  },
};

export const disableBossBlind: EffectDef = {
  id: "disable_boss_blind",
  label: "Disable Boss Blind",
  objects: ALL,
  params: [],
  generate: () => ({
    stmts: [ifThen(and(path("G.GAME.blind"), path("G.GAME.blind.boss"), lua.not(path("G.GAME.blind.disabled"))), [
      event([callStmt(method(path("G.GAME.blind"), "disable"))]),
    ])],
  }),
};

export const modifyBlindRequirement: EffectDef = {
  id: "modify_blind_requirement",
  label: "Modify Blind Requirement",
  objects: ["joker", "consumable", "card"],
  params: [{ id: "operation", label: "Operation", type: "select", default: "multiply" }, numberSpec("value", "Value", 2)],
  generate(params, ctx) {
    const chips = path("G.GAME.blind.chips");
    const value = ctx.value(params.value, "value");
    const op = text(params, "operation", "multiply");
    const next = op === "multiply" ? bin("*", chips, value) : op === "divide" ? bin("/", chips, value) : op === "add" ? bin("+", chips, value) : op === "subtract" ? bin("-", chips, value) : op === "set" ? value : undefined;
    if (!next) throw new Unsupported(`operation '${op}' is unknown`);
    return {
      stmts: [ifThen(and(path("G.GAME.blind"), chips), [
        assign(chips, call("math.floor", next)),
        assign(path("G.GAME.blind.chip_text"), call("number_format", chips)),
      ])],
    };
  },
};

export const modifyAllBlindsRequirement: EffectDef = {
  id: "modify_all_blinds_requirement",
  label: "Modify All Blinds Requirement",
  objects: ["voucher", "deck"],
  params: [{ id: "operation", label: "Operation", type: "select", default: "multiply" }, numberSpec("value", "Value", 2)],
  generate(params, ctx) {
    const scaling = path("G.GAME.starting_params.ante_scaling");
    const value = ctx.value(params.value, "value");
    const op = text(params, "operation", "multiply");
    const next = op === "multiply" ? bin("*", scaling, value) : op === "divide" ? bin("/", scaling, value) : op === "set" ? value : undefined;
    if (!next) throw new Unsupported(`operation '${op}' is unknown`);
    return { stmts: [assign(scaling, next)] };
  },
};

/** Shop weights: G.GAME.<set>_rate (tarot_rate, planet_rate, joker_rate, a custom set's key). */
export const editItemWeight: EffectDef = {
  id: "edit_item_weight",
  label: "Edit Shop Weight",
  objects: ["voucher", "deck"],
  params: [{ id: "key", label: "Cards", type: "select", default: "tarot" }, { id: "operation", label: "Operation", type: "select", default: "set" }, numberSpec("value", "Value", 0)],
  generate(params, ctx) {
    const raw = text(params, "key", "tarot").toLowerCase();
    const vanilla = ["joker", "tarot", "planet", "spectral", "playing_card"].includes(raw);
    const set = vanilla ? raw : ctx.keys.consumableSet(raw)?.toLowerCase();
    if (!set) throw new Unsupported(`shop cards '${raw}' do not exist`);
    const rate = index(path("G.GAME"), str(`${set}_rate`));
    const value = ctx.value(params.value, "value");
    const op = text(params, "operation", "set");
    const next = op === "set" ? value : op === "add" ? bin("+", or(rate, num(0)), value) : op === "multiply" ? bin("*", or(rate, num(0)), value) : op === "subtract" ? bin("-", or(rate, num(0)), value) : undefined;
    if (!next) throw new Unsupported(`operation '${op}' is unknown`);
    return { stmts: [assign(rate, next)] };
  },
};

/** Ends the run as a loss at the next step of the game loop. */
export const forceGameOver: EffectDef = {
  id: "force_game_over",
  label: "Force Game Over",
  objects: ALL,
  params: [],
  generate: () => ({ stmts: [event([assign(path("G.STATE"), path("G.STATES.GAME_OVER")), assign(path("G.STATE_COMPLETE"), lua.FALSE)])] }),
};

export const setAnte: EffectDef = {
  id: "set_ante",
  label: "Set Ante",
  objects: ALL,
  params: [{ id: "operation", label: "Operation", type: "select", default: "add" }, numberSpec("value", "Ante", 1)],
  generate(params, ctx) {
    const value = ctx.value(params.value, "ante");
    const op = text(params, "operation", "add");
    const change = op === "add" ? value : op === "subtract" ? lua.neg(value) : op === "set" ? bin("-", value, path("G.GAME.round_resets.ante")) : undefined;
    if (!change) throw new Unsupported(`operation '${op}' is unknown`);
    const d = ctx.local("ante_change");
    return {
      stmts: [
        lua.local(d, change),
        doCall("ease_ante", name(d)),
        assign(path("G.GAME.round_resets.blind_ante"), bin("+", or(path("G.GAME.round_resets.blind_ante"), path("G.GAME.round_resets.ante")), name(d))),
      ],
    };
  },
};
