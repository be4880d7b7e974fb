// Our own line icons as bare path data: one tiny component instead of an icon library, so the
// shell stays inside the first-load budget. 24x24 grid, stroked with currentColor.
//
// The paths the first screen draws (expanded sidebar, toolbar, overview) are here; the others
// (moreIcons.ts) load the first time one of them is drawn. Until then that icon's box stays
// empty for a moment, which is harmless: icons are decorative (aria-hidden) and keep their size.
import { useEffect, useSyncExternalStore } from "react";
import type { MORE_PATHS } from "./moreIcons";

const PATHS = {
  home: "M3 11l9-8 9 8M5 10v10h5v-6h4v6h5V10",
  document: "M6 3h9l4 4v14H6zM14 3v5h5M9 13h7M9 17h7",
  joker: "M7 3h10a2 2 0 012 2v14a2 2 0 01-2 2H7a2 2 0 01-2-2V5a2 2 0 012-2zM9 14c1.5 2 4.5 2 6 0M9.5 9.5v.01M14.5 9.5v.01",
  star: "M12 3l2.6 5.6 6 .7-4.5 4.1 1.2 6L12 16.4l-5.3 3 1.2-6-4.5-4.1 6-.7z",
  seal: "M12 3a6 6 0 110 12 6 6 0 010-12zM8.6 13.8L7 21l5-3 5 3-1.6-7.2",
  sparkles: "M11 3l1.8 5.2L18 10l-5.2 1.8L11 17l-1.8-5.2L4 10l5.2-1.8zM18 15l.8 2.2L21 18l-2.2.8L18 21l-.8-2.2L15 18l2.2-.8z",
  flask: "M9 3h6M10 3v6l-5 9a2 2 0 002 3h10a2 2 0 002-3l-5-9V3M7.5 15h9",
  gift: "M4 8h16v4H4zM5 12h14v9H5zM12 8v13M12 8C10 4 7 4 7 6.5S10 8 12 8s5 0 5-1.5S14 4 12 8",
  ticket: "M3 7h18v3a2 2 0 000 4v3H3v-3a2 2 0 000-4zM15 7v2M15 11v2M15 15v2",
  speaker: "M4 9h4l5-4v14l-5-4H4zM16 9a4 4 0 010 6M18.5 6.5a8 8 0 010 11",
  deck: "M9 3h9a2 2 0 012 2v12M5 7h10a2 2 0 012 2v10a2 2 0 01-2 2H5a2 2 0 01-2-2V9a2 2 0 012-2z",
  folder: "M3 6a2 2 0 012-2h4l2 2h8a2 2 0 012 2v10a2 2 0 01-2 2H5a2 2 0 01-2-2z",
  code: "M8 7l-5 5 5 5M16 7l5 5-5 5M14 4l-4 16",
  upload: "M12 15V3M7 8l5-5 5 5M4 16v4h16v-4",
  download: "M12 3v12M7 10l5 5 5-5M4 16v4h16v-4",
  bookmark: "M6 3h12v18l-6-4-6 4z",
  chevronDown: "M6 9l6 6 6-6",
  chevronsLeft: "M11 17l-5-5 5-5M18 17l-5-5 5-5",
  info: "M12 3a9 9 0 110 18 9 9 0 010-18zM12 11v6M12 7.5v.01",
} as const;

export type IconName = keyof typeof PATHS | keyof typeof MORE_PATHS;

let more: Readonly<Record<string, string>> | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function loadMore() {
  loading ??= import("./moreIcons").then(
    (m) => {
      more = m.MORE_PATHS;
      listeners.forEach((listener) => listener());
    },
    () => { loading = null; }, // offline or a stale deploy: the next icon drawn tries again
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => { listeners.delete(listener); };
}

const getMore = () => more;

export function Icon({ name, className = "h-5 w-5" }: { name: IconName; className?: string }) {
  const loaded = useSyncExternalStore(subscribe, getMore, getMore);
  const path = (PATHS as Readonly<Record<string, string>>)[name] ?? loaded?.[name];
  useEffect(() => { if (path === undefined) loadMore(); }, [path]);
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round"
      strokeLinejoin="round" aria-hidden="true" className={`shrink-0 ${className}`}>
      {path && <path d={path} />}
    </svg>
  );
}
