import type { ReactNode } from "react";

export interface DockTab<T extends string = string> {
  id: T;
  label: string;
  icon?: ReactNode;
}

interface FloatingDockProps<T extends string> {
  tabs: readonly DockTab<T>[];
  /** The selected tab; undefined selects none (a page the dock has no tab for). */
  active: T | undefined;
  onChange: (id: T) => void;
  /** Accessible name of the tab strip, e.g. "Jokers view". */
  label: string;
}

/** The bottom-centred tab strip of the jokers and vanilla pages. Pages render it themselves. */
export function FloatingDock<T extends string>({ tabs, active, onChange, label }: FloatingDockProps<T>) {
  return (
    <div className="jf-beside-sidebar pointer-events-none fixed bottom-4 right-0 z-30 flex justify-center px-2">
      <div role="tablist" aria-label={label} data-testid="floating-dock"
        className="jf-panel pointer-events-auto flex max-w-full gap-1 overflow-x-auto p-1.5">
        {tabs.map((tab) => {
          const selected = tab.id === active;
          return (
            <button key={tab.id} type="button" role="tab" aria-selected={selected}
              onClick={() => { if (!selected) onChange(tab.id); }}
              className={`flex shrink-0 items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-bold transition-colors ${
                selected ? "bg-mult text-white shadow-[0_3px_0_#a8322b]" : "text-zinc-300 hover:bg-panel-light hover:text-white"}`}>
              {tab.icon}
              <span>{tab.label}</span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
