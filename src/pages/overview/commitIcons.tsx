import type { CommitType } from "../../../domain/model/commitMessage";

// Small line glyphs for the commit categories (our own drawings, 24x24, stroked).
const PATHS: Record<CommitType, string> = {
  feat: "M11 3l1.8 5.2L18 10l-5.2 1.8L11 17l-1.8-5.2L4 10l5.2-1.8zM18 15l.8 2.2L21 18l-2.2.8L18 21l-.8-2.2L15 18l2.2-.8z",
  fix: "M14.5 4a4.5 4.5 0 00-4.2 6.1L4 16.4 7.6 20l6.3-6.3A4.5 4.5 0 0020 9.5l-2.8 2.8-3.1-.9-.9-3.1L16 5.5A4.5 4.5 0 0014.5 4z",
  docs: "M4 5a2 2 0 012-2h14v15H6a2 2 0 00-2 2zM4 20a2 2 0 002 1h14M8 7h8M8 11h6",
  chore: "M12 9a3 3 0 110 6 3 3 0 010-6zM12 2v3M12 19v3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M2 12h3M19 12h3M4.9 19.1L7 17M17 7l2.1-2.1",
  style: "M18 3l3 3-9 9-4 1 1-4zM7 17c-2 0-3 1.5-3 4 2.5 0 4-1 4-3",
  refactor: "M4 10a8 8 0 0114-4l2 2M20 4v4h-4M20 14a8 8 0 01-14 4l-2-2M4 20v-4h4",
  test: "M9 3h6M10 3v6l-5 9a2 2 0 002 3h10a2 2 0 002-3l-5-9V3M7.5 15h9",
  perf: "M13 2L4 14h7l-1 8 9-12h-7z",
};

export function CommitIcon({ type, className = "h-3.5 w-3.5" }: { type: CommitType; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.2} strokeLinecap="round"
      strokeLinejoin="round" aria-hidden="true" className={`shrink-0 ${className}`}>
      <path d={PATHS[type]} />
    </svg>
  );
}
