// The rule builder: an item's rules as cards (trigger -> conditions -> effects, chance groups and
// loops), a palette that offers only the blocks that apply to the item type and the rule's trigger
// (domain/catalog/applies.ts decides), a form per block generated from its params schema, a plain
// words summary per rule, and the item's Lua as the exporter writes it, beside the rules. Every
// edit is a rule command (commands/rules.ts); the builder computes no project change itself.
import { burstKey } from "../../app/history/burstSession";
import React, { createContext, memo, startTransition, useCallback, useContext, useDeferredValue, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type FocusEvent, type FormEvent, type InputHTMLAttributes, type KeyboardEvent, type ReactNode } from "react";
import { registerRuleCatalog } from "../../../commands/ruleCatalog";
import { MAX_CHANCE_KEY, MAX_CUSTOM_MESSAGE, RULE_LISTS, type GroupNumberField, type RuleList } from "../../../commands/rules";
import type { RuleCommand } from "../../../commands/types";
import { blockRefusal, triggerRefusal } from "../../../domain/catalog/applies";
import { choiceGroups, choiceLabel, projectOptions, shownOption } from "../../../domain/catalog/options";
import { defaultParams, parseParams, readNumberValue, unwrap } from "../../../domain/catalog/parse";
import { num as numberWords } from "../../../domain/catalog/words";
import { allConditions, allEffects, findCondition, findEffect, findTrigger, triggersFor } from "../../../domain/catalog/registry";
import { isShown, type NumberParam, type OptionSourceName, type ParamOption, type ParamSpec, type VariableKind } from "../../../domain/catalog/schema";
import type { AnyCondition, AnyEffect, KeyResolver, RuleObjectType, TriggerDef } from "../../../domain/catalog/types";
import { messageProblem } from "../../../domain/validation/message";
import { blockSummary } from "../../../domain/catalog/blockSummary";
import type { ItemPreview } from "../../../domain/export";
import { ExportEnv } from "../../../domain/export/env";
import { GAME_VARIABLE_CATEGORIES, gameVariableList } from "../../../domain/catalog/gameVars";
import type { Condition, Effect, LoopGroup, ParamValue, Project, RandomGroup, Rule, UserVariable } from "../../../domain/model";
import { projectStore } from "../../store/projectStore";
import { useProject } from "../../store/useProject";
import { Modal } from "../modal/Modal";
import { newId } from "../items/itemCommands";
import { CONTAINED } from "../items/editor/fields";
import { showToast } from "../toast/toastStore";
import { BLOCKS_FORMAT, copyClip, readClip, RULES_FORMAT, withFreshIds } from "./clipboard";
import { highlightLua } from "./highlightLua";
import { describeRuns, focusedLines, focusOf, lineRuns, luaFocusStore, type LuaFocusStore } from "./luaFocus";
import { requestPreview } from "./previewClient";
import { VariablesPanel } from "./VariablesPanel";
import { PlaytestView } from "../playtest/PlaytestEntry";
import { KeptWhileTyping } from "../forms/KeptWhileTyping";

registerRuleCatalog({ findTrigger, findCondition, findEffect, blockRefusal, triggerRefusal, choiceLabel });

type Edit = RuleCommand extends infer C ? C extends RuleCommand ? Omit<C, "list" | "itemId" | "at" | "burst"> : never : never;

interface ItemWithRules { id: string; name: string; rules?: Rule[]; userVariables?: UserVariable[] }
/** What the block forms need of the item: its variables. */
interface VarsHolder { userVariables?: UserVariable[] }

function listOf(project: Project, itemId: string): RuleList | undefined {
  return (Object.keys(RULE_LISTS) as RuleList[]).find((list) => (project[list] as { id: string }[]).some((i) => i.id === itemId));
}

/**
 * Asks for the item's live Lua as the builder opens, before its first render: the worker makes it
 * on the other core while this thread renders the rule cards, and the builder's own first request
 * (for the same project state) receives the same answer.
 */
export function prefetchPreview(itemId: string): void {
  const project = projectStore.getState();
  const list = listOf(project, itemId);
  if (list) void requestPreview(project, list, itemId);
}

const inputClass = "rounded-md border-2 border-edge bg-felt-dark px-2 py-1 text-sm text-white outline-none focus:border-chips";

/** A one-line param field whose keys lay out only the field itself (CONTAINED), in a block of its size. */
function ContainedInput({ width, ...props }: InputHTMLAttributes<HTMLInputElement> & { width: string }) {
  return (
    <span className={`block h-8 ${width}`}>
      <input {...props} className={`${inputClass} ${CONTAINED} h-8 w-full`} />
    </span>
  );
}

const buttonClass = "jf-button jf-button-grey px-2 py-1 text-xs";

/**
 * The plain value of a stored param ({value, valueType} or a bare value), as the exporter reads it:
 * a param stored without a value ({valueType} alone, as files made elsewhere hold an unset field)
 * is undefined, so the field shows the default the export uses (not "[object Object]").
 */
function plain(stored: unknown): unknown {
  const { value, present } = unwrap(stored);
  return present ? value : undefined;
}

/** The project's own options of a named source (its jokers, rarities, sets, sounds...). */
const ProjectOptions = createContext<(source: OptionSourceName) => readonly ParamOption[]>(() => []);
/** The builder's key resolver: which option a stored choice spelt otherwise stands for (shownOption). */
const Keys = createContext<KeyResolver | undefined>(undefined);

function OptionGroups({ groups }: { groups: [string | undefined, readonly ParamOption[]][] }) {
  return (
    <>
      {groups.filter(([, list]) => list.length > 0).map(([label, list]) => {
        const options = list.map((o) => <option key={`${label ?? ""}:${o.value}`} value={o.value}>{o.label}</option>);
        return label ? <optgroup key={label} label={label}>{options}</optgroup> : options;
      })}
    </>
  );
}

function variableKind(v: UserVariable): VariableKind {
  return (v.type ?? "number") as VariableKind;
}

/** A block's summary in plain words ("+8 Mult"), from its parsed params. */
function summaryOf(entry: AnyCondition | AnyEffect | undefined, block: Condition | Effect, env: ExportEnv, variables: ReadonlyMap<string, VariableKind>): string {
  if (!entry) return `unknown block '${block.type}'`;
  try {
    return blockSummary(entry, block.params, { keys: env, variables }, (key) => env.ownName(key));
  } catch {
    return entry.label;
  }
}

/** A chance's odds or a loop's count in words: "4", "streak", "1 to 6", "cards in deck". */
function groupNumberWords(stored: unknown): string {
  const { value, valueType, present } = unwrap(stored);
  if (!present) return "?";
  const read = readNumberValue(value, valueType);
  return read && !("error" in read) ? numberWords(read) : String(value);
}

/**
 * Parts joined as the export folds them, left to right ((a or b) and c): a change of operator
 * puts what came before in brackets.
 */
function foldedWords(parts: { text: string; op: "and" | "or" }[]): string {
  let text = parts[0]?.text ?? "";
  let last: "and" | "or" | undefined;
  for (let i = 1; i < parts.length; i += 1) {
    const op = parts[i - 1].op;
    if (last && last !== op) text = `(${text})`;
    text = `${text} ${op} ${parts[i].text}`;
    last = op;
  }
  return text;
}

