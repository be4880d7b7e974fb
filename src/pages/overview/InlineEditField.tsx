import { useId, useState, type KeyboardEvent, type ReactNode } from "react";
import { Icon } from "../../components/icons/Icon";

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
export function InlineEditField({
  label, value, display, placeholder, multiline, onSave, displayClassName = "", inputClassName = "",
}: InlineEditFieldProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const errorId = useId();

  const cancel = () => { setDraft(null); setError(undefined); };
  const save = () => {
    if (draft === null) return;
    const problem = onSave(draft);
    if (problem) { setError(problem); return; }
    cancel();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (e.key === "Escape") {
      e.preventDefault();
      e.stopPropagation();
      cancel();
    } else if (e.key === "Enter" && (!multiline || e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      save();
    }
  };

  if (draft === null) {
    const empty = value.trim() === "";
    return (
      <button type="button" aria-label={`Edit ${label}`} title="Click to edit"
        onClick={() => setDraft(value)}
        className={`group flex w-full items-start gap-2 rounded-lg border-2 border-transparent px-2 py-1 text-left hover:border-edge hover:bg-panel-light/40 focus-visible:border-chips focus-visible:outline-none ${displayClassName}`}>
        <span className={`min-w-0 flex-1 break-words ${multiline ? "whitespace-pre-wrap" : ""} ${empty ? "italic text-zinc-500" : ""}`}>
          {empty && placeholder ? placeholder : display ?? value}
        </span>
        <span className="mt-1 text-xs font-bold uppercase tracking-wide text-zinc-500 opacity-0 group-hover:opacity-100 group-focus-visible:opacity-100">Edit</span>
      </button>
    );
  }

  const shared = {
    "aria-label": label,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
    value: draft,
    autoFocus: true,
    onChange: (e: { target: { value: string } }) => { setDraft(e.target.value); setError(undefined); },
    onKeyDown,
    className: `w-full rounded-lg border-2 border-chips bg-felt-dark px-3 py-2 text-white outline-none ${inputClassName}`,
  };
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-2">
        {multiline ? <textarea rows={4} {...shared} /> : <input type="text" {...shared} />}
        <button type="button" aria-label={`Save ${label}`} title={multiline ? "Save (Ctrl+Enter)" : "Save (Enter)"} onClick={save}
          className="jf-button jf-button-green !px-2.5 !py-2"><Icon name="check" /></button>
        <button type="button" aria-label={`Cancel editing ${label}`} title="Cancel (Escape)" onClick={cancel}
          className="jf-button jf-button-red !px-2.5 !py-2"><Icon name="close" /></button>
      </div>
      {error && <p id={errorId} role="alert" className="text-sm font-bold text-mult">{error}</p>}
      <p className="text-xs text-zinc-500">{multiline ? "Ctrl+Enter to save, Escape to cancel" : "Enter to save, Escape to cancel"}</p>
    </div>
  );
}
