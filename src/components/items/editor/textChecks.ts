// The item text rules (spec section 5, "Item text rules") as the editors use them: the first
// name error, and description errors and warnings. The rules themselves live in the domain.
export interface TextCheck {
  errors: string[];
  warnings: string[];
}

/** The first problem with an item name, or null when it is fine. */
export function checkItemName(name: string): string | null {
  if (name.trim() === "") return "Name cannot be empty";
  if (/["']/.test(name)) return "Name cannot contain quotation marks";
  if (name.includes("\\")) return "Name cannot contain backslashes";
  if (/[\r\n]/.test(name)) return "Name cannot contain line breaks";
  if (name.includes("`")) return "Name cannot contain backticks";
  return null;
}

export function checkDescription(text: string): TextCheck {
  const errors: string[] = [];
  const warnings: string[] = [];
  if (/[\r\n]/.test(text)) warnings.push("Use [s] for line breaks instead of pressing Enter");
  const open = (text.match(/\{/g) ?? []).length;
  const close = (text.match(/\}/g) ?? []).length;
  if (open > close) errors.push("Unclosed formatting tag detected");
  else if (open !== close) warnings.push("Formatting tags are not closed properly");
  for (const tag of text.match(/\{[^{}]*\}/g) ?? []) {
    const inner = tag.slice(1, -1);
    if (inner !== "" && !/^([CXsEV]):[^,]+(,([CXsEV]):[^,]+)*$/.test(inner)) {
      warnings.push("Potentially invalid formatting tag");
      break;
    }
  }
  if (text.length > 500) warnings.push("Description is quite long and may not display properly");
  if (/#(?!\d+#)/.test(text.replace(/#\d+#/g, ""))) warnings.push("Variable references should look like #1#, #2#");
  return { errors, warnings };
}
