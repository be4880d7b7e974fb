// Every game variable, evaluated in real LuaJIT against the harness's game model: in a run
// (inside calculate, with `context`, and outside it, as in use / redeem / apply), for a deck (its
// `back` as the object), and in the main-menu collection (no run: no card areas, no blind). Each
// must give a number and never error. Known values of a fresh run are checked exactly.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { GAME_VARIABLES, GAME_VARIABLE_CATEGORIES, gameVariable, gameVariableList, isGameVariable } from "../../../domain/catalog/gameVars";
import { lua, printExpr } from "../../../domain/lua";
import { runLua } from "../../lua/luajit";

const HARNESS = fileURLToPath(new URL("../../../src/cli/harness", import.meta.url));

type Pass = "calculate" | "outside" | "deck" | "menu";
const PASSES: { pass: Pass; self: string; context: boolean }[] = [
  { pass: "calculate", self: "card", context: true },
  { pass: "outside", self: "card", context: false },
  { pass: "deck", self: "back", context: false },
  { pass: "menu", self: "card", context: false },
];

function script(): string {
  const lines = [
    `package.path = ${JSON.stringify(`${HARNESS}/?.lua;`)} .. package.path`,
    `local H = require("harness")`,
    `local S = require("scenario")`,
    `H.boot()`,
    `H.Game.new_run()`,
    `local card = Card(0, 0, G.CARD_W, G.CARD_H, nil, G.P_CENTERS.j_joker)`,
    `G.jokers:emplace(card)`,
    `card:add_to_deck()`,
    `local back = G.GAME.selected_back`,
    `local played = { G.hand.cards[1], G.hand.cards[2] }`,
    `local context = { joker_main = true, cardarea = G.jokers, scoring_name = "Pair", scoring_hand = played, full_hand = played }`,
    `hand_chips, mult = 10, 2`,
    `local out = {}`,
    `local function eval(id, pass, f)`,
    `  local ok, v = pcall(f)`,
    `  out[#out + 1] = { id = id, pass = pass, ok = ok, value = (ok and type(v) == "number" and v == v) and v or tostring(v) }`,
    `end`,
  ];
  for (const { pass, self, context } of PASSES) {
    if (pass === "menu") {
      lines.push(
        `for _, f in ipairs({ "jokers", "hand", "deck", "discard", "play", "consumeables", "vouchers", "playing_cards", "shop_jokers", "pack_cards" }) do G[f] = nil end`,
        `G.GAME.blind = nil`,
        `hand_chips, mult = nil, nil`,
      );
    }
    for (const row of GAME_VARIABLES) {
      const expr = gameVariable(row.id, { self: lua.name(self), context })!;
      lines.push(`eval(${JSON.stringify(row.id)}, ${JSON.stringify(pass)}, function() return ${printExpr(expr)} end)`);
    }
  }
  lines.push(`io.write(S.encode(out), "\\n")`);
  return lines.join("\n");
}

describe("game variables", () => {
  it("are the original app's 209 and Glass Cards Just Destroyed, each with a label and a category", () => {
    const list = gameVariableList();
    expect(list).toHaveLength(210);
    expect(new Set(list.map((g) => g.id)).size).toBe(210);
    for (const g of list) {
      expect(g.label.trim(), g.id).not.toBe("");
      expect(Object.keys(GAME_VARIABLE_CATEGORIES), g.id).toContain(g.category);
    }
    for (const id of ["cards_in_deck", "aces_in_deck", "gold_sealed_cards_in_hand", "blind_chip_req", "unique_planets_used", "self_sell_value", "flush_five_level", "wins", "money_per_50", "current_week_day"]) {
      expect(isGameVariable(id), id).toBe(true);
    }
    expect(isGameVariable("royal_flush_played")).toBe(false);
  });

  it("give a number in a run, outside calculate, for a deck and in the main menu, without errors", () => {
    const scratch = mkdtempSync(join(tmpdir(), "jf-gamevars-"));
    try {
      const file = join(scratch, "gamevars.lua");
      writeFileSync(file, script());
      const run = runLua([file]);
      expect(run.status, run.stderr).toBe(0);
      const results = JSON.parse(run.stdout) as { id: string; pass: Pass; ok: boolean; value: number | string }[];
      expect(results).toHaveLength(210 * PASSES.length);
      const bad = results.filter((r) => !r.ok || typeof r.value !== "number").map((r) => `${r.pass} ${r.id}: ${String(r.value)}`);
      expect(bad).toEqual([]);
      const value = (pass: Pass, id: string) => results.find((r) => r.pass === pass && r.id === id)?.value;
      // a fresh run: 52 cards, 8 drawn, the Joker owned, ante 1, $4, the Small Blind
      const fresh: Record<string, number> = {
        total_playing_cards: 52, cards_in_deck: 44, cards_in_hand: 8, cards_in_discard: 0, aces_in_deck: 4, spades_in_deck: 13,
        enhanced_cards_in_deck: 0, joker_count: 1, joker_slots: 5, free_joker_slots: 4, common_jokers: 1, consumable_slots: 2,
        free_consumable_slots: 2, current_ante: 1, current_money: 4, hands_remaining: 4, discards_remaining: 3, blind_chip_req: 300,
        pair_level: 1, total_hand_levels: 12, hand_levels_above_one: 0, money_per_5: 0, current_hand_size: 8, self_sell_value: 1,
        all_jokers_sell_value: 1, other_jokers_sell_value: 0,
      };
      for (const [id, expected] of Object.entries(fresh)) expect(value("outside", id), id).toBe(expected);
      // inside calculate: the played Pair's base chips and mult, and the live scoring values
      expect(value("calculate", "initial_scoring_chips")).toBe(10);
      expect(value("calculate", "initial_scoring_mult")).toBe(2);
      expect(value("calculate", "current_scoring_chips")).toBe(10);
      expect(value("outside", "initial_scoring_chips")).toBe(0);
      // a deck has no sell value; the main menu has no areas or blind
      expect(value("deck", "self_sell_value")).toBe(0);
      for (const id of ["cards_in_deck", "joker_count", "joker_slots", "blind_chip_req", "aces_in_hand", "leftmost_card_rank", "current_hand_size"]) {
        expect(value("menu", id), id).toBe(0);
      }
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});