export default function RuleBuilder({ itemId, onClose, focus }: { itemId: string; onClose: () => void; focus?: { ruleId?: string; blockId?: string } }) {
  // opened from a report link: show and focus the block at fault (or its rule)
  useEffect(() => {
    if (!focus?.ruleId && !focus?.blockId) return;
    const frame = requestAnimationFrame(() => {
      const block = focus.blockId ? document.querySelector<HTMLElement>(`[data-block="${CSS.escape(focus.blockId)}"]`) : null;
      const rule = focus.ruleId ? document.querySelector<HTMLElement>(`[data-rule-id="${CSS.escape(focus.ruleId)}"]`) : null;
      const target = block ?? rule;
      target?.scrollIntoView({ block: "center" });
      target?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [focus?.ruleId, focus?.blockId]);
  const [playtesting, setPlaytesting] = useState(false);
  const closePlaytest = useCallback(() => setPlaytesting(false), []);
  const list = useProject((p) => listOf(p, itemId));
  const item = useProject((p) => (list ? (p[list] as unknown as ItemWithRules[]).find((i) => i.id === itemId) : undefined));
  const project = useProject((p) => p);
  const deferredProject = useDeferredValue(project);
  // The live Lua follows the edits once typing pauses (a burst of keys never waits for an export);
  // a click-sized edit shows at once, as the pause is short.
  const [previewProject, setPreviewProject] = useState(project);
  useEffect(() => {
    if (previewProject === deferredProject) return;
    const timer = setTimeout(() => setPreviewProject(deferredProject), PREVIEW_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [deferredProject, previewProject]);
  // made by a worker on the other core (previewClient): the builder renders meanwhile
  const [preview, setPreview] = useState<ItemPreview | undefined>(undefined);
  useEffect(() => {
    if (!list) return;
    let live = true;
    void requestPreview(previewProject, list, itemId).then((next) => { if (live) setPreview(next); });
    return () => { live = false; };
  }, [previewProject, list, itemId]);
  // The project's own options, read when a select renders: a stable function (so an edit does not
  // re-render every field through the context) over the latest project, cached per project state.
  const projectNow = useRef(deferredProject);
  projectNow.current = deferredProject;
  const ownCache = useRef({ project: deferredProject, options: new Map<OptionSourceName, readonly ParamOption[]>() });
  const own = useCallback((source: OptionSourceName) => {
    if (ownCache.current.project !== projectNow.current) ownCache.current = { project: projectNow.current, options: new Map() };
    const cached = ownCache.current.options.get(source);
    if (cached) return cached;
    const options = projectOptions(projectNow.current, source);
    ownCache.current.options.set(source, options);
    return options;
  }, []);
  // The rule, block or group holding the focus: the Lua panel marks the lines it wrote (only the
  // panel re-renders when the focus moves; typing in a field moves no focus).
  const [luaFocus] = useState(luaFocusStore);
  const onRulesFocus = useCallback((event: FocusEvent<HTMLDivElement>) => {
    if (event.target instanceof Element) luaFocus.set(focusOf(event.target));
  }, [luaFocus]);
  // One key resolver for the summaries of every rule card (made once: summaries only name keys).
  const [env] = useState(() => new ExportEnv(projectStore.getState(), { audio: "presence" }));
  // Stable callbacks (the rule cards are memoised): they read the latest item through a ref.
  const latest = useRef({ list, itemId, rules: item?.rules ?? [] });
  latest.current = { list, itemId, rules: item?.rules ?? [] };
  const dispatch = useCallback((edit: Edit, burst?: string): string | null => {
    const { list: l, itemId: id } = latest.current;
    if (!l) return "the item no longer exists";
    if (burst) {
      // typing in a param (its field shows the draft): applied once typing rests (a refusal goes
      // to the console)
      projectStore.dispatchSoon({ ...edit, list: l, itemId: id, at: Date.now(), burst: burstKey(burst) } as RuleCommand, "rest");
      return null;
    }
    const problem = projectStore.dispatch({ ...edit, list: l, itemId: id, at: Date.now() } as RuleCommand);
    if (problem) showToast({ type: "error", title: "Not changed", message: problem });
    return problem;
  }, []);
  /** Pastes the clipboard's rules after `index` (default: at the end), or its blocks into a rule. */
  const paste = useCallback(async (where: { ruleIndex?: number; ruleId?: string }) => {
    const clip = await readClip();
    if (!clip) { showToast({ type: "error", title: "Nothing to paste", message: "Copy a rule or a block first." }); return; }
    if (clip.format === RULES_FORMAT) {
      dispatch({ type: "rule/paste", rules: clip.rules.map((r) => withFreshIds(r)), ...(where.ruleIndex !== undefined ? { index: where.ruleIndex } : {}) } as Edit);
    } else if (where.ruleId) {
      const rule = latest.current.rules.find((r) => r.id === where.ruleId);
      dispatch({ type: "rule/pasteBlocks", ruleId: where.ruleId, conditions: withFreshIds(clip.conditions), effects: withFreshIds(clip.effects), groupId: rule?.conditionGroups.at(-1)?.id ?? newId() });
    } else {
      showToast({ type: "error", title: "Nothing to paste here", message: "Blocks paste into a rule: select one of its blocks, or use its Paste Blocks button." });
    }
  }, [dispatch]);
  const onPaste = useCallback((what: "rules" | "blocks", ruleId: string) => {
    const index = latest.current.rules.findIndex((r) => r.id === ruleId);
    void paste(what === "blocks" ? { ruleId } : { ruleIndex: index + 1 });
  }, [paste]);
  // The first cards render with the builder; the rest follow once the live Lua has shown (or
  // after LUA_WAIT_MS without it), a few cards per frame at background priority, so no frame
  // waits behind the commit of every card at once and a key pressed meanwhile is answered first.
  // Opened at a block (a report link), every card renders at once so the block can take focus.
  const [shown, setShown] = useState(focus?.ruleId || focus?.blockId ? Number.POSITIVE_INFINITY : FIRST_CARDS);
  const luaShown = preview !== undefined;
  const [waitedForLua, setWaitedForLua] = useState(false);
  useEffect(() => {
    if (luaShown) return;
    const timer = setTimeout(() => setWaitedForLua(true), LUA_WAIT_MS);
    return () => clearTimeout(timer);
  }, [luaShown]);
  const more = shown !== Number.POSITIVE_INFINITY && (luaShown || waitedForLua);
  useEffect(() => {
    if (!more) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // after the next paint
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => {
        // once every card is there, every later one (an added rule) renders at once
        setShown((n) => (n + CARDS_PER_FRAME >= latest.current.rules.length ? Number.POSITIVE_INFINITY : n + CARDS_PER_FRAME));
      }), 0);
    });
    return () => { cancelAnimationFrame(frame); clearTimeout(timer); };
  }, [more, shown]);
  const problemsByRule = useMemo(() => {
    const by = new Map<string, ItemPreview["notExported"]>();
    for (const p of preview?.notExported ?? []) by.set(p.ruleId, [...(by.get(p.ruleId) ?? []), p]);
    return by;
  }, [preview]);
  // what exports but not as written (a count capped, an undeclared variable starting at 0...): on its block too
  const warningsByRule = useMemo(() => {
    const by = new Map<string, ItemPreview["warnings"]>();
    for (const w of preview?.warnings ?? []) by.set(w.ruleId, [...(by.get(w.ruleId) ?? []), w]);
    return by;
  }, [preview]);
  if (!list || !item) return <Vanished onClose={onClose} />;
  const objectType = RULE_LISTS[list];
  const rules = item.rules ?? [];
  const addRule = () => {
    const trigger = triggersFor(objectType)[0];
    dispatch({ type: "rule/add", rule: { id: newId(), trigger: trigger.id, position: { x: 0, y: 0 }, blueprintCompatible: true, conditionGroups: [], effects: [], randomGroups: [], loops: [] } });
  };
  return (
    <Modal open onClose={onClose} size="full" height="fixed" tone="warning" closeOnBackdrop={false}
      title={<span>Rules: <span className="text-attention">{item.name || "Unnamed"}</span></span>}
      footer={<>
        <button type="button" className="jf-button jf-button-green" onClick={() => setPlaytesting(true)} data-testid="builder-playtest">Playtest</button>
        <button type="button" className="jf-button jf-button-grey" onClick={onClose}>Close</button>
      </>}>
      {playtesting && <PlaytestView itemId={itemId} onClose={closePlaytest} />}
      <ProjectOptions.Provider value={own}>
      <Keys.Provider value={env}>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]" data-testid="rule-builder">
        <div className="flex min-w-0 flex-col gap-4" data-testid="rules-view" onFocus={onRulesFocus}>
          {rules.length === 0 && <p className="text-zinc-400" data-testid="rules-empty">This {objectType} has no rules yet. Add one to give it behaviour.</p>}
          {rules.map((rule, i) => (i >= shown ? <div key={rule.id} className="min-h-[360px]" aria-hidden="true" /> : (
            <RuleCard key={rule.id} rule={rule} number={i + 1} count={rules.length} objectType={objectType} variables={item.userVariables ?? NO_VARIABLES}
              problems={problemsByRule.get(rule.id) ?? NO_PROBLEMS} warnings={warningsByRule.get(rule.id) ?? NO_WARNINGS} env={env} dispatch={dispatch} onPaste={onPaste} />
          )))}
          <div className="flex flex-wrap gap-2">
            <button type="button" className="jf-button jf-button-blue" onClick={addRule}>Add Rule</button>
            <button type="button" className="jf-button jf-button-grey" onClick={() => void paste({})}>Paste Rules</button>
          </div>
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <VariablesPanel item={item} objectType={objectType} dispatch={dispatch} />
          <LuaPanel preview={preview} focus={luaFocus} />
        </div>
      </div>
      </Keys.Provider>
      </ProjectOptions.Provider>
    </Modal>
  );
}

