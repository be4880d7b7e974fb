// Faults a fuzz of exported mods found in Steamodded's loader and in the project's own checker
// (fuzz round 3):
//  - description values (#n#) the game showed as nil: a deck whose description shows a chance
//    group's odds read them from globals that exist nowhere ("nil in nil"), its loc_vars leaving
//    out the line that computes them; a booster description using #3# showed nil without a word
//    (a pack has two values);
//  - numbers the game cannot take: an ante that is not whole (Set Ante by 0.5, or to a variable
//    holding 2.5; the game reads each ante's blind amount from a table by it, and the next blind
//    crashed), and a million shop slots (a voucher's redeem effect, or Edit Shop Card Slots; the
//    game builds a card for every new slot at once, and the shop froze).
// And what round 4 found: those limits held for one change but not for their sum (a loop of 100
// around "+20 shop slots" or "Retrigger x100", fifty +20 redeem entries).
import { describe, expect, it } from "vitest";
import { exportMod } from "../../../domain/export";
import { MOST_RETRIGGERS, MOST_SHOP_SLOTS, MOST_SLOT_CHANGE } from "../../../domain/model/limits";
import { createItem, emptyProject, type Project } from "../../../domain/model";
import { harnessProblems } from "../../support/harness";
import { runExported } from "../catalog/runItems";

const rule = (trigger: string, effects: { type: string; params: Record<string, unknown> }[], more: Record<string, unknown> = {}) => ({
  id: "r1", trigger, position: { x: 0, y: 0 }, blueprintCompatible: true, conditionGroups: [], randomGroups: [], loops: [],
  effects: effects.map((effect, i) => ({ id: `e${i + 1}`, ...effect })), ...more,
});

function project(): Project {
  const p = emptyProject(Date.UTC(2026, 0, 3));
  p.modMetadata = { ...p.modMetadata, id: "fuzzthree", prefix: "mn", name: "Fuzz Three" };
  return p;
}

describe("description values", () => {
  it("a deck's chance odds are computed in its loc_vars, as every other item's", async () => {
    const p = project();
    p.decks = [createItem("deck", {
      id: "d1", name: "Probe", objectKey: "probe", description: "{C:green}#1# in #2#{} chance for {C:money}$5{}",
      rules: [rule("round_end", [], {
        randomGroups: [{ id: "g1", chance_numerator: 1, chance_denominator: 2, respect_probability_effects: true, custom_key: "", effects: [{ id: "e1", type: "set_dollars", params: { value: { value: 5 } } }] }],
      })] as never,
    })];
    const lua = String(exportMod(p).files.get("items/decks.lua"));
    expect(lua).toContain('local numerator_1, denominator_1 = SMODS.get_probability_vars(back, 1, 2, "b_mn_probe")');
    expect(lua).toContain("return { vars = { numerator_1, denominator_1 } }");
    expect(await harnessProblems(p)).toEqual([]);
  });

  it("a booster description past #2# shows '?' and is named in the report", async () => {
    const p = project();
    p.boosters = [createItem("booster", { id: "b1", name: "Probe", objectKey: "probe", description: "Choose #1# of up to #2# cards, #3# left" })];
    const result = exportMod(p);
    expect(String(result.files.get("items/boosters.lua"))).toContain('return { vars = { cfg.choose, cfg.extra, "?" } }');
    expect(result.report.warnings).toContain("booster 'Probe': its description uses #3# but only 2 value(s) exist (#1# cards chosen, #2# cards shown); the rest show '?'.");
    expect(await harnessProblems(p)).toEqual([]);
  });
});

describe("Set Ante takes whole antes", () => {
  it("rounds a variable down in the code, and names a plain fraction on its block", async () => {
    const p = project();
    p.jokers = [createItem("joker", {
      id: "j1", name: "Climber", objectKey: "climber",
      userVariables: [{ id: "u1", name: "target", type: "number", initialValue: 2.5 }],
      rules: [rule("boss_defeated", [{ type: "set_ante", params: { operation: { value: "set" }, value: { value: "target", valueType: "user_var" } } }])] as never,
    })];
    p.consumables = [createItem("consumable", {
      id: "c1", name: "Half Step", objectKey: "half", set: "Tarot",
      rules: [rule("card_used", [{ type: "set_ante", params: { operation: { value: "add" }, value: { value: 0.5 } } }])] as never,
    })];
    const result = exportMod(p);
    expect(String(result.files.get("items/jokers.lua"))).toContain("local change_1 = math.floor(card.ability.extra.target) - G.GAME.round_resets.ante");
    expect(String(result.files.get("items/consumables.lua"))).toContain("math.floor(0.5)");
    expect(result.report.blockWarnings.map((w) => w.reason)).toContain("Ante should be a whole number (it is 0.5)");
    expect(await harnessProblems(p)).toEqual([]);
  });
});

