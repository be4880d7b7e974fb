// The rule builder's commands (commands/rules.ts): each edit through the one reducer, refusals
// with their reasons, a trigger change that drops what no longer applies, words for replay, and a
// property test of random rule-edit sequences (rules stay valid against the catalog; undo, redo
// and replay hold).
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { registerRuleCatalog } from "../../../commands/ruleCatalog";
import { RULE_LISTS, type RuleList } from "../../../commands/rules";
import { applyCommand, createHistory, redo, undo, type History } from "../../../commands/history";
import { checkCommand, describeCommand, reduce } from "../../../commands/reducer";
import type { RuleCommand } from "../../../commands/types";
import { blockRefusal, triggerRefusal } from "../../../domain/catalog/applies";
import { choiceLabel, projectOptions } from "../../../domain/catalog/options";
import { defaultParams } from "../../../domain/catalog/parse";
import { allConditions, allEffects, findCondition, findEffect, findTrigger, triggersFor } from "../../../domain/catalog/registry";
import type { RuleObjectType } from "../../../domain/catalog/types";
import { exportMod } from "../../../domain/export";
import { createItem, emptyProject, type Condition, type Effect, type Project, type Rule } from "../../../domain/model";

beforeAll(() => registerRuleCatalog({ findTrigger, findCondition, findEffect, blockRefusal, triggerRefusal, choiceLabel }));

type Edit = RuleCommand extends infer C ? C extends RuleCommand ? Omit<C, "list" | "itemId" | "at"> : never : never;

const JOKER = "j1";
let clock = 1_000;
const cmd = (edit: Edit, list: RuleList = "jokers", itemId = JOKER): RuleCommand => ({ ...edit, list, itemId, at: (clock += 1) } as RuleCommand);

function start(): Project {
  const project = emptyProject(0);
  project.jokers = [createItem("joker", { id: JOKER, name: "Jolly", objectKey: "jolly" } as never)];
  project.consumables = [createItem("consumable", { id: "c1", name: "Card", objectKey: "card" } as never)];
  return project;
}

const newRule = (id: string, trigger: string): Rule => ({
  id, trigger, position: { x: 0, y: 0 }, blueprintCompatible: true, conditionGroups: [], effects: [], randomGroups: [], loops: [],
});
const condition = (id: string, type: string): Condition => ({ id, type, negate: false, params: defaultParams(findCondition(type)!.params) as Condition["params"] });
const effect = (id: string, type: string): Effect => ({ id, type, params: defaultParams(findEffect(type)!.params) as Effect["params"] });

function fold(project: Project, commands: RuleCommand[]): Project {
  for (const command of commands) {
    const problem = checkCommand(project, command);
    expect(problem, `${command.type}`).toBeNull();
    project = reduce(project, command);
  }
  return project;
}

