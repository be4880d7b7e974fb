// The playtest panel (loaded on demand, with the Lua VM it starts): the modder sets up a moment of
// a run for one item (joker slots, played and held cards, hand levels, money, hands, discards,
// ante, how chance rolls go), runs it in the same harness `npm run cli -- check` runs, and reads
// what the game would show: chips x mult and the score, the step-by-step breakdown, money before
// and after, cards created, destroyed or changed, and the problems in plain words. A set-up can be
// kept with the item (a playtest command), optionally with the score it must give, and re-run.
import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { RULE_LISTS, type RuleList } from "../../../commands/rules";
import type { PlaytestCommand } from "../../../commands/types";
import { labelOfKey, projectOptions, VANILLA_OPTIONS } from "../../../domain/catalog/options";
import { POKER_HANDS } from "../../../domain/catalog/vanillaKeys";
import type { RuleObjectType } from "../../../domain/catalog/types";
import type { Project } from "../../../domain/model";
import type { KeptPlaytest, PlaytestResult, PlaytestSetup } from "../../../domain/playtest/types";
import { loadPlaytestVm, runPlaytest } from "../../playtest/client";
import { projectStore } from "../../store/projectStore";
import { useProject } from "../../store/useProject";
import { newId } from "../items/itemCommands";
import { Modal } from "../modal/Modal";
import { showToast } from "../toast/toastStore";
import {
  card, cardLabel, defaultForm, formOf, MOMENTS, momentsFor, RANKS, SELF, setupOf, SUITS, type FormCard, type Moment, type PlaytestForm,
} from "./playtestForm";

const inputClass = "rounded-md border-2 border-edge bg-felt-dark px-2 py-1 text-sm text-white outline-none focus:border-chips";
const smallButton = "jf-button jf-button-grey !px-2 !py-1 text-xs";
const sectionClass = "flex flex-col gap-2 rounded-lg border-2 border-edge bg-felt-dark/60 p-3";
const headingClass = "text-sm font-black uppercase tracking-wide text-zinc-300";

interface Item { id: string; name: string; objectKey: string; playtests?: KeptPlaytest[] }

/** The project's own options of a source, computed once per project state (a 200-joker list costs). */
const optionCache = new WeakMap<Project, Map<string, readonly { value: string; label: string }[]>>();
function ownOptions(project: Project, source: "jokers" | "boosters" | "enhancements" | "editions" | "seals" | "consumables" | "vouchers" | "decks"): readonly { value: string; label: string }[] {
  let byProject = optionCache.get(project);
  if (!byProject) optionCache.set(project, (byProject = new Map()));
  let options = byProject.get(source);
  if (!options) byProject.set(source, (options = projectOptions(project, source)));
  return options;
}
const jokerOptions = (p: Project) => ownOptions(p, "jokers");
const boosterOptions = (p: Project) => ownOptions(p, "boosters");
const enhancementOptions = (p: Project) => ownOptions(p, "enhancements");
const editionOptions = (p: Project) => ownOptions(p, "editions");
const sealOptions = (p: Project) => ownOptions(p, "seals");

function listOf(project: Project, itemId: string): RuleList | undefined {
  return (Object.keys(RULE_LISTS) as RuleList[]).find((list) => (project[list] as { id: string }[]).some((i) => i.id === itemId));
}

type Edit = PlaytestCommand extends infer C ? (C extends PlaytestCommand ? Omit<C, "list" | "itemId" | "at"> : never) : never;

type VmState = { state: "loading" } | { state: "mod" } | { state: "ready"; ms: number } | { state: "failed"; message: string };

interface Shown { result: PlaytestResult; title: string; expect?: number; /** How many runs the panel has shown (1, 2...). */ run: number }

