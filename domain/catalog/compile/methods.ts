// The methods a "used" trigger fills (a consumable's use and can_use, a voucher's redeem, a
// deck's apply) and a joker's passive add_to_deck / remove_from_deck.
import { lua, type Expr } from "../../lua";
import type { ItemScope } from "./blocks";
import type { CompiledRule } from "./rule";

const { and, or, fn, ret, FALSE } = lua;

export function useMethods(item: ItemScope, compiled: CompiledRule[]): [string, Expr][] {
  const methods: [string, Expr][] = [];
  const uses = compiled.filter((c) => c.trigger.method === "use");
  const body = (list: CompiledRule[]) => list.flatMap((c) => [lua.comment(`rule ${c.ruleNumber}: ${c.rule.trigger}`), ...c.main]);
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
