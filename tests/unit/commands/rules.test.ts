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
import { defaultParams } from "../../../domain/catalog/parse";
import { allConditions, allEffects, findCondition, findEffect, findTrigger, triggersFor } from "../../../domain/catalog/registry";
import type { RuleObjectType } from "../../../domain/catalog/types";
import { exportMod } from "../../../domain/export";
import { createItem, emptyProject, type Condition, type Effect, type Project, type Rule } from "../../../domain/model";

beforeAll(() => registerRuleCatalog({ findTrigger, findCondition, findEffect, blockRefusal, triggerRefusal }));

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

  it("a trigger change drops the blocks that no longer apply, and says so", () => {
    const hand = findCondition("hand_type")!;
    const refusing = triggersFor("joker").find((t) => blockRefusal(hand, "joker", t, "condition") && !blockRefusal(findEffect("add_mult")!, "joker", t, "effect"))!;
    const before = fold(start(), [
      cmd({ type: "rule/add", rule: newRule("r1", "hand_played") }),
      cmd({ type: "rule/addCondition", ruleId: "r1", groupId: "g1", condition: condition("c1", "hand_type") }),
      cmd({ type: "rule/addEffect", ruleId: "r1", effect: effect("e1", "add_mult") }),
    ]);
    const change = cmd({ type: "rule/setTrigger", ruleId: "r1", trigger: refusing.id });
    const after = reduce(before, change);
    expect(after.jokers[0].rules[0].conditionGroups).toEqual([]);
    expect(after.jokers[0].rules[0].effects.map((e) => e.type)).toEqual(["add_mult"]);
    expect(describeCommand(change, before, after)).toMatch(/set the trigger of rule 1 of joker 'Jolly' to .* \(1 block that no longer apply removed\)/);
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

describe("random rule-edit sequences", () => {
  const lists: RuleList[] = ["jokers", "consumables"];
  const itemOf = (list: RuleList) => (list === "jokers" ? JOKER : "c1");
  const step = fc.record({
    kind: fc.constantFrom("addRule", "setTrigger", "addCondition", "addEffect", "remove", "negate", "chance", "undo", "redo"),
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
        }
        if (!edit) continue;
        const command = cmd(edit, s.list, itemOf(s.list));
        const next = applyCommand(history, command);
        // A refused command changes nothing; an accepted one is logged for the replay below.
        if (checkCommand(project, command) === null) applied.push(command);
        else expect(next.present).toBe(project);
        history = next;
        expect(invalidBlocks(history.present)).toEqual([]);
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
    }), { numRuns: 60 });
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
