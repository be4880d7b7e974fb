// Change Number Variable: changes one of the item's number variables: set, add, subtract,
// multiply, divide (never by zero), power, absolute value, logarithms, square root, rounding, or
// the position of a joker among the jokers (this one, a neighbour, the first / last / a random
// one, or the first joker of a key).
import { lua, type Expr, type Stmt } from "../../lua";
import { opts, p } from "../schema";
import { labelOfKey } from "../options";
import { defineEffect, type GenContext } from "../types";
import { num } from "../words";
import { ALL_TYPES } from "./shared";

const { bin, call, assign, ifThen, local, name, num: n, str, path, len, forNum, index, and } = lua;

const OPERATIONS = opts(
  ["set", "Set to"], ["increment", "Add"], ["decrement", "Subtract"], ["multiply", "Multiply by"], ["divide", "Divide by"], ["power", "Raise to the power"],
  ["absolute", "Absolute value"], ["natural_log", "Natural logarithm"], ["log10", "Base-10 logarithm"], ["square_root", "Square root"],
  ["ceil", "Round up"], ["floor", "Round down"], ["index", "Position of a joker"],
  ["copies", "Copies of this joker owned"], ["card_chips", "Chip value of the card's rank"],
);
const WITH_VALUE = ["set", "increment", "decrement", "multiply", "divide", "power"];
const INDEX_OF = opts(
  ["self", "This joker"], ["random", "A random joker"], ["first", "The first joker"], ["last", "The last joker"], ["left", "The joker to the left"],
  ["right", "The joker to the right"], ["key", "The first joker of a key"], ["variable", "The first joker a key variable names"],
);

export default defineEffect({
  id: "modify_internal_variable",
  label: "Change Number Variable",
  description: "Changes one of the item's number variables.",
  category: "Variables",
  objectTypes: ALL_TYPES,
  params: [
    p.variable("variable_name", "Variable", ["number"], "var1"),
    p.select("operation", "Operation", OPERATIONS, "increment"),
    p.select("index_method", "Joker", INDEX_OF, "self", { when: { param: "operation", is: ["index"] } }),
    p.select("joker_key", "Joker key", { source: "jokers" }, "j_joker", { when: { param: "index_method", is: ["key"] } }),
    p.variable("joker_variable", "Key variable", ["key"], "key_var", { when: { param: "index_method", is: ["variable"] } }),
    p.number("value", "Value", 1, { when: { param: "operation", is: WITH_VALUE } }),
  ],
  summary(v) {
    const x = v.variable_name;
    const val = num(v.value);
    switch (v.operation) {
      case "set": return `Set ${x} to ${val}`;
      case "increment": return `Add ${val} to ${x}`;
      case "decrement": return `Subtract ${val} from ${x}`;
      case "multiply": return `Multiply ${x} by ${val}`;
      case "divide": return `Divide ${x} by ${val}`;
      case "power": return `Raise ${x} to the power ${val}`;
      case "copies": return `Set ${x} to the number of copies of this joker owned`;
      case "card_chips": return `Set ${x} to the chip value of the card's rank`;
      case "index": return `Set ${x} to the position of ${v.index_method === "key" ? labelOfKey(v.joker_key) : INDEX_OF.find((o) => o.value === v.index_method)?.label.toLowerCase()}`;
      default: return `${OPERATIONS.find((o) => o.value === v.operation)?.label ?? v.operation} of ${x}`;
    }
  },
  generate(v, ctx) {
    const target = ctx.variable(v.variable_name);
    const set = (e: Expr): Stmt[] => [assign(target, e)];
    const current = lua.or(target, n(0));
    switch (v.operation) {
      case "set": return { stmts: set(ctx.value(v.value)) };
      case "increment": return { stmts: set(bin("+", current, ctx.value(v.value))) };
      case "decrement": return { stmts: set(bin("-", current, ctx.value(v.value))) };
      case "multiply": return { stmts: set(bin("*", current, ctx.value(v.value))) };
      case "power": return { stmts: set(bin("^", current, ctx.value(v.value))) };
      case "divide": {
        // never divide by zero: the variable keeps its value
        const d = ctx.local("divisor");
        return { stmts: [local(d, ctx.value(v.value)), ifThen(bin("~=", name(d), n(0)), set(bin("/", current, name(d))))] };
      }
      case "absolute": return { stmts: set(call("math.abs", current)) };
      case "ceil": return { stmts: set(call("math.ceil", current)) };
      case "floor": return { stmts: set(call("math.floor", current)) };
      // undefined for zero and negative numbers: the variable keeps its value
      case "natural_log": return { stmts: [ifThen(bin(">", current, n(0)), set(call("math.log", current)))] };
      case "log10": return { stmts: [ifThen(bin(">", current, n(0)), set(call("math.log10", current)))] };
      case "square_root": return { stmts: [ifThen(bin(">=", current, n(0)), set(call("math.sqrt", current)))] };
      case "index": return { stmts: indexOf(v, ctx, target) };
      case "copies": return { stmts: copiesOf(ctx, target) };
      // the trigger's playing card: its rank's chips (Ace 11, faces 10), 0 without a card or a rank (Stone Cards)
      case "card_chips": return { stmts: set(ctx.card ? lua.or(and(ctx.card, lua.not(call("SMODS.has_no_rank", ctx.card)), index(index(ctx.card, "base"), "nominal")), n(0)) : n(0)) };
      default: return { stmts: [] };
    }
  },
});