describe("rule commands", () => {
  it("build the Jolly Joker: hand played, the hand contains a Pair, +8 Mult; the export carries it", () => {
    const project = fold(start(), [
      cmd({ type: "rule/add", rule: newRule("r1", "hand_played") }),
      cmd({ type: "rule/addCondition", ruleId: "r1", groupId: "g1", condition: condition("c1", "hand_type") }),
      cmd({ type: "rule/addEffect", ruleId: "r1", effect: effect("e1", "add_mult") }),
      cmd({ type: "rule/setParam", ruleId: "r1", blockId: "e1", param: "value", value: { value: 8, valueType: "number" } as never }),
    ]);
    const rule = project.jokers[0].rules[0];
    expect(rule.conditionGroups[0].conditions.map((c) => c.type)).toEqual(["hand_type"]);
    expect(rule.effects[0].params.value).toEqual({ value: 8, valueType: "number" });
    const result = exportMod(project);
    expect(result.report.rulesExported).toBe(1);
    const lua = result.files.get("items/jokers.lua") as string;
    expect(lua).toContain("mult = 8");
    expect(lua).toContain("context.poker_hands");
  });

  it("refuses a block that does not apply under the rule's trigger, with the catalog's reason", () => {
    const hand = findCondition("hand_type")!;
    const refusing = triggersFor("joker").find((t) => blockRefusal(hand, "joker", t, "condition"))!;
    const project = fold(start(), [cmd({ type: "rule/add", rule: newRule("r1", refusing.id) })]);
    const problem = checkCommand(project, cmd({ type: "rule/addCondition", ruleId: "r1", groupId: "g1", condition: condition("c1", "hand_type") }));
    expect(problem).toBe(blockRefusal(hand, "joker", refusing, "condition"));
    expect(checkCommand(project, cmd({ type: "rule/add", rule: newRule("r2", "no_such_trigger") }))).toMatch(/no trigger/);
    expect(checkCommand(project, cmd({ type: "rule/setParam", ruleId: "r1", blockId: "nothing", param: "value", value: { value: 1 } as never }))).toMatch(/no block/);
  });

  it("a trigger change keeps every block and says how many no longer apply; changing back, they all apply again", () => {
    const hand = findCondition("hand_type")!;
    const refusing = triggersFor("joker").find((t) => blockRefusal(hand, "joker", t, "condition") && !blockRefusal(findEffect("add_mult")!, "joker", t, "effect"))!;
    const before = fold(start(), [
      cmd({ type: "rule/add", rule: newRule("r1", "hand_played") }),
      cmd({ type: "rule/addCondition", ruleId: "r1", groupId: "g1", condition: condition("c1", "hand_type") }),
      cmd({ type: "rule/addEffect", ruleId: "r1", effect: effect("e1", "add_mult") }),
    ]);
    const change = cmd({ type: "rule/setTrigger", ruleId: "r1", trigger: refusing.id });
    const after = reduce(before, change);
    expect(after.jokers[0].rules[0].trigger).toBe(refusing.id);
    expect(after.jokers[0].rules[0].conditionGroups).toEqual(before.jokers[0].rules[0].conditionGroups);
    expect(after.jokers[0].rules[0].effects.map((e) => e.type)).toEqual(["add_mult"]);
    expect(describeCommand(change, before, after)).toMatch(/set the trigger of rule 1 of joker 'Jolly' to .* \(1 block does not apply under it\)$/);
    const back = cmd({ type: "rule/setTrigger", ruleId: "r1", trigger: "hand_played" });
    const again = reduce(after, back);
    expect(again.jokers[0].rules[0]).toEqual(before.jokers[0].rules[0]);
    expect(describeCommand(back, after, again)).toMatch(/set the trigger of rule 1 of joker 'Jolly' to '[^']+'$/);
  });

  it("chance groups and loops hold effects; negation and removal work on any block", () => {
    const project = fold(start(), [
      cmd({ type: "rule/add", rule: newRule("r1", "hand_played") }),
      cmd({ type: "rule/addChance", ruleId: "r1", groupId: "chance", numerator: 1, denominator: 4 }),
      cmd({ type: "rule/addLoop", ruleId: "r1", groupId: "loop", repetitions: 3 }),
      cmd({ type: "rule/addEffect", ruleId: "r1", container: "chance", effect: effect("e1", "add_mult") }),
      cmd({ type: "rule/addEffect", ruleId: "r1", container: "loop", effect: effect("e2", "add_mult") }),
      cmd({ type: "rule/addCondition", ruleId: "r1", groupId: "g", condition: condition("c1", "hand_type") }),
      cmd({ type: "rule/negate", ruleId: "r1", conditionId: "c1", negate: true }),
    ]);
    const rule = project.jokers[0].rules[0];
    expect(rule.randomGroups[0]).toMatchObject({ chance_numerator: 1, chance_denominator: 4, effects: [{ id: "e1" }] });
    expect(rule.loops[0]).toMatchObject({ repetitions: 3, effects: [{ id: "e2" }] });
    expect(rule.conditionGroups[0].conditions[0].negate).toBe(true);
    const lua = exportMod(project).files.get("items/jokers.lua") as string;
    expect(lua).toMatch(/for .* = 1, 3 do/);
    const removed = fold(project, [cmd({ type: "rule/removeBlock", ruleId: "r1", blockId: "chance" }), cmd({ type: "rule/removeBlock", ruleId: "r1", blockId: "c1" })]);
    expect(removed.jokers[0].rules[0].randomGroups).toEqual([]);
    expect(removed.jokers[0].rules[0].conditionGroups).toEqual([]);
  });
});