/** The item went away (deleted, or its creation undone): the builder closes. */
function Vanished({ onClose }: { onClose: () => void }) {
  useEffect(() => { onClose(); }, [onClose]);
  return null;
}

function LuaPanel({ preview, focus: focusStore }: { preview: ItemPreview | undefined; focus: LuaFocusStore }) {
  const code = preview?.lua ?? "";
  const highlighted = useMemo(() => highlightLua(code), [code]);
  const focus = useSyncExternalStore(focusStore.subscribe, focusStore.get, focusStore.get);
  const runs = useMemo(() => lineRuns(focusedLines(preview?.origins ?? [], focus)), [preview, focus]);
  const pre = useRef<HTMLPreElement>(null);
  const [lineHeight, setLineHeight] = useState(0);
  useLayoutEffect(() => {
    const element = pre.current;
    if (!element || runs.length === 0) return;
    const height = Number.parseFloat(getComputedStyle(element).lineHeight) || 0;
    if (height !== lineHeight) setLineHeight(height);
    // the focused block's first line scrolled into view (a third down the panel) when it is out of it
    const top = LUA_PADDING_PX + runs[0][0] * height;
    const bottom = LUA_PADDING_PX + (runs[0][1] + 1) * height;
    if (top < element.scrollTop || bottom > element.scrollTop + element.clientHeight) element.scrollTop = Math.max(0, top - element.clientHeight / 3);
  }, [runs, lineHeight]);
  const where = focus && preview ? (runs.length > 0 ? describeRuns(runs) : "no code of its own") : "";
  return (
    <aside className="sticky top-0 flex min-w-0 flex-col gap-2" aria-label="Generated Lua">
      <h3 className="text-sm font-black uppercase tracking-wide text-zinc-300">Generated Lua</h3>
      {preview?.error && <p role="alert" className="text-sm text-mult">The item cannot be exported: {preview.error}</p>}
      {/* its line is kept when empty: the panel's height must not change as focus moves, or what a
          press lands on moves before its release (the body's height can follow this column) */}
      <p className="min-h-4 text-xs text-zinc-400" data-testid="rule-lua-focus">{where ? `${focus!.label}: ${where}` : ""}</p>
      <pre ref={pre} data-testid="rule-lua" aria-busy={preview === undefined} data-focus-lines={runs.map(([a, b]) => `${a + 1}-${b + 1}`).join(" ")}
        className="relative isolate max-h-[70vh] overflow-auto rounded-lg border-2 border-edge bg-black/50 p-3 font-mono text-xs leading-relaxed text-zinc-200">
        {lineHeight > 0 && runs.map(([a, b]) => (
          <span key={a} aria-hidden="true" data-testid="rule-lua-mark" className="pointer-events-none absolute inset-x-0 -z-10 border-l-4 border-attention bg-attention/15"
            style={{ top: LUA_PADDING_PX + a * lineHeight, height: (b - a + 1) * lineHeight }} />
        ))}
        {highlighted}
      </pre>
    </aside>
  );
}

/** The Lua panel's padding above its first line (p-3). */
const LUA_PADDING_PX = 12;

const NO_VARIABLES: UserVariable[] = [];
/** A block's or panel's fields are a form (see BlockRowView); Enter in one submits nothing. */
const preventSubmit = (event: FormEvent) => event.preventDefault();
/** Rule cards rendered with the builder itself (more than a screen holds); the rest follow after the live Lua. */
const FIRST_CARDS = 2;
/** Cards added per frame after the first ones. */
const CARDS_PER_FRAME = 2;
/** The longest the later cards wait for the live Lua. */
const LUA_WAIT_MS = 400;
/** Cards out of view skip style, layout and paint until scrolled to (a 20-rule item opens at once). */
const RULE_CARD_STYLE = { contentVisibility: "auto", containIntrinsicSize: "auto 360px" } as const;
/** How long typing pauses before the live Lua follows. */
const PREVIEW_PAUSE_MS = 150;
const NO_PROBLEMS: ItemPreview["notExported"] = [];
const NO_WARNINGS: ItemPreview["warnings"] = [];
const NO_NOTES: string[] = [];

interface CardProps {
  rule: Rule;
  number: number;
  count: number;
  variables: UserVariable[];
  problems: ItemPreview["notExported"];
  warnings: ItemPreview["warnings"];
  env: ExportEnv;
  onPaste: (what: "rules" | "blocks", ruleId: string) => void;
  objectType: RuleObjectType;
  dispatch: (edit: Edit, burst?: string) => string | null;
}

/** Moves focus to the previous or next element of the same kind (rule cards, or the blocks of one rule). */
function focusSibling(current: HTMLElement, selector: string, scope: Element | null, step: -1 | 1) {
  const all = [...(scope ?? document).querySelectorAll<HTMLElement>(selector)];
  all[all.indexOf(current) + step]?.focus();
}

const isCopy = (e: KeyboardEvent) => (e.ctrlKey || e.metaKey) && !e.shiftKey && !e.altKey;

// Drag and drop: a handle starts the drag; a rule card or a block of the same kind takes the drop.
const DRAG_TYPE = "application/x-jokerforge-drag";
type Dragged = { what: "rule"; ruleId: string } | { what: "block"; kind: "condition" | "effect"; ruleId: string; blockId: string };
let dragging: Dragged | undefined;

function DragHandle({ label, payload }: { label: string; payload: Dragged }) {
  return (
    <span role="button" tabIndex={-1} aria-label={label} title="Drag to move" draggable
      className="cursor-grab select-none px-1 text-zinc-400 hover:text-white"
      onDragStart={(e) => { dragging = payload; e.dataTransfer.setData(DRAG_TYPE, JSON.stringify(payload)); e.dataTransfer.effectAllowed = "move"; }}
      onDragEnd={() => { dragging = undefined; }}>⠿</span>
  );
}

/** Drop-target props: accept what `accepts` takes, and call `onDrop` with it. */
function dropTarget(accepts: (d: Dragged) => boolean, onDrop: (d: Dragged) => void) {
  return {
    onDragOver: (e: React.DragEvent) => { if (dragging && accepts(dragging)) { e.preventDefault(); e.dataTransfer.dropEffect = "move"; } },
    onDrop: (e: React.DragEvent) => {
      const raw = e.dataTransfer.getData(DRAG_TYPE);
      const d = (raw ? JSON.parse(raw) : dragging) as Dragged | undefined;
      dragging = undefined;
      if (!d || !accepts(d)) return;
      e.preventDefault();
      e.stopPropagation();
      onDrop(d);
    },
  };
}

/** A rule card re-renders when its rule, place, variables or problems change, not on every edit of another rule. */
const RuleCard = memo(RuleCardView, (a, b) => a.rule === b.rule && a.number === b.number && a.count === b.count && a.objectType === b.objectType
  && a.variables === b.variables && a.env === b.env && a.dispatch === b.dispatch && a.onPaste === b.onPaste
  && (a.problems === b.problems || JSON.stringify(a.problems) === JSON.stringify(b.problems))
  && (a.warnings === b.warnings || JSON.stringify(a.warnings) === JSON.stringify(b.warnings)));

