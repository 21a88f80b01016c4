import type { BookFile } from '../book/bookfile-schema.ts';
import { explain } from '../engine/explain.ts';
import type { PuzzleRecord } from '../kinds/record.ts';
import { getKind } from '../kinds/registry.ts';
import { markSteps, type Worked, workedSteps } from '../engine/worked.ts';
import { stepLine, workedWords } from '../templates/index.ts';
import { fitFigure } from '../draw/pdf.ts';
import { type Figure, hasClues, smallestText } from '../engine/figure.ts';
import { CAPTION_GAP, type CaptionLine, type Metrics, captionHeight, figureArea, metricsOf, paintBlocks, paintCaptionedFigure, type TextBlock } from './document.ts';
import { answerFigureOf } from './figures.ts';
import { type StandIn, estimatedContent } from './key-estimate.ts';
import { keyFigure, keyScales } from './key-figure.ts';
import type { Rect } from './layout.ts';
import { LEADING, type TypeScale, typeFor } from './type.ts';

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

const made = new WeakMap<PuzzleRecord, Map<string, WorkedAnswer>>();

/**
 * The record's worked answer showing `first` steps from the start, made once: planning measures
 * it and painting draws it. `packed`: its picture as a packed key draws it (key-figure.ts: its
 * small print as large as its digits), else as the puzzle's page does.
 */
function workedAnswer(record: PuzzleRecord, first: number, packed = false): WorkedAnswer {
  const mine = made.get(record) ?? new Map<string, WorkedAnswer>();
  made.set(record, mine);
  const cached = mine.get(`${first} ${packed}`);
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
  const drawn = packed ? keyFigure(answerFigureOf(record), true) : answerFigureOf(record);
  const answer = { worked, lines, figure: markSteps(drawn, worked.shown, keyOf, kind.stepper.candidates?.(record.puzzle as never)) };
  mine.set(`${first} ${packed}`, answer);
  return answer;
}

const blocksOf = (lines: readonly string[], size: number): TextBlock[] => lines.map((text) => ({ text, size, lineGap: LINE_GAP, gap: LINE_GAP + 2 }));

/**
 * The smallest the steps' words are set, where a key step alone is too long for its room at the
 * book's size: the least any text of the book prints (11 pt in large print, where a packed key's
 * words once shrank to 10).
 */
const smallestWords = (type: TypeScale) => type.minFigureText;

