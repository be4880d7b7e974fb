// Edit Dollars: add, subtract, multiply, divide or set money, optionally bounded (earn at least /
// at most, keep the total within limits). Returned as `dollars` in calculate (so the game shows
// the $ message and fires money_altered); applied with ease_dollars in use / redeem / apply.
import { lua, type Expr } from "../../lua";
import { opts, p } from "../schema";
import { moneyNow } from "../lib";
import { defineEffect, Unsupported } from "../types";
import { money, num } from "../words";

const { bin, call, name } = lua;

const OPERATIONS = opts(["add", "Add"], ["subtract", "Subtract"], ["multiply", "Multiply"], ["divide", "Divide"], ["set", "Set to"]);
const LIMITS = opts(["min_earnings", "Earn at least"], ["max_earnings", "Earn at most"], ["min_total", "Total at least"], ["max_total", "Total at most"]);
const limited = { param: "operation", is: ["add", "subtract", "multiply", "divide"] };

export default defineEffect({
  id: "set_dollars",
  label: "Edit Dollars",
  description: "Gives, takes, multiplies or sets the player's money.",
  category: "Economy",
  objectTypes: ["joker", "consumable", "enhancement", "seal", "edition", "voucher", "deck"],
  params: [
    p.select("operation", "Operation", OPERATIONS, "add"),
    p.number("value", "Amount", 5),
    p.multi("limit_dollars", "Limits", LIMITS, [], { when: limited }),
    p.number("min_earnings", "Earn at least", 0, { when: { param: "limit_dollars", is: ["min_earnings"] } }),
    p.number("max_earnings", "Earn at most", 20, { when: { param: "limit_dollars", is: ["max_earnings"] } }),
    p.number("min_total", "Total at least", 0, { when: { param: "limit_dollars", is: ["min_total"] } }),
    p.number("max_total", "Total at most", 25, { when: { param: "limit_dollars", is: ["max_total"] } }),
  ],
  summary(v) {
    const amount = num(v.value);
    // a negative or a range reads as money ("-$5", "-$5 to $100"), not "+$-5 to 100"
    const sum = v.value.kind === "range" ? `(${money(v.value)})` : money(v.value).replace(/^-/, "");
    const negative = v.value.kind === "literal" && v.value.value < 0;
    const base = v.operation === "set" ? `Set money to ${money(v.value)}`
      : v.operation === "subtract" ? `${negative ? "+" : "-"}${sum}`
        : v.operation === "multiply" ? `Money ×${amount}`
          : v.operation === "divide" ? `Money ÷${amount}` : `${negative ? "-" : "+"}${sum}`;
    const bounds = v.operation === "set" ? [] : v.limit_dollars.map((l) => {
      const value = money(v[l as "min_earnings" | "max_earnings" | "min_total" | "max_total"]);
      return l === "min_earnings" ? `at least ${value}` : l === "max_earnings" ? `at most ${value}` : l === "min_total" ? `total at least ${value}` : `total at most ${value}`;
    });
    return bounds.length > 0 ? `${base} (${bounds.join(", ")})` : base;
  },
  generate(v, ctx) {
    const value = ctx.value(v.value);
    // The money the player has, counting what is on its way: ease_dollars changes G.GAME.dollars
    // in a queued event, so the game's own jokers keep G.GAME.dollar_buffer for money given and
    // not yet paid (and read it back, as Bull does); a "set to" after a "+$5" in the same step
    // would otherwise end $5 off. The file's buffer_dollars helper keeps it (compile/helpers.ts).
    const money = moneyNow();
    let change: Expr;
    switch (v.operation) {
      case "add": change = value; break;
      case "subtract": change = lua.neg(value); break;
      case "set": change = bin("-", value, money); break;
      case "multiply": change = bin("*", money, bin("-", value, lua.num(1))); break;
      case "divide": change = bin("-", bin("/", money, value), money); break;
      default: throw new Unsupported(`money operation '${v.operation}' is unknown`);
    }
    const stmts = [];
    const limited = v.operation !== "set" && v.limit_dollars.length > 0;
    if (limited) {
      const d = ctx.local("dollars");
      stmts.push(lua.local(d, change));
      change = name(d);
      // bound the change, then the resulting total
      for (const limit of v.limit_dollars) {
        const bound = ctx.value(v[limit as "min_earnings" | "max_earnings" | "min_total" | "max_total"]);
        const next = limit === "min_earnings" ? call("math.max", change, bound)
          : limit === "max_earnings" ? call("math.min", change, bound)
            : limit === "min_total" ? bin("-", call("math.max", bin("+", money, change), bound), money)
              : bin("-", call("math.min", bin("+", money, change), bound), money);
        stmts.push(lua.assign(name(d), next));
      }
    }
    // on its way until the game's events have paid it (as the game's jokers do)
    const given = call("buffer_dollars", change);
    if (ctx.mode === "calculate") return { stmts, fields: [["dollars", given]], helpers: ["buffer_dollars"] };
    return { stmts: [...stmts, lua.doCall("ease_dollars", given)], helpers: ["buffer_dollars"] };
  },
});
