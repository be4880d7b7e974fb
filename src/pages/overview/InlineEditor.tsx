// The editing half of InlineEditField: loaded on the first click on a value, so the overview's
// first load only carries the display.
import { useId, useState, type KeyboardEvent } from "react";
// Saving dispatches commands: the command engine loads with the editor, before any save.
import "../../store/commandEngine";
import { Icon } from "../../components/icons/Icon";
import { UndoableTextarea } from "../../components/forms/UndoableTextarea";
import type { InlineEditFieldProps } from "./InlineEditField";
import { KeptWhileTyping } from "../../components/forms/KeptWhileTyping";

type EditorProps = Pick<InlineEditFieldProps, "label" | "value" | "multiline" | "onSave" | "inputClassName"> & {
  /** Leaves edit mode (after a save or on cancel). */
  onClose: () => void;
};

export function InlineEditor({ label, value, multiline, onSave, inputClassName = "", onClose }: EditorProps) {
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<string | undefined>();
  const errorId = useId();

  const save = () => {
    const problem = onSave(draft);
    if (problem) { setError(problem); return; }
    onClose();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (e.key === "Escape") {
      e.preventDefault();
      e.stopPropagation();
      onClose();
    } else if (e.key === "Enter" && (!multiline || e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      save();
    }
  };

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
        {multiline ? <UndoableTextarea rows={4} {...shared} /> : <input type="text" {...shared} />}
        <button type="button" aria-label={`Save ${label}`} title={multiline ? "Save (Ctrl+Enter)" : "Save (Enter)"} onClick={save}
          className="jf-button jf-button-green !px-2.5 !py-2"><Icon name="check" /></button>
        <button type="button" aria-label={`Cancel editing ${label}`} title="Cancel (Escape)" onClick={onClose}
          className="jf-button jf-button-red !px-2.5 !py-2"><Icon name="close" /></button>
      </div>
      <KeptWhileTyping message={error}>
        {(text, shown) => (shown ? <p id={errorId} role="alert" className="text-sm font-bold text-mult">{text}</p> : <p className="hidden">{text}</p>)}
      </KeptWhileTyping>
      <p className="text-xs text-zinc-500">{multiline ? "Ctrl+Enter to save, Escape to cancel" : "Enter to save, Escape to cancel"}</p>
    </div>
  );
}