function RuleCardView({ rule, number, count, objectType, variables: userVariables, problems, warnings, env, dispatch, onPaste }: CardProps) {
  const trigger = findTrigger(rule.trigger);
  const item = useMemo(() => ({ userVariables }), [userVariables]);
  const variables = useMemo(() => new Map(userVariables.map((v) => [v.name, variableKind(v)])), [userVariables]);
  const problemOf = (blockId: string) => problems.filter((p) => p.block.id === blockId).map((p) => p.reason);
  const ruleProblems = problems.filter((p) => !p.block.id).map((p) => p.reason);
  const warningOf = (blockId: string) => {
    const found = warnings.filter((w) => w.block.id === blockId).map((w) => w.reason);
    return found.length > 0 ? found : NO_NOTES;
  };
  const ruleWarnings = warnings.filter((w) => !w.block.id).map((w) => w.reason);
  const conditionWords = (c: Condition) => {
    const words = summaryOf(findCondition(c.type), c, env, variables);
    return c.negate ? `not (${words})` : words;
  };
  const groups = rule.conditionGroups.filter((g) => g.conditions.length > 0);
  const summary = [
    trigger ? trigger.summary(objectType) : `When '${rule.trigger}'`,
    // the operators as the export joins them: within a group, then between groups
    foldedWords(groups.map((g) => {
      const text = foldedWords(g.conditions.map((c) => ({ text: conditionWords(c), op: c.operator === "or" ? "or" : "and" })));
      return { text: groups.length > 1 && g.conditions.length > 1 ? `(${text})` : text, op: g.operator === "or" ? "or" : "and" };
    })),
    [...rule.effects.map((e) => summaryOf(findEffect(e.type), e, env, variables)),
      ...rule.randomGroups.map((g) => `${groupNumberWords(g.chance_numerator)} in ${groupNumberWords(g.chance_denominator)} chance: ${g.effects.map((e) => summaryOf(findEffect(e.type), e, env, variables)).join(", ") || "nothing"}`),
      ...rule.loops.map((g) => `${groupNumberWords(g.repetitions)} times: ${g.effects.map((e) => summaryOf(findEffect(e.type), e, env, variables)).join(", ") || "nothing"}`),
    ].join(", ") || "nothing happens yet",
  ].filter(Boolean).join(", ");
  const triggers = triggersFor(objectType);
  return (
    <section className="rounded-lg border-2 border-edge bg-felt-dark/60 p-3 outline-none focus:border-chips" data-testid="rule-card" aria-label={`Rule ${number}`}
      style={RULE_CARD_STYLE}
      {...dropTarget((d) => d.what === "rule" && d.ruleId !== rule.id, (d) => dispatch({ type: "rule/move", ruleId: (d as { ruleId: string }).ruleId, index: number - 1 }))}
      tabIndex={0} data-rule-card="" data-rule-id={rule.id} onKeyDown={(e) => {
        if (e.target !== e.currentTarget) return;
        const key = e.key.toLowerCase();
        if ((e.key === "ArrowUp" || e.key === "ArrowDown") && e.altKey) {
          const index = number - 1 + (e.key === "ArrowUp" ? -1 : 1);
          if (index >= 0 && index < count) dispatch({ type: "rule/move", ruleId: rule.id, index });
          requestAnimationFrame(() => (document.querySelector(`[data-rule-card][aria-label="Rule ${index + 1}"]`) as HTMLElement | null)?.focus());
        } else if (e.key === "ArrowUp" || e.key === "ArrowDown") focusSibling(e.currentTarget, "[data-rule-card]", e.currentTarget.parentElement, e.key === "ArrowUp" ? -1 : 1);
        else if (e.key === "Enter") (e.currentTarget.querySelector("[data-block]") as HTMLElement | null)?.focus();
        else if (e.key === "Delete") dispatch({ type: "rule/remove", ruleId: rule.id });
        else if (isCopy(e) && key === "c") void copyClip({ format: RULES_FORMAT, version: 1, rules: [rule] });
        else if (isCopy(e) && key === "v") onPaste("rules", rule.id);
        else if (isCopy(e) && key === "d") dispatch({ type: "rule/duplicate", ruleId: rule.id, copy: withFreshIds(rule) });
        else return;
        e.preventDefault();
      }}>
      <div className="flex flex-wrap items-center gap-2">
        <DragHandle label={`Drag rule ${number}`} payload={{ what: "rule", ruleId: rule.id }} />
        <h3 className="font-black text-white">Rule {number}</h3>
        {/* the trigger labels read whole ("When a Hand is Played", "Before Hand Starts Scoring"): no "When" before the list */}
        <label className="flex min-w-0 max-w-full items-center gap-1 text-sm text-zinc-300">
          {/* on a phone the longest trigger names are wider than the card: the list narrows to it */}
          <select aria-label={`Trigger of rule ${number}`} className={`${inputClass} min-w-0 max-w-full`} value={rule.trigger}
            onChange={(e) => dispatch({ type: "rule/setTrigger", ruleId: rule.id, trigger: e.target.value })}>
            {!trigger && <option value={rule.trigger}>{rule.trigger} (unknown)</option>}
            {/* as the item's type reads it ("When Voucher is Redeemed", "When This Card is Scored"), as the summary does */}
            {triggers.map((t) => <option key={t.id} value={t.id}>{t.labels?.[objectType] ?? t.label}</option>)}
          </select>
        </label>
        <span className="flex-1" />
        <button type="button" className="jf-button jf-button-red px-2 py-1 text-xs" aria-label={`Delete rule ${number}`}
          onClick={() => dispatch({ type: "rule/remove", ruleId: rule.id })}>Delete Rule</button>
      </div>
      {/* the rule's actions in one row of their own, so they wrap together, not around the title */}
      <div className="mt-2 flex flex-wrap items-center gap-2" role="group" aria-label={`Rule ${number} actions`}>
        <button type="button" className={buttonClass} aria-label={`Move rule ${number} up`} disabled={number === 1} onClick={() => dispatch({ type: "rule/move", ruleId: rule.id, index: number - 2 })}>Up</button>
        <button type="button" className={buttonClass} aria-label={`Move rule ${number} down`} disabled={number === count} onClick={() => dispatch({ type: "rule/move", ruleId: rule.id, index: number })}>Down</button>
        <button type="button" className={buttonClass} aria-label={`Duplicate rule ${number}`} onClick={() => dispatch({ type: "rule/duplicate", ruleId: rule.id, copy: withFreshIds(rule) })}>Duplicate</button>
        <button type="button" className={buttonClass} aria-label={`Copy rule ${number}`}
          onClick={() => { void copyClip({ format: RULES_FORMAT, version: 1, rules: [rule] }); showToast({ type: "success", title: "Rule copied", message: `Rule ${number} is on the clipboard: paste it into any item with Paste Rules.` }); }}>Copy</button>
        <button type="button" className={buttonClass} aria-label={`Paste blocks into rule ${number}`} onClick={() => onPaste("blocks", rule.id)}>Paste Blocks</button>
        <span className="mx-1 h-5 w-px bg-edge" aria-hidden="true" />
        <button type="button" className={buttonClass} onClick={() => dispatch({ type: "rule/addChance", ruleId: rule.id, groupId: newId(), numerator: 1, denominator: 4 })}>Add Chance Group</button>
        <button type="button" className={buttonClass} onClick={() => dispatch({ type: "rule/addLoop", ruleId: rule.id, groupId: newId(), repetitions: 2 })}>Add Loop</button>
        {objectType === "joker" && (
          <label className="flex items-center gap-1 text-sm text-zinc-200" title="When Blueprint or Brainstorm copies this joker, this rule runs for the copy too">
            <input type="checkbox" checked={rule.blueprintCompatible !== false}
              onChange={(e) => dispatch({ type: "rule/setBlueprint", ruleId: rule.id, compatible: e.target.checked })} />
            Copied by Blueprint
          </label>
        )}
      </div>
      <p className="mt-2 text-sm text-attention" data-testid="rule-summary">{summary}</p>
      {ruleProblems.map((reason) => <p key={reason} role="alert" className="mt-1 text-sm text-mult">{reason}</p>)}
      {ruleWarnings.map((reason) => <p key={reason} role="status" className="mt-1 text-sm text-attention">{reason}</p>)}

      <h4 className="mt-3 text-xs font-black uppercase tracking-wide text-zinc-400">Conditions</h4>
      {rule.conditionGroups.map((group, gi) => (
        <div key={group.id} data-testid="condition-group" aria-label={`Condition group ${gi + 1}`}
          className={rule.conditionGroups.length > 1 ? "mt-1 rounded-md border-l-4 border-chips/60 pl-2" : "mt-1"}>
          {/* several groups: each is marked, so which conditions form a group shows */}
          {rule.conditionGroups.length > 1 && <p className="mb-1 text-xs font-black uppercase tracking-wide text-chips">Group {gi + 1}</p>}
          <ul className="flex flex-col gap-1">
            {group.conditions.map((c, ci) => {
              const label = findCondition(c.type)?.label ?? c.type;
              return (
                <BlockRow key={c.id} kind="condition" block={c} entry={findCondition(c.type)} item={item} problems={problemOf(c.id)} warnings={warningOf(c.id)}
                  position={{ index: ci, count: group.conditions.length }} ruleId={rule.id} container={group.id}
                  onDropBlock={(dragged) => dispatch({ type: "rule/moveBlock", ruleId: rule.id, blockId: dragged, container: group.id, index: ci })}
                  onMove={(index) => dispatch({ type: "rule/moveBlock", ruleId: rule.id, blockId: c.id, container: group.id, index })}
                  onCopy={() => void copyClip({ format: BLOCKS_FORMAT, version: 1, conditions: [c], effects: [] })}
                  onDuplicate={() => dispatch({ type: "rule/pasteBlocks", ruleId: rule.id, conditions: [withFreshIds(c)], effects: [], groupId: group.id })}
                  onPaste={() => onPaste("blocks", rule.id)}
                  onRemove={() => dispatch({ type: "rule/removeBlock", ruleId: rule.id, blockId: c.id })}
                  onParam={(param, value, burst) => dispatch({ type: "rule/setParam", ruleId: rule.id, blockId: c.id, param, value }, burst)}
                  extra={
                    <label className="flex items-center gap-1 text-xs text-zinc-300">
                      <input type="checkbox" checked={c.negate} onChange={(e) => dispatch({ type: "rule/negate", ruleId: rule.id, conditionId: c.id, negate: e.target.checked })} />
                      Not
                    </label>
                  }
                  after={ci < group.conditions.length - 1 ? (
                    <OperatorToggle operator={c.operator ?? "and"} label={`Operator after ${label}`}
                      onToggle={(operator) => dispatch({ type: "rule/setOperator", ruleId: rule.id, blockId: c.id, operator })} />
                  ) : undefined} />
              );
            })}
          </ul>
          {gi < rule.conditionGroups.length - 1 && (
            <div className="my-1 flex items-center gap-2 text-xs text-zinc-400">
              <span>group {gi + 1}</span>
              <OperatorToggle operator={group.operator} label={`Operator after condition group ${gi + 1}`}
                onToggle={(operator) => dispatch({ type: "rule/setOperator", ruleId: rule.id, blockId: group.id, operator })} />
              <span>group {gi + 2}</span>
            </div>
          )}
        </div>
      ))}
      {trigger && (
        <div className="flex flex-wrap gap-2">
          <Palette kind="condition" objectType={objectType} trigger={trigger} ruleNumber={number}
            onPick={(entry) => dispatch({
              type: "rule/addCondition", ruleId: rule.id, groupId: rule.conditionGroups.at(-1)?.id ?? newId(),
              condition: { id: newId(), type: entry.id, negate: false, params: defaultParams(entry.params, userVariables) as Condition["params"] },
            })} />
          {rule.conditionGroups.length > 0 && (
            <Palette kind="condition" objectType={objectType} trigger={trigger} ruleNumber={number} label="Add Condition Group"
              onPick={(entry) => dispatch({
                type: "rule/addCondition", ruleId: rule.id, groupId: newId(),
                condition: { id: newId(), type: entry.id, negate: false, params: defaultParams(entry.params, userVariables) as Condition["params"] },
              })} />
          )}
        </div>
      )}

      <h4 className="mt-3 text-xs font-black uppercase tracking-wide text-zinc-400">Effects</h4>
      <EffectList effects={rule.effects} rule={rule} item={item} problemOf={problemOf} warningOf={warningOf} dispatch={dispatch} onPaste={() => onPaste("blocks", rule.id)} />
      {trigger && <Palette kind="effect" objectType={objectType} trigger={trigger} ruleNumber={number}
        onPick={(entry) => dispatch({ type: "rule/addEffect", ruleId: rule.id, effect: { id: newId(), type: entry.id, params: defaultParams(entry.params, userVariables) as Effect["params"] } })} />}

      {[...rule.randomGroups.map((g) => ({ id: g.id, title: `${groupNumberWords(g.chance_numerator)} in ${groupNumberWords(g.chance_denominator)} chance`, effects: g.effects, chance: g, loop: undefined })),
        ...rule.loops.map((g) => ({ id: g.id, title: `Repeat ${groupNumberWords(g.repetitions)} times`, effects: g.effects, chance: undefined, loop: g }))].map((group) => (
        <div key={group.id} className="mt-3 rounded-md border-2 border-dashed border-edge p-2" data-testid="rule-group" aria-label={group.title} data-block-group={group.id}
          {...dropTarget((d) => d.what === "block" && d.kind === "effect" && d.ruleId === rule.id,
            (d) => dispatch({ type: "rule/moveBlock", ruleId: rule.id, blockId: (d as { blockId: string }).blockId, container: group.id, index: group.effects.filter((x) => x.id !== (d as { blockId: string }).blockId).length }))}>
          <div className="flex items-center gap-2">
            <span className="text-sm font-black text-green">{group.title}</span>
            <span className="flex-1" />
            <button type="button" className={buttonClass} aria-label={`Remove ${group.title}`} onClick={() => dispatch({ type: "rule/removeBlock", ruleId: rule.id, blockId: group.id })}>Remove</button>
          </div>
          <GroupNumbers ruleId={rule.id} chance={group.chance} loop={group.loop} variables={userVariables} dispatch={dispatch} />
          {problemOf(group.id).map((reason) => <p key={reason} role="alert" className="mt-1 text-sm text-mult">{reason}</p>)}
          {warningOf(group.id).map((reason) => <p key={reason} role="status" className="mt-1 text-sm text-attention">{reason}</p>)}
          <EffectList effects={group.effects} container={group.id} rule={rule} item={item} problemOf={problemOf} warningOf={warningOf} dispatch={dispatch} onPaste={() => onPaste("blocks", rule.id)} />
          {trigger && <Palette kind="effect" objectType={objectType} trigger={trigger} ruleNumber={number} label={`Add effect to ${group.title}`}
            onPick={(entry) => dispatch({ type: "rule/addEffect", ruleId: rule.id, container: group.id, effect: { id: newId(), type: entry.id, params: defaultParams(entry.params, userVariables) as Effect["params"] } })} />}
        </div>
      ))}
    </section>
  );
}

