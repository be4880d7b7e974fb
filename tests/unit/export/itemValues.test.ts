// Edition values, deck starting values and voucher redeem effects, exported: the Lua they
// produce, a harness check with zero problems, and the harness's game model applying them (an
// edition's chips/mult/x mult scored on a card and on a joker, a deck's apply setting the run's
// values, a voucher's redeem changing the game state).
import { describe, expect, it } from "vitest";
import { exportMod } from "../../../domain/export";
import { createItem, emptyProject, type Project } from "../../../domain/model";
import { checkMod, formatProblem } from "../../../src/cli/checkMod";
import { definitionOf, modScratch, ruleBuilders, runInGameModel } from "./modScratch";

const writeMod = modScratch("item-values");

const { effect, rule } = ruleBuilders("iv");

function project(): Project {
  const p = emptyProject(1);
  p.modMetadata = { ...p.modMetadata, id: "testmod", name: "Item Values", prefix: "tm" };
  const prefix = "tm";
  p.editions = [
    createItem("edition", {
      id: "e1", name: "Shiny", objectKey: "shiny", prefix, config: { chips: 30, mult: 4, x_mult: 1.5 },
      description: "{C:chips}+#1#{} Chips, {C:mult}+#2#{} Mult, {X:mult,C:white}X#3#{}",
    }),
    // A rule (+3 Mult when scored) and a value (X2): the rule's effect first, then the X Mult.
    createItem("edition", {
      id: "e2", name: "Glint", objectKey: "glint", prefix, orderValue: 2, config: { x_mult: 2 },
      description: "{C:mult}+#1#{} Mult, {X:mult,C:white}X#2#{}",
      userVariables: [{ id: "u1", name: "boost", type: "number", initialValue: 3 }],
      rules: [rule("card_scored", [effect("add_mult", { value: "boost" })])],
    }),
    createItem("edition", { id: "e3", name: "Plain", objectKey: "plain_e", prefix, orderValue: 3 }),
  ];
  p.decks = [
    createItem("deck", {
      id: "d1", name: "Rich", objectKey: "rich", prefix,
      config: { dollars: 10, hands: -1, discards: 2, joker_slot: 1, consumable_slot: -1, hand_size: 2 },
      Config_vouchers: ["v_telescope"], description: "Start with {C:money}$#1#{} more, {C:blue}#2#{} hand",
    }),
    createItem("deck", { id: "d2", name: "Plain", objectKey: "plain_d", prefix, orderValue: 2 }),
  ];
  p.vouchers = [
    createItem("voucher", {
      id: "v1", name: "Brush", objectKey: "brush", prefix,
      redeemEffects: [
        { kind: "hand_size", amount: 1 }, { kind: "joker_slots", amount: 1 }, { kind: "consumable_slots", amount: 2 },
        { kind: "hands", amount: 1 }, { kind: "discards", amount: -1 }, { kind: "dollars", amount: 7 },
      ],
      description: "{C:attention}+#1#{} hand size",
    }),
    createItem("voucher", {
      id: "v2", name: "Ledger", objectKey: "ledger", prefix, orderValue: 2,
      redeemEffects: [
        { kind: "interest_cap", amount: 5 }, { kind: "reroll_discount", amount: 2 }, { kind: "discount_percent", amount: 25 },
        { kind: "edition_rate", amount: 2 }, { kind: "shop_slots", amount: 1 }, { kind: "ante", amount: -1 },
      ],
    }),
    // Redeem effects and a rule's redeem: both happen.
    createItem("voucher", {
      id: "v3", name: "Tip", objectKey: "tip", prefix, orderValue: 3,
      redeemEffects: [{ kind: "hand_size", amount: 2 }],
      rules: [rule("card_used", [effect("set_dollars", { operation: "add", value: 4 })])],
    }),
    createItem("voucher", { id: "v4", name: "Plain", objectKey: "plain_v", prefix, orderValue: 4 }),
  ];
  return p;
}



