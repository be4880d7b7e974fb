/**
 * The shared item-page framework. Every item type (jokers, rarities, consumables, sets,
 * boosters, enhancements, seals, editions, vouchers, decks) is one `ItemTypeConfig` plus
 * `<ItemPage config={...} />`; the page brings everything else:
 *
 * - header with title, mod name, create button and count line;
 * - search (name, key, generated key, `searchText`) and the sort persisted per `pageType` in
 *   the user config (Order = list order, Name, Key, your `sorts`, Last Edited; asc/desc);
 * - a virtualised grid of game-style cards (art or our placeholder, name, description through
 *   the shared BalatroText renderer, `CardFooter` badges, `CardCorner` tag, generated key with
 *   copy button);
 * - create (opens the editor), edit (modal with live preview, art uploads and your tabs),
 *   duplicate (new id, unique key), delete with confirmation, reorder by drag and drop, by
 *   Alt+ArrowLeft/Right on a focused card and by the move buttons (orderValue stays 1..n);
 * - art upload (file picker in the editor, or drop an image file on a card): scaled without
 *   smoothing to the `art` cell and stored at 2x;
 * - `?new=1` in the URL opens a new item's editor, then the query is removed;
 * - a Rules button on each card and in the editor when `RulesView` is set.
 * Every change is a typed command (itemCommands.ts), so undo/redo covers all of it.
 *
 * Writing a page (see src/pages/jokers/jokerConfig.tsx for a full example):
 *
 *   const config: ItemTypeConfig<Voucher> = {
 *     list: "vouchers", pageType: "voucher", keyField: "objectKey",
 *     labels: { singular: "Voucher", plural: "Vouchers" },
 *     keyKind: "voucher",
 *     create: ({ id, project }) => createItem("voucher", { id, prefix: project.modMetadata.prefix }),
 *     art: { width: 71, height: 95, field: "imagePreview", overlayField: "overlayImagePreview" },
 *     description: true,
 *     CardCorner: ({ item }) => <CostTag cost={item.cost} />,
 *     editorTabs: [
 *       { id: "general", label: "General", Component: (p) => <><StandardFields {...p} /><NumberField label="Cost"
 *           value={p.item.cost} onChange={(cost) => p.update({ cost }, "cost")} /></> },
 *     ],
 *     sorts: [{ id: "cost", label: "Cost", compare: (a, b) => (a.cost ?? 0) - (b.cost ?? 0) }],
 *     RulesView: RulesPreview,   // optional
 *   };
 *   export default function VouchersPage() { return <ItemPage config={config} />; }
 *
 * Keep the config at module level (it is a dependency of memoised cards). Editor tabs get
 * `{ item, update, config }`; call `update(changes, "fieldName")` for every edit: the field
 * name groups a typing burst into one undo step. Building blocks for tabs live in
 * editor/fields.tsx (TextField, NumberField, SelectField, Toggle, ColourField, ListField,
 * FieldSection) and editor/StandardFields.tsx (NameField, KeyField, DescriptionField,
 * StandardFields). Card pieces: BalatroCard, CardBadge, CostTag (BalatroCard.tsx).
 */
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { confirm } from "../confirm";
import { projectStore, whenCommandsReady } from "../../store/storeCore";
import { useProject } from "../../store/useProject";
import { noteEdited } from "../../services/userConfig";
import { useEditorAccess } from "../../services/autosave/useEditorAccess";
import { useRestoreSettled } from "../../services/autosave/restoreGate";
import { useTextColours } from "../description/useTextColours";
import { EmptyState } from "./EmptyState";
import { ItemCard, type ItemCardActions } from "./ItemCard";
import { ItemGrid } from "./ItemGrid";
import { ItemToolbar } from "./ItemToolbar";
import { ItemIcon } from "./icons";
import { ItemEditorView, preloadEditor } from "./editor/EditorEntry";
import { setItemArt } from "./art/setArt";
import { addItem, duplicateEntry, moveEntry, newId, removeEntry } from "./itemCommands";
import { PlaytestView } from "../playtest/PlaytestEntry";
import { RULE_LISTS } from "../../../commands/ruleLists";
import { sortOptionsOf, useVisibleItems } from "./useItemList";
import type { ItemEntry, ItemTypeConfig } from "./types";