const CHANCE_NUMERATOR: NumberParam = { id: "chance_numerator", type: "number", label: "Chance", default: 1, min: 1 };
const CHANCE_DENOMINATOR: NumberParam = { id: "chance_denominator", type: "number", label: "Out of", default: 4, min: 1 };
const REPEAT_COUNT: NumberParam = { id: "repetitions", type: "number", label: "Repeat (times)", default: 2, min: 1 };

/** A chance group's odds ("1 in 4", each a number, a variable, a game value or a range) and whether luck effects change them; a loop's repeat count. */
function GroupNumbers({ ruleId, chance, loop, variables, dispatch }: {
  ruleId: string; chance?: RandomGroup; loop?: LoopGroup; variables: readonly UserVariable[]; dispatch: CardProps["dispatch"];
}) {
  const groupId = (chance ?? loop)!.id;
  const field = (spec: NumberParam, stored: unknown) => (
    <NumberField spec={spec} value={plain(stored)} variables={variables} burst={`group:${groupId}:${spec.id}`}
      onChange={(value, burst) => dispatch({ type: "rule/setGroupNumber", ruleId, groupId, field: spec.id as GroupNumberField, value }, burst)} />
  );
  return (
    <form className="mt-1 flex flex-wrap items-end gap-3" onSubmit={preventSubmit} data-testid="group-numbers">
      {chance && field(CHANCE_NUMERATOR, chance.chance_numerator)}
      {chance && field(CHANCE_DENOMINATOR, chance.chance_denominator)}
      {chance && (
        <label className="flex items-center gap-1 text-sm text-zinc-200" title="Oops! All 6s and other luck effects multiply the odds">
          <input type="checkbox" checked={chance.respect_probability_effects !== false}
            onChange={(e) => dispatch({ type: "rule/setChanceScaling", ruleId, groupId, respect: e.target.checked })} />
          Luck effects change the odds
        </label>
      )}
      {chance && (
        <OneLineField label="Probability key" value={chance.custom_key ?? ""} max={MAX_CHANCE_KEY} width="w-40" placeholder="the item's key"
          title="The name this roll goes by for other mods' probability effects (empty: the item's key)"
          onChange={(key) => dispatch({ type: "rule/setChanceKey", ruleId, groupId, key }, `group:${groupId}:custom_key`)} />
      )}
      {loop && field(REPEAT_COUNT, loop.repetitions)}
    </form>
  );
}

