// Rules compile to methods that behave as the rule says: every rule on a trigger fires, groups
// join by their operators, chances and loops work, Blueprint respects the rule's flag, retriggers
// and destruction use their own contexts, and a rule that cannot be generated is reported whole.
import { describe, expect, it } from "vitest";
import { createItem, emptyProject, type Condition, type Effect, type Project, type Rule } from "../../../domain/model";
import { exportMod } from "../../../domain/export";
import { runExported } from "./runItems";

let n = 0;
const id = () => `id${(n += 1)}`;
const p = (value: unknown) => ({ value });
const effect = (type: string, params: Record<string, unknown> = {}, customMessage?: string): Effect => ({ id: id(), type, params: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, p(v)])), customMessage });
const condition = (type: string, params: Record<string, unknown>, extra: Partial<Condition> = {}): Condition => ({ id: id(), type, negate: false, params: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, p(v)])), ...extra });
const rule = (trigger: string, effects: Effect[], more: Partial<Rule> = {}): Rule => ({ id: id(), trigger, position: { x: 0, y: 0 }, blueprintCompatible: true, conditionGroups: [], effects, randomGroups: [], loops: [], ...more });

function jokerProject(rules: Rule[], extra: Record<string, unknown> = {}): Project {
  const project = emptyProject(1);
  project.modMetadata.prefix = "tm";
  project.jokers = [createItem("joker", { id: "j", name: "Test", objectKey: "test", prefix: "tm", rules, ...extra })];
  return project;
}

const call = (ctx: string, setup = "") => `${setup}\nlocal d = def("test")\nlocal card = newcard(d)\nprint(dump(d.calculate(d, card, ${ctx})))`;
/** The card `c` scores (context.individual), then the game asks for its retriggers (context.repetition, SMODS.score_card) or whether to destroy it (context.destroy_card). */
const scoredThen = (next: "repetition" | "destroy_card") => (c: string) => `local d = def("test")\nlocal card = newcard(d)\nlocal o = ${c}\nd.calculate(d, card, { individual = true, cardarea = G.play, other_card = o })\nprint(dump(d.calculate(d, card, { ${next === "repetition" ? "repetition = true" : "destroy_card = o"}, cardarea = G.play, other_card = o })))`;
const scoredThenDestroyed = scoredThen("destroy_card");
const scoredThenRetriggered = scoredThen("repetition");

