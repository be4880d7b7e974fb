import { lazy, Suspense, useState } from "react";
import { Link, useLocation } from "react-router-dom";
import { version } from "../../../package.json";
import { useProject } from "../../store/useProject";
import { Icon } from "../icons/Icon";
import { isGroup, isLeafActive, NAV, type NavGroup, type NavLeaf } from "./navItems";
import type { RailParts } from "./CollapsedRail";
import { SidebarActions, type HoverHandlers } from "./SidebarActions";

// The rail (icons with tooltips and flyouts) is only needed once the sidebar is collapsed.
const CollapsedRail = lazy(() => import("./CollapsedRail").then((m) => ({ default: m.CollapsedRail })));

export const SIDEBAR_WIDTH = { expanded: 320, collapsed: 80 } as const;
export const VERSION_LABEL = `v${version}`;

const leafClass = (active: boolean, collapsed: boolean, nested = false) =>
  `flex items-center rounded-lg font-bold transition-colors ${collapsed ? "h-11 w-11 justify-center" : `w-full gap-3 px-3 ${nested ? "py-0.5 pl-7 text-sm" : "py-1.5 text-[15px]"}`} ${
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

/** The parts the rail shares with the expanded sidebar (see CollapsedRail.tsx for why they are passed in). */
const RAIL_PARTS: RailParts = { Leaf: LeafLink, Actions: SidebarActions, leafClass, versionLabel: VERSION_LABEL, width: SIDEBAR_WIDTH.collapsed };

interface SidebarProps {
  collapsed: boolean;
  onCollapsedChange: (collapsed: boolean) => void;
  /** Called after a navigation link is used (phones close the overlay). */
  onNavigate?: () => void;
}

export function Sidebar({ collapsed, onCollapsedChange, onNavigate }: SidebarProps) {
  const modName = useProject((p) => p.modMetadata.name);
  const { pathname } = useLocation();

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

      {collapsed ? (
        <Suspense fallback={<div className="flex-1" />}>
          <CollapsedRail pathname={pathname} onNavigate={onNavigate} parts={RAIL_PARTS} />
        </Suspense>
      ) : (
        <>
          <div className="mx-4 mt-2.5 flex items-baseline justify-between gap-3 rounded-lg bg-felt-dark/70 px-3 py-1.5">
            <span className="text-[11px] font-bold uppercase tracking-widest text-zinc-500">Project</span>
            <span className="truncate text-sm font-bold text-zinc-200" data-testid="project-name" title={modName}>{modName}</span>
          </div>
          <nav aria-label="Main" data-testid="sidebar-nav" className="flex-1 overflow-y-auto px-3 py-2">
            <ul className="flex flex-col gap-0.5">
              {NAV.map((entry) => (
                <li key={entry.id} className="w-full">
                  {isGroup(entry)
                    ? <ExpandedGroup group={entry} pathname={pathname} onNavigate={onNavigate} />
                    : <LeafLink leaf={entry} active={isLeafActive(entry, pathname)} collapsed={false} onNavigate={onNavigate} />}
                </li>
              ))}
            </ul>
          </nav>
          <SidebarActions collapsed={false} />
        </>
      )}
    </aside>
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