function EffectList({ effects, container, rule, item, problemOf, warningOf, dispatch, onPaste }: {
  effects: Effect[]; container?: string; rule: Rule; item: VarsHolder; problemOf: (id: string) => string[]; warningOf: (id: string) => string[];
  dispatch: CardProps["dispatch"]; onPaste: () => void;
}) {
  return (
    <ul className="mt-1 flex flex-col gap-2">
      {effects.map((e, i) => (
        <BlockRow key={e.id} kind="effect" block={e} entry={findEffect(e.type)} item={item} problems={problemOf(e.id)} warnings={warningOf(e.id)}
          position={{ index: i, count: effects.length }} ruleId={rule.id} container={container}
          onDropBlock={(dragged) => dispatch({ type: "rule/moveBlock", ruleId: rule.id, blockId: dragged, ...(container ? { container } : {}), index: i })}
          onMove={(index) => dispatch({ type: "rule/moveBlock", ruleId: rule.id, blockId: e.id, ...(container ? { container } : {}), index })}
          onCopy={() => void copyClip({ format: BLOCKS_FORMAT, version: 1, conditions: [], effects: [e] })}
          onDuplicate={() => dispatch({ type: "rule/pasteBlocks", ruleId: rule.id, conditions: [], effects: [withFreshIds(e)], groupId: newId(), ...(container ? { container } : {}) })}
          onPaste={onPaste}
          onRemove={() => dispatch({ type: "rule/removeBlock", ruleId: rule.id, blockId: e.id })}
          onParam={(param, value, burst) => dispatch({ type: "rule/setParam", ruleId: rule.id, blockId: e.id, param, value }, burst)}
          onMessage={(message) => dispatch({ type: "rule/setMessage", ruleId: rule.id, blockId: e.id, message }, `message:${e.id}`)} />
      ))}
    </ul>
  );
}

function OperatorToggle({ operator, label, onToggle }: { operator: "and" | "or"; label: string; onToggle: (operator: "and" | "or") => void }) {
  return (
    <button type="button" aria-label={label} title="Switch between AND and OR"
      className={`rounded-md border-2 px-2 py-0 text-xs font-black ${operator === "or" ? "border-attention text-attention" : "border-chips text-chips"}`}
      onClick={() => onToggle(operator === "or" ? "and" : "or")}>{operator.toUpperCase()}</button>
  );
}