describe("chance odds and loop counts", () => {
  const built = () => fold(start(), [
    cmd({ type: "rule/add", rule: newRule("r1", "hand_played") }),
    cmd({ type: "rule/addChance", ruleId: "r1", groupId: "chance", numerator: 1, denominator: 4 }),
    cmd({ type: "rule/addLoop", ruleId: "r1", groupId: "loop", repetitions: 2 }),
    cmd({ type: "rule/addEffect", ruleId: "r1", container: "chance", effect: effect("e1", "add_mult") }),
    cmd({ type: "rule/addEffect", ruleId: "r1", container: "loop", effect: effect("e2", "add_chips") }),
    cmd({ type: "variable/add", variable: { id: "v1", name: "streak", type: "number", initialValue: 3 } }),
  ]);

  it("are set to a number or a variable, and the generated code uses them", () => {
    const before = built();
    const odds = cmd({ type: "rule/setGroupNumber", ruleId: "r1", groupId: "chance", field: "chance_denominator", value: { value: 3, valueType: "number" } });
    expect(describeCommand(odds, before, before)).toBe("set the chance group in rule 1 of joker 'Jolly' to 1 in 3");
    const count = cmd({ type: "rule/setGroupNumber", ruleId: "r1", groupId: "loop", field: "repetitions", value: { value: "streak", valueType: "user_var" } });
    expect(describeCommand(count, before, before)).toBe("set the loop in rule 1 of joker 'Jolly' to repeat streak times");
    const scaling = cmd({ type: "rule/setChanceScaling", ruleId: "r1", groupId: "chance", respect: false });
    expect(describeCommand(scaling, before, before)).toBe("made the chance group in rule 1 of joker 'Jolly' ignore the game's probability effects");
    const project = fold(before, [odds, count]);
    const rule = project.jokers[0].rules[0];
    expect(rule.randomGroups[0]).toMatchObject({ chance_numerator: 1, chance_denominator: { value: 3, valueType: "number" } });
    expect(rule.loops[0].repetitions).toEqual({ value: "streak", valueType: "user_var" });
    let lua = exportMod(project).files.get("items/jokers.lua") as string;
    expect(lua).toMatch(/SMODS\.pseudorandom_probability\(card, "[^"]*", 1, 3, /);
    expect(lua).toMatch(/for \w+ = 1, math\.min\(card\.ability\.extra\.streak, 1000\) do/);
    lua = exportMod(fold(project, [scaling])).files.get("items/jokers.lua") as string;
    expect(lua).toMatch(/pseudorandom\("[^"]*"\) < 1 \/ 3/);
    // the variable is in use: renaming follows into the loop, removing is refused
    const renamed = fold(project, [cmd({ type: "variable/rename", variableId: "v1", name: "run" })]);
    expect(renamed.jokers[0].rules[0].loops[0].repetitions).toEqual({ value: "run", valueType: "user_var" });
    expect(checkCommand(project, cmd({ type: "variable/remove", variableId: "v1" }))).toBe("'streak' is still named by 1 block: change it first");
  });

  it("refuse a group that is not there or not of that kind, and numbers below 1", () => {
    const p = built();
    const set = (groupId: string, field: "chance_numerator" | "chance_denominator" | "repetitions", value: unknown) =>
      checkCommand(p, cmd({ type: "rule/setGroupNumber", ruleId: "r1", groupId, field, value: value as never }));
    expect(set("loop", "chance_numerator", { value: 2 })).toBe('no chance group has id "loop"');
    expect(set("chance", "repetitions", { value: 2 })).toBe('no loop has id "chance"');
    expect(set("chance", "chance_denominator", { value: 0 })).toBe("the chance denominator is a number from 1");
    expect(set("loop", "repetitions", { value: Number.NaN })).toBe("the repeat count is a number from 1");
    expect(set("loop", "repetitions", { value: "  " })).toBe("the repeat count is empty");
    expect(set("loop", "repetitions", 4)).toBe("value is not a {value} object");
    expect(checkCommand(p, cmd({ type: "rule/setChanceScaling", ruleId: "r1", groupId: "loop", respect: true }))).toBe('no chance group has id "loop"');
  });
});

describe("custom messages and probability keys", () => {
  const built = () => fold(start(), [
    cmd({ type: "rule/add", rule: newRule("r1", "hand_played") }),
    cmd({ type: "rule/addChance", ruleId: "r1", groupId: "chance", numerator: 1, denominator: 4 }),
    cmd({ type: "rule/addEffect", ruleId: "r1", effect: effect("e1", "add_mult") }),
    cmd({ type: "rule/addEffect", ruleId: "r1", container: "chance", effect: effect("e2", "add_chips") }),
  ]);

  it("set an effect's message, in the rule or in a chance group, which the code floats instead of its own", () => {
    const before = built();
    const message = cmd({ type: "rule/setMessage", ruleId: "r1", blockId: "e2", message: "Lucky you! 100%" });
    expect(describeCommand(message, before, before)).toBe(`set the custom message of 'Add Mult' in rule 1 of joker 'Jolly' to 'Lucky you! 100%'`.replace("Add Mult", findEffect("add_chips")!.label));
    const project = fold(before, [message, cmd({ type: "rule/setMessage", ruleId: "r1", blockId: "e1", message: "Boom" })]);
    const rule = project.jokers[0].rules[0];
    expect(rule.effects[0].customMessage).toBe("Boom");
    expect(rule.randomGroups[0].effects[0].customMessage).toBe("Lucky you! 100%");
    const lua = exportMod(project).files.get("items/jokers.lua") as string;
    expect(lua).toContain('message = "Boom"');
    expect(lua).toContain('message = "Lucky you! 100%"');
    // "" takes it away: the effect floats its own again
    const cleared = fold(project, [cmd({ type: "rule/setMessage", ruleId: "r1", blockId: "e1", message: "" })]);
    expect("customMessage" in cleared.jokers[0].rules[0].effects[0]).toBe(false);
    expect(exportMod(cleared).files.get("items/jokers.lua")).not.toContain('message = "Boom"');
    expect(describeCommand(cmd({ type: "rule/setMessage", ruleId: "r1", blockId: "e1", message: "" }), project, cleared)).toBe(`removed the custom message of '${findEffect("add_mult")!.label}' in rule 1 of joker 'Jolly'`);
    // the same message again changes nothing
    expect(reduce(project, cmd({ type: "rule/setMessage", ruleId: "r1", blockId: "e1", message: "Boom" }))).toBe(project);
  });

  it("set a chance group's probability key, the name its roll goes by for probability effects", () => {
    const before = built();
    const key = cmd({ type: "rule/setChanceKey", ruleId: "r1", groupId: "chance", key: "lucky_seed" });
    expect(describeCommand(key, before, before)).toBe("set the probability key of the chance group in rule 1 of joker 'Jolly' to 'lucky_seed'");
    const project = fold(before, [key]);
    expect(project.jokers[0].rules[0].randomGroups[0].custom_key).toBe("lucky_seed");
    expect(exportMod(project).files.get("items/jokers.lua")).toMatch(/SMODS\.pseudorandom_probability\(card, "[^"]*", 1, 4, "lucky_seed"\)/);
    expect(exportMod(before).files.get("items/jokers.lua")).not.toContain("lucky_seed");
  });

  it("set whether Blueprint and Brainstorm copy a joker's rule: the code skips it for a copy", () => {
    const before = built();
    const off = cmd({ type: "rule/setBlueprint", ruleId: "r1", compatible: false });
    expect(describeCommand(off, before, before)).toBe("made rule 1 of joker 'Jolly' not copied by Blueprint and Brainstorm");
    expect(reduce(before, cmd({ type: "rule/setBlueprint", ruleId: "r1", compatible: true }))).toBe(before);
    const project = fold(before, [off]);
    expect(project.jokers[0].rules[0].blueprintCompatible).toBe(false);
    expect(exportMod(project).files.get("items/jokers.lua")).toContain("if not context.blueprint then");
    expect(exportMod(before).files.get("items/jokers.lua")).not.toContain("if not context.blueprint then");
    expect(fold(project, [cmd({ type: "rule/setBlueprint", ruleId: "r1", compatible: true })]).jokers[0].rules[0].blueprintCompatible).toBe(true);
    // a consumable's rule is never copied by Blueprint
    const used = fold(before, [cmd({ type: "rule/add", rule: newRule("u1", "card_used") }, "consumables", "c1")]);
    expect(checkCommand(used, cmd({ type: "rule/setBlueprint", ruleId: "u1", compatible: false }, "consumables", "c1"))).toBe("only a joker's rules are copied by Blueprint and Brainstorm");
  });

  it("refuse a message on a condition or a missing effect, more than one line, and more than the limits", () => {
    const p = fold(built(), [cmd({ type: "rule/addCondition", ruleId: "r1", groupId: "g", condition: condition("c1", "hand_type") })]);
    const message = (blockId: string, text: unknown) => checkCommand(p, cmd({ type: "rule/setMessage", ruleId: "r1", blockId, message: text as string }));
    expect(message("c1", "Hi")).toBe('no effect has id "c1"');
    expect(message("nope", "Hi")).toBe('no effect has id "nope"');
    expect(message("e1", "two\nlines")).toBe("the custom message is one line, without control characters");
    expect(message("e1", "x".repeat(101))).toBe("the custom message is at most 100 characters");
    expect(message("e1", "x".repeat(100))).toBeNull();
    expect(message("e1", 5)).toBe("the custom message is not text");
    // the spec's rules for messages, in its words: no quotes, backticks or lone backslashes
    expect(message("e1", 'Yee "haw"')).toBe("Message cannot contain quotation marks");
    expect(message("e1", "It's on")).toBe("Message cannot contain quotation marks");
    expect(message("e1", "back`tick")).toBe("Message cannot contain backticks");
    expect(message("e1", "a\\b")).toBe("Unescaped backslashes may cause issues");
    expect(message("e1", "a\\\\b")).toBeNull();
    const key = (groupId: string, text: string) => checkCommand(p, cmd({ type: "rule/setChanceKey", ruleId: "r1", groupId, key: text }));
    expect(key("g", "k")).toBe('no chance group has id "g"');
    expect(key("chance", "k".repeat(65))).toBe("the probability key is at most 64 characters");
    expect(key("chance", "")).toBeNull();
  });
});

/** Every rule of every item valid against the catalog: the trigger serves the item type, every block applies. */
function invalidBlocks(project: Project): string[] {
  const out: string[] = [];
  for (const [list, type] of Object.entries(RULE_LISTS) as [RuleList, RuleObjectType][]) {
    for (const item of project[list] as { rules?: Rule[] }[]) {
      for (const rule of item.rules ?? []) {
        const trigger = findTrigger(rule.trigger);
        if (!trigger || triggerRefusal(trigger, type)) { out.push(`${list}: trigger ${rule.trigger}`); continue; }
        for (const c of rule.conditionGroups.flatMap((g) => g.conditions)) if (blockRefusal(findCondition(c.type)!, type, trigger, "condition")) out.push(`${c.type} under ${rule.trigger}`);
        for (const e of [...rule.effects, ...rule.randomGroups.flatMap((g) => g.effects), ...rule.loops.flatMap((g) => g.effects)]) {
          if (blockRefusal(findEffect(e.type)!, type, trigger, "effect")) out.push(`${e.type} under ${rule.trigger}`);
        }
      }
    }
  }
  return out;
}

describe("what a param edit says", () => {
  it("names the field by its label and a choice by its words (the mod's own item by its name)", () => {
    const withDreamer = start();
    withDreamer.jokers = [...withDreamer.jokers, createItem("joker", { id: "j2", name: "The Dream", objectKey: "dreamer", orderValue: 2 } as never)];
    const p = fold(withDreamer, [
      cmd({ type: "rule/add", rule: newRule("r1", "hand_played") }),
      cmd({ type: "rule/addEffect", ruleId: "r1", effect: effect("e1", "add_mult") }),
      cmd({ type: "rule/addEffect", ruleId: "r1", effect: effect("e2", "create_joker") }),
    ]);
    const dreamer = projectOptions(p, "jokers").find((o) => o.label === "The Dream")!.value;
    const said = (edit: Edit) => describeCommand(cmd(edit), p, reduce(p, cmd(edit)));
    expect(said({ type: "rule/setParam", ruleId: "r1", blockId: "e1", param: "value", value: { value: 8, valueType: "number" } as never }))
      .toBe("set 'Mult' of 'Add Mult' in rule 1 of joker 'Jolly' to 8");
    expect(said({ type: "rule/setParam", ruleId: "r1", blockId: "e2", param: "joker_key", value: { value: dreamer, valueType: "text" } as never }))
      .toBe("set 'Which joker' of 'Create Joker' in rule 1 of joker 'Jolly' to 'The Dream'");
    expect(said({ type: "rule/setParam", ruleId: "r1", blockId: "e2", param: "joker_key", value: { value: "j_greedy_joker", valueType: "text" } as never }))
      .toBe("set 'Which joker' of 'Create Joker' in rule 1 of joker 'Jolly' to 'Greedy Joker'");
    expect(said({ type: "rule/setParam", ruleId: "r1", blockId: "e2", param: "edition", value: { value: "e_foil", valueType: "text" } as never }))
      .toMatch(/^set 'Edition' of 'Create Joker' in rule 1 of joker 'Jolly' to 'Foil'$/);
  });
});

describe("moving, copying, AND/OR and variables", () => {
  const base = () => fold(start(), [
    cmd({ type: "rule/add", rule: newRule("r1", "hand_played") }),
    cmd({ type: "rule/addCondition", ruleId: "r1", groupId: "g1", condition: condition("c1", "hand_type") }),
    cmd({ type: "rule/addCondition", ruleId: "r1", groupId: "g1", condition: condition("c2", "player_money") }),
    cmd({ type: "rule/addEffect", ruleId: "r1", effect: effect("e1", "add_mult") }),
    cmd({ type: "rule/addEffect", ruleId: "r1", effect: effect("e2", "add_chips") }),
    cmd({ type: "rule/addChance", ruleId: "r1", groupId: "k1", numerator: 1, denominator: 4 }),
    cmd({ type: "rule/add", rule: newRule("r2", "blind_selected") }),
  ]);
  const rules = (p: Project) => p.jokers[0].rules;
  const copyOf = (rule: Rule, tag: string): Rule => JSON.parse(JSON.stringify(rule).replace(/"id":"([^"]+)"/g, `"id":"$1${tag}"`)) as Rule;

  it("move a rule, and blocks within and between their lists", () => {
    let p = fold(base(), [cmd({ type: "rule/move", ruleId: "r2", index: 0 })]);
    expect(rules(p).map((r) => r.id)).toEqual(["r2", "r1"]);
    p = fold(p, [
      cmd({ type: "rule/moveBlock", ruleId: "r1", blockId: "e2", index: 0 }),
      cmd({ type: "rule/moveBlock", ruleId: "r1", blockId: "c2", container: "g1", index: 0 }),
      cmd({ type: "rule/moveBlock", ruleId: "r1", blockId: "e1", container: "k1", index: 0 }),
    ]);
    const r1 = rules(p)[1];
    expect(r1.effects.map((e) => e.id)).toEqual(["e2"]);
    expect(r1.randomGroups[0].effects.map((e) => e.id)).toEqual(["e1"]);
    expect(r1.conditionGroups[0].conditions.map((c) => c.id)).toEqual(["c2", "c1"]);
    expect(checkCommand(p, cmd({ type: "rule/move", ruleId: "r1", index: 2 }))).toBe("index is not a place among the item's 2 rules");
    expect(checkCommand(p, cmd({ type: "rule/moveBlock", ruleId: "r1", blockId: "c1", container: "k1", index: 0 }))).toBe('no condition group has id "k1"');
    expect(describeCommand(cmd({ type: "rule/move", ruleId: "r2", index: 0 }), base(), base())).toBe("moved rule 2 of joker 'Jolly' to place 1");
  });

  it("duplicate a rule right after it, with fresh ids only", () => {
    const p0 = base();
    const copy = copyOf(rules(p0)[0], "x");
    const p = fold(p0, [cmd({ type: "rule/duplicate", ruleId: "r1", copy })]);
    expect(rules(p).map((r) => r.id)).toEqual(["r1", "r1x", "r2"]);
    expect(rules(p)[1].effects.map((e) => e.type)).toEqual(["add_mult", "add_chips"]);
    expect(checkCommand(p0, cmd({ type: "rule/duplicate", ruleId: "r1", copy: rules(p0)[0] }))).toBe("a duplicate needs fresh ids");
    expect(checkCommand(p0, cmd({ type: "rule/duplicate", ruleId: "r1", copy: { ...copy, effects: [copy.effects[0], copy.effects[0]] } }))).toBe("an id is used twice in the rule");
  });

  it("paste rules into another item type, leaving out the blocks that do not apply there, and say so", () => {
    const p0 = base();
    const pasted = copyOf(rules(p0)[0], "p");
    // a joker's hand-played rule is no consumable rule: refused with the catalog's reason
    expect(checkCommand(p0, cmd({ type: "rule/paste", rules: [pasted] }, "consumables", "c1"))).toMatch(/is not a trigger of consumables/);
    const p = fold(p0, [cmd({ type: "rule/paste", rules: [pasted], index: 0 })]);
    expect(rules(p).map((r) => r.id)).toEqual(["r1p", "r1", "r2"]);
    expect(describeCommand(cmd({ type: "rule/paste", rules: [pasted] }), p0, p0)).toBe("pasted 1 rule into joker 'Jolly'");
    expect(checkCommand(p, cmd({ type: "rule/paste", rules: [pasted] }))).toBe('a rule with id "r1p" already exists');
    const used = { ...newRule("u1", "card_used"), effects: [effect("ue1", "set_dollars")] };
    expect(checkCommand(p, cmd({ type: "rule/paste", rules: [used] }, "consumables", "c1"))).toBeNull();
  });

  it("paste blocks into a rule, refusing one that does not apply under its trigger", () => {
    const p0 = base();
    const p = fold(p0, [cmd({ type: "rule/pasteBlocks", ruleId: "r1", conditions: [condition("c9", "player_money")], effects: [effect("e9", "add_mult")], groupId: "g9", container: "k1" })]);
    const r1 = rules(p)[0];
    expect(r1.conditionGroups.map((g) => g.conditions.map((c) => c.id))).toEqual([["c1", "c2"], ["c9"]]);
    expect(r1.randomGroups[0].effects.map((e) => e.id)).toEqual(["e9"]);
    expect(checkCommand(p0, cmd({ type: "rule/pasteBlocks", ruleId: "r2", conditions: [condition("c8", "hand_type")], effects: [], groupId: "g8" }))).toMatch(/needs a played hand/);
    expect(checkCommand(p0, cmd({ type: "rule/pasteBlocks", ruleId: "r1", conditions: [], effects: [effect("e1", "add_mult")], groupId: "g1" }))).toBe('id "e1" is already used in the rule');
  });

  it("switch AND/OR after a condition and after a group; the generated code honours it", () => {
    const p = fold(base(), [
      cmd({ type: "rule/setOperator", ruleId: "r1", blockId: "c1", operator: "or" }),
      cmd({ type: "rule/setParam", ruleId: "r1", blockId: "e1", param: "value", value: { value: 8, valueType: "number" } as never }),
    ]);
    expect(rules(p)[0].conditionGroups[0].conditions[0].operator).toBe("or");
    const lua = String(exportMod(p).files.get("items/jokers.lua") ?? [...exportMod(p).files].find(([k]) => k.endsWith(".lua") && String(k).includes("joker"))?.[1]);
    expect(lua).toMatch(/ or /);
    expect(reduce(p, cmd({ type: "rule/setOperator", ruleId: "r1", blockId: "c1", operator: "or" }))).toBe(p);
    expect(describeCommand(cmd({ type: "rule/setOperator", ruleId: "r1", blockId: "g1", operator: "or" }), p, p)).toBe("joined condition group 1 to the next with OR in rule 1 of joker 'Jolly'");
  });

  it("rename a variable: every block naming it follows; names are checked by the spec's rules", () => {
    let p = fold(base(), [
      cmd({ type: "variable/add", variable: { id: "v1", name: "stack", type: "number", initialValue: 0 } }),
      cmd({ type: "rule/setParam", ruleId: "r1", blockId: "e1", param: "value", value: { value: "stack", valueType: "user_var" } as never }),
      cmd({ type: "rule/addEffect", ruleId: "r2", effect: { ...effect("e5", "modify_internal_variable"), params: { ...effect("e5", "modify_internal_variable").params, variable_name: { value: "stack" } } } }),
    ]);
    expect(describeCommand(cmd({ type: "variable/rename", variableId: "v1", name: "pile" }), p, p)).toBe("renamed the variable 'stack' of joker 'Jolly' to 'pile' (2 blocks follow)");
    p = fold(p, [cmd({ type: "variable/rename", variableId: "v1", name: "pile" })]);
    expect(p.jokers[0].userVariables.map((v) => v.name)).toEqual(["pile"]);
    expect(rules(p)[0].effects[0].params.value).toEqual({ value: "pile", valueType: "user_var" });
    expect(rules(p)[1].effects[0].params.variable_name).toEqual({ value: "pile" });
    expect(exportMod(p).report.notExported).toEqual([]);
    expect(checkCommand(p, cmd({ type: "variable/rename", variableId: "v1", name: "2x" }))).toBe("Variable name cannot start with a number");
    expect(checkCommand(p, cmd({ type: "variable/add", variable: { id: "v2", name: "pile" } }))).toBe('a variable named "pile" already exists');
    p = fold(p, [cmd({ type: "variable/setInitial", variableId: "v1", value: 5 })]);
    expect(p.jokers[0].userVariables[0].initialValue).toBe(5);
    expect(checkCommand(p, cmd({ type: "variable/remove", variableId: "v1" }))).toBe("'pile' is still named by 2 blocks: change them first");
    p = fold(p, [
      cmd({ type: "rule/removeBlock", ruleId: "r1", blockId: "e1" }), cmd({ type: "rule/removeBlock", ruleId: "r2", blockId: "e5" }),
      cmd({ type: "variable/remove", variableId: "v1" }),
    ]);
    expect(p.jokers[0].userVariables).toEqual([]);
  });
});

/** A copy of a rule with every id tagged (what the builder's duplicate and paste make). */
function withFreshIds(rule: Rule, tag: string): Rule {
  return JSON.parse(JSON.stringify(rule).replace(/"id":"([^"]+)"/g, `"id":"$1_${tag}"`)) as Rule;
}

/** Variable names blocks name (modify_internal_variable's variable) that the item does not declare. */
function danglingVariables(project: Project): string[] {
  const out: string[] = [];
  for (const list of ["jokers", "consumables"] as const) {
    for (const item of project[list] as { rules?: Rule[]; userVariables?: { name: string }[] }[]) {
      const declared = new Set((item.userVariables ?? []).map((v) => v.name));
      for (const rule of item.rules ?? []) {
        for (const e of [...rule.effects, ...rule.randomGroups.flatMap((g) => g.effects), ...rule.loops.flatMap((g) => g.effects)]) {
          const name = (e.params.variable_name as { value?: unknown } | undefined)?.value;
          if (e.type === "modify_internal_variable" && typeof name === "string" && name.startsWith("var_") && !declared.has(name)) out.push(`${list}: ${name}`);
        }
      }
    }
  }
  return out;
}

describe("random rule-edit sequences", () => {
  const lists: RuleList[] = ["jokers", "consumables"];
  const itemOf = (list: RuleList) => (list === "jokers" ? JOKER : "c1");
  const step = fc.record({
    kind: fc.constantFrom("addRule", "setTrigger", "addCondition", "addEffect", "remove", "negate", "chance", "undo", "redo",
      "moveRule", "duplicate", "paste", "moveBlock", "operator", "message", "chanceKey", "blueprint", "addVariable", "useVariable", "renameVariable", "removeVariable",
      "loop", "groupNumber"),
    list: fc.constantFrom(...lists),
    pick: fc.nat(10_000),
    pick2: fc.nat(10_000),
  });

  it("keep every rule valid against the catalog; undo, redo and replay agree", () => {
    fc.assert(fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
      let history: History = createHistory(start());
      const applied: RuleCommand[] = [];
      let n = 0;
      for (const s of steps) {
        if (s.kind === "undo") { history = undo(history); continue; }
        if (s.kind === "redo") { history = redo(history); continue; }
        const project = history.present;
        const type = RULE_LISTS[s.list];
        const rules = (project[s.list] as { id: string; rules?: Rule[] }[]).find((i) => i.id === itemOf(s.list))?.rules ?? [];
        const rule = rules[s.pick % Math.max(1, rules.length)];
        const triggers = triggersFor(type);
        n += 1;
        let edit: Edit | undefined;
        switch (s.kind) {
          case "addRule": edit = { type: "rule/add", rule: newRule(`r${n}`, triggers[s.pick % triggers.length].id) }; break;
          case "setTrigger": if (rule) edit = { type: "rule/setTrigger", ruleId: rule.id, trigger: triggers[s.pick2 % triggers.length].id }; break;
          case "addCondition": {
            const entry = allConditions()[s.pick2 % allConditions().length];
            if (rule) edit = { type: "rule/addCondition", ruleId: rule.id, groupId: `g${n}`, condition: condition(`c${n}`, entry.id) };
            break;
          }
          case "addEffect": {
            const entry = allEffects()[s.pick2 % allEffects().length];
            const container = rule && s.pick2 % 3 === 0 ? rule.randomGroups[0]?.id : undefined;
            if (rule) edit = { type: "rule/addEffect", ruleId: rule.id, effect: effect(`e${n}`, entry.id), ...(container ? { container } : {}) };
            break;
          }
          case "remove": {
            const blocks = rule ? [...rule.conditionGroups.flatMap((g) => g.conditions), ...rule.effects] : [];
            if (rule && blocks.length > 0) edit = { type: "rule/removeBlock", ruleId: rule.id, blockId: blocks[s.pick2 % blocks.length].id };
            else if (rule) edit = { type: "rule/remove", ruleId: rule.id };
            break;
          }
          case "negate": {
            const c = rule?.conditionGroups.flatMap((g) => g.conditions)[0];
            if (rule && c) edit = { type: "rule/negate", ruleId: rule.id, conditionId: c.id, negate: !c.negate };
            break;
          }
          case "chance": if (rule) edit = { type: "rule/addChance", ruleId: rule.id, groupId: `k${n}`, numerator: 1, denominator: 1 + (s.pick2 % 9) }; break;
          case "loop": if (rule) edit = { type: "rule/addLoop", ruleId: rule.id, groupId: `l${n}`, repetitions: 1 + (s.pick2 % 5) }; break;
          case "groupNumber": {
            // a chance group's odds or a loop's count: a number, or one of the item's variables
            const groups = rule ? [...rule.randomGroups.map((g) => [g.id, s.pick % 2 === 0 ? "chance_numerator" : "chance_denominator"] as const), ...rule.loops.map((g) => [g.id, "repetitions"] as const)] : [];
            const vars = (project[s.list] as { userVariables?: { name: string }[] }[])[0]?.userVariables ?? [];
            const [groupId, field] = groups[s.pick2 % Math.max(1, groups.length)] ?? [];
            const value = vars.length > 0 && s.pick % 3 === 0 ? { value: vars[s.pick2 % vars.length].name, valueType: "user_var" } : { value: 1 + (s.pick2 % 6), valueType: "number" };
            if (rule && groupId && field) edit = { type: "rule/setGroupNumber", ruleId: rule.id, groupId, field, value: value as never };
            break;
          }
          case "moveRule": if (rule) edit = { type: "rule/move", ruleId: rule.id, index: s.pick2 % rules.length }; break;
          case "duplicate": if (rule) edit = { type: "rule/duplicate", ruleId: rule.id, copy: withFreshIds(rule, `d${n}`) }; break;
          case "paste": {
            // a rule of the other item (another item type): pasted here, what does not apply is left out
            const other = s.list === "jokers" ? "consumables" : "jokers";
            const source = (project[other] as { rules?: Rule[] }[])[0]?.rules ?? [];
            if (source.length > 0) edit = { type: "rule/paste", rules: [withFreshIds(source[s.pick2 % source.length], `p${n}`)], index: s.pick % (rules.length + 1) };
            break;
          }
          case "moveBlock": {
            const effects = rule ? [...rule.effects, ...rule.randomGroups.flatMap((g) => g.effects)] : [];
            const target = rule && s.pick % 2 === 0 ? rule.randomGroups[0] : undefined;
            if (rule && effects.length > 0) edit = { type: "rule/moveBlock", ruleId: rule.id, blockId: effects[s.pick2 % effects.length].id, ...(target ? { container: target.id } : {}), index: 0 };
            break;
          }
          case "operator": {
            const c = rule?.conditionGroups.flatMap((g) => [g.id, ...g.conditions.map((x) => x.id)]);
            if (rule && c && c.length > 0) edit = { type: "rule/setOperator", ruleId: rule.id, blockId: c[s.pick2 % c.length], operator: s.pick % 2 === 0 ? "or" : "and" };
            break;
          }
          case "message": {
            // an effect's custom message: set, changed or taken away ("")
            const effects = rule ? [...rule.effects, ...rule.randomGroups.flatMap((g) => g.effects), ...rule.loops.flatMap((g) => g.effects)] : [];
            if (rule && effects.length > 0) edit = { type: "rule/setMessage", ruleId: rule.id, blockId: effects[s.pick2 % effects.length].id, message: ["", "Yeehaw!", "100% luck"][s.pick % 3] };
            break;
          }
          case "blueprint": if (rule) edit = { type: "rule/setBlueprint", ruleId: rule.id, compatible: s.pick % 2 === 0 }; break;
          case "chanceKey": {
            const group = rule?.randomGroups[s.pick2 % Math.max(1, rule.randomGroups.length)];
            if (rule && group) edit = { type: "rule/setChanceKey", ruleId: rule.id, groupId: group.id, key: ["", "lucky", "my_seed"][s.pick % 3] };
            break;
          }
          case "addVariable": edit = { type: "variable/add", variable: { id: `v${n}`, name: `var_${s.pick2 % 5}`, type: "number", initialValue: 0 } }; break;
          case "useVariable": {
            const vars = (project[s.list] as { userVariables?: { name: string }[] }[])[0]?.userVariables ?? [];
            if (rule && vars.length > 0 && findEffect("modify_internal_variable") && !blockRefusal(findEffect("modify_internal_variable")!, type, findTrigger(rule.trigger)!, "effect")) {
              const e = effect(`u${n}`, "modify_internal_variable");
              edit = { type: "rule/addEffect", ruleId: rule.id, effect: { ...e, params: { ...e.params, variable_name: { value: vars[s.pick2 % vars.length].name } } } };
            }
            break;
          }
          case "renameVariable": case "removeVariable": {
            const vars = (project[s.list] as { userVariables?: { id: string; name: string }[] }[])[0]?.userVariables ?? [];
            const v = vars[s.pick2 % Math.max(1, vars.length)];
            if (v && s.kind === "renameVariable") edit = { type: "variable/rename", variableId: v.id, name: `var_${s.pick % 7}` };
            if (v && s.kind === "removeVariable") edit = { type: "variable/remove", variableId: v.id };
            break;
          }
        }
        if (!edit) continue;
        const command = cmd(edit, s.list, itemOf(s.list));
        const next = applyCommand(history, command);
        // A refused command changes nothing; an accepted one is logged for the replay below.
        if (checkCommand(project, command) === null) applied.push(command);
        else expect(next.present).toBe(project);
        history = next;
        expect(invalidBlocks(history.present)).toEqual([]);
        expect(danglingVariables(history.present)).toEqual([]);
      }
      // Without undo or redo in the sequence, replaying the accepted commands gives the same project.
      if (!steps.some((s) => s.kind === "undo" || s.kind === "redo")) expect(applied.reduce((p, c) => reduce(p, c), start())).toEqual(history.present);
      // Undo to the start, then redo to the end: the same project.
      const end = history.present;
      const depth = history.past.length;
      let back = history;
      for (let i = 0; i < depth; i++) back = undo(back);
      expect(back.present.jokers[0].rules).toEqual([]);
      for (let i = 0; i < depth; i++) back = redo(back);
      expect(back.present).toEqual(end);
    }), { numRuns: 80 });
  });

  it("replaying the accepted commands rebuilds the same project", () => {
    const commands = [
      cmd({ type: "rule/add", rule: newRule("r1", "hand_played") }),
      cmd({ type: "rule/addCondition", ruleId: "r1", groupId: "g1", condition: condition("c1", "hand_type") }),
      cmd({ type: "rule/addEffect", ruleId: "r1", effect: effect("e1", "add_mult") }),
    ];
    let history = createHistory(start());
    for (const c of commands) history = applyCommand(history, c);
    expect(commands.reduce((p, c) => reduce(p, c), start())).toEqual(history.present);
  });
});

describe("edits that change nothing", () => {
  it("return the very same project, so history records no empty step", () => {
    const project = fold(start(), [
      cmd({ type: "rule/add", rule: newRule("r1", "hand_played") }),
      cmd({ type: "rule/addEffect", ruleId: "r1", effect: effect("e1", "add_mult") }),
    ]);
    const value = project.jokers[0].rules[0].effects[0].params.value;
    expect(reduce(project, cmd({ type: "rule/setTrigger", ruleId: "r1", trigger: "hand_played" }))).toBe(project);
    expect(reduce(project, cmd({ type: "rule/setParam", ruleId: "r1", blockId: "e1", param: "value", value: value as never }))).toBe(project);
    const history = createHistory(project);
    expect(applyCommand(history, cmd({ type: "rule/setTrigger", ruleId: "r1", trigger: "hand_played" }))).toBe(history);
  });
});
