import type { BookFile } from '../book/bookfile-schema.ts';
import { explain } from '../engine/explain.ts';
import type { PuzzleRecord } from '../kinds/record.ts';
import { getKind } from '../kinds/registry.ts';
import { markSteps, type Worked, workedSteps } from '../engine/worked.ts';
import { stepLine, workedWords } from '../templates/index.ts';
import { fitFigure } from '../draw/pdf.ts';
import { type Figure, smallestText } from '../engine/figure.ts';
import { type CaptionLine, type Metrics, captionHeight, figureArea, metricsOf, paintBlocks, paintCaptionedFigure, type TextBlock } from './document.ts';
import { answerFigureOf } from './figures.ts';
import type { Rect } from './layout.ts';
import { type TypeScale, typeFor } from './type.ts';

/**
 * A worksheet's worked answers (`worked: true`, on by default there): each answer a row of the
 * key, its picture on the left with the shown steps' numbers in the corners of the cells they
 * fill, and on the right the first steps of its solution and its key step, one numbered line
 * each, from the step solver's log, for a teacher to talk through from the start. A book's
 * worked key is compact instead (key.ts).
 */

/** Steps shown from the start: short, for a teacher to talk through. */
const FIRST_STEPS = 3;

/** The picture's share of the row's width: the first that prints its answer readably. */
const FIGURE_SHARES = [0.38, 0.5, 0.62];
const COLUMN_GAP = 14;
/** Space between rows. */
export const ROW_GAP = 18;
const LINE_GAP = 2;

/** A worked answer: the steps it shows, its lines of text, and its marked picture. */
interface WorkedAnswer {
  worked: Worked;
  lines: string[];
  figure: Figure;
}

const made = new WeakMap<PuzzleRecord, Map<number, WorkedAnswer>>();

/** The record's worked answer showing `first` steps from the start, made once: planning measures it and painting draws it. */
function workedAnswer(record: PuzzleRecord, first: number): WorkedAnswer {
  const mine = made.get(record) ?? new Map<number, WorkedAnswer>();
  made.set(record, mine);
  const cached = mine.get(first);
  if (cached) return cached;
  const kind = getKind(record.kind);
  const worked = workedSteps(explain(kind.stepper, record.puzzle as never), first);
  const lines: string[] = [];
  let last = 0;
  for (const step of worked.shown) {
    if (step.n > last + 1) lines.push(workedWords.gap({ count: step.n - last - 1 }));
    lines.push(stepLine(step));
    last = step.n;
  }
  if (last < worked.total) lines.push(workedWords.rest({ count: worked.total - last }));
  const keyOf = kind.stepper.cellKey && ((cell: number) => kind.stepper.cellKey!(record.puzzle as never, cell));
  const answer = { worked, lines, figure: markSteps(answerFigureOf(record), worked.shown, keyOf, kind.stepper.candidates?.(record.puzzle as never)) };
  mine.set(first, answer);
  return answer;
}

const blocksOf = (lines: readonly string[], size: number): TextBlock[] => lines.map((text) => ({ text, size, lineGap: LINE_GAP, gap: LINE_GAP + 2 }));

/** The smallest the steps' words are set, where a key step alone is too long for a page at the book's size. */
const SMALLEST_TEXT = 7;

/** How one row is laid out in a column `width` wide. */
export interface RowShape {
  figureWidth: number;
  height: number;
  /** Steps shown from the start: FIRST_STEPS, fewer where their words would not fit a page. */
  first: number;
  /** The steps' type size: the book's caption size, smaller (down to SMALLEST_TEXT) only where the key step alone would not fit a page. */
  size: number;
  /** The steps set below the picture at the column's full width, when beside it they would run past the page. */
  stacked?: { figureHeight: number };
  /**
   * The picture without its step numbers, where at no share of the row they would print at the
   * book's least (a maze's squares: an 8×8's are 32 pt at the widest share of a letter sheet, its
   * numbers 10.9 pt): the answer is drawn as the compact key draws it, no text under the least.
   */
  unmarked?: true;
}

/**
 * The row's shape: the picture as narrow as keeps its answer and its step numbers readable,
 * the text beside it, the row as tall as the taller.
 * Text too long to stand beside the picture on one page goes below it, across the column;
 * where even that runs past the page (a step that works one line long), fewer first steps are
 * shown, down to the key step alone, so no word is printed past the page.
 */
