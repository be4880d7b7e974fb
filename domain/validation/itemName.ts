// Item names (spec section 5): "not empty; no quotes, backslashes, line breaks or backticks".
// Names reach generated Lua strings, where each of these characters breaks the mod.
import { fail, ok, type TextCheck } from "./textResult";

export const NAME_MESSAGES = {
  empty: "Name cannot be empty",
  quotes: "Name cannot contain quotation marks",
  backslashes: "Name cannot contain backslashes",
  lineBreaks: "Name cannot contain line breaks",
  backticks: "Name cannot contain backticks",
} as const;

export function validateItemName(name: string): TextCheck {
  if (name.trim() === "") return fail(NAME_MESSAGES.empty);
  if (/["']/.test(name)) return fail(NAME_MESSAGES.quotes);
  if (name.includes("\\")) return fail(NAME_MESSAGES.backslashes);
  if (/[\r\n]/.test(name)) return fail(NAME_MESSAGES.lineBreaks);
  if (name.includes("`")) return fail(NAME_MESSAGES.backticks);
  return ok;
}
