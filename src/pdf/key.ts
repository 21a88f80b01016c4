import type { BookFile } from '../book/bookfile-schema.ts';
import { explain } from '../engine/explain.ts';
import { type Figure, smallestText } from '../engine/figure.ts';
import type { PuzzleRecord } from '../kinds/record.ts';
import { getKind } from '../kinds/registry.ts';
import { keyStep, ringStep } from '../engine/worked.ts';
import { fitFigure } from '../draw/pdf.ts';
import { unnumberedStep, workedWords } from '../templates/index.ts';
import { CAPTION_GAP, type CaptionLine, type Metrics, captionHeight, metricsOf, paintBlocks, paintCaptionedFigure, type TextBlock } from './document.ts';
import { answerFigureOf } from './figures.ts';
import { CELL_GAP, type Rect } from './layout.ts';
import type { TypeScale } from './type.ts';

/**
 * The book's answer key, compact: answers in columns down the page, each its caption, its
 * answer at the key's small type size and, in a worked key (`worked: true`), its key step in
 * words, opening with which step it is of how many, with the boxes that step fills ringed in
 * the answer. A worksheet's worked key is set in rows instead (worked.ts), its first steps told
 * for a teacher to talk through.
 */

/** An answer's place on a page of the key, from the top left of the page's answer area. */
export interface PackedAnswer {
  x: number;
  y: number;
  /** The column's width where words wrap under the answer (the area's, for an answer too wide for a column); else the answer's own. */
  width: number;
  height: number;
  /** Points per figure unit. */
  scale: number;
  /** The caption's size: the key's, smaller where a narrow column needs it. */
  captionSize: number;
  /** The figure's height; the key step's words, if any, start a gap below it. */
  figureHeight: number;
}

/** Space between answers down a column, and between a figure and its words. */
const ANSWER_GAP = 10;
const WORDS_GAP = 4;
const LINE_GAP = 1;

/**
 * The key's type, from the book's least size for text in a figure (7 pt, 11 in large print):
 * an answer's smallest text (a grid's row numbers) half a point over it, its digits larger;
 * a worked key's words a point over it, as a newspaper sets its solutions; captions a point
 * larger again. Nothing in the key is under the book's least.
 */
const keyText = (type: TypeScale) => type.minFigureText + 0.5;
const keyWordsSize = (type: TypeScale) => type.minFigureText + 1;
export const keyCaptionSize = (type: TypeScale) => type.minFigureText + 2;

/** A column is at least this many of the key's text size wide: about 30 characters of a step's words. */
const COLUMN_EMS = 16;

/** How many columns the key's pages are set in, each at least COLUMN_EMS wide. */
export function keyColumns(type: TypeScale, area: Rect): { count: number; width: number } {
  const least = COLUMN_EMS * keyCaptionSize(type);
  const count = Math.max(1, Math.floor((area.width + CELL_GAP) / (least + CELL_GAP)));
  return { count, width: (area.width - (count - 1) * CELL_GAP) / count };
}

/** A page of the key: its answers, and where each is packed. */
export interface PackedPage {
  puzzles: number[];
  packed: PackedAnswer[];
}

/** What the key prints of an answer: its picture (the key step's boxes ringed, in a worked key) and the key step's words, if any. */
interface KeyStepWords {
  figure: Figure;
  words: string | null;
}

const worked = new WeakMap<PuzzleRecord, KeyStepWords>();

/** The record's answer figure and words in a worked key, made once: packing measures them and painting draws them. */
function keyStepOf(record: PuzzleRecord): KeyStepWords {
  let found = worked.get(record);
  if (!found) {
    const kind = getKind(record.kind);
    const explained = explain(kind.stepper, record.puzzle as never);
    const step = keyStep(explained);
    const plain = answerFigureOf(record);
    const keyOf = kind.stepper.cellKey && ((cell: number) => kind.stepper.cellKey!(record.puzzle as never, cell));
    found = step
      ? { figure: ringStep(plain, step, keyOf), words: workedWords.keyStep({ n: step.n, total: explained.steps.length, step: unnumberedStep(step) }) }
      : { figure: plain, words: null };
    worked.set(record, found);
  }
  return found;
}

/** What the key prints for puzzle `p`: its figure, and the words under it in a worked key. */
function contentOf(book: BookFile, p: number): KeyStepWords {
  const record = book.puzzles[p]!;
  return book.spec.worked ? keyStepOf(record) : { figure: answerFigureOf(record), words: null };
}

const blockOf = (text: string, size: number): TextBlock => ({ text, size, lineGap: LINE_GAP, gap: LINE_GAP + 1 });

/** The height of the words under a figure, set `width` wide. */
function wordsHeight(metrics: Metrics, words: string | null, size: number, width: number): number {
  if (words === null) return 0;
  const area = { x: 0, y: 0, width, height: 1e6 };
  return WORDS_GAP + area.height - metrics.setBlocks(area, [blockOf(words, size)]).rest.height;
}

/**
 * The caption's size: the key's, or as much smaller as keeps it on one line in `width`, but
 * never under the book's least; null where even that is too wide.
 */
function captionSizeIn(metrics: Metrics, type: TypeScale, caption: CaptionLine, width: number): number | null {
  const size = Math.min(keyCaptionSize(type), (keyCaptionSize(type) * width) / metrics.widthOf(caption.text, keyCaptionSize(type), true));
  return size >= type.minFigureText ? Math.floor(size * 4) / 4 : null;
}

/**
 * An answer's box in a column `width` wide, or null if it does not fit one: its figure's
 * smallest text at the key's size, or smaller down to the book's least where the column is
 * narrow, its caption on one line above it, its words (if any) below it.
 */
