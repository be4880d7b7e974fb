import { useId, type ReactNode } from "react";
import { Icon } from "../../components/icons/Icon";
import { UndoableTextarea } from "../../components/forms/UndoableTextarea";

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
export function FieldShell({ label, hint, required, errors = [], warnings = [], children, className = "" }: ShellProps) {
  const inputId = useId();
  const hintId = useId();
  const messagesId = useId();
  const describedBy = [hint ? hintId : "", errors.length + warnings.length > 0 ? messagesId : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <span className="flex items-baseline gap-1">
        <label htmlFor={inputId} className="text-sm font-black uppercase tracking-wider text-zinc-300">{label}</label>
        {required && <span aria-hidden="true" title="Required" className="text-sm font-black text-mult">*</span>}
      </span>
      {children({ inputId, describedBy, invalid: errors.length > 0 })}
      {(errors.length > 0 || warnings.length > 0) && (
        <ul id={messagesId} className="flex flex-col gap-1">
          {errors.map((message) => (
            <li key={message} data-testid="field-error" className="flex items-start gap-1.5 text-sm font-bold text-mult">
              <Icon name="error" className="mt-0.5 h-4 w-4" />{message}
            </li>
          ))}
          {warnings.map((message) => (
            <li key={message} data-testid="field-warning" className="flex items-start gap-1.5 text-sm font-bold text-attention">
              <Icon name="warning" className="mt-0.5 h-4 w-4" />{message}
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
  return (
    <FieldShell label={label} hint={hint} required={required} errors={errors} warnings={warnings} className={className}>
      {({ inputId, describedBy, invalid }) => (
        <input id={inputId} type="text" value={value} placeholder={placeholder} inputMode={inputMode} spellCheck={!mono}
          aria-invalid={invalid || undefined} aria-describedby={describedBy} aria-required={required || undefined}
          onChange={(e) => onChange(e.target.value)} onBlur={onBlur}
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
