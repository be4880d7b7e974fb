// A virtualised card grid: only the rows near the viewport are in the DOM, so 500 cards
// scroll like 5. Rows have one fixed height (cards clamp their text), which keeps the
// virtualiser's arithmetic exact. The grid scrolls with whatever scrolls the page: the window,
// or the nearest scrolling ancestor if the shell ever makes <main> a scroll box.
import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import { useVirtualizer, useWindowVirtualizer, type Virtualizer } from "@tanstack/react-virtual";

export interface ItemGridProps<T extends { id: string }> {
  items: readonly T[];
  renderCard: (item: T, index: number) => ReactNode;
  /** Height of one card in px. */
  cardHeight: number;
  /** Narrowest a card may get before a column is dropped. */
  minCardWidth?: number;
  gap?: number;
  /** Accessible name of the grid. */
  label: string;
  /** Scrolls this item into view whenever a new request arrives (after a move, a create...). */
  reveal?: { id: string; nonce: number } | null;
}

function scrollParentOf(el: HTMLElement | null): HTMLElement | null {
  for (let node = el?.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if ((overflowY === "auto" || overflowY === "scroll") && node !== document.body && node !== document.documentElement) return node;
  }
  return null;
}

function useColumns(ref: RefObject<HTMLDivElement | null>, minCardWidth: number, gap: number) {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth);
    const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width));
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  const columns = Math.max(1, Math.floor((width + gap) / (minCardWidth + gap)));
  return { width, columns };
}

export function ItemGrid<T extends { id: string }>(props: ItemGridProps<T>) {
  const outer = useRef<HTMLDivElement>(null);
  // undefined until measured; null means the window scrolls.
  const [scroller, setScroller] = useState<HTMLElement | null | undefined>(undefined);
  useLayoutEffect(() => { setScroller(scrollParentOf(outer.current)); }, []);
  const gap = props.gap ?? 20;
  const { width, columns } = useColumns(outer, props.minCardWidth ?? 232, gap);
  return (
    <div ref={outer} role="grid" aria-label={props.label} aria-rowcount={Math.ceil(props.items.length / columns)} data-testid="item-grid">
      {scroller === undefined || width === 0 ? null : scroller === null
        ? <WindowRows {...props} columns={columns} gap={gap} outer={outer} />
        : <ElementRows {...props} columns={columns} gap={gap} outer={outer} scroller={scroller} />}
    </div>
  );
}

interface RowsProps<T extends { id: string }> extends ItemGridProps<T> {
  columns: number;
  gap: number;
  outer: RefObject<HTMLDivElement | null>;
}

function useScrollMargin(outer: RefObject<HTMLDivElement | null>, scroller: HTMLElement | null) {
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      const el = outer.current;
      if (!el) return;
      const top = el.getBoundingClientRect().top;
      setMargin(scroller ? top - scroller.getBoundingClientRect().top + scroller.scrollTop : top + window.scrollY);
    };
    measure();
    const observer = new ResizeObserver(measure);
    const el = outer.current;
    if (el?.parentElement) observer.observe(el.parentElement);
    return () => observer.disconnect();
  }, [outer, scroller]);
  return margin;
}

function WindowRows<T extends { id: string }>(props: RowsProps<T>) {
  const scrollMargin = useScrollMargin(props.outer, null);
  const rowCount = Math.ceil(props.items.length / props.columns);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => props.cardHeight + props.gap,
    overscan: 2,
    scrollMargin,
  });
  return <Rows {...props} virtualizer={virtualizer} scrollMargin={scrollMargin} />;
}

function ElementRows<T extends { id: string }>(props: RowsProps<T> & { scroller: HTMLElement }) {
  const scrollMargin = useScrollMargin(props.outer, props.scroller);
  const rowCount = Math.ceil(props.items.length / props.columns);
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => props.scroller,
    estimateSize: () => props.cardHeight + props.gap,
    overscan: 2,
    scrollMargin,
  });
  return <Rows {...props} virtualizer={virtualizer} scrollMargin={scrollMargin} />;
}

function Rows<T extends { id: string }>(props: RowsProps<T> & { virtualizer: Virtualizer<Window, Element> | Virtualizer<HTMLElement, Element>; scrollMargin: number }) {
  const { virtualizer, columns, items, gap, cardHeight, reveal } = props;
  const lastReveal = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (!reveal || reveal.nonce === lastReveal.current) return;
    const index = items.findIndex((i) => i.id === reveal.id);
    if (index < 0) return; // not in the list yet: try again when it arrives
    lastReveal.current = reveal.nonce;
    // Scroll only when the row is wholly out of view: a partly visible row is found already,
    // and jumping the page for it would pull the header away.
    const row = Math.floor(index / columns);
    const top = props.scrollMargin + row * (cardHeight + gap);
    const offset = virtualizer.scrollOffset ?? 0;
    const height = virtualizer.scrollRect?.height ?? 0;
    if (top + cardHeight <= offset || top >= offset + height) virtualizer.scrollToIndex(row, { align: "auto" });
  }, [reveal, items, columns, virtualizer, cardHeight, gap, props.scrollMargin]);

  return (
    <div style={{ height: virtualizer.getTotalSize(), position: "relative" }}>
      {virtualizer.getVirtualItems().map((row) => {
        const start = row.index * columns;
        const rowItems = items.slice(start, start + columns);
        return (
          <div key={row.key} role="row" aria-rowindex={row.index + 1}
            style={{
              position: "absolute", top: 0, left: 0, right: 0, height: cardHeight,
              transform: `translateY(${row.start - props.scrollMargin}px)`,
              display: "grid", gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, columnGap: gap,
            }}>
            {rowItems.map((item, i) => (
              <div key={item.id} role="gridcell" className="min-w-0">{props.renderCard(item, start + i)}</div>
            ))}
          </div>
        );
      })}
    </div>
  );
}
