// The fields every item type shares: name, key (with the generated game key) and description.
// Put them in a config's first editor tab.
import { memo, useCallback, useContext, useEffect, useRef, useState, type KeyboardEvent } from "react";
import { settledKey, sharedKeyWarning } from "../../../../commands/entryKeys";
import { MAX_KEY_LENGTH } from "../../../../domain/model";
import { keyLengthProblem } from "../../../../domain/validation/keyLength";
import { projectStore } from "../../../store/storeCore";
import { useProject } from "../../../store/useProject";
import { noteEdited } from "../../../services/userConfig";
import { BalatroText } from "../../description/BalatroText";
import { useTextColours } from "../../description/useTextColours";
import { GeneratedKey } from "../GeneratedKey";
import { noteEditedOnApply, renameItem, setItemKey } from "../itemCommands";
import { useShownKey } from "../useItemList";
import type { EditChanges, EditorTabProps, ItemEntry } from "../types";
import { UndoableTextarea } from "../../forms/UndoableTextarea";
import { CONTAINED, Field, inputClass, useDraft } from "./fields";
import { checkDescription, checkItemName } from "./textChecks";
import { DescriptionValuesContext } from "../useDescriptionValues";

/** Name with live validation; only valid names are stored. A derived key follows the name (reducer). */
export function NameField<T extends ItemEntry>({ item, config }: EditorTabProps<T>) {
  const d = useDraft(item.name);
  const error = checkItemName(d.draft);
  // The name last sent: a rename waits for typing to rest, so `item.name` is behind while keys
  // come. Compared with it, typing then undoing in the field (back to the stored name) sent
  // nothing, and the typed name was applied after all.
  const sent = useRef(item.name);
  useEffect(() => { sent.current = item.name; }, [item.name]);
  return (
    <Field label="Name" error={error}>
      {(id, describedBy) => (
        <span className="block h-11">
          <input id={id} aria-describedby={describedBy} aria-invalid={Boolean(error)} className={`${inputClass} ${CONTAINED} h-11`} value={d.draft}
            data-testid="item-name-input" autoComplete="off" onFocus={d.onFocus} onBlur={d.onBlur}
            onChange={(e) => {
              const name = e.target.value;
              d.setDraft(name);
              if (!checkItemName(name) && name !== sent.current) {
                noteEditedOnApply(config.pageType, item.id);
                renameItem(config, item.id, name);
                sent.current = name;
              }
            }} />
        </span>
      )}
    </Field>
  );
}

/** The list whose keys a rarity's or a set's must also differ from (the game labels both k_<prefix>_<key>). */
const SHARED_KEY_HINT: Partial<Record<string, string>> = { customRarities: " and the consumable sets'", consumableSets: " and the rarities'" };

/** The object key: typed freely, made code-safe and unique when the field is left (by the reducer); one over the length limit is refused. */
export function KeyField<T extends ItemEntry>({ item, config }: EditorTabProps<T>) {
  const shown = useShownKey(config, item);
  // Re-read when the list changes, so the hint's uniqueness is current.
  useProject((p) => p[config.list]);
  const stored = String(item[config.keyField] ?? "");
  const shared = useProject((p) => sharedKeyWarning(p, config.list, stored));
  const d = useDraft(stored);
  const settled = settledKey(projectStore.getState(), config.list, item.id, d.draft);
  const error = keyLengthProblem(d.draft);
  const commit = () => {
    if (error) return; // leaving the field drops the draft
    if (settled !== stored) {
      setItemKey(config, item.id, d.draft);
      noteEdited(config.pageType, item.id);
    }
    d.reset(settled);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "Enter") { e.preventDefault(); commit(); }
    if (e.key === "Escape" && d.draft !== stored) { e.stopPropagation(); d.reset(stored); }
  };
  const hint = d.draft !== stored && !error
    ? d.draft.trim() === "" ? `Empty: derived from the name as "${settled}"` : `Will be saved as "${settled}"`
    : `Lower-case letters, digits and underscores, at most ${MAX_KEY_LENGTH}; unique among this page's items${SHARED_KEY_HINT[config.list] ?? ""}.`;
  return (
    <div className="flex flex-col gap-2">
      <Field label="Key (code name)" hint={hint} error={error} warnings={shared ? [shared] : undefined}>
        {(id, describedBy) => (
          <input id={id} aria-describedby={describedBy} aria-invalid={Boolean(error)} className={`${inputClass} font-mono`} value={d.draft} data-testid="item-key-input"
            autoComplete="off" spellCheck={false} onFocus={d.onFocus} onKeyDown={onKeyDown}
            onBlur={() => { d.onBlur(); commit(); }}
            onChange={(e) => d.setDraft(e.target.value)} />
        )}
      </Field>
      {shown && <GeneratedKey value={shown} />}
    </div>
  );
}

const SNIPPETS: { label: string; before: string; after: string; colour: string; title: string }[] = [
  { label: "Mult", before: "{C:mult}", after: "{}", colour: "#fe5f55", title: "Red (mult) text" },
  { label: "Chips", before: "{C:chips}", after: "{}", colour: "#009dff", title: "Blue (chips) text" },
  { label: "XMult", before: "{X:mult,C:white}", after: "{}", colour: "#fe5f55", title: "White on red pill" },
  { label: "Money", before: "{C:money}", after: "{}", colour: "#f3b958", title: "Money text" },
  { label: "Chance", before: "{C:green}", after: "{}", colour: "#4bc292", title: "Green (probability) text" },
  { label: "Attention", before: "{C:attention}", after: "{}", colour: "#ff9a00", title: "Orange highlight" },
  { label: "Tarot", before: "{C:tarot}", after: "{}", colour: "#a782d1", title: "Tarot colour" },
  { label: "Planet", before: "{C:planet}", after: "{}", colour: "#13afce", title: "Planet colour" },
  { label: "Inactive", before: "{C:inactive}", after: "{}", colour: "#888888", title: "Grey note" },
  { label: "Small", before: "{s:0.8}", after: "{}", colour: "#6b7d81", title: "Smaller text" },
];

