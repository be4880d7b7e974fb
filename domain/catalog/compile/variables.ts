// The item's user variables: declared ones with their initial values, plus number variables a
// block uses without declaring (older projects relied on those starting at 0).
import { lua, type Expr } from "../../lua";
import type { UserVariable } from "../../model";
import { rankKeyOf } from "../lib";
import { VARIABLE_KINDS, type VariableKind } from "../schema";

const { str, num } = lua;

export interface VarEntry { name: string; kind: VariableKind; initial: Expr; declared: boolean }

export class Variables {
  readonly entries = new Map<string, VarEntry>();
  /** calculate reads the variables through its local (ItemKind.ownTableReplaceable): it must declare it. */
  readThroughLocal = false;

  constructor(declared: readonly UserVariable[]) {
    for (const v of declared) {
      if (!v || typeof v.name !== "string" || v.name.trim() === "" || this.entries.has(v.name)) continue;
      const kind: VariableKind = (VARIABLE_KINDS as readonly string[]).includes(v.type ?? "number") ? (v.type ?? "number") as VariableKind : "number";
      let initial: Expr;
      switch (kind) {
        case "suit": initial = str(v.initialSuit || "Spades"); break;
        case "rank": initial = str(rankKeyOf(v.initialRank) ?? "Ace"); break;
        case "pokerhand": initial = str(v.initialPokerHand || "High Card"); break;
        case "text": initial = str(v.initialText ?? ""); break;
        case "key": initial = str(v.initialKey ?? ""); break;
        default: initial = num(Number.isFinite(Number(v.initialValue)) ? Number(v.initialValue) : 0);
      }
      this.entries.set(v.name, { name: v.name, kind, initial, declared: true });
    }
  }

  /** Declared variables by name, for parsing params. */
  kinds(): Map<string, VariableKind> {
    return new Map([...this.entries.values()].filter((v) => v.declared).map((v) => [v.name, v.kind]));
  }

  /** Registers a variable a block uses without declaring it (a number unless told). */
  use(name: string, kind: VariableKind = "number"): void {
    if (this.entries.has(name)) return;
    const initial = kind === "suit" ? str("Spades") : kind === "rank" ? str("Ace") : kind === "pokerhand" ? str("High Card") : kind === "number" ? num(0) : str("");
    this.entries.set(name, { name, kind, initial, declared: false });
  }
}