export default function PlaytestPanel({ itemId, onClose }: { itemId: string; onClose: () => void }) {
  const list = useProject((p) => listOf(p, itemId));
  const item = useProject((p) => (list ? (p[list] as unknown as Item[]).find((i) => i.id === itemId) : undefined));
  const type: RuleObjectType | undefined = list ? RULE_LISTS[list] : undefined;
  const [form, setForm] = useState<PlaytestForm>(() => defaultForm(type ?? "joker"));
  const [vm, setVm] = useState<VmState>({ state: "loading" });
  const [running, setRunning] = useState(false);
  const [shown, setShown] = useState<Shown | undefined>();
  const [keepName, setKeepName] = useState("");
  const [keepExpect, setKeepExpect] = useState(false);
  const alive = useRef(true);

  // The VM loads when the panel opens; then the mod is exported and loaded into it at once (a
  // first run of the default set-up, its result unused), so the modder's first Play answers as
  // fast as the next ones.
  useEffect(() => {
    alive.current = true;
    const started = performance.now();
    const project = projectStore.getState();
    const warmType = list ? RULE_LISTS[list] : "joker";
    loadPlaytestVm()
      .then(() => {
        if (alive.current) setVm({ state: "mod" });
        return runPlaytest(project, itemId, setupOf(defaultForm(warmType)));
      })
      .then(
        () => { if (alive.current) setVm({ state: "ready", ms: performance.now() - started }); },
        (error: unknown) => { if (alive.current) setVm({ state: "failed", message: error instanceof Error ? error.message : String(error) }); },
      );
    return () => { alive.current = false; };
    // once per panel: the item's list does not change while it is open
  }, []);

  useEffect(() => { if (list === undefined || item === undefined) onClose(); }, [list, item, onClose]);
  if (!list || !item || !type) return null;

  const dispatch = (edit: Edit): string | null => {
    const problem = projectStore.dispatch({ ...edit, list, itemId, at: Date.now() } as PlaytestCommand);
    if (problem) showToast({ type: "error", title: "Not kept", message: problem });
    return problem;
  };

  const run = async (setup: PlaytestSetup, title: string, expect?: number) => {
    setRunning(true);
    try {
      projectStore.flushPending();
      const result = await runPlaytest(projectStore.getState(), itemId, setup);
      if (alive.current) setShown((was) => ({ result, title, expect, run: (was?.run ?? 0) + 1 }));
    } catch (error) {
      if (alive.current) setShown((was) => ({ run: (was?.run ?? 0) + 1, title, expect, result: { error: `the playtest could not run: ${error instanceof Error ? error.message : String(error)}`, dollarsBefore: 0, breakdown: [], created: [], destroyed: [], changed: [], problems: [], ms: 0 } }));
    } finally {
      if (alive.current) setRunning(false);
    }
  };

  const moment = MOMENTS.find((m) => m.id === form.moment)!;
  const score = shown?.result.observations?.score;
  const keep = () => {
    const name = keepName.trim() || `Playtest ${(item.playtests?.length ?? 0) + 1}`;
    const setup = setupOf(form);
    const playtest: KeptPlaytest = { id: newId(), name, ...setup, ...(keepExpect && score !== undefined ? { expectScore: score } : {}) };
    if (dispatch({ type: "playtest/keep", playtest }) === null) {
      setKeepName("");
      showToast({ type: "success", title: "Playtest kept", message: `'${name}' is kept with ${item.name || "the item"}${playtest.expectScore !== undefined ? `; check expects ${playtest.expectScore}` : ""}.` });
    }
  };

  return (
    <Modal open onClose={onClose} size="full" height="fixed" tone="success" closeOnBackdrop={false}
      title={<span>Playtest: <span className="text-green">{item.name || "Unnamed"}</span></span>}
      footer={<button type="button" className="jf-button jf-button-grey" onClick={onClose}>Close</button>}>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]" data-testid="playtest-panel">
        <div className="flex min-w-0 flex-col gap-4">
          <p className="text-sm text-zinc-400">
            Set up a moment of a run, then run it: your mod runs in the same game stand-in as <code className="text-zinc-300">check</code>, in your browser.
          </p>
          <MomentPicker form={form} setForm={setForm} type={type} />
          {form.jokers.length > 0 || type === "joker" || form.moment === "play" ? <JokerSlots form={form} setForm={setForm} type={type} /> : null}
          {(form.moment === "play" || form.moment === "discard") && (
            <CardList title={form.moment === "play" ? "Played cards" : "Discarded cards"} testId="played-cards" cards={form.played} type={type}
              onChange={(played) => setForm({ ...form, played })} />
          )}
          <CardList title="Held in hand" testId="held-cards" cards={form.held} type={type} selectable={form.moment === "use"}
            onChange={(held) => setForm({ ...form, held })} />
          <RunState form={form} setForm={setForm} />
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <section className={sectionClass} aria-label="Run">
            <div className="flex flex-wrap items-center gap-3">
              <button type="button" className="jf-button jf-button-green" data-testid="playtest-run" disabled={running}
                onClick={() => void run(setupOf(form), moment.label)}>
                {running ? "Running..." : moment.action}
              </button>
              <VmStatus vm={vm} />
            </div>
            <p className="text-xs text-zinc-400">{moment.hint}</p>
          </section>
          {shown && <ResultView shown={shown} project={projectStore.getState()} />}
          <section className={sectionClass} aria-label="Keep this playtest">
            <h3 className={headingClass}>Keep this set-up</h3>
            <div className="flex flex-wrap items-center gap-2">
              <input className={`${inputClass} min-w-0 flex-1`} placeholder="Name, e.g. Pair of 5s" aria-label="Playtest name" maxLength={80}
                value={keepName} onChange={(e) => setKeepName(e.target.value)} />
              <button type="button" className="jf-button jf-button-blue !py-1 text-sm" data-testid="playtest-keep" onClick={keep}>Keep</button>
            </div>
            <label className={`flex items-start gap-2 text-sm ${score === undefined ? "text-zinc-500" : "text-zinc-300"}`}>
              <input type="checkbox" className="mt-1" checked={keepExpect && score !== undefined} disabled={score === undefined} onChange={(e) => setKeepExpect(e.target.checked)} />
              <span>Expect this score{score !== undefined ? ` (${fmt(score)})` : " (run it first)"}: <code>check</code> then fails when it scores anything else</span>
            </label>
          </section>
          <KeptList item={item} type={type} running={running} dispatch={dispatch}
            onLoad={(p) => setForm(formOf(p, type))}
            onRun={(p) => void run({ setup: p.setup, steps: p.steps }, `Kept: ${p.name}`, p.expectScore)}
            onUpdate={(p) => dispatch({ type: "playtest/update", playtestId: p.id, playtest: setupOf(form) })} />
        </div>
      </div>
    </Modal>
  );
}

