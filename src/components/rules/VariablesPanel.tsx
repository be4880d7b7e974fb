// The item's own variables: typed (number, suit, rank, poker hand, joker key, text), each with its
// start value, checked by the spec's name rules as you type. A rename is one step and follows into
// every block that names the variable; a variable still named by blocks cannot be removed. The
// description shows number, text and key variables as #1#, #2#... in this order.
import { useDeferredValue, useState } from "react";
import { variableUses } from "../../../commands/rules";
import type { RuleObjectType } from "../../../domain/catalog/types";
import type { Rule, UserVariable, UserVariableType } from "../../../domain/model";
import { validateVariableName } from "../../../domain/validation/variableName";
import { newId } from "../items/itemCommands";
import { KeptWhileTyping } from "../forms/KeptWhileTyping";

type Edit =
  | { type: "variable/add"; variable: UserVariable }
  | { type: "variable/rename"; variableId: string; name: string }
  | { type: "variable/setInitial"; variableId: string; value: number | string }
  | { type: "variable/remove"; variableId: string };

const TYPES: { id: UserVariableType; label: string; start: Partial<UserVariable> }[] = [
  { id: "number", label: "Number", start: { initialValue: 0 } },
  { id: "suit", label: "Suit", start: { initialSuit: "Spades" } },
  { id: "rank", label: "Rank", start: { initialRank: "Ace" } },
  { id: "pokerhand", label: "Poker hand", start: { initialPokerHand: "High Card" } },
  { id: "key", label: "Joker key", start: { initialKey: "j_joker" } },
  { id: "text", label: "Text", start: { initialText: "" } },
];
const START_FIELD: Record<UserVariableType, keyof UserVariable> = {
  number: "initialValue", suit: "initialSuit", rank: "initialRank", pokerhand: "initialPokerHand", key: "initialKey", text: "initialText",
};
const CHOICES: Partial<Record<UserVariableType, string[]>> = {
  suit: ["Spades", "Hearts", "Clubs", "Diamonds"],
  rank: ["2", "3", "4", "5", "6", "7", "8", "9", "10", "Jack", "Queen", "King", "Ace"],
  pokerhand: ["High Card", "Pair", "Two Pair", "Three of a Kind", "Straight", "Flush", "Full House", "Four of a Kind", "Straight Flush", "Five of a Kind", "Flush House", "Flush Five"],
};

const inputClass = "rounded-md border-2 border-edge bg-felt-dark px-2 py-1 text-sm text-white outline-none focus:border-chips";
const buttonClass = "jf-button jf-button-grey px-2 py-1 text-xs";

interface Item { id: string; name: string; rules?: Rule[]; userVariables?: UserVariable[] }
const NO_RULES: Rule[] = [];

