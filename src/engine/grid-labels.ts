import type { Figure, Item } from './figure.ts';

/** Room between a label and the boxes it names, in figure units. */
const GAP = 0.3;
/** A digit of the labels' regular face is at most this many ems wide. */
const DIGIT_EM = 0.6;

/**
 * A square as a sentence is given it: its row and column as the grid's labels number them, from
 * 1. A message words it in its own language and case ("in row 2, column 1", "la fila 2"), never
 * given it worded.
 */
export interface Square {
  row: number;
  col: number;
}

/** The square of cell `i` of a grid `width` squares wide, row by row. */
export const squareOf = (i: number, width: number): Square => ({ row: Math.floor(i / width) + 1, col: (i % width) + 1 });

/** A line of a grid as a sentence is given it: a row (`row` true) or a column, and its number from 1. */
export interface GridLine {
  row: boolean;
  n: number;
}

/** Where a grid's rows and columns sit in its figure: the centre of each, in figure units. */
export interface GridLines {
  /** Each labelled row's vertical centre, top to bottom. */
  rows: readonly number[];
  /** Each labelled column's horizontal centre, left to right. */
  cols: readonly number[];
  /** The labels' type size: no smaller than the grid's own numbers, since a page's smallest text sets its scale. */
  size: number;
}

const shifted = (item: Item, dx: number, dy: number): Item => {
  switch (item.type) {
    case 'box':
    case 'text':
      return { ...item, x: item.x + dx, y: item.y + dy };
    case 'line':
      return { ...item, x1: item.x1 + dx, x2: item.x2 + dx, y1: item.y1 + dy, y2: item.y2 + dy };
    case 'circle':
      return { ...item, cx: item.cx + dx, cy: item.cy + dy };
    case 'curve':
      return { ...item, x1: item.x1 + dx, cx1: item.cx1 + dx, cx2: item.cx2 + dx, x2: item.x2 + dx, y1: item.y1 + dy, cy1: item.cy1 + dy, cy2: item.cy2 + dy, y2: item.y2 + dy };
  }
};

/**
 * The figure with its rows numbered down the left and its columns across the top (1, 2, 3 …),
 * so a sentence naming "row 3, column 2" (a step, a hint, a worked key) names a place the
 * reader can find on the page. The figure moves right and down to make the room.
 */
export function withGridLabels(figure: Figure, lines: GridLines): Figure {
  const { rows, cols, size } = lines;
  const digits = String(Math.max(rows.length, 1)).length;
  const left = rows.length ? GAP + digits * DIGIT_EM * size + GAP / 2 : 0;
  const top = cols.length ? size + GAP : 0;
  const labels: Item[] = [
    ...cols.map((x, c): Item => ({ type: 'text', x: left + x, y: top / 2, text: String(c + 1), size, role: 'coordinate', anchor: 'middle' })),
    ...rows.map((y, r): Item => ({ type: 'text', x: left - GAP, y: top + y, text: String(r + 1), size, role: 'coordinate', anchor: 'end' })),
  ];
  return {
    ...figure,
    width: figure.width + left,
    height: figure.height + top,
    items: [...figure.items.map((item) => shifted(item, left, top)), ...labels],
  };
}