function VmStatus({ vm }: { vm: VmState }) {
  if (vm.state === "loading") return <span className="text-sm text-zinc-400" data-testid="playtest-status" data-ready="false" role="status">Loading the Lua VM...</span>;
  if (vm.state === "mod") return <span className="text-sm text-zinc-400" data-testid="playtest-status" data-ready="false" role="status">Loading your mod into it...</span>;
  if (vm.state === "failed") return <span className="text-sm text-mult" data-testid="playtest-status" data-ready="false" role="alert">The Lua VM did not load: {vm.message}</span>;
  return <span className="text-sm text-zinc-400" data-testid="playtest-status" data-ready="true" role="status">Ready: the Lua VM and your mod loaded in {(vm.ms / 1000).toFixed(1)} s</span>;
}

function Segmented<T extends string>({ label, value, options, onChange, testId }: { label: string; value: T; options: { id: T; label: string }[]; onChange: (v: T) => void; testId?: string }) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-1" data-testid={testId}>
      {options.map((o) => (
        <button key={o.id} type="button" aria-pressed={value === o.id} onClick={() => onChange(o.id)}
          className={`rounded-md border-2 px-2.5 py-1 text-sm font-bold transition-colors ${value === o.id ? "border-attention bg-attention/20 text-white" : "border-edge bg-felt-dark text-zinc-300 hover:text-white"}`}>
          {o.label}
        </button>
      ))}
    </div>
  );
}

function MomentPicker({ form, setForm, type }: { form: PlaytestForm; setForm: (f: PlaytestForm) => void; type: RuleObjectType }) {
  const change = (moment: Moment) => {
    const next = { ...form, moment };
    if ((moment === "play" || moment === "discard") && next.played.length === 0) next.played = [card("5", "H"), card("5", "S")];
    setForm(next);
  };
  const boosters = useProject(boosterOptions);
  return (
    <section className={sectionClass} aria-label="Moment">
      <h3 className={headingClass}>Moment</h3>
      <Segmented label="Moment" value={form.moment} onChange={change} testId="playtest-moment"
        options={momentsFor(type)} />
      {form.moment === "openBooster" && (
        <label className="flex items-center gap-2 text-sm">Booster
          <select className={inputClass} value={form.booster} onChange={(e) => setForm({ ...form, booster: e.target.value })}>
            <option value="">Choose a booster</option>
            <KeyOptions own={boosters} vanilla={VANILLA_OPTIONS.boosters} />
          </select>
        </label>
      )}
    </section>
  );
}