export function VariablesPanel({ item, dispatch }: { item: Item; objectType: RuleObjectType; dispatch: (edit: Edit) => string | null }) {
  const variables = item.userVariables ?? [];
  // how many blocks name each variable: counted at background priority while rules are edited
  const rules = useDeferredValue(item.rules ?? NO_RULES);
  const [type, setType] = useState<UserVariableType>("number");
  const shown = variables.filter((v) => ["number", "text", "key"].includes(v.type ?? "number"));
  const add = () => {
    const taken = new Set(variables.map((v) => v.name));
    let n = 1;
    while (taken.has(`var${n}`)) n += 1;
    const spec = TYPES.find((t) => t.id === type)!;
    dispatch({ type: "variable/add", variable: { id: newId(), name: `var${n}`, type, ...spec.start } as UserVariable });
  };
  return (
    <section aria-label="Variables" className="flex flex-col gap-2 rounded-lg border-2 border-edge bg-felt-dark/60 p-3" data-testid="variables-panel">
      <h3 className="text-sm font-black uppercase tracking-wide text-zinc-300">Variables</h3>
      {variables.length === 0 && <p className="text-sm text-zinc-400">No variables yet. A variable keeps a value between triggers (a counter, a chosen suit...).</p>}
      <ul className="flex flex-col gap-2">
        {variables.map((v) => (
          <VariableRow key={v.id} variable={v} others={variables.filter((x) => x.id !== v.id).map((x) => x.name)}
            uses={variableUses(rules, v.name)} reference={shown.indexOf(v) + 1} dispatch={dispatch} />
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-2">
        <select aria-label="New variable type" className={inputClass} value={type} onChange={(e) => setType(e.target.value as UserVariableType)}>
          {TYPES.map((t) => <option key={t.id} value={t.id}>{t.label}</option>)}
        </select>
        <button type="button" className="jf-button jf-button-blue px-2 py-1 text-xs" onClick={add}>Add Variable</button>
      </div>
    </section>
  );
}

function VariableRow({ variable, others, uses, reference, dispatch }: {
  variable: UserVariable; others: string[]; uses: number; reference: number; dispatch: (edit: Edit) => string | null;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const kind = variable.type ?? "number";
  const name = draft ?? variable.name;
  const checked = validateVariableName(name);
  const problem = !checked.valid ? checked.error : others.includes(name) ? `A variable named '${name}' already exists` : undefined;
  const commit = () => {
    if (draft !== null && !problem && draft !== variable.name) dispatch({ type: "variable/rename", variableId: variable.id, name: draft });
    setDraft(null);
  };
  const start = variable[START_FIELD[kind]];
  const choices = CHOICES[kind];
  return (
    <li className="rounded-md border-2 border-edge p-2" aria-label={`Variable ${variable.name}`} data-testid="variable-row">
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col gap-1">
          <span className="text-xs font-bold text-zinc-300">Name</span>
          <input aria-label={`Name of variable ${variable.name}`} className={`${inputClass} w-36`} value={name} maxLength={60}
            aria-invalid={problem ? true : undefined}
            onChange={(e) => setDraft(e.target.value)} onBlur={commit}
            onKeyDown={(e) => { if (e.key === "Enter") { e.preventDefault(); commit(); } if (e.key === "Escape") setDraft(null); }} />
        </label>
        <span className="pb-1 text-xs text-zinc-400">{TYPES.find((t) => t.id === kind)?.label}</span>
        <label className="flex flex-col gap-1">
          <span className="text-xs font-bold text-zinc-300">Starts at</span>
          {choices ? (
            <select aria-label={`Start value of ${variable.name}`} className={inputClass} value={String(start ?? choices[0])}
              onChange={(e) => dispatch({ type: "variable/setInitial", variableId: variable.id, value: e.target.value })}>
              {choices.map((c) => <option key={c} value={c}>{c}</option>)}
            </select>
          ) : (
            <input aria-label={`Start value of ${variable.name}`} className={`${inputClass} w-28`} defaultValue={String(start ?? (kind === "number" ? 0 : ""))} key={String(start)}
              inputMode={kind === "number" ? "decimal" : undefined}
              onBlur={(e) => {
                const text = e.target.value.trim();
                if (kind !== "number") dispatch({ type: "variable/setInitial", variableId: variable.id, value: e.target.value });
                else if (text !== "" && Number.isFinite(Number(text))) dispatch({ type: "variable/setInitial", variableId: variable.id, value: Number(text) });
                else e.target.value = String(start ?? 0);
              }} />
          )}
        </label>
        {reference > 0 && <span className="pb-1 font-mono text-xs text-attention" title="Write this in the description to show the value">#{reference}#</span>}
        <span className="flex-1" />
        <button type="button" className={buttonClass} aria-label={`Remove variable ${variable.name}`} disabled={uses > 0}
          title={uses > 0 ? `${uses} block${uses === 1 ? " names" : "s name"} it: change ${uses === 1 ? "it" : "them"} first` : undefined}
          onClick={() => dispatch({ type: "variable/remove", variableId: variable.id })}>Remove</button>
      </div>
      <KeptWhileTyping message={problem}>
        {(text, shown) => (shown ? <p role="alert" className="mt-1 text-sm text-mult">{text}</p> : <p className="hidden">{text}</p>)}
      </KeptWhileTyping>
      {uses > 0 && <p className="mt-1 text-xs text-zinc-400">Used by {uses} block{uses === 1 ? "" : "s"}{reference > 0 ? `; shown in the description as #${reference}#` : ""}.</p>}
    </li>
  );
}
