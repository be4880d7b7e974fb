// Form controls for item editors. Each reports changes as they happen (the page dispatches a
// command per change, grouped into one undo step per typing burst by field name).
import { useEffect, useId, useLayoutEffect, useRef, useState, type FocusEvent, type ReactNode } from "react";
import { UndoableTextarea } from "../../forms/UndoableTextarea";
import { normaliseHex } from "../../description/gameColours";
import { messageList, useKeptWhileTyping } from "../../forms/keptWhileTyping";

const NO_WARNINGS: readonly string[] = [];

/**
 * A field typed into lays out only itself: it contains its size, layout and paint (so it needs a
 * set height), which makes it a relayout boundary, and it must sit in a plain block, as a flex or
 * grid item never is one. Without this, every key laid out the whole page around the field (1,700
 * boxes behind an item editor, 2,200 in the rule builder). Used by the editor's name and
 * description and by the rule builder's params.
 */
export const CONTAINED = "block [contain:strict]";


/**
 * A text field's look. Its border takes the focus colour at once: a colour transition draws a
 * frame on every vsync for 150 ms after the click into a field, and the first keys typed waited
 * behind those frames (the typing bench's first keys of a field: 24 to 64 ms with it, 16 to 24
 * without).
 */
export const inputClass =
  "w-full rounded-lg border-2 border-edge bg-felt-dark px-3 py-2 text-white placeholder:text-zinc-500 outline-none focus:border-chips";

export interface FieldProps {
  label: string;
  hint?: ReactNode;
  /** Blocking problem, shown red. */
  error?: string | null;
  /** Non-blocking notes, shown amber. */
  warnings?: readonly string[];
  children: (id: string, describedBy: string | undefined) => ReactNode;
  className?: string;
}

/** Label, control, then hint / error / warnings, wired for screen readers. */
export function Field({ label, hint, error, warnings, children, className }: FieldProps) {
  const id = useId();
  const noteId = `${id}-note`;
  // an error or warning that goes while someone types stays, hidden, until typing pauses (keptWhileTyping.ts)
  const errors = useKeptWhileTyping(messageList(error));
  const shownWarnings = useKeptWhileTyping(warnings ?? NO_WARNINGS);
  const hasNote = Boolean(hint || errors.length || shownWarnings.length);
  return (
    <div className={`flex flex-col gap-1.5 ${className ?? ""}`}>
      <label htmlFor={id} className="text-sm font-bold text-zinc-200">{label}</label>
      {children(id, hasNote ? noteId : undefined)}
      {hasNote && (
        <div id={noteId} className="flex flex-col gap-0.5 text-xs">
          {errors.map((e) => (e.shown
            ? <p key={e.text} role="alert" className="font-bold text-mult" data-testid="field-error">{e.text}</p>
            : <p key={e.text} className="hidden">{e.text}</p>))}
          {shownWarnings.map((w) => (w.shown
            ? <p key={w.text} className="font-bold text-attention" data-testid="field-warning">{w.text}</p>
            : <p key={w.text} className="hidden">{w.text}</p>))}
          {hint && <p className="text-zinc-400">{hint}</p>}
        </div>
      )}
    </div>
  );
}

/**
 * Keeps a local draft while the field is focused, so a value the store rejects or rewrites
 * (an invalid name, a key made unique) does not fight the cursor; outside edits (undo) show
 * as soon as the field is not being typed in.
 *
 * A new value drawn into the field in focus before anything is typed there keeps the selection it
 * had: all of the new text when all of the old one was selected (Tab does that), else the same
 * place. The key following the name is drawn a moment after Tab or a click leaves the name for the
 * key, and the write collapsed the selection to the end: 'mine' typed after Tab gave
 * new_joker_maxmine, and the caret clicked into the middle of the key jumped to its end.
 */
export function useDraft(value: string) {
  const [draft, setDraft] = useState(value);
  const editing = useRef(false);
  const field = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);
  const typed = useRef(false);
  const selection = useRef<{ start: number; end: number; whole: boolean } | null>(null);
  useEffect(() => { if (!editing.current) setDraft(value); }, [value]);
  // read as the new value renders, before React writes it (the write loses the selection)
  const focused = field.current;
  if (focused && !typed.current && focused.ownerDocument.activeElement === focused && focused.value !== draft) {
    const start = focused.selectionStart ?? focused.value.length;
    const end = focused.selectionEnd ?? start;
    selection.current = { start, end, whole: focused.value.length > 0 && start === 0 && end === focused.value.length };
  }
  useLayoutEffect(() => {
    const kept = selection.current;
    selection.current = null;
    const element = field.current;
    if (!kept || !element || element.ownerDocument.activeElement !== element || element.value !== draft) return;
    if (kept.whole) element.setSelectionRange(0, draft.length);
    else element.setSelectionRange(Math.min(kept.start, draft.length), Math.min(kept.end, draft.length));
  }, [draft]);
  return {
    draft,
    /** What was typed. */
    setDraft: (next: string) => {
      typed.current = true;
      setDraft(next);
    },
    onFocus: (event?: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      editing.current = true;
      typed.current = false;
      field.current = event?.currentTarget ?? null;
    },
    onBlur: () => { editing.current = false; field.current = null; setDraft(value); },
    /** Resynchronise now (after a commit). */
    reset: (next = value) => setDraft(next),
  };
}