function rowShape(metrics: Metrics, type: TypeScale, record: PuzzleRecord, caption: readonly CaptionLine[], column: Rect): RowShape {
  let shape: RowShape | undefined;
  for (let first = FIRST_STEPS; first >= 0; first--) {
    shape = shapeShowing(metrics, type, record, caption, column, first, type.caption);
    if (shape.height <= column.height) return shape;
  }
  // The key step alone is longer than a page: its words a little smaller, never past the page.
  for (let size = type.caption - 0.5; size >= SMALLEST_TEXT; size -= 0.5) {
    shape = shapeShowing(metrics, type, record, caption, column, 0, size);
    if (shape.height <= column.height) return shape;
  }
  throw new Error(`the worked answer of ${record.id} does not fit a page even at ${SMALLEST_TEXT} pt`);
}

/** The row's shape showing `first` steps from the start; its height may pass the column's. */
function shapeShowing(metrics: Metrics, type: TypeScale, record: PuzzleRecord, caption: readonly CaptionLine[], column: Rect, first: number, size: number): RowShape {
  const { lines, figure: marked } = workedAnswer(record, first);
  const plain = answerFigureOf(record);
  let shape: RowShape = { figureWidth: 0, height: 0, first, size };
  // Never narrower than the caption above it, which names the puzzle's page.
  const captionWidth = Math.max(...caption.map((line) => metrics.widthOf(line.text, line.size, line.bold)));
  let readable = false;
  for (const share of FIGURE_SHARES) {
    const figureWidth = Math.min(column.width, Math.max(column.width * share, captionWidth + 1));
    const area = figureArea({ x: 0, y: 0, width: figureWidth, height: column.height }, caption);
    const fit = fitFigure(plain, area, metrics.measure);
    shape = { figureWidth, height: area.y + fit.height, first, size };
    // Its step numbers too, the smallest text it prints (a large-print sheet set them at 9.7 pt).
    readable = smallestText(marked) * fit.scale >= type.minFigureText;
    if (readable) break;
  }
  if (!readable) shape.unmarked = true;
  const textHeight = (width: number) => column.height - metrics.setBlocks({ x: 0, y: 0, width, height: column.height }, blocksOf(lines, size)).rest.height;
  const beside = captionHeight(caption) + textHeight(column.width - shape.figureWidth - COLUMN_GAP);
  const unmarked = shape.unmarked ? { unmarked: true as const } : {};
  if (beside <= column.height) return { figureWidth: shape.figureWidth, height: Math.max(shape.height, beside), first, size, ...unmarked };
  const below = shape.height + COLUMN_GAP + textHeight(column.width);
  return { figureWidth: shape.figureWidth, height: below, first, size, stacked: { figureHeight: shape.height }, ...unmarked };
}


/** A page of the worked key: its answers, and each row's shape. */
export interface WorkedPage {
  puzzles: number[];
  rows: RowShape[];
}

/**
 * The worked key's pages: rows packed down each page in order; the first page has the key's
 * title above, so less room (`first`), later pages `later`.
 */
export function planWorked(book: BookFile, first: Rect, later: Rect, captionOf: (p: number) => CaptionLine[]): WorkedPage[] {
  const metrics = metricsOf(book.spec.typeface);
  const pages: WorkedPage[] = [];
  let page: WorkedPage | undefined;
  let room = 0;
  book.puzzles.forEach((record, p) => {
    const area = pages.length === 0 ? first : later;
    const row = rowShape(metrics, typeFor(book.spec), record, captionOf(p), area);
    if (!page || row.height > room) {
      page = { puzzles: [], rows: [] };
      pages.push(page);
      room = (pages.length === 1 ? first : later).height;
    }
    page.puzzles.push(p);
    page.rows.push(row);
    room -= row.height + ROW_GAP;
  });
  return pages;
}

/** Paints a page of the worked key into `area`, below its title if it has one. */
export function paintWorkedPage(doc: PDFKit.PDFDocument, book: BookFile, area: Rect, page: WorkedPage, captionOf: (p: number) => CaptionLine[]): void {
  let y = area.y;
  page.puzzles.forEach((p, i) => {
    const record = book.puzzles[p]!;
    const caption = captionOf(p);
    const { height, figureWidth, stacked, first, size, unmarked } = page.rows[i]!;
    const answer = workedAnswer(record, first);
    paintCaptionedFigure(doc, { x: area.x, y, width: figureWidth, height: stacked?.figureHeight ?? height }, caption, unmarked ? answerFigureOf(record) : answer.figure);
    const text = stacked
      ? { x: area.x, y: y + stacked.figureHeight + COLUMN_GAP, width: area.width, height: height - stacked.figureHeight - COLUMN_GAP }
      : { x: area.x + figureWidth + COLUMN_GAP, y: y + captionHeight(caption), width: area.width - figureWidth - COLUMN_GAP, height: height - captionHeight(caption) };
    // Set as the row's shape measured them (the same width, so no block is measured again).
    paintBlocks(doc, metricsOf(book.spec.typeface).setBlocks(text, blocksOf(answer.lines, size)).set);
    y += height + ROW_GAP;
  });
}
