import type { BookFile } from '../book/bookfile-schema.ts';
import { explain } from '../engine/explain.ts';
import { language } from '../engine/language.ts';
import type { Figure } from '../engine/figure.ts';
import type { PuzzleRecord } from '../kinds/record.ts';
import { getKind } from '../kinds/registry.ts';
import { keyStep, ringStep } from '../engine/worked.ts';
import { type Fit, fitFigure, movedFit, paintFitted } from '../draw/pdf.ts';
import { unnumberedStep, workedWords } from '../templates/index.ts';
import { FONTS, type CaptionLine, type Metrics, measureOf, metricsOf } from './document.ts';
import { answerFigureOf } from './figures.ts';
import { type StandIn, estimatedContent } from './key-estimate.ts';
import { keyDigitSize, keyFigure, keyScales } from './key-figure.ts';
import { breakLines, linesHeight, paintLines } from './key-lines.ts';
import type { Rect } from './layout.ts';
import type { TypeScale } from './type.ts';

/**
 * The book's answer key, set as published puzzle books set theirs: every answer at one small
 * answer scale (its digits at 7.5 pt, key-figure.ts), captioned with its number, kind and page,
 * in several columns, one answer after another whatever its kind, so a key runs a few pages
 * for a book of a hundred puzzles. In a worked key (`worked: true`) each answer's key step is
 * told under it in words, opening with which step it is of how many, with the boxes that step
 * fills ringed in the answer; an answer and its words are never parted (one that does not fit
 * the rest of a column goes whole to the next), and a section whose key steps run long is set
 * in fewer, wider columns rather than as a wall of small type. A worksheet's worked key is set in rows instead (worked.ts), its
 * first steps told for a teacher to talk through.
 */

/** An answer's place on a page of the key, from the top left of the page's answer area. */
export interface PackedAnswer {
  x: number;
  y: number;
  /** Its column's width: the caption and the words wrap to it. */
  width: number;
  height: number;
  /** Points per figure unit. */
  scale: number;
  /** The caption's size, and how many lines it takes (one, but in a column the page's width). */
  captionSize: number;
  captionLines: number;
  /** The figure's height; the key step's words, if any, start a gap below it. */
  figureHeight: number;
  /** The key step's words, line by line, in a worked key. */
  words: string[] | null;
  /** Where the words stand beside the figure (a wide column), how far right of the column's left they start; else they are under it. */
  beside?: number;
}

/** Space between the key's columns, between answers down a column (its bold caption sets each apart, as a newspaper's solutions are), and inside an answer. */
const COLUMN_GAP = 8;
const ANSWER_GAP = 5;
const CAPTION_GAP = 1.5;
const WORDS_GAP = 2;

/**
 * The key's type, from the book's least size for text (7 pt, 11 in large print): answers' digits
 * half a point over it (key-figure.ts); captions as large, in bold, down to the least where a
 * long one needs it to stay on one line; a worked key's words at the least, as a newspaper sets
 * its solutions. Nothing in the key is under the book's least.
 */
export const keyCaptionSize = (type: TypeScale) => keyDigitSize(type);
const keyWordsSize = (type: TypeScale) => type.minFigureText;

/**
 * A column is at least this many of the key's digit size wide: a caption naming its page, or a
 * small grid; a worked key's, the words of a key step, about 27 characters a line.
 */
const COLUMN_EMS = { compact: 11, worked: 14 };

/** How many columns a key's page `width` wide is set in: as many as are each at least COLUMN_EMS wide. */
export function keyColumns(type: TypeScale, width: number, worked: boolean): number {
  const least = COLUMN_EMS[worked ? 'worked' : 'compact'] * keyDigitSize(type);
  return Math.max(1, Math.floor((width + COLUMN_GAP) / (least + COLUMN_GAP)));
}

/** A key step's words stand beside its answer, not under it, where a wide column leaves this many ems of them beside the figure. */
const BESIDE_EMS = 13;
/** Space between an answer and the words beside it. */
const BESIDE_GAP = 8;
/** The width of each of `count` columns across `width`. */
const columnWidth = (width: number, count: number) => (width - (count - 1) * COLUMN_GAP) / count;

/** A page of the key: its answers, and where each is packed. */
export interface PackedPage {
  puzzles: number[];
  packed: PackedAnswer[];
}

