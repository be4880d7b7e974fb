import { useCallback, useState } from "react";

export const SIDEBAR_STORAGE_KEY = "joker-forge:sidebar-collapsed";
export const NARROW_QUERY = "(max-width: 767px)";

function readStored(): boolean | null {
  try {
    const raw = localStorage.getItem(SIDEBAR_STORAGE_KEY);
    return raw === null ? null : raw === "true";
  } catch {
    return null;
  }
}

export const isNarrow = () => typeof matchMedia === "function" && matchMedia(NARROW_QUERY).matches;

/**
 * Collapsed or expanded, remembered in localStorage. Phones always start collapsed so the
 * page is usable; there the expanded sidebar is an overlay.
 */
export function useSidebarCollapsed(): [boolean, (collapsed: boolean) => void] {
  const [collapsed, setState] = useState(() => isNarrow() || (readStored() ?? false));
  const setCollapsed = useCallback((next: boolean) => {
    setState(next);
    try {
      localStorage.setItem(SIDEBAR_STORAGE_KEY, String(next));
    } catch {
      // Storage may be full or blocked; the choice then lasts for this visit only.
    }
  }, []);
  return [collapsed, setCollapsed];
}