export function TextField({ label, value, onChange, hint, error, warnings, placeholder, maxLength, testId }: {
  label: string; value: string; onChange: (value: string) => void; hint?: ReactNode; error?: string | null;
  warnings?: readonly string[]; placeholder?: string; maxLength?: number; testId?: string;
}) {
  const d = useDraft(value);
  return (
    <Field label={label} hint={hint} error={error} warnings={warnings}>
      {(id, describedBy) => (
        <input id={id} aria-describedby={describedBy} aria-invalid={Boolean(error)} className={inputClass} value={d.draft}
          placeholder={placeholder} maxLength={maxLength} data-testid={testId}
          onFocus={d.onFocus} onBlur={d.onBlur}
          onChange={(e) => { d.setDraft(e.target.value); onChange(e.target.value); }} />
      )}
    </Field>
  );
}

export function TextAreaField({ label, value, onChange, hint, rows = 3, placeholder, testId }: {
  label: string; value: string; onChange: (value: string) => void; hint?: ReactNode; rows?: number; placeholder?: string; testId?: string;
}) {
  const d = useDraft(value);
  return (
    <Field label={label} hint={hint}>
      {(id, describedBy) => (
        <UndoableTextarea id={id} aria-describedby={describedBy} rows={rows} className={`${inputClass} resize-y`} value={d.draft}
          placeholder={placeholder} data-testid={testId} onFocus={d.onFocus} onBlur={d.onBlur}
          onChange={(e) => { d.setDraft(e.target.value); onChange(e.target.value); }} />
      )}
    </Field>
  );
}

/**
 * A number; empty or unparsable input is shown but not committed. With `onClear`, emptying the
 * field commits "no value" (for optional numbers such as base values).
 */
export function NumberField({ label, value, onChange, hint, min, max, step = 1, integer, testId, onClear, placeholder }: {
  label: string; value: number | undefined; onChange: (value: number) => void; hint?: ReactNode;
  min?: number; max?: number; step?: number; integer?: boolean; testId?: string; onClear?: () => void; placeholder?: string;
}) {
  const d = useDraft(value === undefined || value === null || Number.isNaN(value) ? "" : String(value));
  const parsed = d.draft.trim() === "" ? NaN : Number(d.draft);
  const invalid = d.draft.trim() !== "" && (!Number.isFinite(parsed) || (integer && !Number.isInteger(parsed))
    || (min !== undefined && parsed < min) || (max !== undefined && parsed > max));
  const error = invalid
    ? integer && Number.isFinite(parsed) && !Number.isInteger(parsed) ? "Must be a whole number"
      : min !== undefined && parsed < min ? `Must be at least ${min}` : max !== undefined && parsed > max ? `Must be at most ${max}` : "Must be a number"
    : null;
  return (
    <Field label={label} hint={hint} error={error}>
      {(id, describedBy) => (
        <input id={id} aria-describedby={describedBy} aria-invalid={invalid} type="number" inputMode="decimal"
          className={inputClass} value={d.draft} min={min} max={max} step={step} data-testid={testId} placeholder={placeholder}
          onFocus={d.onFocus} onBlur={d.onBlur}
          onChange={(e) => {
            d.setDraft(e.target.value);
            if (onClear && e.target.value.trim() === "" && !e.target.validity.badInput) {
              if (value !== undefined) onClear();
              return;
            }
            const n = Number(e.target.value);
            const ok = e.target.value.trim() !== "" && Number.isFinite(n) && (!integer || Number.isInteger(n))
              && (min === undefined || n >= min) && (max === undefined || n <= max);
            if (ok) onChange(n);
          }} />
      )}
    </Field>
  );
}

export interface SelectOption {
  value: string;
  label: string;
  group?: string;
}

export function SelectField({ label, value, options, onChange, hint, testId }: {
  label: string; value: string; options: readonly SelectOption[]; onChange: (value: string) => void; hint?: ReactNode; testId?: string;
}) {
  const groups = [...new Set(options.map((o) => o.group ?? ""))];
  const known = options.some((o) => o.value === value);
  return (
    <Field label={label} hint={hint}>
      {(id, describedBy) => (
        <select id={id} aria-describedby={describedBy} className={`${inputClass} cursor-pointer`} value={value} data-testid={testId}
          onChange={(e) => onChange(e.target.value)}>
          {!known && <option value={value}>{value ? `${value} (missing)` : "None"}</option>}
          {groups.map((g) => g
            ? <optgroup key={g} label={g}>{options.filter((o) => o.group === g).map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}</optgroup>
            : options.filter((o) => !o.group).map((o) => <option key={o.value} value={o.value}>{o.label}</option>))}
        </select>
      )}
    </Field>
  );
}