describe("rule compiler", () => {
  it("fires every rule of a trigger, chaining their effects through extra", () => {
    const project = jokerProject([rule("hand_played", [effect("add_chips", { value: 10 })]), rule("hand_played", [effect("add_mult", { value: 4 })])]);
    const { stdout, report } = runExported(project, "items/jokers.lua", call("{ joker_main = true }"));
    expect(report.notExported).toEqual([]);
    expect(stdout).toBe("{chips=10,extra={mult=4}}");
  });

  it("ignores contexts of other triggers", () => {
    const project = jokerProject([rule("hand_played", [effect("add_chips", { value: 10 })])]);
    expect(runExported(project, "items/jokers.lua", call("{ before = true }")).stdout).toBe("nil");
  });

  it("joins conditions left to right and groups by their operator", () => {
    const money = (op: string, v: number, extra: Partial<Condition> = {}) => condition("player_money", { operator: op, value: v }, extra);
    const rules = [
      // (money > 100 or money == 10) and (money < 5): false
      rule("hand_played", [effect("add_chips", { value: 1 })], { conditionGroups: [
        { id: id(), operator: "and", conditions: [money("greater_than", 100, { operator: "or" }), money("equals", 10)] },
        { id: id(), operator: "and", conditions: [money("less_than", 5)] },
      ] }),
      // (money > 100) or (money == 10): true
      rule("hand_played", [effect("add_mult", { value: 2 })], { conditionGroups: [
        { id: id(), operator: "or", conditions: [money("greater_than", 100)] },
        { id: id(), operator: "and", conditions: [money("equals", 10)] },
      ] }),
      // not (money == 10): false
      rule("hand_played", [effect("add_mult", { value: 99 })], { conditionGroups: [{ id: id(), operator: "and", conditions: [money("equals", 10, { negate: true })] }] }),
    ];
    expect(runExported(jokerProject(rules), "items/jokers.lua", call("{ joker_main = true }")).stdout).toBe("{mult=2}");
  });

  it("rolls chance groups through SMODS.pseudorandom_probability and shows the odds", () => {
    const rules = [rule("hand_played", [], { randomGroups: [{ id: id(), chance_numerator: 1, chance_denominator: 4, respect_probability_effects: true, custom_key: "", effects: [effect("set_dollars", { operation: "add", value: 3 })] }] })];
    const project = jokerProject(rules, { description: "#1# in #2# chance" });
    expect(runExported(project, "items/jokers.lua", call("{ joker_main = true }", "ROLL = true")).stdout).toBe("{dollars=3}");
    expect(runExported(project, "items/jokers.lua", call("{ joker_main = true }", "ROLL = false")).stdout).toBe("nil");
    const locVars = runExported(project, "items/jokers.lua", `local d = def("test") print(dump(d.loc_vars(d, {}, newcard(d))))`);
    expect(locVars.stdout).toBe("{vars={1=1,2=4}}");
  });

  it("repeats loop effects, applying them at once", () => {
    const rules = [rule("hand_played", [], { loops: [{ id: id(), repetitions: 3, effects: [effect("add_mult", { value: 1 })] }] })];
    const { stdout } = runExported(jokerProject(rules), "items/jokers.lua", `${call("{ joker_main = true }")}\nprint(#APPLIED)`);
    expect(stdout).toBe("nil\n3");
  });

  it("keeps Blueprint away from rules that are not blueprint compatible", () => {
    const rules = [rule("hand_played", [effect("add_chips", { value: 5 })], { blueprintCompatible: false }), rule("hand_played", [effect("add_mult", { value: 1 })])];
    const project = jokerProject(rules);
    expect(runExported(project, "items/jokers.lua", call("{ joker_main = true, blueprint = 1 }")).stdout).toBe("{mult=1}");
    expect(runExported(project, "items/jokers.lua", call("{ joker_main = true }")).stdout).toBe("{chips=5,extra={mult=1}}");
  });

  it("retriggers scored cards in the repetition context and destroys them in destroy_card", () => {
    const ace = condition("card_rank", { rank_type: "specific", specific_rank: "A" });
    const rules = [
      rule("card_scored", [effect("retrigger_playing_card", { repetitions: 2 }), effect("add_chips", { value: 7 })], { conditionGroups: [{ id: id(), operator: "and", conditions: [ace] }] }),
      rule("card_scored", [effect("destroy_playing_card")], { conditionGroups: [{ id: id(), operator: "and", conditions: [condition("card_rank", { rank_type: "specific", specific_rank: "A" })] }] }),
    ];
    const project = jokerProject(rules);
    const ace14 = "{ get_id = function() return 14 end }";
    const two = "{ get_id = function() return 2 end }";
    const ctx = (flags: string, c: string) => `(function() local o = ${c} return { ${flags}, cardarea = G.play, other_card = o } end)()`;
    expect(runExported(project, "items/jokers.lua", scoredThenRetriggered(ace14)).stdout).toBe("{repetitions=2}");
    expect(runExported(project, "items/jokers.lua", scoredThenRetriggered(two)).stdout).toBe("nil");
    expect(runExported(project, "items/jokers.lua", call(ctx("individual = true", ace14))).stdout).toBe("{chips=7}");
    expect(runExported(project, "items/jokers.lua", call(ctx("individual = true", two))).stdout).toBe("nil");
    expect(runExported(project, "items/jokers.lua", scoredThenDestroyed(ace14)).stdout).toBe("{remove=true}");
    expect(runExported(project, "items/jokers.lua", scoredThenDestroyed(two)).stdout).toBe("nil");
    // the retrigger and the destroy are the decision the rule took when the card scored: an Ace
    // that did not score is neither retriggered nor destroyed
    expect(runExported(project, "items/jokers.lua", call(ctx("repetition = true", ace14))).stdout).toBe("nil");
    expect(runExported(project, "items/jokers.lua", call(ctx("destroy_card = o", ace14))).stdout).toBe("nil");
  });

  it("a Blueprint copy's retrigger is its own decision: each takes the mark it made when the card scored", () => {
    const project = jokerProject([rule("card_scored", [effect("retrigger_playing_card", { repetitions: 1 })], { conditionGroups: [{ id: id(), operator: "and", conditions: [condition("card_rank", { rank_type: "specific", specific_rank: "A" })] }] })]);
    const steps = (scoredBy: string, askedOf: string) => `local d = def("test") local card = newcard(d) card.sort_id = 7
local copier = { sort_id = 9 }
local o = { get_id = function() return 14 end }
d.calculate(d, card, { individual = true, cardarea = G.play, other_card = o${scoredBy} })
print(dump(d.calculate(d, card, { repetition = true, cardarea = G.play, other_card = o${askedOf} })))`;
    const copy = ", blueprint = 1, blueprint_card = copier";
    expect(runExported(project, "items/jokers.lua", steps(copy, copy)).stdout).toBe("{repetitions=1}");
    // the joker itself did not score the card: the copy's mark is not its own
    expect(runExported(project, "items/jokers.lua", steps(copy, "")).stdout).toBe("nil");
    expect(runExported(project, "items/jokers.lua", steps("", copy)).stdout).toBe("nil");
  });

  it("a retrigger's custom message replaces Steamodded's \"Again!\"; one on a destroy floats as the card goes", () => {
    const destroy = effect("destroy_playing_card", {}, "Bye");
    const rules = [
      rule("card_scored", [effect("retrigger_playing_card", { repetitions: 2 }, "Encore!")]),
      rule("card_scored", [destroy]),
    ];
    const project = jokerProject(rules);
    const ace = "{ get_id = function() return 14 end }";
    const { stdout, report } = runExported(project, "items/jokers.lua", scoredThenRetriggered(ace));
    expect(stdout).toBe("{message=Encore!,repetitions=2}");
    expect(runExported(project, "items/jokers.lua", scoredThenDestroyed(ace)).stdout).toBe("{message=Bye,remove=true}");
    expect(report.blockWarnings).toEqual([]);
    // a destroy without a message returns the removal alone
    const quiet = jokerProject([rule("card_scored", [effect("destroy_playing_card")])]);
    expect(runExported(quiet, "items/jokers.lua", scoredThenDestroyed(ace)).stdout).toBe("{remove=true}");
    // without a message, Steamodded's own
    const plain = jokerProject([rule("card_scored", [effect("retrigger_playing_card", { repetitions: 2 })])]);
    expect(runExported(plain, "items/jokers.lua", scoredThenRetriggered(ace)).stdout).toBe("{repetitions=2}");
  });

  it("a deck's loop applies nothing at once on its back: the effects before it are returned as they are", () => {
    const project = emptyProject(1);
    project.modMetadata.prefix = "tm";
    project.decks = [createItem("deck", { id: "d", name: "Deck", objectKey: "deck", rules: [
      rule("round_end", [effect("set_dollars", { value: 2 })], { loops: [{ id: id(), repetitions: 2, effects: [effect("create_tag", {})] }] }),
    ] })];
    const result = exportMod(project);
    expect(result.report.notExported).toEqual([]);
    const lua = String(result.files.get("items/decks.lua"));
    expect(lua).toMatch(/for i_\d+ = 1, 2 do/);
    expect(lua).not.toContain("SMODS.calculate_effect(chain_effects");
  });

  it("a deck's apply runs before the run exists: each rule waits in an event, a ban-only rule acts at once", () => {
    const project = emptyProject(1);
    project.modMetadata.prefix = "tm";
    project.decks = [createItem("deck", { id: "d", name: "Deck", objectKey: "deck", rules: [
      rule("card_used", [effect("edit_card_appearance", { key: "v_hieroglyph", card_appearance: "disappear" })]),
      rule("card_used", [effect("set_dollars", { operation: "set", value: 10 }), effect("create_joker", { joker_type: "random" })], {
        conditionGroups: [{ id: id(), operator: "and", conditions: [condition("joker_count", { operator: "less_than", value: 5 })] }],
      }),
    ] })];
    // as in Game:start_run: no areas, money 0 during apply; then the run is set up and the events run
    const { stdout, report } = runExported(project, "items/decks.lua", `
local queued = {}
G.E_MANAGER = { add_event = function(self, e) queued[#queued + 1] = e end }
G.GAME.banned_keys = {}
G.jokers, G.consumeables, G.hand = nil, nil, nil
G.GAME.dollars = 0
local d = def("deck")
d.apply(d, { effect = { config = { extra = {} } } })
print("at apply", tostring(G.GAME.banned_keys.v_hieroglyph), #queued, #ADDED)
G.jokers = { cards = {}, config = { card_limit = 5 } }
G.GAME.dollars = 4
local i = 1
while queued[i] do queued[i].func(); i = i + 1 end
print("after", DOLLARS, #ADDED)`);
    expect(report.notExported).toEqual([]);
    expect(stdout).toBe(["at apply\ttrue\t1\t0", "after\t6\t1"].join("\n"));
  });

  it("names the card on every chained effect after the first, as a discard's effects have no scored card in Steamodded", () => {
    const project = jokerProject([rule("card_discarded", [effect("set_dollars", { value: 1 }), effect("set_dollars", { value: 2 }, "Two!")])]);
    const { stdout, report } = runExported(project, "items/jokers.lua", `
local d = def("test")
local card = newcard(d)
local r = d.calculate(d, card, { discard = true, other_card = { base = { id = 5, value = "5", suit = "Hearts" }, ability = {}, config = { center = {} }, is_suit = function() return true end, get_id = function() return 5 end }, full_hand = {} })
print(r.dollars, r.card == nil, r.extra.dollars, r.extra.card == card, r.extra.message)
local copier = { name = "blueprint" }
local b = d.calculate(d, card, { discard = true, blueprint = 1, blueprint_card = copier, other_card = { base = { id = 5 }, ability = {}, config = { center = {} }, is_suit = function() return true end, get_id = function() return 5 end }, full_hand = {} })
print(b.extra.card == copier)`);
    expect(report.notExported).toEqual([]);
    // the first is named by Steamodded itself (eval_card, blueprint_effect)
    expect(stdout.split("\n")).toEqual(["1\ttrue\t2\ttrue\tTwo!", "true"]);
  });

  it("a rule with no effect is listed once, as left out, not also as a warning", () => {
    const project = jokerProject([rule("hand_played", [], { conditionGroups: [{ id: id(), operator: "and", conditions: [condition("hand_type", { operator: "contains", value: "Pair" })] }] })]);
    const { report } = exportMod(project);
    expect(report.notExported.map((n) => [n.ruleNumber, n.block.kind, n.wholeRule, n.reason])).toEqual([[1, "rule", true, "the rule has no effect that can be exported"]]);
    expect(report.blockWarnings).toEqual([]);
  });

  it("a custom message on a deck's effect when the deck is selected is left out with a warning: there is no card to show it on", () => {
    const project = emptyProject(1);
    project.modMetadata.prefix = "tm";
    const rich = effect("set_dollars", { value: 5 }, "Rich!");
    project.decks = [createItem("deck", { id: "d", name: "Deck", objectKey: "deck", rules: [rule("card_used", [rich])] })];
    const result = exportMod(project);
    expect(result.report.notExported).toEqual([]);
    expect(result.report.blockWarnings.map((w) => [w.block.id, w.reason])).toEqual([[rich.id, "its message is left out: a deck has no card to show it on"]]);
    expect(String(result.files.get("items/decks.lua"))).toContain("ease_dollars");
    expect(String(result.files.get("items/decks.lua"))).not.toContain("Rich!");
  });

  it("changes variables and shows them in the description", () => {
    const rules = [rule("hand_played", [effect("modify_internal_variable", { variable_name: "count", operation: "increment", value: 2 }), effect("add_mult", { value: "count" })])];
    const project = jokerProject(rules, { userVariables: [{ id: "v", name: "count", initialValue: 5 }], description: "+#1# Mult" });
    const { stdout } = runExported(project, "items/jokers.lua", `${call("{ joker_main = true }")}\nlocal d = def("test") print(dump(d.loc_vars(d, {}, newcard(d))))`);
    expect(stdout).toBe("{mult=7}\n{vars={1=5}}");
  });

  it("leaves out only the block it cannot generate, reports it on its rule and block, and drops a rule whose trigger does not exist", () => {
    const rules = [rule("hand_played", [effect("add_chips", { value: 1 }), effect("no_such_effect")]), rule("hand_played", [effect("add_mult", { value: 2 })]), rule("no_such_trigger", [effect("add_mult", { value: 3 })])];
    const { stdout, report } = runExported(jokerProject(rules), "items/jokers.lua", call("{ joker_main = true }"));
    expect(stdout).toBe("{chips=1,extra={mult=2}}");
    expect(report.notExported.map((r) => [r.itemName, r.ruleNumber, r.block.kind, r.block.type, r.wholeRule, r.reason])).toEqual([
      ["Test", 1, "effect", "no_such_effect", false, "the effect 'no_such_effect' does not exist"],
      ["Test", 3, "trigger", "no_such_trigger", true, "the trigger 'no_such_trigger' does not exist"],
    ]);
    expect(report.rulesExported).toBe(2);
    expect(report.rulesNotExported).toBe(1);
  });

  it("exports Crash the Game with a warning on its block; the generated code stops the game with an error naming the item", () => {
    const rules = [rule("hand_played", [effect("add_mult", { value: 2 }), effect("crash_game")])];
    const { stdout, report } = runExported(jokerProject(rules), "items/jokers.lua", `local d = def("test")\nlocal ok, err = pcall(d.calculate, d, newcard(d), { joker_main = true })\nprint(ok, err)`);
    expect(stdout).toBe("false\tj_tm_test crashed the game on purpose (its 'Crash the Game' block)");
    expect(report.notExported).toEqual([]);
    expect(report.blockWarnings.filter((w) => w.block.type === "crash_game").map((w) => w.reason.startsWith("'Crash the Game' stops the player's game"))).toEqual([true]);
  });

  it("keeps a rule out whole when one of its conditions cannot be generated, naming that condition", () => {
    const bad = condition("hand_type", { operator: "contains", value: "Six of a Kind" });
    const rules = [rule("hand_played", [effect("add_mult", { value: 2 })], { conditionGroups: [{ id: id(), operator: "and", conditions: [bad] }] })];
    const { stdout, report } = runExported(jokerProject(rules), "items/jokers.lua", `print(def("test").calculate)`);
    expect(stdout).toBe("nil");
    expect(report.notExported.map((r) => [r.block.kind, r.block.type, r.block.param, r.wholeRule])).toEqual([["condition", "hand_type", "value", true]]);
    expect(report.rulesNotExported).toBe(1);
  });

  it("compiles a consumable's use with can_use from the rule conditions", () => {
    const project = emptyProject(1);
    project.modMetadata.prefix = "tm";
    project.consumables = [createItem("consumable", { id: "c", name: "Coin", objectKey: "test", rules: [
      rule("card_used", [effect("set_dollars", { operation: "add", value: 4 }), effect("create_joker", { joker_type: "specific", joker_key: "j_joker" })], { conditionGroups: [{ id: id(), operator: "and", conditions: [condition("player_money", { operator: "less_than", value: 20 })] }] }),
    ] })];
    const snippet = `G.P_CENTERS.j_joker = {}\nlocal d = def("test") local card = newcard(d)\nprint(d.can_use(d, card))\nd.use(d, card)\nprint(DOLLARS, #ADDED, ADDED[1].key)\nG.GAME.dollars = 50\nprint(d.can_use(d, card))`;
    expect(runExported(project, "items/consumables.lua", snippet).stdout).toBe("true\n4\t1\tj_joker\nfalse");
  });

  it("answers probability queries for Change Probability", () => {
    const rules = [rule("change_probability", [effect("mod_probability", { part: "denominator", operation: "multiply", value: 2 })])];
    const { stdout } = runExported(jokerProject(rules), "items/jokers.lua", call("{ mod_probability = true, numerator = 1, denominator = 4 }"));
    expect(stdout).toBe("{denominator=8,numerator=1}");
  });

  it("creates jokers only when there is room", () => {
    const rules = [rule("blind_selected", [effect("create_joker", { joker_type: "random", rarity: "rare" })])];
    const project = jokerProject(rules);
    expect(runExported(project, "items/jokers.lua", `${call("{ setting_blind = true }")}\nprint(ADDED[1].rarity)`).stdout).toBe("{message=k_plus_joker}\nRare");
    expect(runExported(project, "items/jokers.lua", `G.jokers.config.card_limit = 0\n${call("{ setting_blind = true }")}\nprint(#ADDED)`).stdout).toBe("nil\n0");
  });
});