function KeyOptions({ own, vanilla }: { own: readonly { value: string; label: string }[]; vanilla: readonly { value: string; label: string }[] }) {
  return (
    <>
      {own.length > 0 && <optgroup label="This mod">{own.map((o) => <option key={`m:${o.value}`} value={o.value}>{o.label}</option>)}</optgroup>}
      <optgroup label="The game">{vanilla.map((o) => <option key={`g:${o.value}`} value={o.value}>{o.label}</option>)}</optgroup>
    </>
  );
}

function JokerSlots({ form, setForm, type }: { form: PlaytestForm; setForm: (f: PlaytestForm) => void; type: RuleObjectType }) {
  const own = useProject(jokerOptions);
  const name = (key: string) => (key === SELF ? "This joker (under test)" : own.find((o) => o.value === key)?.label ?? labelOfKey(key));
  const set = (jokers: string[]) => setForm({ ...form, jokers });
  const move = (i: number, by: number) => {
    const next = [...form.jokers];
    const [slot] = next.splice(i, 1);
    next.splice(i + by, 0, slot);
    set(next);
  };
  return (
    <section className={sectionClass} aria-label="Joker slots">
      <h3 className={headingClass}>Joker slots <span className="font-bold normal-case text-zinc-500">(left to right, as they score)</span></h3>
      {form.jokers.length === 0 && <p className="text-sm text-zinc-400">No jokers.</p>}
      <ol className="flex flex-wrap gap-2" data-testid="joker-slots">
        {form.jokers.map((key, i) => (
          <li key={`${key}:${i}`} className={`flex items-center gap-1 rounded-md border-2 px-2 py-1 text-sm ${key === SELF ? "border-attention bg-attention/10 text-white" : "border-edge bg-felt text-zinc-200"}`}>
            <span className="mr-1 text-xs font-bold text-zinc-500">{i + 1}</span>{name(key)}
            <button type="button" className="ml-1 text-zinc-400 hover:text-white disabled:opacity-30" aria-label={`Move ${name(key)} left`} disabled={i === 0} onClick={() => move(i, -1)}>‹</button>
            <button type="button" className="text-zinc-400 hover:text-white disabled:opacity-30" aria-label={`Move ${name(key)} right`} disabled={i === form.jokers.length - 1} onClick={() => move(i, 1)}>›</button>
            <button type="button" className="text-zinc-400 hover:text-mult" aria-label={`Remove ${name(key)}`} onClick={() => set(form.jokers.filter((_, j) => j !== i))}>×</button>
          </li>
        ))}
      </ol>
      <label className="flex items-center gap-2 text-sm">Add a joker
        <select className={inputClass} value="" aria-label="Add a joker" onChange={(e) => { if (e.target.value) set([...form.jokers, e.target.value]); }}>
          <option value="">Choose...</option>
          {type === "joker" && !form.jokers.includes(SELF) && <option value={SELF}>This joker (under test)</option>}
          <KeyOptions own={own} vanilla={VANILLA_OPTIONS.jokers} />
        </select>
      </label>
    </section>
  );
}