/** How one row is laid out in a column `width` wide. */
export interface RowShape {
  figureWidth: number;
  height: number;
  /** Steps shown from the start: FIRST_STEPS, fewer where their words would not fit a page. */
  first: number;
  /** The steps' type size: the book's caption size, smaller (down to `smallestWords`) only where the key step alone would not fit a page. */
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
  for (let size = type.caption - 0.5; size >= smallestWords(type); size -= 0.5) {
    shape = shapeShowing(metrics, type, record, caption, column, 0, size);
    if (shape.height <= column.height) return shape;
  }
  throw new Error(`the worked answer of ${record.id} does not fit a page even at ${smallestWords(type)} pt`);
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


/** Where a row stands on its page, from the top left of the page's answer area. */
export interface PlacedRow extends RowShape {
  x: number;
  y: number;
  /** Its column's width: the steps' words wrap to it. */
  width: number;
  /** The picture's scale, in points per figure unit, where the key packs its answers (at most); else as large as its box. */
  scale?: number;
}

/** A page of the worked key: its answers, and where each row stands. */
export interface WorkedPage {
  puzzles: number[];
  rows: PlacedRow[];
}

/**
 * The worked key's pages. Packed, as a book's key is (several answers a page, `packWorked`),
 * unless the spec asks for each answer on a page of its own (`keyPerPage`), its picture as
 * large as its step numbers need. The first page has the key's title above, so less room
 * (`first`), later pages `later`.
 */
export function planWorked(book: BookFile, first: Rect, later: Rect, captionOf: (p: number) => CaptionLine[]): WorkedPage[] {
  if (!book.spec.keyPerPage) return packWorked(book, first, later, captionOf);
  const metrics = metricsOf(book.spec.typeface);
  return book.puzzles.map((record, p) => {
    const area = p === 0 ? first : later;
    // A plan's stand-in (`build --plan`): a page, whatever its row.
    if (record.puzzle === undefined) return { puzzles: [p], rows: [{ figureWidth: area.width, height: area.height, first: 0, size: 0, x: 0, y: 0, width: area.width }] };
    const row = rowShape(metrics, typeFor(book.spec), record, captionOf(p), area);
    return { puzzles: [p], rows: [{ ...row, x: 0, y: 0, width: area.width }] };
  });
}

/** Lines of the steps' words a packed row keeps room for: three first steps and a key step of a grid kind, most of the time. */
const TEXT_LINES = 6;
/** The words stand beside the picture where the column leaves them this many ems of their size; else under it. */
const BESIDE_EMS = 12;
/** key-figure.ts sets a drawing's unit at 1.5 of the key's digits; a packed row at one. */
const DRAWING_SHARE = 1.5;

/** The shape every answer of a section takes in a packed key: its columns, and each slot's size and picture. */
interface Slot {
  columns: number;
  width: number;
  height: number;
  /** The picture's box (at least its caption's width, where the words stand beside it) and height, and its scale. */
  figureWidth: number;
  figureHeight: number;
  scale: number;
  beside: boolean;
}

const planned = new Map<string, Figure>();

/** The answer's picture as a packed key sizes it, a plan's stand-in as its section's options draw one (key-estimate.ts). */
function sizingFigure(book: BookFile, p: number): Figure {
  const record = book.puzzles[p]!;
  if (record.puzzle !== undefined) return keyFigure(answerFigureOf(record), true);
  const standIn = record as unknown as StandIn;
  const key = JSON.stringify([standIn.kind, standIn.options, standIn.difficulty]);
  let found = planned.get(key);
  if (!found) planned.set(key, (found = keyFigure(estimatedContent(standIn, false).figure, true)));
  return found;
}

/** The height of `count` lines of the steps' words at `size`, as `blocksOf` sets them. */
const linesRoom = (count: number, size: number) => count * (size * LEADING + LINE_GAP + 2);

/**
 * A section's slot in `columns` columns `width` wide, or null where its pictures do not fit
 * one at the key's least scale: each picture at the compact key's scale (its digits at the key's
 * size, key-figure.ts; a maze's corridor a cell of them), its caption above, and room for
 * `TEXT_LINES` of words beside it or under it.
 */
function slotOf(metrics: Metrics, type: TypeScale, figures: readonly Figure[], captions: readonly (readonly CaptionLine[])[], columns: number, columnWidth: number): Slot | null {
  const scales = figures.map((figure) => keyScales(figure, type));
  // Its span at a unit's scale, its margin and any text past its edges in it, as `fitFigure` fits it.
  const spans = figures.map((f) => fitFigure(f, { x: 0, y: 0, width: Infinity, height: Infinity }, metrics.measure, 1));
  const wide = Math.max(...spans.map((f) => f.width));
  const tall = Math.max(...spans.map((f) => f.height));
  // A drawing (a maze) at a corridor of the key's digits, not the half as much again a book's key gives it: a teacher follows its way at 4 mm.
  let scale = Math.min(...figures.map((f, i) => (hasClues(f) ? scales[i]!.most : Math.max(scales[i]!.least, scales[i]!.most / DRAWING_SHARE))));
  if (wide * scale > columnWidth) scale = columnWidth / wide;
  if (columns > 1 && scale < Math.max(...scales.map((s) => s.least)) * (1 - 1e-9)) return null;
  const captionWidth = Math.max(...captions.flatMap((caption) => caption.map((line) => metrics.widthOf(line.text, line.size, line.bold))));
  const head = Math.max(...captions.map((caption) => captionHeight(caption))) + CAPTION_GAP;
  const figureHeight = tall * scale;
  const words = linesRoom(TEXT_LINES, type.caption);
  const boxWidth = Math.min(columnWidth, Math.max(wide * scale, captionWidth + 1));
  const beside = columnWidth - boxWidth - COLUMN_GAP >= BESIDE_EMS * type.caption;
  const height = beside ? head + Math.max(figureHeight, words) : head + figureHeight + COLUMN_GAP + words;
  return { columns, width: columnWidth, height, figureWidth: beside ? boxWidth : columnWidth, figureHeight, scale, beside };
}

/** How many of a slot's rows a page `height` tall holds. */
const rowsIn = (slot: Slot, height: number) => Math.floor((height + ROW_GAP) / (slot.height + ROW_GAP));

/**
 * The worked key packed as a book's is, several answers a page: each section's answers in
 * slots of one size, each its picture at the compact key's scale (key-figure.ts: its digits at
 * the key's size, a maze's corridor a cell of them, large enough to mark a sheet from), captioned,
 * and its first steps beside it or under it, in one or two columns, whichever puts more answers
 * on a page (one, the wider, on a tie). A row shows as many of its first steps as its slot holds,
 * down to the key step alone, a little smaller only where that alone runs past it; its step
 * numbers are drawn in the picture where they print at the book's least type (not in a maze's
 * corridors, nor in a grid at a key's size: the words name the cells). The slots hang on the
 * pictures' sizes alone, which a section's options set, so `build --plan` gives the key's pages
 * before any puzzle is made (a stand-in's picture as its kind plans it).
 */
function packWorked(book: BookFile, first: Rect, later: Rect, captionOf: (p: number) => CaptionLine[]): WorkedPage[] {
  const metrics = metricsOf(book.spec.typeface);
  const type = typeFor(book.spec);
  const slots: Slot[] = [];
  const sectionOf: number[] = [];
  let next = 0;
  book.spec.sections.forEach((section, s) => {
    const puzzles = Array.from({ length: section.count }, (_, i) => next + i);
    next += section.count;
    for (const p of puzzles) sectionOf[p] = s;
    const figures = puzzles.map((p) => sizingFigure(book, p));
    const captions = puzzles.map(captionOf);
    let best: Slot | null = null;
    for (const columns of [1, 2]) {
      const width = (later.width - (columns - 1) * COLUMN_GAP) / columns;
      const slot = slotOf(metrics, type, figures, captions, columns, width);
      if (slot && (!best || columns * rowsIn(slot, later.height) > best.columns * rowsIn(best, later.height))) best = slot;
    }
    slots.push(best!);
  });

  const pages: WorkedPage[] = [];
  let page: WorkedPage | undefined;
  // The row being filled: its slot, its top, its height, and how many of its columns are taken.
  let row: { slot: Slot; top: number; height: number; used: number } | undefined;
  book.puzzles.forEach((record, p) => {
    const slot = slots[sectionOf[p]!]!;
    const shape = packedShape(metrics, type, record, captionOf(p), slot);
    const pageHeight = pages.length <= 1 ? first.height : later.height;
    if (page && row && row.slot === slot && row.used < slot.columns && shape.height <= row.height) {
      page.puzzles.push(p);
      page.rows.push({ ...shape, x: row.used * (slot.width + COLUMN_GAP), y: row.top, width: slot.width, scale: slot.scale });
      row.used += 1;
      return;
    }
    let top = row ? row.top + row.height + ROW_GAP : 0;
    if (!page || top + shape.height > pageHeight) {
      page = { puzzles: [], rows: [] };
      pages.push(page);
      top = 0;
    }
    row = { slot, top, height: Math.max(slot.height, shape.height), used: 1 };
    page.puzzles.push(p);
    page.rows.push({ ...shape, x: 0, y: top, width: slot.width, scale: slot.scale });
  });
  return pages;
}

/**
 * A row's shape in a packed key's slot: as many first steps as its words' room holds at the
 * caption's size, down to the key step alone, then smaller, down to `smallestWords`; past that
 * the row is as tall as its words (a plan's stand-in has none: its slot's height).
 */
function packedShape(metrics: Metrics, type: TypeScale, record: PuzzleRecord, caption: readonly CaptionLine[], slot: Slot): RowShape {
  const head = captionHeight(caption) + CAPTION_GAP;
  const base = { figureWidth: slot.figureWidth, height: slot.height, first: FIRST_STEPS, size: type.caption };
  const stacked = slot.beside ? {} : { stacked: { figureHeight: head + slot.figureHeight } };
  if (record.puzzle === undefined) return { ...base, ...stacked };
  const textWidth = slot.beside ? slot.width - slot.figureWidth - COLUMN_GAP : slot.width;
  const room = slot.beside ? slot.height - captionHeight(caption) : slot.height - head - slot.figureHeight - COLUMN_GAP;
  const textHeight = (lines: readonly string[], size: number) => 10_000 - metrics.setBlocks({ x: 0, y: 0, width: textWidth, height: 10_000 }, blocksOf(lines, size)).rest.height;
  const marked = (first: number) => (smallestText(workedAnswer(record, first, true).figure) * slot.scale >= type.minFigureText ? {} : { unmarked: true as const });
  for (let first = FIRST_STEPS; first >= 0; first--) {
    if (textHeight(workedAnswer(record, first, true).lines, type.caption) <= room) return { ...base, first, ...stacked, ...marked(first) };
  }
  let size = type.caption - 0.5;
  for (; size > smallestWords(type); size -= 0.5) if (textHeight(workedAnswer(record, 0, true).lines, size) <= room) break;
  const height = Math.max(room, textHeight(workedAnswer(record, 0, true).lines, size)) + slot.height - room;
  return { ...base, height, first: 0, size, ...stacked, ...marked(0) };
}

/** Paints a page of the worked key into `area`, below its title if it has one. */
export function paintWorkedPage(doc: PDFKit.PDFDocument, book: BookFile, area: Rect, page: WorkedPage, captionOf: (p: number) => CaptionLine[]): void {
  const packed = !book.spec.keyPerPage;
  page.puzzles.forEach((p, i) => {
    const record = book.puzzles[p]!;
    const caption = captionOf(p);
    const { height, figureWidth, stacked, first, size, unmarked, x: left, y: top, width } = page.rows[i]!;
    const x = area.x + left;
    const y = area.y + top;
    const answer = workedAnswer(record, first, packed);
    const figure = unmarked ? (packed ? keyFigure(answerFigureOf(record), true) : answerFigureOf(record)) : answer.figure;
    paintCaptionedFigure(doc, { x, y, width: figureWidth, height: stacked?.figureHeight ?? height }, caption, figure, page.rows[i]!.scale ?? Infinity);
    const text = stacked
      ? { x, y: y + stacked.figureHeight + COLUMN_GAP, width, height: height - stacked.figureHeight - COLUMN_GAP }
      : { x: x + figureWidth + COLUMN_GAP, y: y + captionHeight(caption), width: width - figureWidth - COLUMN_GAP, height: height - captionHeight(caption) };
    // Set as the row's shape measured them (the same width, so no block is measured again).
    paintBlocks(doc, metricsOf(book.spec.typeface).setBlocks(text, blocksOf(answer.lines, size)).set);
  });
}
