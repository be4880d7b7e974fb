// The values a description's #n# shows, in the original app's order: declared number, text and
// key variables, then auto-created ones, then suit / rank / poker-hand variables, then game values
// the rules read, then chances. Anything that reads run state is guarded, so the main-menu
// collection (no run) never crashes.
import { lua, type Expr, type Stmt } from "../../lua";
import type { Rule } from "../../model";
import { readNumberValue, unwrap } from "../parse";
import type { ItemScope } from "./blocks";
import { numberExpr } from "./values";

const { name, num, str, and, or, call, fn, ret, index } = lua;

/** Every "GAMEVAR:<id>|..." parameter of the rules, first spelling per id. */
function gameVarsOf(rules: readonly Rule[]): Map<string, string> {
  const out = new Map<string, string>();
  const visit = (value: unknown) => {
    const raw = unwrap(value).value;
    if (typeof raw === "string" && raw.startsWith("GAMEVAR:")) {
      const id = raw.slice(8).split("|")[0];
      if (!out.has(id)) out.set(id, raw);
    }
  };
  for (const rule of rules) {
    const effects = [...(rule?.effects ?? []), ...(rule?.randomGroups ?? []).flatMap((g) => g.effects ?? []), ...(rule?.loops ?? []).flatMap((g) => g.effects ?? [])];
    for (const e of effects) for (const v of Object.values(e?.params ?? {})) visit(v);
    for (const g of rule?.conditionGroups ?? []) for (const c of g.conditions ?? []) for (const v of Object.values(c?.params ?? {})) visit(v);
  }
  return out;
}

/** `(function() local ok, value = pcall(function() return <expr> end) return ok and value or 0 end)()` */
function guarded(expr: Expr): Expr {
  return call(lua.paren(fn([], [
    lua.locals(["ok", "value"], [call("pcall", fn([], [ret(expr)]))]),
    ret(or(and(name("ok"), name("value")), num(0))),
  ])));
}

export function locVarsOf(item: ItemScope, rules: readonly Rule[], extra: Expr, card: Expr): { prelude: Stmt[]; vars: Expr[] } {
  const prelude: Stmt[] = [];
  const out: Expr[] = [];
  const entries = [...item.vars.entries.values()];
  const plain = entries.filter((v) => v.declared && (v.kind === "number" || v.kind === "text" || v.kind === "key"));
  const auto = entries.filter((v) => !v.declared && (v.kind === "number" || v.kind === "text" || v.kind === "key")).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const v of [...plain, ...auto]) out.push(index(extra, v.name));
  for (const v of entries.filter((e) => e.kind === "suit")) out.push(call("localize", or(index(extra, v.name), str("Spades")), str("suits_singular")));
  for (const v of entries.filter((e) => e.kind === "rank")) out.push(call("localize", or(index(extra, v.name), str("Ace")), str("ranks")));
  for (const v of entries.filter((e) => e.kind === "pokerhand")) out.push(call("localize", or(index(extra, v.name), str("High Card")), str("poker_hands")));
  const scope = { variable: (n: string) => index(extra, n), seed: (p: string) => `${item.itemKey}_loc_${p}`, self: card, context: false };
  for (const [, raw] of gameVarsOf(rules)) {
    const value = readNumberValue(raw);
    // an unknown game value: its block is reported; the description shows "?"
    if (value && !("error" in value)) out.push(guarded(numberExpr(value, scope)));
  }
  const seen = new Set<string>();
  const kinds = item.vars.kinds();
  for (const rule of rules) {
    for (const group of Array.isArray(rule?.randomGroups) ? rule.randomGroups : []) {
      const identifier = typeof group.custom_key === "string" && group.custom_key.trim() ? group.custom_key.trim() : item.itemKey;
      const read = (raw: unknown, fallback: number) => {
        const u = unwrap(raw);
        if (!u.present || u.value === "") return num(fallback);
        const v = readNumberValue(u.value, u.valueType);
        if (!v || "error" in v) return undefined;
        // odds naming a variable that is no number are reported on the group and left out here too
        const kind = v.kind === "variable" ? kinds.get(v.name) : undefined;
        return kind === undefined || kind === "number" ? numberExpr(v, scope) : undefined;
      };
      const numerator = read(group.chance_numerator, 1);
      const denominator = read(group.chance_denominator, 4);
      if (!numerator || !denominator) continue;
      const signature = JSON.stringify([numerator, denominator, identifier]);
      if (seen.has(signature)) continue;
      seen.add(signature);
      const n = `numerator_${seen.size}`;
      const d = `denominator_${seen.size}`;
      prelude.push(lua.locals([n, d], [call("SMODS.get_probability_vars", card, numerator, denominator, str(identifier))]));
      out.push(name(n), name(d));
    }
  }
  return { prelude, vars: out };
}