function CardList({ title, testId, cards, onChange, type, selectable }: { title: string; testId: string; cards: FormCard[]; onChange: (c: FormCard[]) => void; type: RuleObjectType; selectable?: boolean }) {
  const enhancements = useProject(enhancementOptions);
  const editions = useProject(editionOptions);
  const seals = useProject(sealOptions);
  const set = (i: number, change: Partial<FormCard>) => onChange(cards.map((c, j) => (j === i ? { ...c, ...change } : c)));
  const self = (kind: RuleObjectType, label: string) => (type === kind ? <option value={SELF}>{label} (under test)</option> : null);
  return (
    <section className={sectionClass} aria-label={title}>
      <h3 className={headingClass}>{title}{selectable && <span className="font-bold normal-case text-zinc-500"> (tick the cards selected for the use)</span>}</h3>
      {cards.length === 0 && <p className="text-sm text-zinc-400">No cards.</p>}
      <ul className="flex flex-col gap-1.5" data-testid={testId}>
        {cards.map((c, i) => (
          <li key={i} className="flex flex-wrap items-center gap-1.5" data-testid="card-row">
            {selectable && <input type="checkbox" aria-label={`Selected ${cardLabel(`${c.suit}_${c.rank}`)}`} checked={c.selected === true} onChange={(e) => set(i, { selected: e.target.checked })} />}
            <select className={inputClass} aria-label="Rank" value={c.rank} onChange={(e) => set(i, { rank: e.target.value })}>
              {RANKS.map((r) => <option key={r.code} value={r.code}>{r.label}</option>)}
            </select>
            <select className={inputClass} aria-label="Suit" value={c.suit} onChange={(e) => set(i, { suit: e.target.value })}>
              {SUITS.map((s) => <option key={s.code} value={s.code}>{s.symbol} {s.label}</option>)}
            </select>
            <select className={inputClass} aria-label="Enhancement" value={c.enhancement} onChange={(e) => set(i, { enhancement: e.target.value })}>
              <option value="">No enhancement</option>
              {self("enhancement", "This enhancement")}
              <KeyOptions own={enhancements} vanilla={VANILLA_OPTIONS.enhancements} />
            </select>
            <select className={inputClass} aria-label="Edition" value={c.edition} onChange={(e) => set(i, { edition: e.target.value })}>
              <option value="">No edition</option>
              {self("edition", "This edition")}
              <KeyOptions own={editions} vanilla={VANILLA_OPTIONS.editions} />
            </select>
            <select className={inputClass} aria-label="Seal" value={c.seal} onChange={(e) => set(i, { seal: e.target.value })}>
              <option value="">No seal</option>
              {self("seal", "This seal")}
              <KeyOptions own={seals} vanilla={VANILLA_OPTIONS.seals} />
            </select>
            <button type="button" className="px-1 text-lg leading-none text-zinc-400 hover:text-mult" aria-label={`Remove ${cardLabel(`${c.suit}_${c.rank}`)}`} onClick={() => onChange(cards.filter((_, j) => j !== i))}>×</button>
          </li>
        ))}
      </ul>
      <div><button type="button" className={smallButton} onClick={() => onChange([...cards, card("A", "S")])} disabled={cards.length >= 60}>Add card</button></div>
    </section>
  );
}

function NumberField({ label, value, onChange, min = 0 }: { label: string; value: number; onChange: (n: number) => void; min?: number }) {
  return (
    <label className="flex flex-col gap-1 text-xs font-bold text-zinc-400">{label}
      <input type="number" className={`${inputClass} w-24`} value={value} min={min}
        onChange={(e) => { const n = Number(e.target.value); if (e.target.value !== "" && Number.isFinite(n)) onChange(Math.max(min, n)); }} />
    </label>
  );
}

function RunState({ form, setForm }: { form: PlaytestForm; setForm: (f: PlaytestForm) => void }) {
  const levelled = Object.keys(form.levels).filter((h) => form.levels[h] !== 1).length;
  return (
    <section className={sectionClass} aria-label="The run">
      <h3 className={headingClass}>The run</h3>
      <div className="flex flex-wrap gap-3">
        <NumberField label="Money ($)" value={form.dollars} min={-100} onChange={(dollars) => setForm({ ...form, dollars })} />
        <NumberField label="Hands left" value={form.hands} min={1} onChange={(hands) => setForm({ ...form, hands })} />
        <NumberField label="Discards left" value={form.discards} onChange={(discards) => setForm({ ...form, discards })} />
        <NumberField label="Ante" value={form.ante} min={1} onChange={(ante) => setForm({ ...form, ante })} />
        <NumberField label="Round" value={form.round} min={1} onChange={(round) => setForm({ ...form, round })} />
      </div>
      <div className="flex flex-col gap-1">
        <span className="text-xs font-bold text-zinc-400">Chance effects (&quot;1 in N&quot;)</span>
        <Segmented label="Chance effects" value={form.chance} testId="playtest-chance" onChange={(chance) => setForm({ ...form, chance })}
          options={[{ id: "roll", label: "As rolled (seeded)" }, { id: "always", label: "Always succeed" }, { id: "never", label: "Always fail" }]} />
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer font-bold text-zinc-300">Poker hand levels {levelled > 0 ? `(${levelled} above level 1)` : "(all level 1)"}</summary>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
          {POKER_HANDS.map((hand) => (
            <label key={hand} className="flex items-center justify-between gap-2 text-xs text-zinc-300">{hand}
              <input type="number" min={1} className={`${inputClass} w-16`} aria-label={`${hand} level`} value={form.levels[hand] ?? 1}
                onChange={(e) => { const n = Math.floor(Number(e.target.value)); if (n >= 1) setForm({ ...form, levels: { ...form.levels, [hand]: n } }); }} />
            </label>
          ))}
        </div>
      </details>
    </section>
  );
}