/** An on/off switch with a label and optional hint. */
export function Toggle({ label, checked, onChange, hint, testId }: {
  label: string; checked: boolean; onChange: (checked: boolean) => void; hint?: string; testId?: string;
}) {
  return (
    <button type="button" role="switch" aria-checked={checked} onClick={() => onChange(!checked)} data-testid={testId}
      className={`flex items-center gap-3 rounded-lg border-2 px-3 py-2 text-left transition-colors ${checked ? "border-green/70 bg-green/10" : "border-edge bg-felt-dark hover:border-zinc-500"}`}>
      <span aria-hidden="true" className={`relative h-5 w-9 shrink-0 rounded-full transition-colors ${checked ? "bg-green" : "bg-zinc-600"}`}>
        <span className={`absolute top-0.5 h-4 w-4 rounded-full bg-white shadow transition-[left] ${checked ? "left-[1.1rem]" : "left-0.5"}`} />
      </span>
      <span className="flex min-w-0 flex-col">
        <span className="text-sm font-bold text-white">{label}</span>
        {hint && <span className="text-xs text-zinc-400">{hint}</span>}
      </span>
    </button>
  );
}

/**
 * A hex colour stored without '#' (the project file's form, e.g. "6A7A8B") unless `withHash`.
 * Invalid text is shown with an error and not committed.
 */
export function ColourField({ label, value, onChange, hint, withHash, testId }: {
  label: string; value: string; onChange: (value: string) => void; hint?: ReactNode; withHash?: boolean; testId?: string;
}) {
  const shown = (value ?? "").replace(/^#/, "").toUpperCase();
  const d = useDraft(shown);
  const hex = normaliseHex(d.draft);
  const store = (v: string) => onChange(withHash ? `#${v}` : v);
  return (
    <Field label={label} hint={hint} error={hex || d.draft === "" ? null : "Use 6 hex digits, e.g. FE5F55"}>
      {(id, describedBy) => (
        <div className="flex items-center gap-2">
          <input type="color" aria-label={`${label} picker`} value={(hex ?? "#666665").slice(0, 7)}
            className="h-10 w-12 shrink-0 cursor-pointer rounded-lg border-2 border-edge bg-felt-dark p-0.5"
            onChange={(e) => { const v = e.target.value.slice(1).toUpperCase(); d.reset(v); store(v); }} />
          <div className="relative flex-1">
            <span className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 font-mono text-zinc-500">#</span>
            <input id={id} aria-describedby={describedBy} aria-invalid={!hex} className={`${inputClass} pl-7 font-mono uppercase`}
              value={d.draft} maxLength={8} data-testid={testId} onFocus={d.onFocus} onBlur={d.onBlur}
              onChange={(e) => {
                // the draft keeps what was typed (shown in capitals by CSS): rewriting the field's
                // value moved the caret to the end and ended the typing step on every lower-case key
                d.setDraft(e.target.value);
                const v = e.target.value.trim().replace(/^#/, "").toUpperCase();
                if (normaliseHex(v)) store(v);
              }} />
          </div>
        </div>
      )}
    </Field>
  );
}

/** A list of short strings edited as comma-separated text. */
export function ListField({ label, value, onChange, hint, placeholder, testId }: {
  label: string; value: readonly string[]; onChange: (value: string[]) => void; hint?: ReactNode; placeholder?: string; testId?: string;
}) {
  const joined = (value ?? []).join(", ");
  const d = useDraft(joined);
  return (
    <Field label={label} hint={hint}>
      {(id, describedBy) => (
        <input id={id} aria-describedby={describedBy} className={inputClass} value={d.draft} placeholder={placeholder} data-testid={testId}
          onFocus={d.onFocus} onBlur={d.onBlur}
          onChange={(e) => {
            d.setDraft(e.target.value);
            onChange(e.target.value.split(",").map((s) => s.trim()).filter(Boolean));
          }} />
      )}
    </Field>
  );
}

/** A titled block of fields inside an editor tab. */
export function FieldSection({ title, children, columns = 2 }: { title?: string; children: ReactNode; columns?: 1 | 2 | 3 }) {
  const cols = { 1: "", 2: "sm:grid-cols-2", 3: "sm:grid-cols-2 lg:grid-cols-3" }[columns];
  return (
    <section className="flex flex-col gap-3">
      {title && <h3 className="text-xs font-black uppercase tracking-wider text-zinc-400">{title}</h3>}
      <div className={`grid grid-cols-1 gap-3 ${cols}`}>{children}</div>
    </section>
  );
}
