// The rule model (trigger -> conditions -> effects), kept field-compatible with the original
// app's project files so their rules survive a round trip untouched.

/** How a parameter value is meant: a literal, a user variable, a game variable or a range. */
export type ParamValueType =
  | "number" | "text" | "checkbox" | "user_var" | "game_var" | "range_var" | "unknown" | (string & {});

export interface ParamValue {
  value?: unknown;
  valueType?: ParamValueType;
}

export type Params = Record<string, ParamValue>;

export interface Condition {
  id: string;
  type: string;
  negate: boolean;
  /** Joins this condition to the next one in its group. */
  operator?: "and" | "or";
  params: Params;
}

export interface ConditionGroup {
  id: string;
  operator: "and" | "or";
  conditions: Condition[];
}

export interface Effect {
  id: string;
  type: string;
  params: Params;
  customMessage?: string;
}

export interface RandomGroup {
  id: string;
  chance_numerator: ParamValue | number;
  chance_denominator: ParamValue | number;
  respect_probability_effects: boolean;
  custom_key: string;
  effects: Effect[];
}

export interface LoopGroup {
  id: string;
  repetitions: ParamValue | number;
  effects: Effect[];
}

export interface Rule {
  id: string;
  trigger: string;
  position: { x: number; y: number };
  blueprintCompatible: boolean;
  conditionGroups: ConditionGroup[];
  effects: Effect[];
  randomGroups: RandomGroup[];
  loops: LoopGroup[];
}

export type UserVariableType = "number" | "suit" | "rank" | "pokerhand" | "key" | "text";

export interface UserVariable {
  id: string;
  name: string;
  /** Absent means number, as in the original app. */
  type?: UserVariableType;
  description?: string;
  initialValue?: number;
  initialSuit?: string;
  initialRank?: string;
  initialPokerHand?: string;
  initialKey?: string;
  initialText?: string;
}
