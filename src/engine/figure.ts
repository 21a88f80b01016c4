/**
 * The vector scene a kind draws: plain data in abstract units (a Numbrix cell is 1×1).
 * Items carry roles, not colours; the PDF and SVG backends map roles to ink, so a puzzle
 * looks the same on paper and on screen and neither backend knows any kind.
 */

/** Filled and outlined areas. */
export type BoxRole =
  | 'cell' // an empty cell to write in
  | 'given-cell' // a cell holding a printed clue
  | 'block' // a cell no digit goes in, dark (Kakuro's black squares), its clues `block-clue`
  | 'shade' // a background tint
  | 'frame' // an outline with no fill
  | 'ring' // a heavy outline just inside a cell: the cells a worked step looks at
  | 'spot' // nothing drawn: a keyed place (a rule, a score) the archive's player marks
  | 'ink'; // solid black, no outline: a QR code's dark modules

/**
 * Strokes: a cell's line, a heavy rule (a box, a cage, a path, a ring), a line knocked out of a
 * block (Kakuro's diagonal), a loop drawn round letters to mark them (a word search key's
 * rings round its words), a step's chain between candidates (chain.ts): a strong link solid,
 * a weak one dashed, and the thin outline round each candidate it joins; and a maze's walls, the
 * arrows at its doors, its way through and the pictures by its doors (a child's maze: a rocket and
 * its planet), each weighed as a share of its corridor (style.ts).
 */
export type LineRole = 'thin' | 'thick' | 'knockout' | 'loop' | 'link-strong' | 'link-weak' | 'link-node' | 'wall' | 'arrow' | 'way' | 'picture' | 'dotted';

/**
 * Text. `given` is bold, `answer` is what the answer key fills in, `coordinate` a row's or
 * column's number outside a grid (grey, so it never reads as a clue), `block-clue` a clue set
 * on a `block` (white), `sign` a word naming a part of a drawing (a maze's "Start" and "Finish"
 * at its doors: bold and black, as a child's maze book sets them).
 */
export type TextRole = 'given' | 'answer' | 'operator' | 'label' | 'body' | 'coordinate' | 'block-clue' | 'sign';

export type Anchor = 'start' | 'middle' | 'end';

export interface BoxItem {
  type: 'box';
  x: number;
  y: number;
  w: number;
  h: number;
  role: BoxRole;
  /**
   * Names a box a player writes in or a page marks (`cell-2-3`, `total-row-0`, `answer-1`),
   * so the archive's play controls sit over the very boxes drawn. Print ignores it.
   */
  key?: string;
}

export interface LineItem {
  type: 'line';
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  role: LineRole;
}

/** Text whose vertical centre sits at `y`; `x` is its start, middle or end per `anchor`. */
export interface TextItem {
  type: 'text';
  x: number;
  y: number;
  text: string;
  size: number;
  role: TextRole;
  anchor: Anchor;
}

export interface CircleItem {
  type: 'circle';
  cx: number;
  cy: number;
  r: number;
  role: LineRole;
}

/** A stroke along a cubic Bézier curve from (x1, y1) to (x2, y2) by two control points: a piece of a round maze's arc (its points worked out by + − × ÷, engine/mazekit/round.ts, so every engine draws it alike). */
export interface CurveItem {
  type: 'curve';
  x1: number;
  y1: number;
  cx1: number;
  cy1: number;
  cx2: number;
  cy2: number;
  x2: number;
  y2: number;
  role: LineRole;
}

export type Item = BoxItem | LineItem | TextItem | CircleItem | CurveItem;

export interface Figure {
  width: number;
  height: number;
  /**
   * The size, in units, of the figure's running text (rules a reader reads as sentences), if
   * it has any. A page sets that text at its body type size, wrapped to its column (see `Flow`),
   * rather than scaling a fixed column of words up or down.
   */
  body?: number;
  /**
   * Running lines the kind prints under its drawing (Cross Numbers' rules) that a screen's
   * drawing leaves out (`Flow.readable`), for its page to set as its own text at prose size.
   */
  apart?: string[];
  /**
   * A list the kind prints under its drawing (Word Search's words) that a screen's drawing leaves
   * out (`Flow.readable`), for its page to set as a list of its own beside the board at prose
   * size, under `title`, each item one a player can mark (the list stays readable on a phone,
   * where a fitted figure set it 10 px tall and shrank the grid over it).
   */
  list?: { title: string; items: string[] };
  /** The text alternative: what the picture shows, for screen readers and search. */
  alt: string;
  items: Item[];
}