/** The blocks that apply here, searchable and grouped by category. */
function Palette({ kind, objectType, trigger, ruleNumber, onPick, label }: {
  kind: "condition" | "effect"; objectType: RuleObjectType; trigger: TriggerDef; ruleNumber: number; label?: string;
  onPick: (entry: AnyCondition | AnyEffect) => void;
}) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  /** Set when the palette closes: its button takes the focus back once it is shown again. */
  const refocus = useRef(false);
  const title = label ?? `Add ${kind === "condition" ? "Condition" : "Effect"}`;
  if (!open) {
    return (
      <button type="button" className={`${buttonClass} mt-2`} aria-label={`${title} to rule ${ruleNumber}`} onClick={() => setOpen(true)}
        ref={(button) => { if (button && refocus.current) { refocus.current = false; button.focus(); } }}>{title}</button>
    );
  }
  // closing starts the next search afresh and gives the focus back to the palette's button
  const close = () => { refocus.current = true; setQuery(""); setOpen(false); };
  const pickEntry = (entry: AnyCondition | AnyEffect) => { onPick(entry); close(); };
  // Escape closes the palette only (not the builder); Enter in the search takes the first match;
  // the arrows go from the search into the matches and along them
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const target = e.target as HTMLElement;
    const results = [...e.currentTarget.querySelectorAll<HTMLElement>("[data-palette-entry]")];
    const at = results.indexOf(target);
    if (e.key === "Escape") { e.stopPropagation(); close(); }
    else if (e.key === "Enter" && target.tagName === "INPUT") { if (applying[0]) pickEntry(applying[0]); }
    else if (e.key === "ArrowDown" && target.tagName === "INPUT") results[0]?.focus();
    else if (at >= 0 && (e.key === "ArrowDown" || e.key === "ArrowRight")) results[at + 1]?.focus();
    else if (at >= 0 && (e.key === "ArrowUp" || e.key === "ArrowLeft")) (results[at - 1] ?? e.currentTarget.querySelector<HTMLElement>("input"))?.focus();
    else return;
    e.preventDefault();
  };
  const entries = (kind === "condition" ? allConditions() : allEffects()) as readonly (AnyCondition | AnyEffect)[];
  const q = query.trim().toLowerCase();
  const applying = entries.filter((e) => !blockRefusal(e, objectType, trigger, kind))
    .filter((e) => q === "" || e.label.toLowerCase().includes(q) || e.description.toLowerCase().includes(q));
  const byCategory = new Map<string, (AnyCondition | AnyEffect)[]>();
  for (const e of applying) byCategory.set(e.category, [...(byCategory.get(e.category) ?? []), e]);
  return (
    <div className="mt-2 rounded-md border-2 border-chips/60 bg-black/30 p-2" role="group" aria-label={`${title} palette`} onKeyDown={onKeyDown}>
      <div className="flex items-center gap-2">
        <input autoFocus aria-label={`Search ${kind}s`} placeholder={`Search ${kind}s`} className={`${inputClass} flex-1`} value={query} onChange={(e) => setQuery(e.target.value)} />
        <button type="button" className={buttonClass} onClick={close}>Cancel</button>
      </div>
      <div className="mt-2 max-h-64 overflow-y-auto">
        {applying.length === 0 && <p className="text-sm text-zinc-400">No {kind} matches here.</p>}
        {[...byCategory].map(([category, list]) => (
          <div key={category} className="mb-2">
            <div className="text-xs font-black uppercase text-zinc-400">{category}</div>
            <div className="flex flex-wrap gap-1">
              {list.map((e) => (
                <button key={e.id} type="button" title={e.description} data-palette-entry=""
                  className="rounded-md border-2 border-edge bg-felt-dark px-2 py-0.5 text-xs font-bold text-white hover:border-chips focus-visible:border-chips"
                  onClick={() => pickEntry(e)}>{e.label}</button>
              ))}
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

interface BlockRowProps {
  kind: "condition" | "effect"; block: Condition | Effect; entry: AnyCondition | AnyEffect | undefined; item: VarsHolder; problems: string[];
  /** What exports, but not as written (shown under the block, as a warning). */
  warnings: string[];
  ruleId: string; onDropBlock: (blockId: string) => void;
  /** The group or container the block sits in (its callbacks act there). */
  container?: string;
  position: { index: number; count: number }; onMove: (index: number) => void; onCopy: () => void; onDuplicate: () => void; onPaste: () => void;
  onRemove: () => void; onParam: (param: string, value: ParamValue, burst?: string) => void; extra?: ReactNode; after?: ReactNode;
  /** An effect's custom message ("" for its own), typed in a field of its own after the params. */
  onMessage?: (message: string) => void;
}

/**
 * A block re-renders when the block itself, its place, the item's variables or its problems change:
 * typing into one field of a rule re-renders that block only. Its callbacks and extras are made
 * from exactly these props (and the stable dispatch), so older ones act the same.
 */
const BlockRow = memo(BlockRowView, (a, b) => a.block === b.block && a.entry === b.entry && a.item === b.item && a.kind === b.kind
  && a.ruleId === b.ruleId && a.container === b.container && a.position.index === b.position.index && a.position.count === b.position.count
  && (a.problems === b.problems || (a.problems.length === b.problems.length && a.problems.every((p, i) => p === b.problems[i])))
  && (a.warnings === b.warnings || (a.warnings.length === b.warnings.length && a.warnings.every((p, i) => p === b.warnings[i])))
  && Boolean(a.after) === Boolean(b.after) && Boolean(a.extra) === Boolean(b.extra) && Boolean(a.onMessage) === Boolean(b.onMessage));

function BlockRowView({ kind, block, entry, item, problems, warnings, position, ruleId, onDropBlock, onMove, onCopy, onDuplicate, onPaste, onRemove, onParam, onMessage, extra, after }: BlockRowProps) {
  const name = entry?.label ?? block.type;
  // keys act on the block itself (not on its fields): arrows move between blocks, Alt+arrows reorder,
  // Enter edits its first field, Delete removes, Ctrl+C / Ctrl+V / Ctrl+D copy, paste, duplicate
  const onKeyDown = (e: KeyboardEvent<HTMLLIElement>) => {
    if (e.target !== e.currentTarget) return;
    const key = e.key.toLowerCase();
    const card = e.currentTarget.closest("[data-rule-card]");
    if ((e.key === "ArrowUp" || e.key === "ArrowDown") && e.altKey) {
      const index = position.index + (e.key === "ArrowUp" ? -1 : 1);
      if (index >= 0 && index < position.count) onMove(index);
      const id = block.id;
      requestAnimationFrame(() => (card?.querySelector(`[data-block="${CSS.escape(id)}"]`) as HTMLElement | null)?.focus());
    } else if (e.key === "ArrowUp" || e.key === "ArrowDown") focusSibling(e.currentTarget, "[data-block]", card, e.key === "ArrowUp" ? -1 : 1);
    else if (e.key === "Enter") (e.currentTarget.querySelector("input, select") as HTMLElement | null)?.focus();
    else if (e.key === "Delete") { onRemove(); (card as HTMLElement | null)?.focus(); }
    else if (e.key === "Escape") { e.stopPropagation(); (card as HTMLElement | null)?.focus(); } // up to the rule; Escape there closes the builder
    else if (isCopy(e) && key === "c") onCopy();
    else if (isCopy(e) && key === "v") onPaste();
    else if (isCopy(e) && key === "d") onDuplicate();
    else return;
    e.preventDefault();
    e.stopPropagation();
  };
  const keys = useContext(Keys);
  const values = Object.fromEntries(Object.entries(block.params ?? {}).map(([k, v]) => [k, plain(v)]));
  const specs = (entry?.params ?? []) as readonly ParamSpec[];
  // What the export reads decides which fields show, what a multi choice holds and whether a toggle
  // is on (a file made elsewhere keeps checkbox pools as booleans in option order, a toggle as "y"
  // or "1"); the other fields show what is stored, as typed.
  const read = keys && entry && specs.some((s) => s.when || s.type === "multi" || s.type === "toggle")
    ? parseParams(entry.params, block.params, { keys, variables: new Map((item.userVariables ?? []).map((v) => [v.name, variableKind(v)])) }).values as Record<string, unknown>
    : undefined;
  const shownValues = Object.fromEntries(specs.map((s) => [s.id, (s.type === "multi" || s.type === "toggle") && read ? read[s.id] : values[s.id] ?? s.default]));
  return (
    <li className={`rounded-md border-2 p-2 outline-none focus:ring-2 focus:ring-chips ${problems.length > 0 ? "border-mult" : "border-edge"}`} data-testid={`rule-${kind}`} aria-label={name}
      tabIndex={0} data-block={block.id} data-block-kind={kind} onKeyDown={onKeyDown}
      {...dropTarget((d) => d.what === "block" && d.kind === kind && d.ruleId === ruleId && d.blockId !== block.id, (d) => onDropBlock((d as { blockId: string }).blockId))}>
      <div className="flex flex-wrap items-center gap-2">
        <DragHandle label={`Drag ${name}`} payload={{ what: "block", kind, ruleId, blockId: block.id }} />
        <span className="font-bold text-white">{name}</span>
        {extra}
        <span className="flex-1" />
        <button type="button" className={buttonClass} aria-label={`Move ${name} up`} disabled={position.index === 0} onClick={() => onMove(position.index - 1)}>Up</button>
        <button type="button" className={buttonClass} aria-label={`Move ${name} down`} disabled={position.index === position.count - 1} onClick={() => onMove(position.index + 1)}>Down</button>
        <button type="button" className={buttonClass} aria-label={`Copy ${name}`} onClick={onCopy}>Copy</button>
        <button type="button" className={buttonClass} aria-label={`Remove ${name}`} onClick={onRemove}>Remove</button>
      </div>
      {(specs.length > 0 || onMessage) && (
        // A form of its own: the browser's autofill reads a changed field's form on every key,
        // and fields outside any form make it read every field of the page (30 to 50 ms a key here).
        <form className="mt-2 flex flex-wrap gap-3" onSubmit={preventSubmit}>
          {specs.filter((s) => isShown(s, read ?? shownValues)).map((spec) => (
            <ParamField key={spec.id} spec={spec} value={shownValues[spec.id]} item={item} burst={`rule:${block.id}:${spec.id}`} onChange={(value, burst) => onParam(spec.id, value, burst)} />
          ))}
          {onMessage && (
            <OneLineField label="Custom message" value={(block as Effect).customMessage ?? ""} max={MAX_CUSTOM_MESSAGE} width="w-56" placeholder="the effect's own"
              title="The text the card shows when this effect happens, in place of the effect's own (empty: its own)" check={messageProblem} onChange={onMessage} />
          )}
        </form>
      )}
      {problems.map((reason) => <p key={reason} role="alert" className="mt-1 text-sm text-mult">{reason}</p>)}
      {warnings.map((reason) => <p key={reason} role="status" className="mt-1 text-sm text-attention">{reason}</p>)}
      {after && <div className="mt-1">{after}</div>}
    </li>
  );
}

/**
 * A one-line text (a text param, an effect's custom message, a chance group's probability key):
 * its field shows what is typed, and the change goes out as one burst once typing rests.
 */
function OneLineField({ label, value, max, width, placeholder, title, check, onChange }: {
  label: string; value: string; max?: number; width: string; placeholder?: string; title?: string;
  /** The text's problem, or null: a text with a problem shows it and is not applied. */
  check?: (text: string) => string | null;
  onChange: (text: string) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const errorId = useId();
  const error = draft !== null && check ? check(draft) : null;
  return (
    <label className="flex flex-col gap-1" title={title}>
      <span className="text-xs font-bold text-zinc-300">{label}</span>
      <ContainedInput width={width} aria-label={label} value={draft ?? value} maxLength={max} placeholder={placeholder}
        aria-invalid={Boolean(error)} aria-describedby={error ? errorId : undefined}
        onChange={(e) => { const text = e.target.value; setDraft(text); if (!check?.(text)) onChange(text); }}
        onBlur={() => setDraft(null)} />
      <KeptWhileTyping message={error}>
        {(text, shown) => (shown ? <span id={errorId} role="alert" className="text-sm text-mult">{text}</span> : <span className="hidden">{text}</span>)}
      </KeptWhileTyping>
    </label>
  );
}

function ParamField({ spec, value, item, burst, onChange }: { spec: ParamSpec; value: unknown; item: VarsHolder; burst: string; onChange: (value: ParamValue, burst?: string) => void }) {
  const own = useContext(ProjectOptions);
  const keys = useContext(Keys);
  const variables = (item.userVariables ?? []);
  const label = <span className="text-xs font-bold text-zinc-300">{spec.label}</span>;
  switch (spec.type) {
    case "number":
      return <NumberField spec={spec} value={value} variables={variables} burst={burst} onChange={onChange} />;
    case "toggle":
      return (
        <label className="flex items-center gap-1 text-sm text-zinc-200">
          <input type="checkbox" checked={value === true || value === "true"} onChange={(e) => onChange({ value: e.target.checked, valueType: "checkbox" } as ParamValue)} />
          {spec.label}
        </label>
      );
    case "text":
      return <OneLineField label={spec.label} value={String(value ?? "")} max={spec.maxLength} width="w-full" onChange={(text) => onChange({ value: text, valueType: "text" } as ParamValue, burst)} />;
    case "variable": {
      const names = variables.filter((v) => spec.kinds.includes(variableKind(v))).map((v) => v.name);
      return (
        <label className="flex flex-col gap-1">
          {label}
          <select aria-label={spec.label} className={inputClass} value={String(value ?? "")} onChange={(e) => onChange({ value: e.target.value, valueType: "text" } as ParamValue)}>
            {!names.includes(String(value ?? "")) && <option value={String(value ?? "")}>{String(value ?? "") || "(none)"}</option>}
            {names.map((n) => <option key={n} value={n}>{n}</option>)}
          </select>
        </label>
      );
    }
    case "multi": {
      // one checkbox per choice (a list box needs Ctrl+click to choose several, which nothing says)
      const chosen = Array.isArray(value) ? value.map(String) : [];
      const groups = choiceGroups(spec.options, own);
      const toggle = (option: string, on: boolean) => {
        const next = groups.flatMap(([, list]) => list.map((o) => o.value)).filter((v) => (v === option ? on : chosen.includes(v)));
        onChange({ value: next, valueType: "multi" } as unknown as ParamValue);
      };
      return (
        <fieldset className="flex flex-col gap-1" aria-label={spec.label}>
          <legend className="text-xs font-bold text-zinc-300">{spec.label}</legend>
          {groups.map(([group, list]) => (
            <div key={group ?? ""} className="flex flex-wrap gap-x-3 gap-y-1" role={group ? "group" : undefined} aria-label={group}>
              {group && <span className="w-full text-xs text-zinc-400">{group}</span>}
              {list.map((o) => (
                <label key={o.value} className="flex items-center gap-1 text-sm text-zinc-200">
                  <input type="checkbox" checked={chosen.includes(o.value)} onChange={(e) => toggle(o.value, e.target.checked)} />
                  {o.label}
                </label>
              ))}
            </div>
          ))}
        </fieldset>
      );
    }
    case "select": {
      const groups = choiceGroups(spec.options, own);
      const options = groups.flatMap(([, list]) => list);
      const vars = variables.filter((v) => spec.variables?.includes(variableKind(v)));
      const stored = String(value ?? "");
      // a choice spelt otherwise than its option (a file made elsewhere: "joker" for j_joker,
      // "negative" for e_negative, "mycustom_thedream" for the mod's own joker) shows as the option
      // the export takes it for, not as an extra option of its own
      const current = vars.some((v) => v.name === stored) || !keys ? stored : shownOption(spec.options, options, stored, keys) ?? stored;
      return (
        <label className="flex flex-col gap-1">
          {label}
          <select aria-label={spec.label} className={inputClass} value={current}
            onChange={(e) => onChange({ value: e.target.value, valueType: vars.some((v) => v.name === e.target.value) ? "user_var" : "text" } as ParamValue)}>
            {!options.some((o) => o.value === current) && !vars.some((v) => v.name === current) && <option value={current}>{current || "(none)"}</option>}
            <OptionGroups groups={groups} />
            {vars.length > 0 && <optgroup label="Variables">{vars.map((v) => <option key={v.id} value={v.name}>{v.name}</option>)}</optgroup>}
          </select>
        </label>
      );
    }
  }
}

type NumberMode = "number" | "variable" | "game" | "range";

/** What a stored number param is: a literal, a user variable, a game value (x multiplier + offset), or a random range. */
function numberModeOf(value: unknown, variables: readonly UserVariable[]): NumberMode {
  if (typeof value === "string") {
    if (value.startsWith("GAMEVAR:")) return "game";
    if (value.startsWith("RANGE:")) return "range";
    if (variables.some((v) => v.name === value) || (value.trim() !== "" && !Number.isFinite(Number(value)))) return "variable";
  }
  return "number";
}

let gameGroups: [string, { id: string; label: string }[]][] | undefined;
function gameValueGroups() {
  if (!gameGroups) {
    const by = new Map<string, { id: string; label: string }[]>();
    for (const g of gameVariableList()) by.set(GAME_VARIABLE_CATEGORIES[g.category], [...(by.get(GAME_VARIABLE_CATEGORIES[g.category]) ?? []), g]);
    gameGroups = [...by];
  }
  return gameGroups;
}

/** A number param: a literal, a user variable, a game value with a multiplier and offset, or a random range. */
function NumberField({ spec, value, variables, burst, onChange }: {
  spec: ParamSpec & { type: "number" }; value: unknown; variables: readonly UserVariable[]; burst: string; onChange: (value: ParamValue, burst?: string) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const mode = numberModeOf(value, variables);
  const dynamic = spec.dynamic !== false;
  const numberVars = variables.filter((v) => (v.type ?? "number") === "number");
  const text = String(value ?? "");
  const set = (v: string | number, valueType: string, b?: string) => onChange({ value: v, valueType } as ParamValue, b);
  const [gameId = "", multiplier = "1", offset = "0"] = mode === "game" ? text.slice(8).split("|") : [];
  const [min = "1", max = "6"] = mode === "range" ? text.slice(6).split("|") : [];
  const part = (label: string, current: string, write: (next: string) => void) => (
    <ContainedInput width="w-16" aria-label={`${spec.label} ${label}`} title={label} inputMode="decimal" defaultValue={current} key={`${label}:${current}`}
      onBlur={(e) => { const t = e.target.value.trim(); if (t !== "" && Number.isFinite(Number(t))) write(t); else e.target.value = current; }} />
  );
  return (
    <div className="flex flex-col gap-1" role="group" aria-label={spec.label}>
      <span className="text-xs font-bold text-zinc-300">{spec.label}</span>
      <div className="flex flex-wrap items-center gap-1">
        {dynamic && (
          <select aria-label={`${spec.label} kind`} className={inputClass} value={mode}
            onChange={(e) => {
              const next = e.target.value as NumberMode;
              if (next === "number") set(spec.default, "number");
              if (next === "variable") { if (numberVars[0]) set(numberVars[0].name, "user_var"); }
              if (next === "game") set(`GAMEVAR:${gameVariableList()[0]?.id ?? ""}|1|0`, "game_var");
              if (next === "range") set(`RANGE:${spec.min ?? 1}|${Math.max((spec.min ?? 1) + 5, spec.default)}`, "range_var");
            }}>
            <option value="number">Number</option>
            <option value="variable" disabled={numberVars.length === 0 && mode !== "variable"}>Variable</option>
            <option value="game">Game value</option>
            <option value="range">Random range</option>
          </select>
        )}
        {mode === "number" && (
          <ContainedInput width="w-28" aria-label={spec.label} inputMode="decimal" value={draft ?? text}
            onChange={(e) => {
              setDraft(e.target.value);
              const t = e.target.value.trim();
              const n = Number(t);
              if (t !== "" && Number.isFinite(n)) set(n, "number", burst);
              else if (variables.some((v) => v.name === t)) set(t, "user_var", burst);
            }}
            onBlur={() => setDraft(null)} />
        )}
        {mode === "variable" && (
          <select aria-label={`${spec.label} variable`} className={inputClass} value={text} onChange={(e) => set(e.target.value, "user_var")}>
              {!numberVars.some((v) => v.name === text) && <option value={text}>{text} (not a variable)</option>}
            {numberVars.map((v) => <option key={v.id} value={v.name}>{v.name}</option>)}
          </select>
        )}
        {mode === "game" && (
          <>
            <select aria-label={`${spec.label} game value`} className={`${inputClass} max-w-56`} value={gameId} onChange={(e) => set(`GAMEVAR:${e.target.value}|${multiplier}|${offset}`, "game_var")}>
              {gameValueGroups().map(([category, list]) => (
                <optgroup key={category} label={category}>{list.map((g) => <option key={g.id} value={g.id}>{g.label}</option>)}</optgroup>
              ))}
            </select>
            <span className="text-xs text-zinc-400">x</span>
            {part("multiplier", multiplier, (m) => set(`GAMEVAR:${gameId}|${m}|${offset}`, "game_var"))}
            <span className="text-xs text-zinc-400">+</span>
            {part("offset", offset, (o) => set(`GAMEVAR:${gameId}|${multiplier}|${o}`, "game_var"))}
          </>
        )}
        {mode === "range" && (
          <>
            <span className="text-xs text-zinc-400">from</span>
            {part("from", min, (a) => set(`RANGE:${a}|${max}`, "range_var"))}
            <span className="text-xs text-zinc-400">to</span>
            {part("to", max, (b) => set(`RANGE:${min}|${b}`, "range_var"))}
          </>
        )}
      </div>
    </div>
  );
}
