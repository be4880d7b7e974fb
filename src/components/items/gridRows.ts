// Which rows of a fixed-row-height grid a viewport needs, as plain arithmetic (ItemGrid).

/** Rows drawn beyond each edge of the viewport, so a fast scroll does not show a gap. */
export const OVERSCAN_ROWS = 2;

/** The scrolled distance and the visible height of whatever scrolls the grid, in px. */
export interface Viewport { offset: number; height: number }

/**
 * The first row to draw and one past the last (overscan included), for rows `stride` px apart
 * starting `margin` px into the scrolled content. Empty ([n, n]) when the grid is out of view.
 */
export function rowRange(view: Viewport, margin: number, stride: number, rowCount: number): [number, number] {
  const top = view.offset - margin;
  const last = Math.min(rowCount, Math.max(0, Math.ceil((top + view.height) / stride) + OVERSCAN_ROWS));
  const first = Math.min(last, Math.max(0, Math.floor(top / stride) - OVERSCAN_ROWS));
  return [first, last];
}
