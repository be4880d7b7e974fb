// Parameter values are {value, valueType}; early files stored raw values. Raw values are wrapped
// and their type inferred the way the original's migrator did (checkbox, game_var, range_var,
// user_var, number, otherwise "unknown").
import type { ParamValue } from "../model/rules";
import { isPlainObject } from "./plain";

export function detectValueType(value: unknown, variableNames: ReadonlySet<string>): string {
  if (Array.isArray(value) && typeof value[0] === "boolean") return "checkbox";
  if (typeof value === "number") return "number";
  if (typeof value === "string") {
    if (value.startsWith("GAMEVAR")) return "game_var";
    if (value.startsWith("RANGE")) return "range_var";
    if (variableNames.has(value)) return "user_var";
  }
  return "unknown";
}

/**
 * `raw` as a wrapped value. Raw values were only ever text, numbers, booleans or lists, so any
 * object is taken as already wrapped (some files hold `{}` or `{value}` without a valueType).
 */
export function wrapParamValue(raw: unknown, variableNames: ReadonlySet<string>): { param: ParamValue; change?: "wrapped" | "typed" } {
  if (isPlainObject(raw)) {
    if (typeof raw.valueType === "string") return { param: raw as ParamValue };
    return { param: { ...raw, valueType: detectValueType(raw.value, variableNames) }, change: "typed" };
  }
  return { param: { value: raw, valueType: detectValueType(raw, variableNames) }, change: "wrapped" };
}
