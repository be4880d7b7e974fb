import { useEffect, useRef, useState, type FocusEvent, type MouseEvent } from "react";
import { Link, useLocation } from "react-router-dom";
import { version } from "../../../package.json";
import { useProject } from "../../store/useProject";
import { Icon } from "../icons/Icon";
import { isGroup, isLeafActive, NAV, type NavGroup, type NavLeaf } from "./navItems";
import { SidebarActions, type HoverHandlers } from "./SidebarActions";

export const SIDEBAR_WIDTH = { expanded: 320, collapsed: 80 } as const;
export const VERSION_LABEL = `v${version}`;

interface SidebarProps {
  collapsed: boolean;
  onCollapsedChange: (collapsed: boolean) => void;
  /** Called after a navigation link is used (phones close the overlay). */
  onNavigate?: () => void;
}

/** What floats beside the collapsed rail: a tooltip or a group's flyout. One at a time, by design. */
interface Floating {
  id: string;
  top: number;
  bottom: number;
}

const CLOSE_DELAY_MS = 150;

export function Sidebar({ collapsed, onCollapsedChange, onNavigate }: SidebarProps) {
  const modName = useProject((p) => p.modMetadata.name);
  const { pathname } = useLocation();
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
  // A flyout belongs to the rail; it must not outlive a switch to the expanded sidebar or a page change.
  useEffect(() => setFloating(null), [collapsed, pathname]);

  const hover = collapsed ? { open, scheduleClose } : undefined;
  const floatingEntry = floating && findEntry(floating.id);

  return (
    <aside aria-label="Sidebar" data-testid="sidebar" data-collapsed={collapsed}
      style={{ width: collapsed ? SIDEBAR_WIDTH.collapsed : SIDEBAR_WIDTH.expanded }}
      className="fixed inset-y-0 left-0 z-40 flex flex-col border-r-2 border-edge bg-felt shadow-[4px_0_0_#0b0f10] transition-[width] duration-200 ease-out">
      <header className={`flex items-center gap-3 border-b-2 border-edge/60 ${collapsed ? "flex-col px-2 py-3" : "px-5 py-3"}`}>
        <img src="/favicon.png" alt="" width={32} height={32} className="h-8 w-8 [image-rendering:pixelated]" />
        {!collapsed && (
          <div className="min-w-0 flex-1">
            <p className="text-xl font-black leading-none tracking-wide text-white">Joker Forge</p>
            <p className="mt-1 text-xs font-bold text-money" data-testid="version-label">{VERSION_LABEL}</p>
          </div>
        )}
        <button type="button" onClick={() => onCollapsedChange(!collapsed)} aria-expanded={!collapsed}
          aria-label={collapsed ? "Expand sidebar" : "Collapse sidebar"} title={collapsed ? "Expand sidebar" : "Collapse sidebar"}
          className="rounded-lg p-2 text-zinc-300 hover:bg-panel-light hover:text-white">
          <Icon name={collapsed ? "chevronsRight" : "chevronsLeft"} />
        </button>
      </header>

      {!collapsed && (
        <div className="mx-4 mt-2.5 flex items-baseline justify-between gap-3 rounded-lg bg-felt-dark/70 px-3 py-1.5">
          <span className="text-[11px] font-bold uppercase tracking-widest text-zinc-500">Project</span>
          <span className="truncate text-sm font-bold text-zinc-200" data-testid="project-name" title={modName}>{modName}</span>
        </div>
      )}

      <nav aria-label="Main" data-testid="sidebar-nav" className={`flex-1 overflow-y-auto ${collapsed ? "px-2 py-3" : "px-3 py-2"}`}>
        <ul className={collapsed ? "flex flex-col items-center gap-1" : "flex flex-col gap-0.5"}>
          {NAV.map((entry) => (
            <li key={entry.id} className={collapsed ? "" : "w-full"}>
              {isGroup(entry)
                ? collapsed
                  ? <GroupIcon group={entry} active={entry.items.some((l) => isLeafActive(l, pathname))}
                    open={floating?.id === entry.id} hover={hover!} onToggle={(e) => floating?.id === entry.id ? setFloating(null) : open(entry.id)(e)} />
                  : <ExpandedGroup group={entry} pathname={pathname} onNavigate={onNavigate} />
                : <LeafLink leaf={entry} active={isLeafActive(entry, pathname)} collapsed={collapsed} hover={hover} onNavigate={onNavigate} />}
            </li>
          ))}
        </ul>
      </nav>

      <SidebarActions collapsed={collapsed} hover={hover} />
      {collapsed && <p className="pb-2 text-center text-[10px] font-bold text-money">{VERSION_LABEL}</p>}

      {collapsed && floating && floatingEntry && (
        "items" in floatingEntry
          ? <Flyout group={floatingEntry} at={floating} pathname={pathname} onEnter={cancelClose} onLeave={scheduleClose}
            onNavigate={() => { setFloating(null); onNavigate?.(); }} />
          : <Tooltip text={floatingEntry.label} at={floating} />
      )}
    </aside>
  );
}

/** Entries that can float: nav leaves, groups and the action buttons (which register labels here). */
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