describe("export of edition values, deck starting values and voucher redeem effects", () => {
  const result = exportMod(project(), { date: new Date(Date.UTC(2026, 0, 1)) });
  const editions = String(result.files.get("items/editions.lua"));
  const decks = String(result.files.get("items/decks.lua"));
  const vouchers = String(result.files.get("items/vouchers.lua"));

  it("editions: the values in config under the game's keys, scored in the vanilla contexts", () => {
    const shiny = definitionOf(editions, "shiny");
    expect(shiny).toContain("config = { extra = {}, chips = 30, mult = 4, x_mult = 1.5 },");
    expect(shiny).toContain("if context.pre_joker or scored then");
    expect(shiny).toContain("values = { chips = card.edition.chips, mult = card.edition.mult }");
    expect(shiny).toContain("if context.post_joker or scored then");
    expect(shiny).toContain("values.x_mult = card.edition.x_mult");
    expect(shiny).toContain("card and card.edition and card.edition.chips or self.config.chips,");
    const glint = definitionOf(editions, "glint");
    expect(glint).toContain("config = { extra = { boost = 3 }, x_mult = 2 },");
    // One calculate: the rules' body inside, the values after its effects.
    expect(glint.match(/calculate = function/g)).toHaveLength(1);
    expect(glint).toContain("last.extra = values");
    expect(glint).toContain("vars = { extra.boost, card and card.edition and card.edition.x_mult or self.config.x_mult }");
    const plain = definitionOf(editions, "plain_e");
    expect(plain).toContain("config = { extra = {} },");
    expect(plain).not.toContain("calculate");
  });

  it("decks: the starting values next to the starting vouchers in config; loc_vars shows them", () => {
    const rich = definitionOf(decks, "rich").replace(/\s+/g, " ");
    expect(rich).toContain('config = { extra = {}, dollars = 10, hands = -1, discards = 2, joker_slot = 1, consumable_slot = -1, hand_size = 2, vouchers = { "v_telescope" }, },');
    expect(rich).toContain("vars = { self.config.dollars, self.config.hands }");
    expect(definitionOf(decks, "plain_d")).toContain("config = { extra = {} },");
  });

  it("vouchers: redeem applies each effect the game's way, then the rules' redeem", () => {
    const brush = definitionOf(vouchers, "brush");
    expect(brush).toContain("G.hand:change_size(1)");
    expect(brush).toContain("G.jokers.config.card_limit = G.jokers.config.card_limit + 1");
    expect(brush).toContain("G.GAME.round_resets.discards = G.GAME.round_resets.discards - 1");
    expect(brush).toContain("ease_discard(-1)");
    expect(brush).toContain("vars = { 1 }");
    const ledger = definitionOf(vouchers, "ledger");
    expect(ledger).toContain("G.GAME.interest_cap = G.GAME.interest_cap + 25");
    expect(ledger).toContain("change_shop_size(math.max(-(G.GAME.shop.joker_max), math.min(1, math.max(0, 20 - (G.GAME.shop.joker_max)))))");
    const tip = definitionOf(vouchers, "tip");
    expect(tip.match(/redeem = function/g)).toHaveLength(1);
    expect(tip).toContain("ease_dollars(buffer_dollars(4))");
    expect(tip.indexOf("G.hand:change_size(2)")).toBeLessThan(tip.indexOf("ease_dollars("));
    expect(definitionOf(vouchers, "plain_v")).not.toContain("redeem");
    expect(result.report.warnings.filter((w) => !w.includes("placeholder art"))).toEqual([]);
  });

  it("a deck that leaves a run without hands or hand size is reported", () => {
    const p = project();
    p.decks = [createItem("deck", { id: "d9", name: "Broke", objectKey: "broke", prefix: "tm", config: { hands: -4, hand_size: -8, discards: -3 } })];
    const warnings = exportMod(p, { date: new Date(Date.UTC(2026, 0, 1)) }).report.warnings;
    expect(warnings).toContain("Deck 'Broke': hands -4 leaves 0 hands (from 4); runs with it cannot be played.");
    expect(warnings).toContain("Deck 'Broke': hand_size -8 leaves 0 cards in hand (from 8); runs with it cannot be played.");
    // No discards is a legal run.
    expect(warnings.filter((w) => w.includes("discards"))).toEqual([]);
  });

  it("loads in the harness with zero problems", async () => {
    const checked = await checkMod(writeMod(result, "check"));
    expect(checked.problems.map(formatProblem)).toEqual([]);
    expect(checked.ok).toBe(true);
  });

  it("the game model scores the editions, applies the deck and redeems the vouchers", () => {
    const dir = writeMod(result, "sim");
    const lines = runInGameModel(dir, `
-- A pair of nines, the first one with the edition.
local function on_card(edition)
  Sim.reset()
  local r = Sim.play({ Sim.card("S_9", { edition = edition }), "H_9", "D_4", "C_2", "S_J" })
  return r.chips, r.mult, r.score
end
-- The same pair with a joker (+10 Mult of its own) that has the edition.
local function on_joker(edition)
  Sim.reset()
  local joker = Sim.joker(function(self, card, context) if context.joker_main then return { mult = 10 } end end)
  if edition then joker:set_edition(edition, true, true) end
  local r = Sim.play({ "S_9", "H_9", "D_4", "C_2", "S_J" })
  return r.chips, r.mult, r.score
end
out("card_none", on_card(nil))
out("card_shiny", on_card("e_tm_shiny"))
out("card_glint", on_card("e_tm_glint"))
out("card_plain", on_card("e_tm_plain_e"))
out("joker_none", on_joker(nil))
out("joker_shiny", on_joker("e_tm_shiny"))
out("joker_glint", on_joker("e_tm_glint"))

local function run_state()
  return G.GAME.dollars, G.GAME.round_resets.hands, G.GAME.round_resets.discards, G.jokers.config.card_limit,
    G.consumeables.config.card_limit, G.hand.config.card_limit
end
for _, back in ipairs({ "b_red", "b_tm_rich", "b_tm_plain_d" }) do
  H.Exercise.fresh_run({ back = back })
  G.GAME.selected_back:apply_to_run()
  H.Ev.flush()
  out(back, run_state())
  out(back .. "_telescope", G.GAME.used_vouchers.v_telescope and "yes" or "no")
end

local function redeem(key)
  H.Exercise.fresh_run()
  local card = Card(0, 0, G.CARD_W, G.CARD_H, nil, G.P_CENTERS[key])
  G.shop_vouchers:emplace(card)
  card:redeem()
  H.Ev.flush()
end
H.Exercise.fresh_run()
out("fresh", run_state())
out("fresh_round", G.GAME.current_round.hands_left, G.GAME.current_round.discards_left)
out("fresh_shop", G.GAME.interest_cap, G.GAME.round_resets.reroll_cost, G.GAME.current_round.reroll_cost,
  G.GAME.discount_percent, G.GAME.edition_rate, G.GAME.shop.joker_max, G.GAME.round_resets.ante)
redeem("v_tm_brush")
out("brush", run_state())
out("brush_round", G.GAME.current_round.hands_left, G.GAME.current_round.discards_left)
redeem("v_tm_ledger")
out("ledger_shop", G.GAME.interest_cap, G.GAME.round_resets.reroll_cost, G.GAME.current_round.reroll_cost,
  G.GAME.discount_percent, G.GAME.edition_rate, G.GAME.shop.joker_max, G.GAME.round_resets.ante)
redeem("v_tm_tip")
out("tip", run_state())
redeem("v_tm_plain_v")
out("plain_v", run_state())
`);
    // Columns: chips, mult, score. Pair of nines: (10 + 9 + 9) x 2.
    expect(lines.card_none).toBe("28 2 56");
    // +30 chips, +4 mult and X1.5 when the card scores: (28 + 30) x ((2 + 4) x 1.5).
    expect(lines.card_shiny).toBe("58 9 522");
    // The rule's +3 Mult, then X2: 28 x ((2 + 3) x 2).
    expect(lines.card_glint).toBe("28 10 280");
    // No values, no rules: nothing.
    expect(lines.card_plain).toBe("28 2 56");
    // The joker's own +10 Mult: 28 x 12.
    expect(lines.joker_none).toBe("28 12 336");
    // +30 chips and +4 mult before the joker (pre_joker), X1.5 after it (post_joker): 58 x ((2 + 4 + 10) x 1.5).
    expect(lines.joker_shiny).toBe("58 24 1392");
    // The rule's +3 Mult before the joker, X2 after it: 28 x ((2 + 3 + 10) x 2).
    expect(lines.joker_glint).toBe("28 30 840");

    // Columns: dollars, hands, discards, joker slots, consumable slots, hand size.
    expect(lines.b_red).toBe("4 4 4 5 2 8");
    // $4 + 10, 4 - 1 hands, 3 + 2 discards, 5 + 1 jokers, 2 - 1 consumables, 8 + 2 hand size.
    expect(lines.b_tm_rich).toBe("14 3 5 6 1 10");
    expect(lines.b_tm_rich_telescope).toBe("yes");
    expect(lines.b_tm_plain_d_telescope).toBe("no");
    expect(lines.b_tm_plain_d).toBe("4 4 3 5 2 8");

    expect(lines.fresh).toBe("4 4 3 5 2 8");
    expect(lines.fresh_round).toBe("4 3");
    // +$7, +1 hand, -1 discard, +1 joker slot, +2 consumable slots, +1 hand size.
    expect(lines.brush).toBe("11 5 2 6 4 9");
    // This round's hands and discards change with them.
    expect(lines.brush_round).toBe("5 2");
    // Columns: interest cap, reroll cost (base, now), discount %, edition rate, shop slots, ante.
    expect(lines.fresh_shop).toBe("25 5 5 0 1 2 1");
    // $5 more interest (cap 25 -> 50, Seed Money), rerolls $2 less, 25% off, editions x2, one more shop slot, ante -1.
    expect(lines.ledger_shop).toBe("50 3 3 25 2 3 0");
    // +2 hand size from the effect, +$4 from the rule.
    expect(lines.tip).toBe("8 4 3 5 2 10");
    expect(lines.plain_v).toBe("4 4 3 5 2 8");
  });
});