/** The buttons that insert formatting codes at the caret. */
const FormatToolbar = memo(function FormatToolbar({ insert }: { insert: (before: string, after?: string) => void }) {
  return (
    <div className="flex flex-wrap gap-1.5" role="toolbar" aria-label="Insert formatting">
      {SNIPPETS.map((s) => (
        <button key={s.label} type="button" title={s.title} onClick={() => insert(s.before, s.after)}
          className="rounded-md border-2 border-edge bg-felt-dark px-2 py-0.5 text-xs font-black hover:border-zinc-400"
          style={{ color: s.colour }}>{s.label}</button>
      ))}
      <button type="button" title="Line break" onClick={() => insert("[s]")}
        className="rounded-md border-2 border-edge bg-felt-dark px-2 py-0.5 font-mono text-xs font-black text-zinc-200 hover:border-zinc-400">[s]</button>
      <button type="button" title="Value #1#" onClick={() => insert("#1#")}
        className="rounded-md border-2 border-edge bg-felt-dark px-2 py-0.5 font-mono text-xs font-black text-zinc-200 hover:border-zinc-400">#1#</button>
    </div>
  );
});

/** How long the description's text rests before its preview follows (not while keys come). */
const PREVIEW_REST_MS = 150;

/** One element, so the memoised preview skips the keys' renders (its text waits for the rest). */
const PREVIEW_EMPTY = <span className="italic text-zinc-400">Preview</span>;

/** `value` once it has not changed for `ms` (the first value at once). */
function useRested<V>(value: V, ms: number): V {
  const [rested, setRested] = useState(value);
  useEffect(() => {
    if (Object.is(rested, value)) return;
    const timer = setTimeout(() => setRested(value), ms);
    return () => clearTimeout(timer);
  }, [value, rested, ms]);
  return rested;
}

/**
 * Description with a formatting palette, live checks and a game-styled preview. The preview and
 * the checks follow the text when the keys pause (PREVIEW_REST_MS): laying out and painting the
 * formatted text on every key was the larger half of a key's work.
 */
export function DescriptionField<T extends ItemEntry>({ item, update }: EditorTabProps<T>) {
  const value = String(item.description ?? "");
  const d = useDraft(value);
  const area = useRef<HTMLTextAreaElement>(null);
  const colours = useTextColours();
  const values = useContext(DescriptionValuesContext);
  const shown = useRested(d.draft, PREVIEW_REST_MS);
  // its problems show when the keys pause too (not flickering as a tag is typed)
  const check = checkDescription(shown);
  const { setDraft } = d;
  const set = useCallback((text: string) => { setDraft(text); update({ description: text } as unknown as EditChanges<T>, "description"); }, [setDraft, update]);
  // the toolbar reads the text through a ref, so it is made once and skips the keys' renders
  const draft = useRef(d.draft);
  draft.current = d.draft;
  const insert = useCallback((before: string, after = "") => {
    const el = area.current;
    const text = draft.current;
    const start = el?.selectionStart ?? text.length;
    const end = el?.selectionEnd ?? text.length;
    const caret = start + before.length + (end - start);
    // Typed into the field as the browser's own edit, so Ctrl+Z in the field takes it back like
    // typed text (a value set from script is outside the field's undo); its input event applies it.
    if (el) {
      el.focus();
      el.setSelectionRange(start, end);
      if (document.execCommand("insertText", false, before + text.slice(start, end) + after)) {
        el.setSelectionRange(caret, caret);
        return;
      }
    }
    set(text.slice(0, start) + before + text.slice(start, end) + after + text.slice(end));
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(caret, caret);
    });
  }, [set]);
  return (
    <div className="flex flex-col gap-3">
      <Field label="Description" error={check.errors[0]} warnings={check.warnings}
        hint="Codes: {C:colour} text colour, {X:colour,C:white} pill, {s:0.8} size, {} reset, #1# value, [s] new line.">
        {(id, describedBy) => (
          <div className="flex flex-col gap-2">
            <FormatToolbar insert={insert} />
            <div>
              <UndoableTextarea textareaRef={area} id={id} aria-describedby={describedBy} aria-invalid={check.errors.length > 0} rows={4}
                className={`${inputClass} ${CONTAINED} h-[6.25rem] min-h-11 resize-y font-mono text-sm`} value={d.draft} data-testid="item-description-input" spellCheck={false}
                onFocus={d.onFocus} onBlur={d.onBlur} onChange={(e) => set(e.target.value)} />
            </div>
          </div>
        )}
      </Field>
      <div className="rounded-lg bg-[#3a4649] p-2">
        <div className="jf-motion rounded-md bg-white px-3 py-2 text-center text-sm font-bold" data-testid="description-preview">
          <BalatroText text={shown} extraColours={colours} vars={values} empty={PREVIEW_EMPTY} />
        </div>
      </div>
    </div>
  );
}

/** Name and key side by side (stacked on narrow screens). */
export function NameAndKeyFields<T extends ItemEntry>(props: EditorTabProps<T>) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <NameField {...props} />
      <KeyField {...props} />
    </div>
  );
}

/** Name, key and (when the type has one) description, as one block. */
export function StandardFields<T extends ItemEntry>(props: EditorTabProps<T>) {
  return (
    <div className="flex flex-col gap-4">
      <NameAndKeyFields {...props} />
      {props.config.description && <DescriptionField {...props} />}
    </div>
  );
}