/** What the key prints of an answer: its picture (the key step's boxes ringed, in a worked key) and the key step's words, if any. */
interface KeyStepWords {
  figure: Figure;
  words: string | null;
  /** A stand-in's (`build --plan`): its box is planned as tall as any answer of its section may print. */
  standIn?: boolean;
}

const worked = new WeakMap<PuzzleRecord, KeyStepWords>();

/** The record's answer figure and words in a worked key, made once: packing measures them and painting draws them. */
function keyStepOf(record: PuzzleRecord): KeyStepWords {
  let found = worked.get(record);
  if (!found) {
    const kind = getKind(record.kind);
    const explained = explain(kind.stepper, record.puzzle as never);
    const step = keyStep(explained);
    const plain = keyFigure(answerFigureOf(record), true);
    const keyOf = kind.stepper.cellKey && ((cell: number) => kind.stepper.cellKey!(record.puzzle as never, cell));
    found = step
      ? { figure: ringStep(plain, step, keyOf, kind.stepper.candidates?.(record.puzzle as never)), words: workedWords.keyStep({ n: step.n, total: explained.steps.length, step: unnumberedStep(step) }) }
      : { figure: plain, words: null };
    worked.set(record, found);
  }
  return found;
}

const estimated = new Map<string, KeyStepWords>();

/**
 * What the key prints for puzzle `p`: its figure, and the words under it in a worked key; for a
 * stand-in of a plan made before the puzzles (`build --plan`), as its section's would be (key-estimate.ts).
 */
function contentOf(book: BookFile, p: number): KeyStepWords {
  const record = book.puzzles[p]!;
  if (record.puzzle === undefined) {
    const standIn = record as unknown as StandIn;
    const key = JSON.stringify([standIn.kind, standIn.options, standIn.difficulty, book.spec.worked, language()]);
    let found = estimated.get(key);
    if (!found) {
      const content = estimatedContent(standIn, book.spec.worked);
      estimated.set(key, (found = { ...content, figure: keyFigure(content.figure, book.spec.worked), standIn: true }));
    }
    return found;
  }
  return book.spec.worked ? keyStepOf(record) : { figure: keyFigure(answerFigureOf(record), false), words: null };
}

/** An answer measured for a column: its box, but for where it goes. */
type Measured = Omit<PackedAnswer, 'x' | 'y'>;

/**
 * The caption's size: the key's, or as much smaller as keeps it on one line in `width`, but
 * never under the book's least; where even that is too wide, the least, on as many lines as
 * it takes (`wrap`), or null.
 */
function captionIn(metrics: Metrics, type: TypeScale, text: string, width: number, wrap: boolean): { size: number; lines: number } | null {
  for (let size = keyCaptionSize(type); size >= type.minFigureText - 1e-9; size -= 0.25) {
    if (metrics.widthOf(text, size, true) <= width) return { size, lines: 1 };
  }
  if (!wrap) return null;
  const size = type.minFigureText;
  return { size, lines: breakLines(text, width, (line) => metrics.widthOf(line, size, true)).length };
}

/**
 * An answer's box in a column `width` wide, or null where it does not fit one: its caption on
 * one line (on several only where `wrap`, a column the page's width), its figure at the key's
 * scale, or smaller down to the book's least where the column is narrow, its words (if any)
 * wrapped to the column; no taller than `height`. A stand-in's figure (a plan's) is as tall as
 * its kind's answers print when narrow enough not to meet the column's sides: the kind plans the
 * widest of its section's answers (a total of the most digits), and a narrower one prints larger.
 */
