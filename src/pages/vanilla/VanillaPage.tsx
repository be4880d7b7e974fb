// /vanilla and /vanilla/<section>: Vanilla Reforged, the game's own items rebuilt in our model
// (numbers from the game, behaviour from our rule catalog), to browse and to duplicate into the
// mod. Search and the section's filters (a joker's rarity and trigger, a consumable's set) narrow
// the virtualised grid; Duplicate appends an editable copy to the matching list of the project.
import { useCallback, useDeferredValue, useMemo, useState } from "react";
import { Link, useParams } from "react-router-dom";
import { vanillaItems } from "../../../domain/vanilla/items";
import { VANILLA_SECTIONS, type VanillaItem, type VanillaSection } from "../../../domain/vanilla/types";
import { isVanillaSection, VanillaDock, VANILLA_TABS } from "../../components/dock/VanillaDock";
import { useTextColours } from "../../components/description/useTextColours";
import { EmptyState } from "../../components/items/EmptyState";
import { ItemIcon } from "../../components/items/icons";
import { useProject } from "../../store/useProject";
import NotFoundPage from "../NotFoundPage";
import { duplicateVanilla } from "./duplicateVanilla";
import { VanillaCard } from "./VanillaCard";
import { VanillaGrid } from "./VanillaGrid";
import { filterOptions, filtersOf, searchableText, visibleVanillaItems } from "./vanillaFilters";
import { sectionInfo } from "./vanillaSections";

const DEFAULT_CARD_HEIGHT = 520;

function isRouteSection(value: string): value is VanillaSection {
  return (VANILLA_SECTIONS as readonly string[]).includes(value);
}

export default function VanillaPage() {
  const { section = "jokers" } = useParams();
  if (!isRouteSection(section)) return <NotFoundPage />;
  // Keyed: a new section starts with an empty search and no filter.
  return <VanillaSectionPage key={section} section={section} />;
}

interface GridEntry { id: string; v: VanillaItem }

function VanillaSectionPage({ section }: { section: VanillaSection }) {
  const info = sectionInfo(section);
  const label = VANILLA_TABS.find((t) => t.id === section)?.label ?? info.label;
  const plural = label.toLowerCase();
  const items = vanillaItems()[section];
  const filters = filtersOf(section);
  const modName = useProject((p) => p.modMetadata.name);
  const textColours = useTextColours();

  const [query, setQuery] = useState("");
  const [chosen, setChosen] = useState<string[]>(() => filters.map(() => ""));
  const deferredQuery = useDeferredValue(query);
  const searchIndex = useMemo(() => new Map(items.map((v) => [v, searchableText(v)])), [items]);
  const options = useMemo(() => filters.map((f) => filterOptions(f, items)), [filters, items]);
  const visible = useMemo(() => visibleVanillaItems(items, deferredQuery, chosen, searchIndex), [items, deferredQuery, chosen, searchIndex]);
  const entries = useMemo<GridEntry[]>(() => visible.map((v) => ({ id: v.item.id, v })), [visible]);
  const positions = useMemo(() => new Map(items.map((v, i) => [v.gameKey, i])), [items]);
  const filtered = query !== "" || chosen.some((c) => c !== "");
  const clear = () => { setQuery(""); setChosen(filters.map(() => "")); };

  const renderCard = useCallback((entry: GridEntry) => (
    <VanillaCard vanilla={entry.v} info={info} index={positions.get(entry.v.gameKey) ?? 0} total={items.length}
      textColours={textColours} onDuplicate={duplicateVanilla} />
  ), [info, positions, items.length, textColours]);

  const countLine = visible.length === items.length ? `${items.length} ${plural}` : `Showing ${visible.length} of ${items.length} ${plural}`;

  return (
    <div className="pb-24">
      <section className="mx-auto max-w-7xl px-4 py-6 sm:px-8">
        <header className="mb-5">
          <h1 className="text-3xl font-extrabold tracking-wide text-white sm:text-4xl">Vanilla {label}</h1>
          <p className="mt-1 text-lg text-zinc-400">{modName}</p>
          <p className="mt-1 text-sm font-bold text-zinc-400" data-testid="vanilla-count" aria-live="polite">{countLine}</p>
          <p className="mt-3 max-w-3xl text-sm text-zinc-300">
            The game&apos;s own {plural}, rebuilt with this tool&apos;s rules and the game&apos;s numbers. Duplicate one to add an
            editable copy to your mod{section === "decks" ? "." : <>; the game&apos;s decks are under <Link to="/vanilla/decks" className="font-bold text-chips hover:underline">Vanilla Decks</Link>.</>}
          </p>
        </header>

        <div className="jf-panel mb-5 flex flex-col gap-2 p-2 lg:flex-row lg:items-center">
          <label className="relative flex-1">
            <span className="sr-only">Search vanilla {plural}</span>
            <ItemIcon name="search" className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-zinc-500" />
            <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} data-testid="vanilla-search"
              placeholder="Search name, key or text..."
              className="w-full rounded-lg border-2 border-edge bg-felt-dark py-2 pl-9 pr-3 text-white placeholder:text-zinc-500 outline-none focus:border-chips" />
          </label>
          {filters.length > 0 && (
            <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
              {filters.map((filter, i) => (
                <label key={filter.label} className="flex items-center gap-2 text-sm font-bold text-zinc-300">
                  <span className="w-14 shrink-0 sm:w-auto">{filter.label}</span>
                  <select value={chosen[i]} aria-label={filter.label} data-testid={`vanilla-filter-${filter.label.toLowerCase()}`}
                    onChange={(e) => setChosen((c) => c.map((value, j) => (j === i ? e.target.value : value)))}
                    className="min-w-0 flex-1 cursor-pointer rounded-lg border-2 border-edge bg-felt-dark px-2 py-2 text-white outline-none focus:border-chips sm:flex-none">
                    <option value="">{filter.allLabel}</option>
                    {options[i].map((o) => <option key={o.value} value={o.value}>{o.label} ({o.count})</option>)}
                  </select>
                </label>
              ))}
            </div>
          )}
          {filtered && (
            <button type="button" onClick={clear} className="jf-button jf-button-grey !py-2 text-sm">Clear</button>
          )}
        </div>

        {entries.length === 0 ? (
          <EmptyState title={`No Vanilla ${label} Found`} text={query ? `Nothing matches "${query}" with these filters.` : "Nothing matches these filters."}
            action={<button type="button" onClick={clear} className="jf-button jf-button-grey">Clear Search and Filters</button>} />
        ) : (
          <VanillaGrid items={entries} label={`Vanilla ${label}`} cardHeight={info.config.cardHeight ?? DEFAULT_CARD_HEIGHT} renderCard={renderCard} />
        )}
      </section>
      <VanillaDock active={isVanillaSection(section) ? section : undefined} />
    </div>
  );
}