// One formatter, made once: toLocaleString builds a new one on every call (milliseconds each).
const NUMBER = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

function fmt(n: number): string {
  return Number.isFinite(n) ? NUMBER.format(n) : String(n);
}

const KIND_STYLE: Record<string, string> = {
  hand: "border-l-chips", card: "border-l-chips", held: "border-l-attention", joker: "border-l-mult", retrigger: "border-l-attention", message: "border-l-zinc-500", money: "border-l-attention", other: "border-l-zinc-600",
};

function ResultView({ shown, project }: { shown: Shown; project: Project }) {
  const { result, title, expect } = shown;
  const o = result.observations;
  const names = useMemo(() => {
    const map = new Map<string, string>();
    for (const source of ["jokers", "consumables", "enhancements", "editions", "seals", "vouchers", "boosters", "decks"] as const) {
      for (const opt of ownOptions(project, source)) map.set(opt.value, opt.label);
    }
    return map;
  }, [project]);
  const who = (source: string) => (/^[HSDC]_/.test(source) ? cardLabel(source) : names.get(source) ?? (/^[a-z]+_/.test(source) ? labelOfKey(source) : source));
  const list = (label: string, entries: string[]): ReactNode => entries.length === 0 ? null : (
    <p className="text-sm"><span className="font-bold text-zinc-300">{label}:</span> {entries.map((e) => who(e)).join(", ")}</p>
  );
  const matches = expect !== undefined && o?.score !== undefined ? Math.abs(o.score - expect) < 1e-9 * Math.max(1, Math.abs(expect)) : undefined;
  return (
    <section className={sectionClass} aria-label="Result" data-testid="playtest-result" data-run={shown.run} data-ms={result.ms.toFixed(1)}>
      <h3 className={headingClass}>{title}</h3>
      {result.error && (
        <p role="alert" className="rounded-md border-2 border-mult/60 bg-mult/10 p-2 text-sm text-white" data-testid="playtest-error">
          The playtest stopped: {result.error}
        </p>
      )}
      {o?.score !== undefined && (
        <div className="flex flex-wrap items-end gap-4">
          <div className="flex items-center gap-1 text-2xl font-black">
            <span className="rounded-md bg-chips px-2 py-0.5 text-white" data-testid="playtest-chips">{fmt(o.chips ?? 0)}</span>
            <span className="text-mult">×</span>
            <span className="rounded-md bg-mult px-2 py-0.5 text-white" data-testid="playtest-mult">{fmt(o.mult ?? 0)}</span>
          </div>
          <div className="flex flex-col">
            <span className="text-xs font-bold uppercase text-zinc-400">Score{o.hand ? ` (${o.hand})` : ""}</span>
            <span className="text-3xl font-black text-white" data-testid="playtest-score">{fmt(o.score)}</span>
          </div>
        </div>
      )}
      {o && o.score === undefined && !result.error && <p className="text-sm text-zinc-300">Done: no hand was scored at this moment.</p>}
      {matches !== undefined && (
        <p className={`text-sm font-bold ${matches ? "text-green" : "text-mult"}`} data-testid="playtest-expectation">
          {matches ? `Scores ${fmt(expect!)}, as expected.` : `Expected ${fmt(expect!)}, scored ${fmt(o!.score!)}.`}
        </p>
      )}
      {(o || result.dollarsBefore !== undefined) && (
        <p className="text-sm" data-testid="playtest-money"><span className="font-bold text-zinc-300">Money:</span> ${fmt(result.dollarsBefore)} before, ${fmt(o?.dollars ?? result.dollarsBefore)} after</p>
      )}
      {list("Cards created", result.created)}
      {list("Cards destroyed", result.destroyed)}
      {list("Cards changed", result.changed)}
      {result.breakdown.length > 0 && (
        <div className="flex flex-col gap-1">
          <span className="text-xs font-bold uppercase text-zinc-400">Step by step</span>
          <ol className="flex max-h-[45vh] flex-col gap-1 overflow-auto pr-1" data-testid="playtest-breakdown">
            {result.breakdown.map((line, i) => (
              <li key={i} className={`flex items-baseline justify-between gap-3 rounded border-l-4 bg-black/25 px-2 py-1 text-sm ${KIND_STYLE[line.kind] ?? KIND_STYLE.other}`} data-kind={line.kind}>
                <span>{!line.text.startsWith(line.source) && <span className="text-zinc-400">{who(line.source)} </span>}<span className="font-bold text-white">{line.text}</span></span>
                {line.totalChips !== undefined && line.totalMult !== undefined && (
                  <span className="shrink-0 font-mono text-xs text-zinc-400">{fmt(line.totalChips)} × {fmt(line.totalMult)}</span>
                )}
              </li>
            ))}
          </ol>
        </div>
      )}
      {result.problems.length > 0 && (
        <div className="flex flex-col gap-1" data-testid="playtest-problems">
          <span className="text-xs font-bold uppercase text-mult">Problems</span>
          <ul className="list-disc pl-5 text-sm text-zinc-200">{result.problems.map((p, i) => <li key={i}>{p}</li>)}</ul>
        </div>
      )}
    </section>
  );
}