function measure(metrics: Metrics, book: BookFile, type: TypeScale, p: number, caption: string, width: number, height: number, wrap: boolean): Measured | null {
  const { figure, words, standIn } = contentOf(book, p);
  const head = captionIn(metrics, type, caption, width, wrap);
  if (!head) return null;
  const wordsSize = keyWordsSize(type);
  const wrapped = (room: number) => (words === null ? null : breakLines(words, room, (line) => metrics.widthOf(line, wordsSize)));
  const above = linesHeight(head.lines, head.size) + CAPTION_GAP;
  const { most, least } = keyScales(figure, type);
  const fitIn = (w: number, h: number) => {
    const fit = fitFigure(figure, { x: 0, y: 0, width: w, height: Math.max(1, h) }, metrics.measure, most);
    return standIn ? { ...fit, height: Math.max(fit.height, fitFigure(figure, { x: 0, y: 0, width: Infinity, height: Math.max(1, h) }, metrics.measure, most).height) } : fit;
  };
  const box = (fit: Fit, lines: string[] | null, rest: number, beside?: number): Measured => ({
    width,
    height: above + rest,
    scale: fit.scale,
    captionSize: head.size,
    captionLines: head.lines,
    figureHeight: fit.height,
    words: lines,
    ...(beside === undefined ? {} : { beside }),
  });
  // Beside the figure, where the column is wide enough to leave the words room.
  const alone = fitIn(width, height - above);
  const room = width - alone.width - BESIDE_GAP;
  if (words !== null && alone.scale >= least * (1 - 1e-9) && room >= BESIDE_EMS * wordsSize) {
    const lines = wrapped(room)!;
    const rest = Math.max(alone.height, linesHeight(lines.length, wordsSize));
    if (above + rest <= height) return box(alone, lines, rest, alone.width + BESIDE_GAP);
  }
  // Under it, across the column.
  const lines = wrapped(width);
  const below = lines ? WORDS_GAP + linesHeight(lines.length, wordsSize) : 0;
  const fit = fitIn(width, height - above - below);
  if (fit.scale < least * (1 - 1e-9)) return null;
  return box(fit, lines, fit.height + below);
}

/** A run of answers set in the same number of columns. */
interface Band {
  columns: number;
  answers: { p: number; box: Measured }[];
}

/** Where an answer goes in a band: its column and its top there. */
interface Slot {
  column: number;
  y: number;
}

/**
 * Answers set one after another down `columns` columns no taller than `limit`: each column
 * takes the next answer while it fits, a gap between two; one that does not fit the rest of a
 * column goes whole to the top of the next (its words are never parted from it). Gives where
 * each answer that fits goes.
 */
function flow(boxes: readonly Measured[], columns: number, limit: number): Slot[] {
  const slots: Slot[] = [];
  let c = 0;
  let used = 0;
  const fits = (h: number) => h <= limit + 1e-9;
  for (const box of boxes) {
    let top = used > 0 ? used + ANSWER_GAP : 0;
    if (!fits(top + box.height)) {
      if (used === 0 || c + 1 === columns) return slots;
      c += 1;
      top = 0;
      if (!fits(box.height)) return slots;
    }
    slots.push({ column: c, y: top });
    used = top + box.height;
  }
  return slots;
}

/** The least column height, to half a point, that holds all of `boxes` in `columns` columns: columns balanced, as a band's last page sets them; null where `limit` is too short. */
function balanced(boxes: readonly Measured[], columns: number, limit: number): number | null {
  const all = (h: number) => flow(boxes, columns, h).length === boxes.length;
  if (!all(limit)) return null;
  let lo = 0;
  let hi = limit;
  while (hi - lo > 0.5) {
    const mid = (lo + hi) / 2;
    if (all(mid)) hi = mid;
    else lo = mid;
  }
  return hi;
}

/**
 * A key step's words are a wall, set in fewer and wider columns, where a section's run this
 * many lines on average in the column: at 7 pt in a 6×9 page's third (27 characters a line),
 * Number Mind's steps ran 26 lines, a column's height of type with its answer a row of digits.
 * By the average, so that a section's columns are those its plan (each answer as long as its
 * band's average, a tenth over: key-estimate.ts) gives it or more, and its key no longer.
 */
const WALL_LINES = 12;

/**
 * The key's pages. Answers go in book order into columns, as many as the page's width holds at
 * the key's scale (`keyColumns`): down the first column, then the next, then on to the next
 * page, every kind after the one before, with no page of its own; an answer that does not fit
 * the rest of a column goes whole to the next. A section whose answers are too wide for those
 * columns (large grids, long lines of working), or whose key steps would stand as walls of
 * small type (`WALL_LINES`), goes, with its neighbours as wide, into a band of fewer, wider
 * columns below, down to one the page's width, where each step stands beside its answer; a band
 * that ends part way down a page has its columns balanced, and the next starts under it.
 * `first` is the first page's area (below the key's title); later pages have the whole `column`.
 */
