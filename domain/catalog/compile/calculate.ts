// The calculate method: every rule is its own `if` inside its trigger's context guard, so two
// rules on one trigger both fire (the original chained them with elseif). Fired effects are
// collected in a list and returned as one chain linked through `extra` (smods.md 3.4), so every
// effect shows and applies in order. Retriggers and card destruction run under their own context
// guards (context.repetition, context.destroy_card) with the same conditions.
import { lua, type Expr, type Stmt } from "../../lua";
import type { ItemScope } from "./blocks";
import { CAPTURED_VARIABLES, chainOwner } from "./itemKinds";
import { REPETITION_MESSAGE, type CompiledRule } from "./rule";
import { MOST_RETRIGGERS } from "../../model/limits";

const { path, name, num, bin, or, not, call, fn, local, assign, ifThen, ret, index, record, forNum, FALSE, TRUE } = lua;

export function calculateMethod(item: ItemScope, compiled: CompiledRule[]): Expr | undefined {
  const calc = compiled.filter((c) => !c.trigger.method);
  const always = compiled.filter((c) => c.passiveCalc.length > 0);
  if (calc.length === 0 && always.length === 0) return undefined;
  const guard = { objectType: item.objectType, self: item.kind.self, itemKey: item.itemKey };
  const blocks: Stmt[] = [];
  // passive rules' calculate parts run in every context (each carries its own guards)
  for (const c of always) {
    blocks.push(lua.comment(`rule ${c.ruleNumber}: ${c.rule.trigger}`));
    if (item.kind.joker && c.rule.blueprintCompatible === false) blocks.push(ifThen(not(path("context.blueprint")), c.passiveCalc));
    else blocks.push(...c.passiveCalc);
  }
  const byTrigger = new Map<string, CompiledRule[]>();
  for (const c of calc) byTrigger.set(c.trigger.id, [...(byTrigger.get(c.trigger.id) ?? []), c]);
  let usesRepetition = false;
  let usesRepetitionMessage = false;
  let usesDestroy = false;
  for (const [, group] of byTrigger) {
    const trigger = group[0].trigger;
    for (const phase of ["main", "repetition", "destroy"] as const) {
      const rulesWithPhase = group.filter((c) => c[phase].length > 0);
      if (rulesWithPhase.length === 0) continue;
      const cond = phase === "main" ? trigger.guard?.(guard) : phase === "repetition" ? trigger.repetitionGuard?.(guard) : trigger.destroyGuard?.(guard);
      if (!cond) continue;
      if (phase === "repetition") usesRepetition = true;
      if (phase === "repetition" && rulesWithPhase.some((c) => c.repetitionMessage)) usesRepetitionMessage = true;
      if (phase === "destroy") usesDestroy = true;
      const body: Stmt[] = [...(phase === "main" ? trigger.prologue?.() ?? [] : [])];
      for (const c of rulesWithPhase) {
        body.push(lua.comment(`rule ${c.ruleNumber}: ${c.rule.trigger}`));
        // a rule that is not Blueprint-compatible does nothing when a copy calls it
        if (item.kind.joker && c.rule.blueprintCompatible === false) body.push(ifThen(not(path("context.blueprint")), c[phase]));
        else body.push(...c[phase]);
      }
      if (phase === "main") body.push(...(trigger.epilogue?.() ?? []));
      blocks.push(ifThen(cond, body));
    }
  }
  const prologue: Stmt[] = [local("effects", lua.table([]))];
  // the variables' table as it is when calculate starts: the rules may replace it on the card
  if (item.kind.ownTableReplaceable && item.vars.readThroughLocal) prologue.unshift(local(CAPTURED_VARIABLES, item.kind.extra));
  if (usesRepetition) prologue.push(local("repetitions", num(0)));
  if (usesRepetitionMessage) prologue.push(local(REPETITION_MESSAGE));
  if (usesDestroy) prologue.push(local("remove_card", FALSE));
  const epilogue: Stmt[] = [];
  if (usesRepetition) {
    epilogue.push(ifThen(bin(">", name("repetitions"), num(0)), [
      // the rules' retriggers together stay within the most one effect may ask (a loop around a
      // retrigger adds up); a nil message leaves Steamodded's own "Again!"
      lua.doCall("table.insert", name("effects"), num(1), record({
        repetitions: call("math.min", name("repetitions"), num(MOST_RETRIGGERS)),
        ...(usesRepetitionMessage ? { message: name(REPETITION_MESSAGE) } : {}),
      })),
    ]));
  }
  epilogue.push(local("result", call("chain_effects", name("effects"), ...chainOwner(item))));
  if (usesDestroy) {
    epilogue.push(ifThen(name("remove_card"), [
      assign(name("result"), or(name("result"), lua.table([]))),
      assign(path("result.remove"), TRUE),
    ]));
  }
  epilogue.push(ret(name("result")));
  return fn(item.kind.calculateParams, lua.origin({ itemId: item.itemId ?? "", itemKey: item.itemKey }, [...prologue, ...blocks, ...epilogue]));
}

/**
 * `local function chain_effects(list, card)`: links collected effect tables through `extra`. Each
 * effect after the first is named `card` when it has no card of its own: Steamodded resolves an
 * `extra` with the scored card of the step, and where a step has none (a discard's
 * SMODS.trigger_effects) its message or money would go to no card and crash the game.
 */
export function chainEffectsHelper(): Stmt {
  const at = index(name("list"), name("i"));
  return {
    kind: "localFunction", name: "chain_effects", params: ["list", "card"], body: [
      local("first", index(name("list"), num(1))),
      local("last", name("first")),
      forNum("i", num(2), lua.len(name("list")), [
        ifThen(bin("==", index(at, "card"), lua.nil), [assign(index(at, "card"), name("card"))]),
        { kind: "while", cond: path("last.extra"), body: [assign(name("last"), path("last.extra"))] },
        assign(path("last.extra"), at),
        assign(name("last"), at),
      ]),
      ret(name("first")),
    ],
  };
}