/**
 * How wide a figure with running text may set it: lines of at most `ems` of its body size,
 * measured with `measure` (widths in ems of one unit of type) where the page knows its font.
 */
export interface Flow {
  /** The column, in ems; without it the kind sets its own width. */
  ems?: number;
  measure?: (text: string, weight: 'regular' | 'bold') => number;
  /**
   * For a screen played by touch (the archive): rows of running text a player taps (a Secret
   * Number rule) are at least this many units tall, so a fingertip can hit them. Print has none.
   */
  rowMin?: number;
  /**
   * For a screen, where a figure is fitted to a phone's width (the archive): its small print
   * (row and column numbers, scores) no smaller than its digits, clues a little larger, and
   * rule lines left out of it (`Figure.apart`), since a fitted 9×9 drew them 7 px tall. Print
   * has none: a book's layout is set by its smallest text, and its pages stay as they were.
   */
  readable?: boolean;
  /**
   * For a page played on: a code's answer row (Number Mind, Secret Number) left out of the
   * drawing, since the page sets its boxes apart under it, each a fingertip (the play kit's
   * `Layer.apart`); drawn side by side in a fitted figure they were 20 px on a phone.
   */
  codeApart?: boolean;
  /**
   * Rows and columns numbered around a grid (1, 2, 3 … down the left and across the top), so a
   * reader finds "row 3, column 2" by its label rather than by counting: the archive's screens,
   * where hints name cells, and a book whose spec asks (`coordinates: true`, for a class). Print
   * has none by default, as published puzzle books have none; steps count from the top left.
   */
  coordinates?: boolean;
}

/** Text that names a place rather than being read to solve: signs, rows' and columns' numbers. */
const NAMING: ReadonlySet<TextRole> = new Set(['sign', 'coordinate']);

/**
 * Whether the figure has text a reader solves it by (digits, letters, a cage's sum, rules): any
 * but its signs and rows' and columns' numbers. A figure without (a maze: walls, arrows and the
 * words at its doors) is a drawing, sized by its lines, not by a digit's type.
 */
export function hasClues(figure: Figure): boolean {
  return figure.items.some((item) => item.type === 'text' && !NAMING.has(item.role));
}

/** The smallest text in a figure, so a layout can refuse to print it unreadably small. */
export function smallestText(figure: Figure): number {
  let min = Infinity;
  for (const item of figure.items) if (item.type === 'text') min = Math.min(min, item.size);
  return min;
}

/** The largest text in a figure (Countdown's target), so a page can keep it from ballooning. */
export function largestText(figure: Figure): number {
  let max = 0;
  for (const item of figure.items) if (item.type === 'text') max = Math.max(max, item.size);
  return max;
}

/**
 * The size of a figure's clue digits, the type a reader reads the puzzle by: the size most of
 * its given text is set at (Countdown's cards, not its one larger target), the larger on a tie;
 * a figure with no given text (Secret Number's rules) has its smallest text.
 */
export function digitText(figure: Figure): number {
  const counts = new Map<number, number>();
  for (const item of figure.items) if (item.type === 'text' && item.role === 'given') counts.set(item.size, (counts.get(item.size) ?? 0) + 1);
  let best = 0;
  let most = 0;
  for (const [size, n] of counts) if (n > most || (n === most && size > best)) [best, most] = [size, n];
  return most ? best : smallestText(figure);
}

/**
 * How large a figure's grid is: the boxes a reader writes in or reads a clue from (a Numbrix's
 * cells, a Countdown's cards and target, a Kakuro's blocks too), whatever its kind. Two puzzles of a kind with the
 * same grid size print their digits at the same size throughout a book.
 */
export function gridSize(figure: Figure): number {
  let n = 0;
  for (const item of figure.items) if (item.type === 'box' && (item.role === 'cell' || item.role === 'given-cell' || item.role === 'block')) n++;
  return n;
}
