// A virtualised card grid: only the rows near the viewport are in the DOM, so 500 cards
// scroll like 5. Rows have one fixed height (cards clamp their text), so which rows show is plain
// arithmetic on the scroll position: a scroll re-renders only when a row enters or leaves, and
// nothing is measured per frame. The grid scrolls with whatever scrolls the page: the window, or
// the nearest scrolling ancestor if the shell ever makes <main> a scroll box.
import { memo, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import { rowRange, type Viewport } from "./gridRows";

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
      {scroller === undefined || width === 0 ? null : <Rows {...props} columns={columns} gap={gap} outer={outer} scroller={scroller} />}
    </div>
  );
}

interface RowsProps<T extends { id: string }> extends ItemGridProps<T> {
  columns: number;
  gap: number;
  outer: RefObject<HTMLDivElement | null>;
  /** The scrolling element, or null for the window. */
  scroller: HTMLElement | null;
}

/** Where the grid starts inside what scrolls (document or scroller), kept current as the page above it changes. */
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

function viewportOf(scroller: HTMLElement | null): Viewport {
  return scroller ? { offset: scroller.scrollTop, height: scroller.clientHeight } : { offset: window.scrollY, height: window.innerHeight };
}

/**
 * The rows in view, updated on scroll and resize only when a row enters or leaves. The range is
 * worked out while rendering, from the viewport last seen: a list that grows (an import) renders
 * its cards in the same render, which for the grid's deferred list runs in the background in
 * slices. Kept as state, it was corrected only in a layout effect after the commit, and that
 * re-rendered every card in view in one synchronous task.
 */
function useVisibleRows(scroller: HTMLElement | null, margin: number, stride: number, rowCount: number): [number, number] {
  const [view, setView] = useState<Viewport>(() => viewportOf(scroller));
  useLayoutEffect(() => {
    const update = () => {
      const next = viewportOf(scroller);
      setView((current) => {
        if (current.offset === next.offset && current.height === next.height) return current;
        const [from, to] = rowRange(current, margin, stride, rowCount);
        const [nextFrom, nextTo] = rowRange(next, margin, stride, rowCount);
        return from === nextFrom && to === nextTo ? current : next;
      });
    };
    update();
    const target: HTMLElement | Window = scroller ?? window;
    target.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      target.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, [scroller, margin, stride, rowCount]);
  return rowRange(view, margin, stride, rowCount);
}

/** How long after the last scroll event the grid counts as still scrolling. */
const SCROLL_SETTLE_MS = 150;
/**
 * A scroll event this soon after the previous one is a scroll going on (a wheel, a drag, a key
 * held): only then does the grid count as scrolling. A lone jump (a page's height changing, an
 * element brought into view) leaves the cards as they are, so a click just after it lands.
 */
const SCROLL_RUN_MS = 200;

/**
 * While the page scrolls under a still pointer, the cards passing under it take no hover: the grid
 * gets `data-scrolling` and its rows let the pointer through (CSS in balatroCard.css), so no card
 * restyles, starts its hover motion or receives boundary events for the few frames it is under the
 * pointer (that was most of a scrolled frame's work). A scroll moves no pointer (the browser sends
 * no pointermove for it), so the pointer's first real move clears the flag at once, and a click
 * that moves there first (as a person's does) lands as ever; a press clears it too, for the next
 * one. Otherwise the flag clears once the scroll settles. A lone scroll event sets nothing
 * (SCROLL_RUN_MS). Set on the element directly: no React render per scroll event.
 */
function useScrollingFlag(outer: RefObject<HTMLDivElement | null>, scroller: HTMLElement | null) {
  useLayoutEffect(() => {
    const el = outer.current;
    if (!el) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastScroll = -Infinity;
    const settle = () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      el.removeAttribute("data-scrolling");
      window.removeEventListener("pointermove", settle, true);
      window.removeEventListener("pointerdown", settle, true);
    };
    const onScroll = (event: Event) => {
      const previous = lastScroll;
      lastScroll = event.timeStamp;
      if (timer === undefined) {
        if (event.timeStamp - previous > SCROLL_RUN_MS) return;
        el.setAttribute("data-scrolling", "");
        window.addEventListener("pointermove", settle, { capture: true, passive: true });
        window.addEventListener("pointerdown", settle, { capture: true, passive: true });
      } else clearTimeout(timer);
      timer = setTimeout(settle, SCROLL_SETTLE_MS);
    };
    const target: HTMLElement | Window = scroller ?? window;
    target.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      target.removeEventListener("scroll", onScroll);
      settle();
    };
  }, [outer, scroller]);
}

function Rows<T extends { id: string }>(props: RowsProps<T>) {
  const { columns, items, gap, cardHeight, reveal, scroller } = props;
  useScrollingFlag(props.outer, scroller);
  const margin = useScrollMargin(props.outer, scroller);
  const stride = cardHeight + gap;
  const rowCount = Math.ceil(items.length / columns);
  const [first, last] = useVisibleRows(scroller, margin, stride, rowCount);

  const lastReveal = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (!reveal || reveal.nonce === lastReveal.current) return;
    const index = items.findIndex((i) => i.id === reveal.id);
    if (index < 0) return; // not in the list yet: try again when it arrives
    lastReveal.current = reveal.nonce;
    // Scroll only when the row is wholly out of view: a partly visible row is found already,
    // and jumping the page for it would pull the header away. Otherwise bring it to the nearer edge.
    const top = margin + Math.floor(index / columns) * stride;
    const view = viewportOf(scroller);
    if (top + cardHeight > view.offset && top < view.offset + view.height) return;
    const to = top < view.offset ? top : top + cardHeight - view.height;
    if (scroller) scroller.scrollTop = to;
    else window.scrollTo({ top: to });
  }, [reveal, items, columns, cardHeight, stride, margin, scroller]);

  const rows: ReactNode[] = [];
  for (let row = first; row < last; row += 1) {
    const start = row * columns;
    rows.push(
      <GridRow key={row} row={row} top={row * stride} height={cardHeight} columns={columns} gap={gap} start={start}
        items={items} renderCard={props.renderCard} />,
    );
  }
  return <div style={{ height: rowCount * stride, position: "relative" }}>{rows}</div>;
}

interface GridRowProps<T extends { id: string }> {
  row: number;
  top: number;
  height: number;
  columns: number;
  gap: number;
  start: number;
  items: readonly T[];
  renderCard: (item: T, index: number) => ReactNode;
}

function GridRowImpl<T extends { id: string }>({ row, top, height, columns, gap, start, items, renderCard }: GridRowProps<T>) {
  const cells: ReactNode[] = [];
  for (let i = start; i < Math.min(items.length, start + columns); i += 1) {
    cells.push(<div key={items[i].id} role="gridcell" className="min-w-0">{renderCard(items[i], i)}</div>);
  }
  return (
    <div role="row" aria-rowindex={row + 1}
      style={{
        position: "absolute", top: 0, left: 0, right: 0, height,
        transform: `translateY(${top}px)`,
        display: "grid", gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, columnGap: gap,
      }}>
      {cells}
    </div>
  );
}

const GridRow = memo(GridRowImpl) as typeof GridRowImpl;
