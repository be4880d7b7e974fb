// The auto-save status pill and the bottom-right corner that holds it. In the first-load bundle:
// the slot shows "Auto-saving..." the moment the project first changes, while the session and its
// indicator (AutoSaveIndicator.tsx, loaded on demand) are still on their way.
import type { ReactNode } from "react";
import { Icon } from "../components/icons/Icon";

export function AutoSaveCorner({ children }: { children: ReactNode }) {
  return (
    <div data-autosave-corner="" className="pointer-events-none fixed bottom-3 right-3 z-[55] flex max-w-[min(24rem,calc(100vw-1.5rem))] flex-col items-end gap-2">
      {children}
    </div>
  );
}

export function AutoSaveStatusPill({ saving }: { saving: boolean }) {
  return (
    <div role="status" data-testid="autosave-status"
      className={`jf-panel flex items-center gap-2 border-l-[6px] bg-felt-dark px-3 py-2 text-sm font-bold text-white ${saving ? "border-chips" : "border-green"}`}>
      {saving
        ? <Icon name="spinner" className="h-4 w-4 jf-spin text-chips" />
        : <Icon name="check" className="h-4 w-4 text-green" />}
      {saving ? "Auto-saving..." : "Auto-saved"}
    </div>
  );
}
