import type { PAGE_SIZES } from '../book/spec.ts';
import type { Rect } from '../draw/pdf.ts';

export type { Rect };
export type PageSize = (typeof PAGE_SIZES)[number];

const INCH = 72;

/** Page margin on every side at home sizes, and top and bottom on trims: 0.6 in, inside what home printers reach. */
export const PAGE_MARGIN = 0.6 * INCH;

/** Space between neighbouring cells of a grid, in points. */
export const CELL_GAP = 18;

interface SizeInfo {
  width: number;
  height: number;
  /** A print-on-demand trim: mirror margins, a gutter by page count, an even page count. */
  trim: boolean;
}

const SIZES: Record<PageSize, SizeInfo> = {
  letter: { width: 8.5 * INCH, height: 11 * INCH, trim: false },
  // pdfkit's A4, 210 × 297 mm.
  a4: { width: 595.28, height: 841.89, trim: false },
  // Print-on-demand trims, KDP's common paperback sizes.
  '5x8': { width: 5 * INCH, height: 8 * INCH, trim: true },
  '5.5x8.5': { width: 5.5 * INCH, height: 8.5 * INCH, trim: true },
  '6x9': { width: 6 * INCH, height: 9 * INCH, trim: true },
  '7x10': { width: 7 * INCH, height: 10 * INCH, trim: true },
  '8x10': { width: 8 * INCH, height: 10 * INCH, trim: true },
  '8.25x11': { width: 8.25 * INCH, height: 11 * INCH, trim: true },
  '8.5x11': { width: 8.5 * INCH, height: 11 * INCH, trim: true },
};

/**
 * The inside (gutter) margin print-on-demand printers ask for, by page count (KDP's table
 * for books without bleed): the thicker the book, the more of the page the binding hides.
 */
export function gutterFor(pages: number): number {
  if (pages <= 150) return 0.375 * INCH;
  if (pages <= 300) return 0.5 * INCH;
  if (pages <= 500) return 0.625 * INCH;
  if (pages <= 700) return 0.75 * INCH;
  return 0.875 * INCH;
}

/** Outside margin on trims: KDP's 0.25 in minimum (0.375 in with bleed) plus room for the cut to wander. */
const TRIM_OUTSIDE = 0.5 * INCH;
/**
 * Added to the printer's gutter on trims, so the inside margin is always wider than the
 * outside: the gutter table is what the binding hides, and a reader's eye wants the text
 * column a little away from the spine as well.
 */
const INSIDE_EXTRA = 0.25 * INCH;
/** Bleed beyond the trim on the outside, top and bottom: the print-on-demand standard 0.125 in. */
export const BLEED = 0.125 * INCH;

/** How a book's pages are set up: its size, and whether its pages carry bleed. */
export interface PageSetup {
  size: PageSize;
  bleed?: boolean;
}

const setupOf = (page: PageSetup | PageSize): PageSetup => (typeof page === 'string' ? { size: page } : page);

/** A document's pages: their size and margins, which on trims depend on how many pages there are. */
export interface Geometry {
  /** The trimmed page, in points. */
  width: number;
  height: number;
  /** Bleed beyond the trim on the outside, top and bottom (0 without). */
  bleed: number;
  trim: boolean;
  top: number;
  bottom: number;
  /** The margin at the binding; on home sizes the same as the outside. */
  inside: number;
  outside: number;
}

export function geometry(page: PageSetup | PageSize, pageCount: number): Geometry {
  const { size, bleed } = setupOf(page);
  const { width, height, trim } = SIZES[size];
  const inside = trim ? gutterFor(pageCount) + INSIDE_EXTRA : PAGE_MARGIN;
  const outside = trim ? TRIM_OUTSIDE : PAGE_MARGIN;
  return { width, height, bleed: bleed ? BLEED : 0, trim, top: PAGE_MARGIN, bottom: PAGE_MARGIN, inside, outside };
}

/** Width and height of the sheet in points, for pdfkit: the trim, plus bleed on the outside, top and bottom. */
export function pageDimensions(page: PageSetup | PageSize): [number, number] {
  const { size, bleed } = setupOf(page);
  const extra = bleed ? BLEED : 0;
  return [SIZES[size].width + extra, SIZES[size].height + 2 * extra];
}

/** Where the trimmed page sits on page `page`'s sheet: with bleed, left-hand pages have theirs on the left. */
export function trimBox(g: Geometry, page: number): Rect {
  return { x: page % 2 === 0 ? g.bleed : 0, y: g.bleed, width: g.width, height: g.height };
}

/** The fewest pages print-on-demand services bind (KDP and IngramSpark paperbacks: 24). */
export const FEWEST_POD_PAGES = 24;
/** The most pages KDP binds in a paperback, by paper (white 828, cream 776). */
export const MOST_POD_PAGES = { white: 828, cream: 776 } as const;

/** The trimmed page's width and height in points. */
export function trimSize(size: PageSize): { width: number; height: number } {
  return { width: SIZES[size].width, height: SIZES[size].height };
}

/** Whether a page size is a print-on-demand trim. */
export const isTrim = (size: PageSize) => SIZES[size].trim;

/** A trim's page count is even: printers bind sheets, two pages to a sheet. */
export function paddedCount(size: PageSize, pages: number): number {
  return SIZES[size].trim && pages % 2 === 1 ? pages + 1 : pages;
}

/**
 * The area inside the margins of page `page` (from 1). In a bound book odd pages are
 * right-hand pages, so their gutter is on the left; even pages have it on the right.
 */
export function contentBox(g: Geometry, page: number): Rect {
  const trim = trimBox(g, page);
  const left = page % 2 === 1 ? g.inside : g.outside;
  return { x: trim.x + left, y: trim.y + g.top, width: g.width - g.inside - g.outside, height: g.height - g.top - g.bottom };
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
