// The params schema of catalog entries: the single truth about what a block's parameters are.
// The compiler parses a block's stored params against it (parse.ts) before the generator runs,
// the rule builder renders its inspector form from it, and summaries read the parsed values.
// Builders (`p.number`, `p.select`, ...) keep each param's id as a literal type, so `ParamsOf`
// gives every generator and summary a typed record: reading an undeclared param is a type error.

/** The kinds of user variable an item can declare. */
export const VARIABLE_KINDS = ["number", "suit", "rank", "pokerhand", "key", "text"] as const;
export type VariableKind = (typeof VARIABLE_KINDS)[number];

/** A number parameter's value after parsing: a literal, a user variable, a game variable or a range. */
export type NumberValue =
  | { kind: "literal"; value: number }
  | { kind: "variable"; name: string }
  | { kind: "game"; id: string; multiplier: number; offset: number }
  | { kind: "range"; min: number; max: number };

/** A select whose value is one of the item's user variables rather than one of its options. */
export interface VarRef { variable: string }

export function isVarRef(value: unknown): value is VarRef {
  return typeof value === "object" && value !== null && typeof (value as VarRef).variable === "string";
}

export interface ParamOption { value: string; label: string }

/**
 * Named option sources: lists that depend on the project (its rarities, sets, items, sounds,
 * variables) or are long vanilla lists. options.ts resolves each to options (for the builder) and
 * resolves a stored value to the game's key (for the compiler).
 */
export const OPTION_SOURCES = [
  "poker_hands", "ranks", "suits", "rarities", "consumable_sets", "jokers", "consumables", "tarots", "planets",
  "spectrals", "enhancements", "seals", "editions", "vouchers", "boosters", "decks", "tags", "blinds", "boss_blinds",
  "stickers", "sounds", "pools", "shop_sets",
] as const;
export type OptionSourceName = (typeof OPTION_SOURCES)[number];

export type OptionList = readonly ParamOption[] | { readonly source: OptionSourceName; readonly extra?: readonly ParamOption[] };

/** Shows a param only while another param of the block has one of these values. */
export interface ShowWhen { readonly param: string; readonly is: readonly string[] }

interface Base<Id extends string> {
  readonly id: Id;
  readonly label: string;
  readonly when?: ShowWhen;
}

export interface NumberParam<Id extends string = string> extends Base<Id> {
  readonly type: "number";
  readonly default: number;
  readonly min?: number;
  readonly max?: number;
  readonly integer?: boolean;
  /** False: a plain number only (no variables, game values or ranges). */
  readonly dynamic?: boolean;
}

export interface SelectParam<Id extends string = string, Vars extends boolean = boolean> extends Base<Id> {
  readonly type: "select";
  readonly default: string;
  readonly options: OptionList;
  /** Kinds of user variable that may be chosen instead of an option. */
  readonly variables?: readonly VariableKind[];
  /** Type-level marker: whether the value may be a VarRef. */
  readonly _vars?: Vars;
}

export interface TextParam<Id extends string = string> extends Base<Id> {
  readonly type: "text";
  readonly default: string;
  readonly maxLength?: number;
}

export interface ToggleParam<Id extends string = string> extends Base<Id> {
  readonly type: "toggle";
  readonly default: boolean;
}

/** Several options at once (the original's checkbox pools). */
export interface MultiParam<Id extends string = string> extends Base<Id> {
  readonly type: "multi";
  readonly default: readonly string[];
  readonly options: OptionList;
}

/** A user variable of the item (a select of its variables of some kinds). */
export interface VariableParam<Id extends string = string> extends Base<Id> {
  readonly type: "variable";
  readonly kinds: readonly VariableKind[];
  /** Name used when the item declares none (older projects relied on auto-created variables). */
  readonly default: string;
  /** May be left empty (the generator then does without it). */
  readonly optional?: boolean;
}

export type ParamSpec = NumberParam | SelectParam | TextParam | ToggleParam | MultiParam | VariableParam;

export type ValueOf<P> =
  P extends NumberParam ? NumberValue
    : P extends SelectParam<string, true> ? string | VarRef
      : P extends SelectParam ? string
        : P extends TextParam ? string
          : P extends ToggleParam ? boolean
            : P extends MultiParam ? readonly string[]
              : P extends VariableParam ? string
                : never;

/** The typed, default-filled params a generator and a summary receive. */
export type ParamsOf<S extends readonly ParamSpec[]> = { readonly [P in S[number] as P["id"]]: ValueOf<P> };

type Extra<P> = Omit<P, "id" | "label" | "type" | "default" | "options" | "_vars" | "kinds">;

/** Param builders: `p.number("value", "Mult", 5)`. */
export const p = {
  number<Id extends string>(id: Id, label: string, def: number, more: Extra<NumberParam> = {}): NumberParam<Id> {
    return { id, label, type: "number", default: def, ...more };
  },
  select<Id extends string>(id: Id, label: string, options: OptionList, def?: string, more: Extra<SelectParam> = {}): SelectParam<Id, false> {
    return { id, label, type: "select", options, default: def ?? firstOption(options), ...more, variables: undefined };
  },
  /** A select that also accepts a user variable of the given kinds. */
  selectOrVar<Id extends string>(id: Id, label: string, options: OptionList, variables: readonly VariableKind[], def?: string, more: Extra<SelectParam> = {}): SelectParam<Id, true> {
    return { id, label, type: "select", options, default: def ?? firstOption(options), ...more, variables };
  },
  text<Id extends string>(id: Id, label: string, def = "", more: Extra<TextParam> = {}): TextParam<Id> {
    return { id, label, type: "text", default: def, ...more };
  },
  toggle<Id extends string>(id: Id, label: string, def = false, more: Extra<ToggleParam> = {}): ToggleParam<Id> {
    return { id, label, type: "toggle", default: def, ...more };
  },
  multi<Id extends string>(id: Id, label: string, options: OptionList, def: readonly string[] = [], more: Extra<MultiParam> = {}): MultiParam<Id> {
    return { id, label, type: "multi", options, default: def, ...more };
  },
  variable<Id extends string>(id: Id, label: string, kinds: readonly VariableKind[], def = "", more: Extra<VariableParam> = {}): VariableParam<Id> {
    return { id, label, type: "variable", kinds, default: def, ...more };
  },
};

function firstOption(options: OptionList): string {
  return Array.isArray(options) ? ((options as readonly ParamOption[])[0]?.value ?? "") : "";
}

/** `opts("a", "b")` or `opts(["a", "A"], ["b", "B"])`: a constant option list. */
export function opts(...values: (string | readonly [string, string])[]): ParamOption[] {
  return values.map((v) => (typeof v === "string" ? { value: v, label: v } : { value: v[0], label: v[1] }));
}

/** True when the param is shown for these (raw or parsed) values of the block. */
export function isShown(param: ParamSpec, values: Readonly<Record<string, unknown>>): boolean {
  if (!param.when) return true;
  const other = values[param.when.param];
  // a multi param shows its dependants when any of their values is chosen
  if (Array.isArray(other)) return other.some((v) => param.when!.is.includes(String(v)));
  return param.when.is.includes(String(other));
}