function KeptList({ item, type, running, dispatch, onLoad, onRun, onUpdate }: {
  item: Item; type: RuleObjectType; running: boolean; dispatch: (edit: Edit) => string | null;
  onLoad: (p: KeptPlaytest) => void; onRun: (p: KeptPlaytest) => void; onUpdate: (p: KeptPlaytest) => void;
}) {
  const kept = item.playtests ?? [];
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);
  return (
    <section className={sectionClass} aria-label="Kept playtests" data-testid="playtest-kept">
      <h3 className={headingClass}>Kept playtests</h3>
      {kept.length === 0 && <p className="text-sm text-zinc-400">None yet. Kept set-ups are saved with this {type} in the project file; those with an expected score are checked by <code>npm run cli -- check</code>.</p>}
      <ul className="flex flex-col gap-2">
        {kept.map((p) => (
          <li key={p.id} className="flex flex-wrap items-center gap-2 rounded-md border-2 border-edge bg-felt px-2 py-1.5" data-testid="kept-playtest">
            {renaming?.id === p.id ? (
              <input className={`${inputClass} min-w-0 flex-1`} aria-label="New name" autoFocus maxLength={80} value={renaming.name}
                onChange={(e) => setRenaming({ id: p.id, name: e.target.value })}
                onBlur={() => { const name = renaming.name.trim(); if (name && name !== p.name) dispatch({ type: "playtest/rename", playtestId: p.id, name }); setRenaming(null); }}
                onKeyDown={(e) => { if (e.key === "Enter") (e.target as HTMLInputElement).blur(); if (e.key === "Escape") setRenaming(null); }} />
            ) : (
              <span className="min-w-0 flex-1 truncate font-bold text-white">{p.name}
                <span className="ml-2 text-xs font-normal text-zinc-400">{p.expectScore !== undefined ? `expects ${fmt(p.expectScore)}` : "no expected score"}</span>
              </span>
            )}
            <button type="button" className="jf-button jf-button-green !px-2 !py-1 text-xs" disabled={running} onClick={() => onRun(p)} aria-label={`Run ${p.name}`}>Run</button>
            <button type="button" className={smallButton} onClick={() => onLoad(p)} aria-label={`Load ${p.name} into the set-up`}>Load</button>
            <button type="button" className={smallButton} onClick={() => onUpdate(p)} aria-label={`Replace ${p.name} with the set-up`} title="Keep the set-up above under this name">Update</button>
            <button type="button" className={smallButton} onClick={() => setRenaming({ id: p.id, name: p.name })} aria-label={`Rename ${p.name}`}>Rename</button>
            {p.expectScore !== undefined && (
              <button type="button" className={smallButton} onClick={() => dispatch({ type: "playtest/update", playtestId: p.id, playtest: { setup: p.setup, steps: p.steps }, expectScore: null })}
                aria-label={`Stop expecting a score of ${p.name}`}>No expectation</button>
            )}
            <button type="button" className="jf-button jf-button-red !px-2 !py-1 text-xs" onClick={() => dispatch({ type: "playtest/remove", playtestId: p.id })} aria-label={`Remove ${p.name}`}>Remove</button>
          </li>
        ))}
      </ul>
    </section>
  );
}
