// Line icons used by the item pages, drawn on the same 24x24 grid as components/icons/Icon.
const PATHS = {
  edit: "M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4",
  copy: "M9 9h11v11H9zM5 15H4V4h11v1",
  duplicate: "M8 8h12v12H8zM4 16V4h12M14 11v6M11 14h6",
  trash: "M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6",
  left: "M15 5l-7 7 7 7",
  right: "M9 5l7 7-7 7",
  plus: "M12 5v14M5 12h14",
  search: "M11 4a7 7 0 110 14 7 7 0 010-14zM20 20l-4-4",
  rules: "M4 6h10M4 12h6M4 18h10M17 4v4M15 6h4M14 12h6M17 16v4M15 18h4",
  sortAsc: "M7 4v16M3 16l4 4 4-4M14 5h7M14 10h5M14 15h3",
  sortDesc: "M7 20V4M3 8l4-4 4 4M14 5h3M14 10h5M14 15h7",
  image: "M4 5h16v14H4zM4 15l4-4 4 4 3-3 5 5M15 9v.01",
  grip: "M9 6v.01M15 6v.01M9 12v.01M15 12v.01M9 18v.01M15 18v.01",
  check: "M5 12.5l4.5 4.5L19 7",
  play: "M7 4.5v15l12-7.5z",
} as const;

export type ItemIconName = keyof typeof PATHS;

export function ItemIcon({ name, className = "h-4 w-4" }: { name: ItemIconName; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round"
      aria-hidden="true" className={`shrink-0 ${className}`}>
      <path d={PATHS[name]} />
    </svg>
  );
}
