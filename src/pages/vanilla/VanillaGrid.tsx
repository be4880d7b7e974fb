// The vanilla grid: rows of cards virtualised with TanStack Virtual against the window's scroll
// (only the rows near the viewport are in the DOM), in the same layout as the project's own grid
// (fixed-height rows, as many columns as fit). It lives in the vanilla page's own chunk, so the
// library never reaches the first visit or the item pages.
import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { memo, useLayoutEffect, useRef, useState, type ReactNode } from "react";

interface VanillaGridProps<T extends { id: string }> {
  items: readonly T[];
  renderCard: (item: T, index: number) => ReactNode;
  cardHeight: number;
  label: string;
  minCardWidth?: number;
  gap?: number;
}

export function VanillaGrid<T extends { id: string }>({ items, renderCard, cardHeight, label, minCardWidth = 232, gap = 20 }: VanillaGridProps<T>) {
  const outer = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const el = outer.current;
    if (!el) return;
    const measure = () => {
      setWidth(el.clientWidth);
      setTop(el.getBoundingClientRect().top + window.scrollY);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.parentElement) observer.observe(el.parentElement);
    return () => observer.disconnect();
  }, []);
  const columns = Math.max(1, Math.floor((width + gap) / (minCardWidth + gap)));
  const stride = cardHeight + gap;
  const rowCount = Math.ceil(items.length / columns);
  const virtualizer = useWindowVirtualizer({ count: rowCount, estimateSize: () => stride, overscan: 2, scrollMargin: top });
  return (
    <div ref={outer} role="grid" aria-label={label} aria-rowcount={rowCount} data-testid="item-grid">
      {width > 0 && (
        <div style={{ height: virtualizer.getTotalSize(), position: "relative" }}>
          {virtualizer.getVirtualItems().map((row) => (
            <Row key={row.key as number} row={row.index} top={row.start - top} height={cardHeight} columns={columns} gap={gap}
              items={items} renderCard={renderCard} />
          ))}
        </div>
      )}
    </div>
  );
}

interface RowProps<T extends { id: string }> {
  row: number;
  top: number;
  height: number;
  columns: number;
  gap: number;
  items: readonly T[];
  renderCard: (item: T, index: number) => ReactNode;
}

function RowView<T extends { id: string }>({ row, top, height, columns, gap, items, renderCard }: RowProps<T>) {
  const cells: ReactNode[] = [];
  for (let i = row * columns; i < Math.min(items.length, (row + 1) * columns); i += 1) {
    cells.push(<div key={items[i].id} role="gridcell" className="min-w-0">{renderCard(items[i], i)}</div>);
  }
  return (
    <div role="row" aria-rowindex={row + 1}
      style={{
        position: "absolute", top: 0, left: 0, right: 0, height, transform: `translateY(${top}px)`,
        display: "grid", gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, columnGap: gap,
      }}>
      {cells}
    </div>
  );
}

const Row = memo(RowView) as typeof RowView;
