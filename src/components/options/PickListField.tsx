// An ordered list of keys picked from an option list (a deck's starting vouchers or
// consumables). Entries that no longer exist stay visible, marked, until removed.
import { useId, type ReactNode } from "react";
import type { SelectOption } from "../items/editor/fields";
import { ItemIcon } from "../items/icons";

const selectClass =
  "w-full cursor-pointer rounded-lg border-2 border-edge bg-felt-dark px-3 py-2 text-white outline-none focus:border-chips";

export function PickListField({ label, value, options, onChange, hint, allowRepeats, addLabel, testId }: {
  label: string;
  value: readonly string[];
  options: readonly SelectOption[];
  onChange: (value: string[]) => void;
  hint?: ReactNode;
  /** Whether one key may be picked more than once (two of the same consumable). */
  allowRepeats?: boolean;
  addLabel: string;
  testId: string;
}) {
  const id = useId();
  const picked = new Set(value);
  const available = allowRepeats ? options : options.filter((o) => !picked.has(o.value));
  const groups = [...new Set(available.map((o) => o.group ?? ""))];
  const labelOf = (key: string) => options.find((o) => o.value === key)?.label;
  return (
    <div className="flex flex-col gap-1.5" data-testid={testId}>
      <label htmlFor={id} className="text-sm font-bold text-zinc-200">{label}</label>
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={`${label}: picked`}>
          {value.map((key, i) => {
            const name = labelOf(key);
            return (
              <li key={`${key}-${i}`} data-testid={`${testId}-entry`}
                className={`flex items-center gap-1 rounded-lg border-2 py-0.5 pl-2 pr-0.5 text-sm font-bold ${name ? "border-edge bg-felt-dark text-white" : "border-mult/70 bg-mult/10 text-mult"}`}
                title={name ? key : `${key} does not exist (vanilla or in this mod)`}>
                <span>{name ?? `${key} (missing)`}</span>
                <button type="button" aria-label={`Remove ${name ?? key}`} onClick={() => onChange(value.filter((_, j) => j !== i))}
                  className="rounded-md p-1 text-zinc-400 hover:bg-mult hover:text-white"><ItemIcon name="trash" className="h-3.5 w-3.5" /></button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm italic text-zinc-500">None</p>
      )}
      <select id={id} className={selectClass} value="" data-testid={`${testId}-add`}
        onChange={(e) => { if (e.target.value) onChange([...value, e.target.value]); }}>
        <option value="">{addLabel}</option>
        {groups.map((g) => g
          ? <optgroup key={g} label={g}>{available.filter((o) => o.group === g).map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}</optgroup>
          : available.filter((o) => !o.group).map((o) => <option key={o.value} value={o.value}>{o.label}</option>))}
      </select>
      {hint && <p className="text-xs text-zinc-400">{hint}</p>}
    </div>
  );
}
