// Free text with suggestions: for values that may name something outside the project (another
// mod's pool, a booster kind) yet usually repeat one the project already uses.
import { useId, type ReactNode } from "react";
import { Field, useDraft } from "../items/editor/fields";

const inputClass =
  "w-full rounded-lg border-2 border-edge bg-felt-dark px-3 py-2 text-white placeholder:text-zinc-500 outline-none focus:border-chips";

export function ComboField({ label, value, suggestions, onChange, hint, placeholder, testId, error }: {
  label: string; value: string; suggestions: readonly string[]; onChange: (value: string) => void; hint?: ReactNode;
  placeholder?: string; testId?: string; error?: string | null;
}) {
  const listId = useId();
  const d = useDraft(value);
  return (
    <Field label={label} hint={hint} error={error}>
      {(id, describedBy) => (
        <>
          <input id={id} aria-describedby={describedBy} className={inputClass} value={d.draft} list={listId} placeholder={placeholder}
            data-testid={testId} autoComplete="off" spellCheck={false} onFocus={d.onFocus} onBlur={d.onBlur}
            onChange={(e) => { d.setDraft(e.target.value); onChange(e.target.value); }} />
          <datalist id={listId}>
            {[...new Set(suggestions)].filter(Boolean).map((s) => <option key={s} value={s} />)}
          </datalist>
        </>
      )}
    </Field>
  );
}