/** The variable becomes the position (1 = leftmost) of a joker among the jokers, or 0 when there is none. */
function indexOf(v: { index_method: string; joker_key: string; joker_variable: string }, ctx: GenContext, target: Expr): Stmt[] {
  const jokers = path("G.jokers.cards");
  const count = len(jokers);
  const i = ctx.local("i");
  const pos = ctx.local("position");
  const find = (test: Expr): Stmt[] => [
    local(pos, n(0)),
    forNum(i, n(1), count, [ifThen(and(bin("==", name(pos), n(0)), test), [assign(name(pos), name(i))])]),
  ];
  let stmts: Stmt[];
  switch (v.index_method) {
    case "first": stmts = [local(pos, call("math.min", n(1), count))]; break;
    case "last": stmts = [local(pos, count)]; break;
    case "random": stmts = [local(pos, lua.or(lua.and(bin(">", count, n(0)), call("pseudorandom", str(ctx.seed("index")), n(1), count)), n(0)))]; break;
    case "key": stmts = find(bin("==", index(index(index(index(jokers, name(i)), "config"), "center"), "key"), str(v.joker_key))); break;
    case "variable": stmts = find(bin("==", index(index(index(index(jokers, name(i)), "config"), "center"), "key"), ctx.variable(v.joker_variable))); break;
    default: {
      // this joker, or its neighbours; an item that is not a joker has no position
      stmts = find(bin("==", index(jokers, name(i)), ctx.self));
      if (v.index_method === "left") stmts.push(ifThen(bin(">", name(pos), n(0)), [assign(name(pos), bin("-", name(pos), n(1)))]));
      if (v.index_method === "right") stmts.push(ifThen(bin(">", name(pos), n(0)), [assign(name(pos), lua.or(lua.and(bin("<", name(pos), count), bin("+", name(pos), n(1))), n(0)))]));
    }
  }
  return [...stmts, assign(target, name(pos))];
}

/** The variable becomes how many jokers share this joker's key (itself included; Joker Stencil counts its copies). */
function copiesOf(ctx: GenContext, target: Expr): Stmt[] {
  const jokers = path("G.jokers.cards");
  const i = ctx.local("i");
  const count = ctx.local("copies");
  const keyOf = (card: Expr) => index(index(index(card, "config"), "center"), "key");
  return [
    local(count, n(0)),
    ifThen(and(path("G.jokers"), ctx.self), [
      forNum(i, n(1), len(jokers), [ifThen(bin("==", keyOf(index(jokers, name(i))), keyOf(ctx.self)), [assign(name(count), bin("+", name(count), n(1)))])]),
    ]),
    assign(target, name(count)),
  ];
}