describe(`shop slots change by at most ${MOST_SLOT_CHANGE} at a time`, () => {
  it("a voucher's redeem effect is cut, with a warning", async () => {
    const p = project();
    p.vouchers = [createItem("voucher", { id: "v1", name: "Overflow", objectKey: "overflow", redeemEffects: [{ kind: "shop_slots", amount: 1000000 }] })];
    const result = exportMod(p);
    expect(String(result.files.get("items/vouchers.lua"))).toContain(`change_shop_size(math.max(-(G.GAME.shop.joker_max), math.min(${MOST_SLOT_CHANGE}, math.max(0, ${MOST_SHOP_SLOTS} - (G.GAME.shop.joker_max)))))`);
    expect(result.report.warnings).toContain(`Voucher 'Overflow': 1000000 shop slots is more than a shop can show; exported as ${MOST_SLOT_CHANGE}.`);
    expect(await harnessProblems(p)).toEqual([]);
  });

  it("Edit Shop Card Slots: a plain number is cut (a warning on its block), a variable is bounded in the code", async () => {
    const p = project();
    p.vouchers = [createItem("voucher", {
      id: "v1", name: "Overflow", objectKey: "overflow",
      rules: [rule("shop_entered", [{ type: "edit_shop_slots", params: { operation: { value: "add" }, value: { value: 1000000 } } }])] as never,
    })];
    p.jokers = [createItem("joker", {
      id: "j1", name: "Stocker", objectKey: "stocker",
      userVariables: [{ id: "u1", name: "many", type: "number", initialValue: 9007199254740991 }],
      rules: [rule("shop_entered", [{ type: "edit_voucher_slots", params: { operation: { value: "add" }, value: { value: "many", valueType: "user_var" } } }])] as never,
    })];
    const result = exportMod(p);
    expect(String(result.files.get("items/vouchers.lua"))).toContain(`local change_1 = math.max(-(G.GAME.shop.joker_max), math.min(${MOST_SLOT_CHANGE}, math.max(0, ${MOST_SHOP_SLOTS} - (G.GAME.shop.joker_max))))`);
    expect(result.report.blockWarnings.map((w) => w.reason)).toContain(`Amount is above its maximum of ${MOST_SLOT_CHANGE}; the export uses ${MOST_SLOT_CHANGE}`);
    expect(String(result.files.get("items/jokers.lua"))).toContain(`math.max(-${MOST_SLOT_CHANGE}, math.min(${MOST_SLOT_CHANGE}, card.ability.extra.many))`);
    expect(await harnessProblems(p)).toEqual([]);
  });
});

describe("limits hold for the sum of changes (fuzz round 4)", () => {
  const shop = "G.GAME.shop = { joker_max = 2 }\nfunction change_shop_size(n) G.GAME.shop.joker_max = G.GAME.shop.joker_max + n end";

  it(`a shop never grows past ${MOST_SHOP_SLOTS} cards: redeem entries add up to it, a loop of +${MOST_SLOT_CHANGE} stops there, and a cut takes it down to 0 at the least`, () => {
    const p = project();
    p.vouchers = [createItem("voucher", { id: "v1", name: "Overflow", objectKey: "overflow", redeemEffects: Array.from({ length: 50 }, () => ({ kind: "shop_slots", amount: MOST_SLOT_CHANGE })) })];
    p.jokers = [createItem("joker", {
      id: "j1", name: "Stocker", objectKey: "stocker",
      rules: [rule("shop_entered", [], { loops: [{ id: "l1", repetitions: 100, effects: [{ id: "e1", type: "edit_shop_slots", params: { operation: { value: "add" }, value: { value: MOST_SLOT_CHANGE } } }] }] })] as never,
    }), createItem("joker", {
      id: "j2", name: "Thief", objectKey: "thief",
      rules: [rule("shop_entered", [{ type: "edit_shop_slots", params: { operation: { value: "subtract" }, value: { value: MOST_SLOT_CHANGE } } }])] as never,
    })];
    const redeem = runExported(p, "items/vouchers.lua", `${shop}\nlocal d = def("overflow") d.redeem(d, {}) print(G.GAME.shop.joker_max) d.redeem(d, {}) print(G.GAME.shop.joker_max)`);
    expect(redeem.stdout).toBe(`${MOST_SHOP_SLOTS}\n${MOST_SHOP_SLOTS}`);
    const loop = runExported(p, "items/jokers.lua", `${shop}\nlocal d = def("stocker") d.calculate(d, newcard(d), { starting_shop = true }) print(G.GAME.shop.joker_max)
local t = def("thief") t.calculate(t, newcard(t), { starting_shop = true }) print(G.GAME.shop.joker_max)`);
    expect(loop.stdout).toBe(`${MOST_SHOP_SLOTS}\n0`);
  });

  it(`a card is retriggered at most ${MOST_RETRIGGERS} times in all, even by a loop of 100 around Retrigger x100`, () => {
    const p = project();
    p.jokers = [createItem("joker", {
      id: "j1", name: "Echo", objectKey: "echo",
      rules: [rule("card_scored", [], { loops: [{ id: "l1", repetitions: 100, effects: [{ id: "e1", type: "retrigger_playing_card", params: { repetitions: { value: 100 } } }] }] })] as never,
    })];
    // the card scores (the loop marks it 100 times), then Steamodded asks for its retriggers
    const code = `local d = def("echo") local card = newcard(d) local o = { get_id = function() return 14 end }
d.calculate(d, card, { individual = true, cardarea = G.play, other_card = o })
print(dump(d.calculate(d, card, { repetition = true, cardarea = G.play, other_card = o })))`;
    expect(runExported(p, "items/jokers.lua", code).stdout).toBe(`{repetitions=${MOST_RETRIGGERS}}`);
  });
});
