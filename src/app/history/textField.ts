// What counts as a field someone types text into: a text-like input, a textarea, or anything
// contenteditable. Such a field has its own text undo (so the project's shortcut leaves it alone),
// shows its own draft (so its edits may wait until typing rests), and taking focus in one means
// typing is about to start (components/motion/typingRest.ts).

/** Inputs with no text to type or undo. */
const NON_TEXT_INPUTS = new Set(["button", "checkbox", "color", "file", "hidden", "image", "radio", "range", "reset", "submit"]);

/** True for a text input, a textarea or anything contenteditable. */
export function isTextEditingTarget(target: unknown): boolean {
  if (typeof target !== "object" || target === null) return false;
  const element = target as { tagName?: unknown; type?: unknown; isContentEditable?: unknown };
  if (element.isContentEditable === true) return true;
  const tag = typeof element.tagName === "string" ? element.tagName.toUpperCase() : "";
  if (tag === "TEXTAREA") return true;
  if (tag === "INPUT") return !NON_TEXT_INPUTS.has(typeof element.type === "string" ? element.type.toLowerCase() : "text");
  return false;
}