// Collapsed action buttons show these as tooltips (see SidebarActions).
export const ACTION_TOOLTIPS: Record<string, string> = {
  "action-import": "Import Mod (.jokerforge)",
  "action-save": "Save Mod (.jokerforge)",
  "action-export": "Export Mod Files (.jokerforge)",
};

const leafClass = (active: boolean, collapsed: boolean, nested = false) =>
  `flex items-center rounded-lg font-bold transition-colors ${collapsed ? "h-11 w-11 justify-center" : `w-full gap-3 px-3 ${nested ? "py-1 pl-7 text-sm" : "py-1.5 text-[15px]"}`} ${
    active ? "bg-mult text-white shadow-[0_3px_0_#a8322b]" : "text-zinc-300 hover:bg-panel-light hover:text-white"}`;

function LeafLink({ leaf, active, collapsed, hover, onNavigate, nested }: {
  leaf: NavLeaf; active: boolean; collapsed: boolean; hover?: HoverHandlers; onNavigate?: () => void; nested?: boolean;
}) {
  const hoverProps = hover ? {
    onMouseEnter: hover.open(leaf.id), onMouseLeave: hover.scheduleClose, onFocus: hover.open(leaf.id), onBlur: hover.scheduleClose,
  } : {};
  const content = (
    <>
      <Icon name={leaf.icon} className={nested ? "h-4 w-4" : "h-5 w-5"} />
      {!collapsed && <span className="flex-1 truncate">{leaf.label}</span>}
      {!collapsed && leaf.href && <Icon name="external" className="h-3.5 w-3.5 text-zinc-500" />}
    </>
  );
  const className = leafClass(active, collapsed, nested);
  const label = collapsed ? leaf.label : undefined;
  if (leaf.href) {
    return <a href={leaf.href} target="_blank" rel="noopener noreferrer" className={className} aria-label={label} {...hoverProps}>{content}</a>;
  }
  return (
    <Link to={leaf.to!} className={className} aria-label={label} aria-current={active ? "page" : undefined}
      onClick={onNavigate} {...hoverProps}>{content}</Link>
  );
}

// "More" starts folded so the whole sidebar fits a 1280x800 screen without scrolling.
const FOLDED_AT_START = new Set(["more"]);

function ExpandedGroup({ group, pathname, onNavigate }: { group: NavGroup; pathname: string; onNavigate?: () => void }) {
  const [open, setOpen] = useState(() => !FOLDED_AT_START.has(group.id) || group.items.some((l) => isLeafActive(l, pathname)));
  return (
    <div className="mt-1">
      <button type="button" onClick={() => setOpen(!open)} aria-expanded={open}
        className="flex w-full items-center gap-2 rounded-md px-3 py-1 text-left text-xs font-black uppercase tracking-widest text-zinc-500 hover:text-zinc-300">
        <span className="flex-1">{group.label}</span>
        <Icon name="chevronDown" className={`h-4 w-4 transition-transform ${open ? "" : "-rotate-90"}`} />
      </button>
      {open && (
        <ul className="mt-0.5 flex flex-col gap-0.5">
          {group.items.map((leaf) => (
            <li key={leaf.id}>
              <LeafLink leaf={leaf} nested active={isLeafActive(leaf, pathname)} collapsed={false} onNavigate={onNavigate} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function GroupIcon({ group, active, open, hover, onToggle }: {
  group: NavGroup; active: boolean; open: boolean; hover: HoverHandlers; onToggle: (e: MouseEvent<HTMLElement>) => void;
}) {
  return (
    <button type="button" aria-label={group.label} aria-haspopup="true" aria-expanded={open}
      onMouseEnter={hover.open(group.id)} onMouseLeave={hover.scheduleClose} onClick={onToggle}
      className={`${leafClass(active, true)} relative ${open && !active ? "bg-panel-light text-white" : ""}`}>
      <Icon name={group.icon} />
      <span aria-hidden="true" className="absolute bottom-1 right-1 h-1.5 w-1.5 rounded-full bg-zinc-500" />
    </button>
  );
}

const RAIL_GAP = SIDEBAR_WIDTH.collapsed + 8;

function Tooltip({ text, at }: { text: string; at: Floating }) {
  return (
    <div role="tooltip" data-testid="sidebar-tooltip" style={{ left: RAIL_GAP, top: (at.top + at.bottom) / 2 }}
      className="pointer-events-none fixed z-50 -translate-y-1/2 whitespace-nowrap rounded-lg border-2 border-edge bg-felt-dark px-3 py-1.5 text-sm font-bold text-white shadow-[0_3px_0_#0b0f10]">
      {text}
    </div>
  );
}

function Flyout({ group, at, pathname, onEnter, onLeave, onNavigate }: {
  group: NavGroup; at: Floating; pathname: string; onEnter: () => void; onLeave: () => void; onNavigate: () => void;
}) {
  // Keep the panel on screen when the group sits low in the rail.
  const estimated = 48 + group.items.length * 42;
  const top = Math.max(8, Math.min(at.top, window.innerHeight - estimated - 8));
  return (
    <div role="group" aria-label={group.label} data-testid="sidebar-flyout" style={{ left: RAIL_GAP, top }}
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
