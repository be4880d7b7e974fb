// The collapsed sidebar's rail: icons with tooltips, group flyouts and the icon-only actions.
// Loaded when the sidebar is first collapsed (phones start collapsed), so an expanded first visit
// does not carry it.
//
// The link, the action buttons and the link style come in as `parts` from Sidebar.tsx instead of
// being imported: when this lazy chunk statically imports the entry's sidebar modules, Rolldown
// 1.2 moves React out of the entry into extra startup chunks (rolldown/rolldown#10263), which
// costs the first visit more than the rail saves.
import { useEffect, useRef, useState, type ComponentType, type FocusEvent, type MouseEvent } from "react";
import { Icon } from "../icons/Icon";
import { isGroup, isLeafActive, NAV, type NavGroup, type NavLeaf } from "./navItems";
import type { HoverHandlers } from "./SidebarActions";

export interface RailParts {
  Leaf: ComponentType<{ leaf: NavLeaf; active: boolean; collapsed: boolean; hover?: HoverHandlers; onNavigate?: () => void }>;
  Actions: ComponentType<{ collapsed: boolean; hover?: HoverHandlers }>;
  leafClass: (active: boolean, collapsed: boolean) => string;
  versionLabel: string;
  /** The rail's width in px (tooltips and flyouts open beside it). */
  width: number;
}

/** What floats beside the rail: a tooltip or a group's flyout. One at a time, by design. */
interface Floating {
  id: string;
  top: number;
  bottom: number;
}

const CLOSE_DELAY_MS = 150;

// The action buttons show these as tooltips (see SidebarActions).
const ACTION_TOOLTIPS: Record<string, string> = {
  "action-import": "Import Mod (.jokerforge)",
  "action-save": "Save Mod (.jokerforge)",
  "action-export": "Export Mod Files (.jokerforge)",
};

export function CollapsedRail({ pathname, onNavigate, parts }: { pathname: string; onNavigate?: () => void; parts: RailParts }) {
  const { Leaf: LeafLink, Actions: SidebarActions, versionLabel } = parts;
  const [floating, setFloating] = useState<Floating | null>(null);
  const closeTimer = useRef<number | undefined>(undefined);

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const open = (id: string) => (event: MouseEvent<HTMLElement> | FocusEvent<HTMLElement>) => {
    cancelClose();
    const rect = event.currentTarget.getBoundingClientRect();
    setFloating({ id, top: rect.top, bottom: rect.bottom });
  };
  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = window.setTimeout(() => setFloating(null), CLOSE_DELAY_MS);
  };

  useEffect(() => {
    if (!floating) return;
    const onKey = (e: KeyboardEvent) => { if (e.key === "Escape") setFloating(null); };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [floating]);
  useEffect(() => () => cancelClose(), []);
  // A flyout must not outlive a page change (expanding the sidebar unmounts the rail).
  useEffect(() => setFloating(null), [pathname]);

  const hover = { open, scheduleClose };
  const floatingEntry = floating && findEntry(floating.id);

  return (
    <>
      <nav aria-label="Main" data-testid="sidebar-nav" className="flex-1 overflow-y-auto px-2 py-3">
        <ul className="flex flex-col items-center gap-1">
          {NAV.map((entry) => (
            <li key={entry.id}>
              {isGroup(entry)
                ? <GroupIcon group={entry} itemClass={parts.leafClass} active={entry.items.some((l) => isLeafActive(l, pathname))}
                  open={floating?.id === entry.id} hover={hover} onToggle={(e) => floating?.id === entry.id ? setFloating(null) : open(entry.id)(e)} />
                : <LeafLink leaf={entry} active={isLeafActive(entry, pathname)} collapsed hover={hover} onNavigate={onNavigate} />}
            </li>
          ))}
        </ul>
      </nav>

      <SidebarActions collapsed hover={hover} />
      <p className="pb-2 text-center text-[10px] font-bold text-money">{versionLabel}</p>

      {floating && floatingEntry && (
        "items" in floatingEntry
          ? <Flyout group={floatingEntry} Leaf={LeafLink} left={parts.width + RAIL_GAP} at={floating} pathname={pathname} onEnter={cancelClose} onLeave={scheduleClose}
            onNavigate={() => { setFloating(null); onNavigate?.(); }} />
          : <Tooltip text={floatingEntry.label} left={parts.width + RAIL_GAP} at={floating} />
      )}
    </>
  );
}

/** Entries that can float: nav leaves, groups and the action buttons. */
function findEntry(id: string): NavLeaf | NavGroup | { label: string } | undefined {
  for (const entry of NAV) {
    if (entry.id === id) return entry;
    if (isGroup(entry)) {
      const leaf = entry.items.find((l) => l.id === id);
      if (leaf) return leaf;
    }
  }
  return ACTION_TOOLTIPS[id] ? { label: ACTION_TOOLTIPS[id] } : undefined;
}

function GroupIcon({ group, itemClass, active, open, hover, onToggle }: {
  group: NavGroup; itemClass: RailParts["leafClass"]; active: boolean; open: boolean; hover: HoverHandlers; onToggle: (e: MouseEvent<HTMLElement>) => void;
}) {
  return (
    <button type="button" aria-label={group.label} aria-haspopup="true" aria-expanded={open}
      onMouseEnter={hover.open(group.id)} onMouseLeave={hover.scheduleClose} onClick={onToggle}
      className={`${itemClass(active, true)} relative ${open && !active ? "bg-panel-light text-white" : ""}`}>
      <Icon name={group.icon} />
      <span aria-hidden="true" className="absolute bottom-1 right-1 h-1.5 w-1.5 rounded-full bg-zinc-500" />
    </button>
  );
}

/** Space between the rail and what floats beside it. */
const RAIL_GAP = 8;

function Tooltip({ text, left, at }: { text: string; left: number; at: Floating }) {
  return (
    <div role="tooltip" data-testid="sidebar-tooltip" style={{ left, top: (at.top + at.bottom) / 2 }}
      className="pointer-events-none fixed z-50 -translate-y-1/2 whitespace-nowrap rounded-lg border-2 border-edge bg-felt-dark px-3 py-1.5 text-sm font-bold text-white shadow-[0_3px_0_#0b0f10]">
      {text}
    </div>
  );
}

function Flyout({ group, Leaf: LeafLink, left, at, pathname, onEnter, onLeave, onNavigate }: {
  group: NavGroup; Leaf: RailParts["Leaf"]; left: number; at: Floating; pathname: string; onEnter: () => void; onLeave: () => void; onNavigate: () => void;
}) {
  // Keep the panel on screen when the group sits low in the rail.
  const estimated = 48 + group.items.length * 42;
  const top = Math.max(8, Math.min(at.top, window.innerHeight - estimated - 8));
  return (
    <div role="group" aria-label={group.label} data-testid="sidebar-flyout" style={{ left, top }}
      onMouseEnter={onEnter} onMouseLeave={onLeave}
      className="jf-panel fixed z-50 w-56 p-2">
      <p className="px-2 pb-1.5 pt-1 text-xs font-black uppercase tracking-widest text-zinc-400">{group.label}</p>
      <ul className="flex flex-col gap-0.5">
        {group.items.map((leaf) => (
          <li key={leaf.id}>
            <LeafLink leaf={leaf} active={isLeafActive(leaf, pathname)} collapsed={false} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </div>
  );
}
