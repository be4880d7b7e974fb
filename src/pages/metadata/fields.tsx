import { useId, useRef, useState, type ReactNode } from "react";
import { Icon } from "../../components/icons/Icon";
import { UndoableTextarea } from "../../components/forms/UndoableTextarea";
import { useKeptWhileTyping } from "../../components/forms/keptWhileTyping";
import { useValueHeldWhileTyping } from "../../components/forms/heldWhileTyping";

const NONE: readonly string[] = [];

export interface FieldIssues {
  errors?: readonly string[];
  warnings?: readonly string[];
}

interface ShellProps extends FieldIssues {
  label: string;
  hint?: ReactNode;
  required?: boolean;
  children: (ids: { inputId: string; describedBy?: string; invalid: boolean }) => ReactNode;
  className?: string;
}

/** Label, control, hint and the field's validation messages (errors block, warnings do not). */
export function FieldShell({ label, hint, required, errors = NONE, warnings = NONE, children, className = "" }: ShellProps) {
  const inputId = useId();
  const hintId = useId();
  const messagesId = useId();
  // a message that goes while someone types stays, hidden, until typing pauses (keptWhileTyping.ts)
  const drawnErrors = useKeptWhileTyping(errors);
  const drawnWarnings = useKeptWhileTyping(warnings);
  const describedBy = [hint ? hintId : "", errors.length + warnings.length > 0 ? messagesId : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <span className="flex items-baseline gap-1">
        <label htmlFor={inputId} className="text-sm font-black uppercase tracking-wider text-zinc-300">{label}</label>
        {required && <span aria-hidden="true" title="Required" className="text-sm font-black text-mult">*</span>}
      </span>
      {children({ inputId, describedBy, invalid: errors.length > 0 })}
      {(drawnErrors.length > 0 || drawnWarnings.length > 0) && (
        <ul id={messagesId} className="flex flex-col gap-1">
          {drawnErrors.map((message) => (
            <li key={message.text} data-testid={message.shown ? "field-error" : undefined}
              className={message.shown ? "flex items-start gap-1.5 text-sm font-bold text-mult" : "hidden"}>
              <Icon name="error" className="mt-0.5 h-4 w-4" />{message.text}
            </li>
          ))}
          {drawnWarnings.map((message) => (
            <li key={message.text} data-testid={message.shown ? "field-warning" : undefined}
              className={message.shown ? "flex items-start gap-1.5 text-sm font-bold text-attention" : "hidden"}>
              <Icon name="warning" className="mt-0.5 h-4 w-4" />{message.text}
            </li>
          ))}
        </ul>
      )}
      {hint && <p id={hintId} className="text-xs text-zinc-400">{hint}</p>}
    </div>
  );
}

export const inputClass = (invalid: boolean, extra = "") =>
  `w-full rounded-lg border-2 bg-felt-dark px-3 py-2 text-white outline-none placeholder:text-zinc-600 focus:border-chips ${invalid ? "border-mult" : "border-edge"} ${extra}`;

interface TextFieldProps extends FieldIssues {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  hint?: ReactNode;
  required?: boolean;
  placeholder?: string;
  mono?: boolean;
  inputMode?: "text" | "numeric";
  className?: string;
}

export function TextField({ label, value, onChange, onBlur, hint, required, placeholder, mono, inputMode, errors, warnings, className }: TextFieldProps) {
  // filled in from another field as it is typed (the ID from the name): shown once typing pauses
  const [focused, setFocused] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const shown = useValueHeldWhileTyping(value, focused, input);
  return (
    <FieldShell label={label} hint={hint} required={required} errors={errors} warnings={warnings} className={className}>
      {({ inputId, describedBy, invalid }) => (
        <input ref={input} id={inputId} type="text" value={shown} placeholder={placeholder} inputMode={inputMode} spellCheck={!mono}
          aria-invalid={invalid || undefined} aria-describedby={describedBy} aria-required={required || undefined}
          onChange={(e) => onChange(e.target.value)} onFocus={() => setFocused(true)} onBlur={() => { setFocused(false); onBlur?.(); }}
          className={inputClass(invalid, mono ? "font-mono" : "")} />
      )}
    </FieldShell>
  );
}

interface TextAreaFieldProps extends Omit<TextFieldProps, "inputMode"> {
  rows?: number;
}

export function TextAreaField({ label, value, onChange, onBlur, hint, required, placeholder, mono, rows = 3, errors, warnings, className }: TextAreaFieldProps) {
  return (
    <FieldShell label={label} hint={hint} required={required} errors={errors} warnings={warnings} className={className}>
      {({ inputId, describedBy, invalid }) => (
        <UndoableTextarea id={inputId} value={value} placeholder={placeholder} rows={rows} spellCheck={!mono}
          aria-invalid={invalid || undefined} aria-describedby={describedBy} aria-required={required || undefined}
          onChange={(e) => onChange(e.target.value)} onBlur={onBlur}
          className={inputClass(invalid, `resize-y ${mono ? "font-mono text-sm" : ""}`)} />
      )}
    </FieldShell>
  );
}

export function Section({ id, title, description, children }: { id: string; title: string; description?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="jf-panel p-5">
      <h2 id={id} className="text-xl font-black text-white">{title}</h2>
      {description && <p className="mt-1 text-sm text-zinc-400">{description}</p>}
      <div className="mt-4 flex flex-col gap-4">{children}</div>
    </section>
  );
}
