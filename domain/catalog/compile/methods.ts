// The methods a "used" trigger fills (a consumable's use and can_use, a voucher's redeem, a
// deck's apply) and a joker's passive add_to_deck / remove_from_deck.
import { lua, type Expr, type Stmt } from "../../lua";
import type { Rule } from "../../model";
import { event } from "../lib";
import { findEffect } from "../registry";
import type { ItemScope } from "./blocks";
import type { CompiledRule } from "./rule";

const { and, or, fn, ret, FALSE } = lua;

/** Every effect of a rule, in its random groups and loops too. */
function effectTypes(rule: Rule): string[] {
  const lists = [rule.effects, ...(Array.isArray(rule.randomGroups) ? rule.randomGroups.map((g) => g.effects) : []), ...(Array.isArray(rule.loops) ? rule.loops.map((g) => g.effects) : [])];
  return lists.flatMap((list) => (Array.isArray(list) ? list.map((e) => e.type) : []));
}

/**
 * A deck's apply runs inside Game:start_run before the run exists: no card areas or deck yet (or
 * the last run's), the run's seed not set (every roll would be the same in every run), and money,
 * hands and discards set from the starting values afterwards. So each rule waits in an event until
 * the run is set up, conditions included; only a rule made of effects that must act at once
 * (EffectDef.atApply, e.g. a ban) runs at once.
 */
function deckApplyRule(c: CompiledRule): Stmt[] {
  const types = effectTypes(c.rule);
  const atOnce = types.length > 0 && types.every((t) => findEffect(t)?.atApply === true);
  return atOnce || c.main.length === 0 ? c.main : [event(c.main)];
}

export function useMethods(item: ItemScope, compiled: CompiledRule[]): [string, Expr][] {
  const methods: [string, Expr][] = [];
  const uses = compiled.filter((c) => c.trigger.method === "use");
  const main = (c: CompiledRule) => (item.objectType === "deck" ? deckApplyRule(c) : c.main);
  const body = (list: CompiledRule[]) => list.flatMap((c) => [lua.comment(`rule ${c.ruleNumber}: ${c.rule.trigger}`), ...main(c)]);
  const use = item.kind.use;
  if (use && uses.length > 0) methods.push([use.method, fn(use.params, body(uses))]);
  if (item.kind.canUse) {
    if (uses.length > 0) {
      // usable when some rule's conditions (and its effects' own needs, e.g. selected cards) hold
      const each = uses.map((c) => and(...[c.condition, ...c.canUse].filter((e): e is Expr => e !== undefined)));
      methods.push(["can_use", fn(["self", "card"], [ret(or(...each))])]);
    } else {
      // nothing to do when used: the button stays off rather than eating the card
      methods.push(["can_use", fn(["self", "card"], [ret(FALSE)])]);
    }
  }
  const passives = compiled.filter((c) => c.trigger.method === "passive");
  if (item.kind.joker && passives.length > 0) {
    // each passive rule is named once in the item: here, unless calculate names it (its always-on
    // part); a rule made only of file-level hooks is named here and lives in items/hooks.lua
    const named = (c: CompiledRule) => (c.passiveCalc.length > 0 ? [] : [lua.comment(`rule ${c.ruleNumber}: ${c.rule.trigger}${c.passiveAdd.length + c.passiveRemove.length === 0 ? " (in items/hooks.lua)" : ""}`)]);
    methods.push(["add_to_deck", fn(["self", "card", "from_debuff"], passives.flatMap((c) => [...named(c), ...c.passiveAdd]))]);
    methods.push(["remove_from_deck", fn(["self", "card", "from_debuff"], passives.flatMap((c) => c.passiveRemove))]);
  }
  return methods;
}
