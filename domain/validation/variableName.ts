// User variable names (spec section 5). They become Lua table fields and locals
// (card.ability.extra.<name>), so Lua's keywords are refused; the original checked JavaScript's
// reserved words and let `end`, `local`, `nil`... through.
import { fail, ok, type TextCheck } from "./textResult";

export const VARIABLE_NAME_MAX = 30;

export const LUA_KEYWORDS: readonly string[] = [
  "and", "break", "do", "else", "elseif", "end", "false", "for", "function", "goto", "if", "in",
  "local", "nil", "not", "or", "repeat", "return", "then", "true", "until", "while",
];
/** "usual language keywords plus true, false, null, undefined". */
export const RESERVED_VARIABLE_NAMES: ReadonlySet<string> = new Set([...LUA_KEYWORDS, "true", "false", "null", "undefined"]);

export const VARIABLE_NAME_MESSAGES = {
  empty: "Variable name cannot be empty",
  spaces: "Variable name cannot contain spaces",
  quotes: "Variable name cannot contain quotation marks",
  backslashes: "Variable name cannot contain backslashes",
  backticks: "Variable name cannot contain backticks",
  leadingDigit: "Variable name cannot start with a number",
  characters: "Variable name can only contain letters, numbers, and underscores",
  reserved: "Variable name cannot be a reserved word",
  length: `Variable name must be ${VARIABLE_NAME_MAX} characters or less`,
} as const;

export function validateVariableName(name: string): TextCheck {
  if (name.trim() === "") return fail(VARIABLE_NAME_MESSAGES.empty);
  if (/\s/.test(name)) return fail(VARIABLE_NAME_MESSAGES.spaces);
  if (/["']/.test(name)) return fail(VARIABLE_NAME_MESSAGES.quotes);
  if (name.includes("\\")) return fail(VARIABLE_NAME_MESSAGES.backslashes);
  if (name.includes("`")) return fail(VARIABLE_NAME_MESSAGES.backticks);
  if (/^[0-9]/.test(name)) return fail(VARIABLE_NAME_MESSAGES.leadingDigit);
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) return fail(VARIABLE_NAME_MESSAGES.characters);
  if (RESERVED_VARIABLE_NAMES.has(name)) return fail(VARIABLE_NAME_MESSAGES.reserved);
  if (name.length > VARIABLE_NAME_MAX) return fail(VARIABLE_NAME_MESSAGES.length);
  return ok;
}