function measure(metrics: Metrics, book: BookFile, type: TypeScale, p: number, caption: CaptionLine, width: number, height: number): PackedAnswer | null {
  const { figure, words } = contentOf(book, p);
  const captionSize = captionSizeIn(metrics, type, caption, width);
  if (captionSize === null) return null;
  const below = wordsHeight(metrics, words, keyWordsSize(type), width);
  const above = captionHeight([{ ...caption, size: captionSize }]) + CAPTION_GAP;
  const room = { x: 0, y: 0, width, height: Math.max(1, height - above - below) };
  const fit = fitFigure(figure, room, metrics.measure, keyText(type) / smallestText(figure));
  if (smallestText(figure) * fit.scale < type.minFigureText - 1e-9) return null;
  // Words wrap to the column; an answer alone is as wide as its figure or its caption.
  const own = words !== null ? width : Math.min(width, Math.max(fit.width, metrics.widthOf(caption.text, captionSize, true)));
  return { x: 0, y: 0, width: own, height: above + fit.height + below, scale: fit.scale, captionSize, figureHeight: fit.height };
}

/**
 * The key's pages: answers in book order, down the first column, then the next, then on to
 * a new page, so a page holds as many as fit; answers narrow enough (a code, a line of
 * working, a small grid) stand side by side across their column. A worked key's columns are
 * as wide as its words need; a key of answers alone is one column, the page's width. An answer
 * too wide for a column takes the page's width below the columns so far, and the columns go
 * on under it. `first` is the first page's area (below the key's title); later pages have the
 * whole `column`.
 */
export function packAnswers(book: BookFile, type: TypeScale, first: Rect, column: Rect, captionOf: (p: number) => CaptionLine[]): PackedPage[] {
  const metrics = metricsOf(book.spec.typeface);
  const columns = book.spec.worked ? keyColumns(type, column) : { count: 1, width: column.width };
  const pages: PackedPage[] = [];
  let page: PackedPage = { puzzles: [], packed: [] };
  let height = first.height;
  // The columns under way start at `top`; column `c` is filled down to its open shelf, which
  // starts at `shelfY` and is `shelfX` across (0: empty) and `shelfHeight` tall; `bottom` is
  // the lowest point any column reaches.
  let top = 0;
  let c = 0;
  let shelfY = 0;
  let shelfX = 0;
  let shelfHeight = 0;
  let bottom = 0;
  const newPage = () => {
    pages.push(page);
    page = { puzzles: [], packed: [] };
    height = column.height;
    top = c = shelfY = shelfX = shelfHeight = bottom = 0;
  };
  const place = (p: number, box: PackedAnswer, x: number, y: number) => {
    page.puzzles.push(p);
    page.packed.push({ ...box, x, y });
    bottom = Math.max(bottom, y + box.height);
  };
  book.puzzles.forEach((_, p) => {
    const caption = captionOf(p)[0]!;
    // No taller than the first page's room, below the key's title, so every answer fits any page.
    const narrow = measure(metrics, book, type, p, caption, columns.width, first.height);
    if (narrow) {
      const left = c * (columns.width + CELL_GAP);
      if (shelfX > 0 && shelfX + narrow.width <= columns.width && shelfY + narrow.height <= height) {
        // Beside the last answer, on its shelf.
        place(p, narrow, left + shelfX, shelfY);
      } else {
        // On a new shelf below; else at the top of the next column; else on a new page.
        let y = shelfX > 0 ? shelfY + shelfHeight + ANSWER_GAP : shelfY;
        if (y > top && y + narrow.height > height) {
          c += 1;
          y = top;
        }
        if (c === columns.count || (page.puzzles.length > 0 && y + narrow.height > height)) {
          newPage();
          y = 0;
        }
        place(p, narrow, c * (columns.width + CELL_GAP), y);
        shelfY = y;
        shelfX = 0;
        shelfHeight = 0;
      }
      shelfX += narrow.width + CELL_GAP;
      shelfHeight = Math.max(shelfHeight, narrow.height);
      return;
    }
    const wide = measure(metrics, book, type, p, caption, column.width, first.height);
    if (!wide) throw new Error(`the answer to ${book.puzzles[p]!.id} does not fit a page at ${type.minFigureText} pt`);
    let y = page.puzzles.length > 0 ? bottom + ANSWER_GAP : 0;
    if (page.puzzles.length > 0 && y + wide.height > height) {
      newPage();
      y = 0;
    }
    place(p, wide, 0, y);
    top = shelfY = y + wide.height + ANSWER_GAP;
    c = shelfX = shelfHeight = 0;
  });
  if (page.puzzles.length) pages.push(page);
  return pages;
}

/** Paints a page of the key into `area`. */
export function paintPacked(doc: PDFKit.PDFDocument, book: BookFile, type: TypeScale, area: Rect, page: PackedPage, captionOf: (p: number) => CaptionLine[]): void {
  page.puzzles.forEach((p, j) => {
    const box = page.packed[j]!;
    const { figure, words } = contentOf(book, p);
    const caption = captionOf(p).map((line) => ({ ...line, size: box.captionSize }));
    const top = captionHeight(caption) + CAPTION_GAP;
    const cell = { x: area.x + box.x, y: area.y + box.y, width: box.width, height: top + box.figureHeight };
    paintCaptionedFigure(doc, cell, caption, figure, box.scale, 'left');
    if (words !== null) {
      // One block, so where it goes needs no measuring: its top, a gap below the figure.
      paintBlocks(doc, [{ block: blockOf(words, keyWordsSize(type)), x: cell.x, top: cell.y + cell.height + WORDS_GAP, width: box.width }]);
    }
  });
}