export interface ItemPageProps<T extends ItemEntry> {
  config: ItemTypeConfig<T>;
  /** React to `?new=1` (off for a second page on the same route, e.g. rarities on /jokers). */
  handleNewQuery?: boolean;
}

const DEFAULT_CARD_HEIGHT = 520;

export function ItemPage<T extends ItemEntry>({ config, handleNewQuery = true }: ItemPageProps<T>) {
  const [query, setQuery] = useState("");
  const [editingId, setEditingId] = useState<string | null>(null);
  const [rulesId, setRulesId] = useState<string | null>(null);
  const [playtestId, setPlaytestId] = useState<string | null>(null);
  const closePlaytest = useCallback(() => setPlaytestId(null), []);
  // items with rules (not a booster's card rules) can be playtested
  const playtestable = Object.hasOwn(RULE_LISTS, config.list);
  const [reveal, setReveal] = useState<{ id: string; nonce: number } | null>(null);
  const [focusId, setFocusId] = useState<string | null>(null);
  // While the full-screen rule builder covers the page, the list stays as it was: an edit in the
  // builder re-renders the builder, not the page and its grid behind it.
  const coveredByRules = rulesId !== null && (config.RulesView as { coversPage?: boolean } | undefined)?.coversPage === true;
  const { all, visible, sort, direction, reorderable } = useVisibleItems(config, query, coveredByRules);
  const modName = useProject((p) => p.modMetadata.name);
  const textColours = useTextColours();
  const sorts = useMemo(() => sortOptionsOf(config), [config]);
  const { labels } = config;
  const plural = labels.plural.toLowerCase();

  // Latest list for callbacks that must stay stable (memoised cards).
  const allRef = useRef(all);
  allRef.current = all;

  // The editor opens on the added item, so all of it waits for the command engine when a first
  // visit's page has not loaded it yet (at once otherwise).
  const create = useCallback(() => whenCommandsReady(() => {
    const id = newId();
    addItem(config, config.create({ id, project: projectStore.getState() }));
    noteEdited(config.pageType, id);
    setQuery("");
    setReveal({ id, nonce: Date.now() });
    setEditingId(id);
  }), [config]);

  const remove = useCallback(async (item: T) => {
    // The note on what else the deletion changes works out references as the reducer does: it
    // loads with the first confirmation.
    const { RemovalNote } = await import("../options/references");
    const ok = await confirm({
      title: `Delete ${labels.singular}`,
      message: (
        <div className="flex flex-col gap-2">
          <p>Are you sure you want to delete <strong className="text-white">{item.name || "this item"}</strong>? You can undo this.</p>
          <RemovalNote list={config.list} id={item.id} project={projectStore.getState()} />
        </div>
      ),
      type: "danger",
      confirmText: `Delete ${labels.singular}`,
      cancelText: `Keep ${labels.singular}`,
    });
    if (!ok) return;
    // One command: the reducer clears what referred to the item in the same undo step.
    removeEntry(config.list, item.id);
    setEditingId((id) => (id === item.id ? null : id));
  }, [config, labels.singular]);

  const actions = useMemo<ItemCardActions<T>>(() => ({
    edit: (item) => setEditingId(item.id),
    rules: config.RulesView ? (item) => setRulesId(item.id) : undefined,
    playtest: playtestable ? (item) => setPlaytestId(item.id) : undefined,
    duplicate: (item) => {
      const id = duplicateEntry(config.list, item.id);
      noteEdited(config.pageType, id);
      setReveal({ id, nonce: Date.now() });
    },
    remove: (item) => { void remove(item); },
    move: (item, toIndex) => {
      moveEntry(config.list, item.id, toIndex);
      setFocusId(item.id);
      setReveal({ id: item.id, nonce: Date.now() });
    },
    dropOn: (draggedId, targetIndex, after) => {
      const from = allRef.current.findIndex((e) => e.id === draggedId);
      if (from < 0) return;
      let to = after ? targetIndex + 1 : targetIndex;
      if (from < to) to -= 1;
      if (to !== from) moveEntry(config.list, draggedId, to);
    },
    setArt: (item, file) => { void setItemArt(config, item, file, "main"); },
  }), [config, remove, playtestable]);

  // /page?new=1 opens a fresh item (the Overview's quick action), then drops the query so a
  // reload or Back does not make another. It waits until this tab holds the editor lock: a page
  // load starts read-only while the lock is asked for, and an edit made then would be dropped.
  // It also waits for the answer to 'Restore Auto-Saved Project?' when a load asks it, and then
  // adds the item to the project chosen (restoreGate.ts).
  const [params, setParams] = useSearchParams();
  const handledNew = useRef(false);
  const access = useEditorAccess();
  const restoreSettled = useRestoreSettled();
  useEffect(() => {
    if (!handleNewQuery || params.get("new") !== "1" || handledNew.current) return;
    if (access !== "editing" || projectStore.isReadOnly() || !restoreSettled) return;
    handledNew.current = true;
    create();
    const next = new URLSearchParams(params);
    next.delete("new");
    setParams(next, { replace: true });
  }, [handleNewQuery, params, setParams, create, access, restoreSettled]);

  // /page?rules=<item id>&rule=<rule id>&block=<block id> (the export report's links) opens that
  // item's rule builder at the block, then drops the query so a reload does not reopen it. On a
  // load that asks whether to restore, it waits for the answer: the item may be in the auto-save.
  const [rulesFocus, setRulesFocus] = useState<{ ruleId?: string; blockId?: string } | undefined>();
  useEffect(() => {
    const target = params.get("rules");
    if (!target || !config.RulesView || !restoreSettled) return;
    if (all.some((e) => e.id === target)) {
      setRulesId(target);
      setRulesFocus({ ruleId: params.get("rule") ?? undefined, blockId: params.get("block") ?? undefined });
    }
    const next = new URLSearchParams(params);
    for (const k of ["rules", "rule", "block"]) next.delete(k);
    setParams(next, { replace: true });
  }, [params, setParams, all, config.RulesView, restoreSettled]);

  const editing = editingId ? all.find((e) => e.id === editingId) : undefined;
  const rulesItem = rulesId ? all.find((e) => e.id === rulesId) : undefined;
  // An item that vanished (deleted, undone) closes its editor.
  useEffect(() => { if (editingId && !editing) setEditingId(null); }, [editingId, editing]);
  useEffect(() => { if (rulesId && !rulesItem) setRulesId(null); }, [rulesId, rulesItem]);

  const RulesView = config.RulesView;
  // The first pointer, key or focus on the page starts fetching the editor's code and, on a page
  // with rules, the builder's (the download runs off the main thread; the code runs once, when it
  // arrives). A first visit that never touches the page downloads neither.
  const preloaded = useRef(false);
  const preloadCode = useCallback(() => {
    if (preloaded.current) return;
    preloaded.current = true;
    // a failed load is tried again when the view opens
    Promise.resolve(config.RulesView?.preload?.()).catch(() => undefined);
    // the editor's code once the browser is idle, so an action taken at once (an export) does not
    // wait for it: a person takes longer than that to reach a card
    if (typeof requestIdleCallback === "function") requestIdleCallback(() => { void preloadEditor(config); }, { timeout: 500 });
    else setTimeout(() => { void preloadEditor(config); }, 50);
  }, [config]);
  // A page that shows items with rules (an imported or restored project) starts the exporter
  // worker (the live Lua's and Export's) once the browser is idle: such a user opens the builder
  // soon, and its first Lua then finds the worker loaded and warm. It costs this thread nothing;
  // an empty page never does it.
  const hasRules = useMemo(() => all.some((e) => ((e as { rules?: unknown[] }).rules?.length ?? 0) > 0), [all]);
  useEffect(() => {
    const warm = config.RulesView?.warm;
    if (!hasRules || !warm) return;
    if (typeof requestIdleCallback === "function") {
      const id = requestIdleCallback(() => { warm(); }, { timeout: 1000 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(warm, 200);
    return () => clearTimeout(timer);
  }, [hasRules, config.RulesView]);
  // The grid follows the list at background priority: a keystroke in the editor paints the editor
  // first, and the cards (one of which changed) catch up when the browser is free.
  const gridAll = useDeferredValue(all);
  const gridItems = useDeferredValue(visible);
  const positions = useMemo(() => new Map(gridAll.map((e, i) => [e.id, i])), [gridAll]);
  const gridTotal = gridAll.length;
  const renderCard = useCallback((item: T) => (
    <ItemCard item={item} index={positions.get(item.id) ?? 0} total={gridTotal}
      config={config} textColours={textColours} reorderable={reorderable} actions={actions}
      autoFocus={focusId === item.id} />
  ), [positions, gridTotal, config, textColours, reorderable, actions, focusId]);
  const countLine = all.length === 0
    ? `No ${plural} yet`
    : visible.length === all.length
      ? `${all.length} ${all.length === 1 ? labels.singular.toLowerCase() : plural}`
      : `Showing ${visible.length} of ${all.length} ${plural}`;

  return (
    <section className="mx-auto max-w-7xl px-4 py-6 sm:px-8" onPointerDown={() => setFocusId(null)}
      onPointerOver={preloadCode} onFocus={preloadCode} onKeyDown={preloadCode}>
      <header className="mb-5 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold tracking-wide text-white sm:text-4xl">{labels.plural}</h1>
          <p className="mt-1 text-lg text-zinc-400">{modName}</p>
          <p className="mt-1 text-sm font-bold text-zinc-400" data-testid="item-count" aria-live="polite">{countLine}</p>
        </div>
        <button type="button" onClick={create} className="jf-button jf-button-red" data-testid="item-create">
          <ItemIcon name="plus" className="h-5 w-5" />Add New {labels.singular}
        </button>
      </header>

      {all.length > 0 && (
        <div className="mb-5">
          <ItemToolbar pageType={config.pageType} query={query} onQuery={setQuery}
            placeholder={labels.searchPlaceholder ?? "Search by name or key..."}
            sorts={sorts} sort={sort} direction={direction} reorderable={reorderable} hasItems={all.length > 1} />
        </div>
      )}

      {all.length === 0 ? (
        <EmptyState title={labels.emptyTitle ?? `No Custom ${labels.plural} Yet`}
          text={labels.emptyText ?? `Create your first ${labels.singular.toLowerCase()} to get started.`}
          action={<button type="button" onClick={create} className="jf-button jf-button-red"><ItemIcon name="plus" />Create {labels.singular}</button>} />
      ) : visible.length === 0 ? (
        <EmptyState title={`No ${labels.plural} Found`} text={`Nothing matches "${query}".`}
          action={<button type="button" onClick={() => setQuery("")} className="jf-button jf-button-grey">Clear Search</button>} />
      ) : (
        <ItemGrid items={gridItems} label={labels.plural} cardHeight={config.cardHeight ?? DEFAULT_CARD_HEIGHT} reveal={reveal}
          renderCard={renderCard} />
      )}

      {editing && (
        <ItemEditorView config={config} item={editing} onClose={() => setEditingId(null)}
          onDelete={(item) => { void remove(item); }} onRules={RulesView ? (item) => setRulesId(item.id) : undefined} />
      )}
      {playtestId && <PlaytestView itemId={playtestId} onClose={closePlaytest} />}
      {RulesView && rulesItem && <RulesView item={rulesItem} focus={rulesFocus} onClose={() => { setRulesId(null); setRulesFocus(undefined); }} />}
    </section>
  );
}