export function packAnswers(book: BookFile, type: TypeScale, first: Rect, column: Rect, captionOf: (p: number) => CaptionLine[]): PackedPage[] {
  const metrics = metricsOf(book.spec.typeface);
  const most = keyColumns(type, column.width, book.spec.worked);
  // No taller than the first page's room, below the key's title, so every answer fits any page.
  const measured = (p: number, columns: number) => measure(metrics, book, type, p, captionOf(p)[0]!.text, columnWidth(column.width, columns), first.height, columns === 1);
  // Whether its words' lines, on average, run past the wall's.
  const wall = (boxes: readonly Measured[]) => {
    const worded = boxes.filter((box) => box.words);
    return worded.length > 0 && worded.reduce((n, box) => n + box.words!.length, 0) / worded.length > WALL_LINES;
  };
  // Each section in the most columns all its answers fit, its words no wall (a section's answers
  // are alike, and one long line of working should not set a lone answer apart); a band is a
  // run of sections with as many.
  const bands: Band[] = [];
  let next = 0;
  for (const section of book.spec.sections) {
    const puzzles = Array.from({ length: section.count }, (_, i) => next + i);
    next += section.count;
    let chosen: { columns: number; boxes: Measured[] } | undefined;
    let missing = 0;
    for (let columns = most; columns >= 1 && !chosen; columns--) {
      const boxes = puzzles.map((p) => measured(p, columns));
      missing = boxes.findIndex((box) => !box);
      if (missing < 0 && (columns === 1 || !wall(boxes as Measured[]))) chosen = { columns, boxes: boxes as Measured[] };
    }
    if (!chosen) throw new Error(`the answer to ${book.puzzles[puzzles[missing]!]!.id} does not fit a page at ${type.minFigureText} pt`);
    const answers = puzzles.map((p, i) => ({ p, box: chosen.boxes[i]! }));
    const band = bands.at(-1);
    if (band && band.columns === chosen.columns) band.answers.push(...answers);
    else bands.push({ columns: chosen.columns, answers });
  }

  const pages: PackedPage[] = [{ puzzles: [], packed: [] }];
  let top = 0;
  const room = () => (pages.length === 1 ? first.height : column.height) - top;
  const newPage = () => {
    pages.push({ puzzles: [], packed: [] });
    top = 0;
  };
  for (const band of bands) {
    let answers = band.answers;
    const width = columnWidth(column.width, band.columns);
    const x = (c: number) => c * (width + COLUMN_GAP);
    while (answers.length > 0) {
      const boxes = answers.map((a) => a.box);
      const even = balanced(boxes, band.columns, room());
      const limit = even ?? room();
      const slots = flow(boxes, band.columns, limit);
      if (slots.length === 0) {
        // Nothing more fits this page: on to the next.
        newPage();
        continue;
      }
      const page = pages.at(-1)!;
      slots.forEach((slot, i) => {
        const { p, box } = answers[i]!;
        page.puzzles.push(p);
        page.packed.push({ ...box, x: x(slot.column), y: top + slot.y });
      });
      answers = answers.slice(slots.length);
      if (answers.length > 0) newPage();
      else top += limit + ANSWER_GAP;
    }
  }
  return pages.filter((page) => page.puzzles.length > 0);
}

/** Paints a page of the key into `area`. */
export function paintPacked(doc: PDFKit.PDFDocument, book: BookFile, type: TypeScale, area: Rect, page: PackedPage, captionOf: (p: number) => CaptionLine[]): void {
  const metrics = metricsOf(book.spec.typeface);
  page.puzzles.forEach((p, j) => {
    const box = page.packed[j]!;
    const { figure } = contentOf(book, p);
    const x = area.x + box.x;
    let y = area.y + box.y;
    // The caption as printed: its page number no wider than the one it was measured with.
    const caption = breakLines(captionOf(p)[0]!.text, box.width, (line) => metrics.widthOf(line, box.captionSize, true));
    paintLines(doc, caption, x, y, box.captionSize, true);
    y += linesHeight(box.captionLines, box.captionSize) + CAPTION_GAP;
    const fit = fitFigure(figure, { x, y, width: box.width, height: box.figureHeight }, measureOf(doc), box.scale);
    paintFitted(doc, figure, movedFit(fit, x, y), FONTS, measureOf(doc));
    if (!box.words) return;
    const size = keyWordsSize(type);
    if (box.beside !== undefined) return paintLines(doc, box.words, x + box.beside, y, size);
    paintLines(doc, box.words, x, y + box.figureHeight + WORDS_GAP, size);
  });
}
