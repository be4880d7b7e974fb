// The card grid draws the rows a viewport needs, by arithmetic on the scroll position (ItemGrid).
import { describe, expect, it } from "vitest";
import { OVERSCAN_ROWS, rowRange } from "../../../src/components/items/gridRows";

const STRIDE = 540; // a 520 px card and a 20 px gap

describe("grid rows in view", () => {
  it("draws the rows the viewport touches plus the overscan on each side", () => {
    // grid starting 300 px down the page, scrolled so rows 10 to 11 fill an 800 px viewport
    const offset = 300 + 10 * STRIDE + 100;
    expect(rowRange({ offset, height: 800 }, 300, STRIDE, 40)).toEqual([10 - OVERSCAN_ROWS, 12 + OVERSCAN_ROWS]);
  });

  it("starts at row 0 at the top and stops at the last row at the bottom", () => {
    expect(rowRange({ offset: 0, height: 800 }, 300, STRIDE, 40)).toEqual([0, 1 + OVERSCAN_ROWS]);
    const bottom = 300 + 40 * STRIDE - 800;
    expect(rowRange({ offset: bottom, height: 800 }, 300, STRIDE, 40)).toEqual([38 - OVERSCAN_ROWS, 40]);
  });

  it("draws nothing when the grid is far out of view, and never a negative or reversed range", () => {
    expect(rowRange({ offset: 0, height: 800 }, 50_000, STRIDE, 40)).toEqual([0, 0]);
    expect(rowRange({ offset: 90_000, height: 800 }, 0, STRIDE, 40)).toEqual([40, 40]);
    expect(rowRange({ offset: 0, height: 800 }, 0, STRIDE, 0)).toEqual([0, 0]);
  });

  it("keeps every row that shows any pixel, for any scroll position", () => {
    for (let offset = 0; offset < 30 * STRIDE; offset += 97) {
      const [first, last] = rowRange({ offset, height: 777 }, 123, STRIDE, 30);
      for (let row = 0; row < 30; row += 1) {
        const top = 123 + row * STRIDE;
        const shows = top < offset + 777 && top + 520 > offset;
        if (shows) expect(row >= first && row < last, `row ${row} at offset ${offset}`).toBe(true);
      }
    }
  });
});
