// A textarea that keeps the browser's own undo in the field by words, as typed (see below).
import { useLayoutEffect, useRef, type RefObject, type TextareaHTMLAttributes } from "react";

type TextProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "value" | "defaultValue">;

/**
 * A textarea showing `value` whose text React never rewrites while the user types. React writes a
 * textarea's text content (its defaultValue) on every update of its props, controlled or not (""
 * when it has no defaultValue); that DOM change closes Chromium's typing step, so Ctrl+Z in the
 * field took back one character at a time. Here the element has no text content at all (writing
 * "" over none changes nothing), its text is set through `.value` on mount, and later only when
 * `value` differs from what the field holds (a change from elsewhere: undo, an import).
 */
export function UndoableTextarea({ value, textareaRef, ...props }: TextProps & { value: string; textareaRef?: RefObject<HTMLTextAreaElement | null> }) {
  const own = useRef<HTMLTextAreaElement>(null);
  const ref = textareaRef ?? own;
  useLayoutEffect(() => {
    const el = ref.current;
    if (el && el.value !== value) el.value = value;
  }, [ref, value]);
  return <textarea ref={ref} {...props} />;
}
