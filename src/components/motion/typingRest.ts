// While someone types, what moves on its own holds still: the editor's preview (its shimmer and
// floating letters, balatroText.css) and the auto-save pill's spinner (index.css), by
// `[data-typing]` on the document's root element. They move again once typing pauses.
//
// Why: a running animation makes the compositor draw a frame on every vsync, which without a GPU
// means blending the window in software, and a keystroke's own frame waits behind those frames.
// On this project's two-core machine, with the preview and the spinner moving, a key took 40 to
// 60 ms to show; holding them still brought the median key to 16 to 24 ms. The attribute is set
// once per burst, so a key restyles nothing more.
//
// Holding still starts as a text field takes focus, not at the first key: setting the attribute
// restyles the page and removes the preview's animations and their composited layers, work that
// then lands on the click into the field rather than on the first key typed.
import { isTextEditingTarget } from "../../app/history/textField";

/** How long after the last key what moves on its own moves again. */
export const TYPING_REST_MS = 700;
/** How long after a text field takes focus, with no key typed, what moves on its own moves again. */
export const FOCUS_REST_MS = 1500;

/**
 * Marks typing on every input event of the page (any field: editors, the rule builder, forms) and
 * when a text field takes focus.
 */
export function watchTyping(doc: Document = document): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const root = doc.documentElement;
  const hold = (ms: number) => {
    if (!root.hasAttribute("data-typing")) root.setAttribute("data-typing", "");
    clearTimeout(timer);
    timer = setTimeout(() => root.removeAttribute("data-typing"), ms);
  };
  const onTyping = () => hold(TYPING_REST_MS);
  const onFocus = (event: FocusEvent) => { if (isTextEditingTarget(event.target)) hold(FOCUS_REST_MS); };
  doc.addEventListener("input", onTyping, true);
  doc.addEventListener("focusin", onFocus, true);
  return () => {
    doc.removeEventListener("input", onTyping, true);
    doc.removeEventListener("focusin", onFocus, true);
    clearTimeout(timer);
    root.removeAttribute("data-typing");
  };
}

/**
 * Runs `run` once typing has paused: now when it has, else when `[data-typing]` goes. Returns a
 * cancel. For what would leave the page while someone types (a toast, a field's error): Chromium
 * ends the typing step of the focused field when any node of the page is removed, so one Ctrl+Z
 * there would take back only part of what was typed.
 */
export function afterTyping(run: () => void, doc: Document = document): () => void {
  const root = doc.documentElement;
  if (!root.hasAttribute("data-typing")) {
    run();
    return () => {};
  }
  const observer = new MutationObserver(() => {
    if (root.hasAttribute("data-typing")) return;
    observer.disconnect();
    run();
  });
  observer.observe(root, { attributes: true, attributeFilter: ["data-typing"] });
  return () => observer.disconnect();
}
