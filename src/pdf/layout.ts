import type { Rect } from '../draw/pdf.ts';

export type { Rect };

/** Page margin on every side: 0.6 in, inside what home printers can reach. */
export const PAGE_MARGIN = 43.2;

/** Space between neighbouring cells of a grid, in points. */
export const CELL_GAP = 18;

/** The area inside the page margins. */
export function contentBox(page: { width: number; height: number }): Rect {
  return {
    x: PAGE_MARGIN,
    y: PAGE_MARGIN,
    width: page.width - 2 * PAGE_MARGIN,
    height: page.height - 2 * PAGE_MARGIN,
  };
}

/**
 * Columns and rows for `count` cells on a portrait page: up to 3 stack in one column, up to 8
 * in two, up to 12 in three (so 4 → 2×2, 6 → 2×3, 9 → 3×3, 12 → 3×4); more go nearly square.
 */
export function gridShape(count: number): { columns: number; rows: number } {
  if (!Number.isInteger(count) || count < 1) throw new Error(`cannot lay out ${count} cells on a page`);
  const columns = count <= 3 ? 1 : count <= 8 ? 2 : count <= 12 ? 3 : Math.ceil(Math.sqrt(count));
  return { columns, rows: Math.ceil(count / columns) };
}

/** A grid asked for: an exact `cols`×`rows` layout, or `perPage` cells arranged by `gridShape`. */
export interface GridAsk {
  perPage: number;
  cols?: number;
  rows?: number;
}

/** Columns and rows of a grid as asked: the explicit layout when given, else `gridShape(perPage)`. */
export function shapeOf(ask: GridAsk): { columns: number; rows: number } {
  return ask.cols !== undefined && ask.rows !== undefined ? { columns: ask.cols, rows: ask.rows } : gridShape(ask.perPage);
}

/** `perPage` equal cells filling `area` row by row, `CELL_GAP` apart, in the grid `shapeOf` gives. */
export function gridCells(area: Rect, ask: GridAsk | number): Rect[] {
  const grid = typeof ask === 'number' ? { perPage: ask } : ask;
  const count = grid.perPage;
  const { columns, rows } = shapeOf(grid);
  const width = (area.width - (columns - 1) * CELL_GAP) / columns;
  const height = (area.height - (rows - 1) * CELL_GAP) / rows;
  const cells: Rect[] = [];
  for (let i = 0; i < count; i++) {
    const column = i % columns;
    const row = Math.floor(i / columns);
    cells.push({ x: area.x + column * (width + CELL_GAP), y: area.y + row * (height + CELL_GAP), width, height });
  }
  return cells;
}

/** What is left of `area` below a band of `height` points and a gap. */
export function below(area: Rect, height: number, gap: number): Rect {
  const used = Math.min(area.height, height + gap);
  return { x: area.x, y: area.y + used, width: area.width, height: area.height - used };
}
