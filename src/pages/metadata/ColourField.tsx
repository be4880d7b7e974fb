import { FieldShell, inputClass, type FieldIssues } from "./fields";
import { fromPicker, pickerValue } from "./metadataForm";

interface ColourFieldProps extends FieldIssues {
  label: string;
  value: string;
  fallback: string;
  onChange: (value: string) => void;
}

/** A colour picker beside the hex text it edits (6 or 8 digits, no #). */
export function ColourField({ label, value, fallback, onChange, errors, warnings }: ColourFieldProps) {
  return (
    <FieldShell label={label} errors={errors} warnings={warnings} hint="Hex digits without #, e.g. FF9A00">
      {({ inputId, describedBy, invalid }) => (
        <div className="flex items-center gap-2">
          <input type="color" aria-label={`${label} picker`} value={pickerValue(value, fallback)}
            onChange={(e) => onChange(fromPicker(e.target.value, value))}
            className="h-11 w-14 shrink-0 cursor-pointer rounded-lg border-2 border-edge bg-felt-dark p-1" />
          <span aria-hidden="true" className="font-mono text-zinc-500">#</span>
          <input id={inputId} type="text" value={value} maxLength={9} spellCheck={false} autoCapitalize="characters"
            aria-invalid={invalid || undefined} aria-describedby={describedBy}
            onChange={(e) => onChange(e.target.value.trim())}
            className={inputClass(warnings !== undefined && warnings.length > 0, "font-mono uppercase")} />
        </div>
      )}
    </FieldShell>
  );
}
