import { lazy, Suspense, useState, type ReactNode } from "react";

// Only a click on a value needs the input, its keys and its messages.
const InlineEditor = lazy(() => import("./InlineEditor").then((m) => ({ default: m.InlineEditor })));

export interface InlineEditFieldProps {
  /** Accessible name of the field, e.g. "Mod name". */
  label: string;
  /** The stored value; editing starts from it and Escape restores it. */
  value: string;
  /** What display mode shows instead of the raw value (e.g. the author list joined). */
  display?: ReactNode;
  /** Shown in display mode when the value is empty. */
  placeholder?: string;
  /** Multi-line fields save with Ctrl+Enter (Enter adds a line); single-line fields save with Enter. */
  multiline?: boolean;
  /** Returns an error text to keep the field open, or nothing when the value was accepted. */
  onSave: (value: string) => string | void;
  displayClassName?: string;
  inputClassName?: string;
}

/** A value shown as text that turns into an input on click (spec section 4, overview field editing). */
export function InlineEditField(props: InlineEditFieldProps) {
  const [editing, setEditing] = useState(false);
  if (!editing) return <FieldDisplay {...props} onEdit={() => setEditing(true)} />;
  return (
    // While the editor loads (a moment, once) the value stays on screen as it was.
    <Suspense fallback={<FieldDisplay {...props} />}>
      <InlineEditor {...props} onClose={() => setEditing(false)} />
    </Suspense>
  );
}

function FieldDisplay({ label, value, display, placeholder, multiline, displayClassName = "", onEdit }: InlineEditFieldProps & { onEdit?: () => void }) {
  const empty = value.trim() === "";
  return (
    <button type="button" aria-label={`Edit ${label}`} title="Click to edit"
      onClick={onEdit}
      className={`group flex w-full items-start gap-2 rounded-lg border-2 border-transparent px-2 py-1 text-left hover:border-edge hover:bg-panel-light/40 focus-visible:border-chips focus-visible:outline-none ${displayClassName}`}>
      <span className={`min-w-0 flex-1 break-words ${multiline ? "whitespace-pre-wrap" : ""} ${empty ? "italic text-zinc-500" : ""}`}>
        {empty && placeholder ? placeholder : display ?? value}
      </span>
      <span className="mt-1 text-xs font-bold uppercase tracking-wide text-zinc-500 opacity-0 group-hover:opacity-100 group-focus-visible:opacity-100">Edit</span>
    </button>
  );
}
