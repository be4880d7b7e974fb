// Pieces every item definition shares: colours, atlas positions, loc_vars, the rule methods.
import { lua, type Expr, type Stmt } from "../../lua";
import type { AnyItem, ObjectType } from "../../model";
import { compileRules, type CompiledRules } from "../../catalog/compile";
import type { ExportEnv } from "../env";
import { descriptionLines, maxVariableIndex } from "../localization";
import type { AtlasCell } from "../images/atlas";
import { describedValues } from "../descriptionValues";

const { str, num, call, record, fn, local, ret, list, or, and, path, name, bin } = lua;

/** `HEX("RRGGBB")` from a colour in any of the project's spellings, or the fallback. */
export function hexColour(raw: unknown, fallback: string): Expr {
  const text = typeof raw === "string" ? raw.trim().replace(/^#/, "") : "";
  const valid = /^([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$/.test(text) ? text : /^[0-9A-Fa-f]{3}$/.test(text) ? text.replace(/./g, "$&$&") : fallback;
  return call("HEX", str(valid.toUpperCase()));
}

export function position(pos: { x: number; y: number }): Expr {
  return record({ x: num(pos.x), y: num(pos.y) });
}

export function atlasFields(cell: AtlasCell | undefined, atlasKey: string): [string, Expr | undefined][] {
  if (!cell) return [];
  return [["atlas", str(atlasKey)], ["pos", position(cell.pos)], ["soul_pos", cell.soulPos ? position(cell.soulPos) : undefined]];
}

export function numberOr(raw: unknown, fallback: number): number {
  const n = typeof raw === "number" ? raw : typeof raw === "string" && raw.trim() !== "" ? Number(raw) : NaN;
  return Number.isFinite(n) ? n : fallback;
}

export function flag(raw: unknown, fallback: boolean): Expr {
  return lua.bool(typeof raw === "boolean" ? raw : fallback);
}

/** Compiles the item's rules and records every rule that could not be exported. */
export function rulesOf(env: ExportEnv, type: ObjectType, item: AnyItem, itemKey: string, key: string): CompiledRules {
  const compiled = compileRules({ objectType: type, item, itemKey, talisman: env.talisman }, env);
  const rules = Array.isArray(item.rules) ? item.rules : [];
  env.rulesExported += compiled.exportedRules.length;
  env.rulesNotExported += compiled.droppedRules.length;
  for (const f of compiled.features) env.features.add(f);
  env.hooks.push(...compiled.hooks);
  const dropped = new Set(compiled.droppedRules);
  for (const problem of compiled.problems) {
    const entry = {
      itemType: type, itemName: String(item.name ?? ""), itemKey: key, itemId: String(item.id ?? ""), ruleNumber: problem.ruleNumber, ruleId: problem.ruleId,
      trigger: String(rules[problem.ruleNumber - 1]?.trigger ?? ""), block: problem.block, reason: problem.message,
    };
    if (problem.severity !== "warning") env.notExported.push({ ...entry, wholeRule: dropped.has(problem.ruleNumber) });
    // a left-out rule's own warning is the reason it is listed below, once, not a warning besides
    else if (!(problem.block.kind === "rule" && dropped.has(problem.ruleNumber))) env.blockWarnings.push(entry);
  }
  // a rule dropped with no error of its own (e.g. it has no effects) is still listed
  for (const n of compiled.droppedRules) {
    if (env.notExported.some((e) => e.itemId === String(item.id ?? "") && e.itemType === type && e.ruleNumber === n)) continue;
    const w = compiled.problems.find((p) => p.ruleNumber === n && p.block.kind === "rule") ?? compiled.problems.find((p) => p.ruleNumber === n);
    env.notExported.push({
      itemType: type, itemName: String(item.name ?? ""), itemKey: key, itemId: String(item.id ?? ""), ruleNumber: n, ruleId: String(rules[n - 1]?.id ?? ""),
      trigger: String(rules[n - 1]?.trigger ?? ""), block: { kind: "rule" }, wholeRule: true, reason: w?.message ?? "the rule has no effect that can be exported",
    });
  }
  return compiled;
}

/** How loc_vars reaches the object's variables: a real card, or the prototype in the collection. */
function locExtra(type: ObjectType): Expr {
  const self = path("self.config.extra");
  switch (type) {
    case "seal": return or(and(name("card"), path("card.ability"), path("card.ability.seal"), path("card.ability.seal.extra")), self);
    case "edition": return or(and(name("card"), path("card.edition"), path("card.edition.extra")), self);
    // Steamodded calls a Back's loc_vars with no card (back.toml): in a run the chosen deck's live
    // variables are the run's selected_back's; in the menus, its starting ones
    case "deck": {
      const back = path("G.GAME.selected_back");
      return or(and(bin("==", path("G.STAGE"), path("G.STAGES.RUN")), path("G.GAME"), back, path("G.GAME.selected_back.effect"),
        bin("==", path("G.GAME.selected_back.effect.center"), name("self")), path("G.GAME.selected_back.effect.config"), path("G.GAME.selected_back.effect.config.extra")), self);
    }
    default: return or(and(name("card"), path("card.ability"), path("card.ability.extra")), self);
  }
}

/**
 * loc_vars returning a value for every #n# the description uses: the item's variables in the
 * original app's order, then chances, then `after` (values that are not rules', e.g. an
 * enhancement's base values: last, so setting one never renumbers the rule values a description
 * already shows). Missing ones show "?" (never Lua's nil) and are reported.
 */
export function locVarsField(env: ExportEnv, type: ObjectType, item: AnyItem, compiled: CompiledRules, texts: string[], config: [string, Expr], after: Expr[] = []): [string, Expr] | undefined {
  const wanted = maxVariableIndex(texts);
  // the item of a one-item export (the editor's card preview) also gives what the collection shows for each #n#
  const previewed = env.only !== undefined && env.emits(item);
  if (wanted === 0 && !previewed) return undefined;
  // a deck's loc_vars gets `back` (nil outside a run, which SMODS.get_probability_vars takes)
  const { prelude, vars: ruleVars } = compiled.locVars(name("extra"), name(type === "deck" ? "back" : "card"));
  const vars = [...ruleVars, ...after];
  const extra = local("extra", or(locExtra(type), lua.table([])));
  if (previewed) env.descriptionValues = describedValues(config[1], [extra, ...prelude], vars);
  if (wanted === 0) return undefined;
  const shown = vars.slice(0, wanted);
  if (shown.length < wanted) {
    env.warn(`${type} '${item.name}': its description uses #${wanted}# but only ${vars.length} value(s) exist; the rest show '?'.`);
    while (shown.length < wanted) shown.push(str("?"));
  }
  const params = type === "deck" ? ["self", "info_queue", "back"] : ["self", "info_queue", "card"];
  const body: Stmt[] = [extra, ...prelude, ret(record({ vars: list(shown) }))];
  return ["loc_vars", fn(params, body)];
}

export { descriptionLines };

/** `config = { extra = {...} }` from the compiled variables (always a table, so loc_vars can read it). */
export function configField(compiled: CompiledRules, more: [string, Expr | undefined][] = []): [string, Expr] {
  return ["config", record([["extra", record(compiled.extra)], ...more])];
}

export type DefinitionField = [string, Expr | undefined] | undefined;

export function definition(cls: string, fields: DefinitionField[], of?: { item: { id?: unknown }; fullKey: string }): Stmt {
  const call = lua.doCall(cls, record(fields.filter((f): f is [string, Expr | undefined] => f !== undefined)));
  // the crash-log line map: every line of the definition is the item's (its rules tag their own)
  return of ? { kind: "origin", tag: { itemId: String(of.item.id ?? ""), itemKey: of.fullKey }, body: [call] } : call;
}
