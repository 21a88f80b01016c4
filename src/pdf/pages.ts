import { printedArchive, puzzleCode, puzzleLink } from '../book/code.ts';
import { qrFigure } from '../draw/qr.ts';
import type { Figure } from '../engine/figure.ts';
import type { BookFile } from '../book/bookfile-schema.ts';
import { getKind } from '../kinds/registry.ts';
import { answerWords, bookWords, worksheetWords } from '../templates/index.ts';
import { VERSION } from '../version.ts';
import {
  type CaptionLine,
  FONTS,
  type TextBlock,
  captionedFit,
  type Metrics,
  type SetBlock,
  fitted,
  measureOf,
  metricsOf,
  paintBlocks,
  paintCaptionedFit,
} from './document.ts';
import { figureOf } from './figures.ts';
import { sectionFits } from './scale.ts';
import { puzzleLabel, puzzleNumber, sectionHeading } from '../book/labels.ts';
import { movedFit } from '../draw/pdf.ts';
import { CELL_GAP, type Rect, below, gridCells } from './layout.ts';
import { type BookLayout, type BookPage, type ContentsEntry } from './plan.ts';
import { HEADING_GAP, LEADING, type TypeScale, typeFor } from './type.ts';

export const INK = '#000000';
export const GREY = '#666666';
const RULE = '#999999';

/** Space between a heading's lines, and between the last of them and the puzzles. */
const LINE_GAP = 4;
const BEFORE_PUZZLES = 20;

export function paintTitlePage(doc: PDFKit.PDFDocument, book: BookFile, type: TypeScale, area: Rect): void {
  const blocks: TextBlock[] = [{ text: book.title, bold: true, size: type.title, align: 'center', gap: 18 }];
  if (book.spec.subtitle) blocks.push({ text: book.spec.subtitle, size: type.subtitle, align: 'center', gap: 30 });
  if (book.spec.author) blocks.push({ text: book.spec.author, size: type.author, align: 'center', gap: 0 });
  // The title block starts a third of the way down, where title pages usually set it.
  paintBlocks(doc, metricsOf(book.spec.typeface).setBlocks(below(area, area.height / 3, 0), blocks).set);
}

/**
 * The back of the title page, in small type at the foot of the column, as a publisher prints
 * it: the title, the copyright line (year and rights holder from the spec, never the clock)
 * with all rights reserved, the publisher and ISBN where the spec gives them, what the puzzles
 * are, and, only where the spec asks for a colophon, the version and seed that make it again.
 */
export function paintCopyrightPage(doc: PDFKit.PDFDocument, book: BookFile, type: TypeScale, area: Rect): void {
  const { author, year, subtitle, publisher, isbn, colophon } = book.spec;
  const count = book.puzzles.length;
  const small = (text: string, gap: number, colour?: string): TextBlock => ({ text, size: type.smallPrint, gap, ...(colour ? { colour } : {}) });
  const blocks: TextBlock[] = [{ text: book.title, bold: true, size: type.smallPrint, gap: 2 }];
  if (subtitle) blocks.push(small(subtitle, 2));
  blocks.at(-1)!.gap = type.smallPrint;
  const holder = author ?? publisher;
  if (holder) blocks.push(small(bookWords.copyright({ context: year === undefined ? 'undated' : 'dated', year, author: holder }), type.smallPrint / 2));
  if (publisher) blocks.push(small(bookWords.published({ publisher }), type.smallPrint / 2));
  if (isbn) blocks.push(small(bookWords.isbn({ isbn }), type.smallPrint / 2));
  blocks.at(-1)!.gap = type.smallPrint;
  blocks.push(small(bookWords.copyrightPuzzles({ count }), colophon ? type.smallPrint / 2 : 0, GREY));
  if (colophon) blocks.push(small(bookWords.copyrightMade({ seed: book.seed, version: book.version ?? VERSION }), 0, GREY));
  // Set at the column's top to measure, then at its foot to print (each block measured once).
  const metrics = metricsOf(book.spec.typeface);
  const height = area.height - metrics.setBlocks(area, blocks).rest.height;
  paintBlocks(doc, metrics.setBlocks(below(area, area.height - height, 0), blocks).set);
}

/** "This book belongs to", a third of the way down, over a line to write a name on. */
export function paintBelongsToPage(doc: PDFKit.PDFDocument, book: BookFile, type: TypeScale, area: Rect): void {
  const { set, rest } = metricsOf(book.spec.typeface).setBlocks(below(area, area.height / 3, 0), [{ text: bookWords.belongsTo(), size: type.heading, align: 'center', gap: 3 * type.heading }]);
  paintBlocks(doc, set);
  const inset = area.width * 0.1;
  doc.moveTo(area.x + inset, rest.y).lineTo(area.x + area.width - inset, rest.y).lineWidth(0.8).stroke(RULE);
}

/** A contents line's words: the section's title or heading, a kind's how-to page, or the answers. */
export function contentsText(book: BookFile, entry: ContentsEntry): string {
  const { target } = entry;
  if (target.type === 'how-to') return bookWords.contentsHowTo({ kindTitle: getKind(target.kind).title });
  if (target.type === 'answers') return answerWords.heading();
  const section = book.spec.sections[target.section]!;
  if (!section.title) return sectionHeading(section);
  // A section's own title, with its kind and band, so "Level 1" is found in the contents as a Numbrix.
  const kindTitle = getKind(section.kind).title;
  const named = section.title.toLocaleLowerCase().includes(kindTitle.toLocaleLowerCase());
  return bookWords.contentsSection({ context: named ? 'named' : 'unnamed', title: section.title, kindTitle, difficulty: bookWords.bands[section.difficulty] });
}

/**
 * A contents page: its heading, then one line per entry at the pitch the plan chose (see
 * `contentsPages`), the words on the left, the page number on the right, dots between.
 */
export function paintContentsPage(
  doc: PDFKit.PDFDocument,
  book: BookFile,
  type: TypeScale,
  area: Rect,
  page: Extract<BookPage, { type: 'contents' }>,
): void {
  doc.font(FONTS.bold).fontSize(type.heading).fillColor(INK);
  const heading = page.first ? bookWords.contentsHeading() : bookWords.contentsContinued();
  doc.text(heading, area.x, area.y + type.heading, { lineBreak: false, baseline: 'alphabetic' });
  let top = area.y + type.heading * LEADING + HEADING_GAP;
  const { pitch } = page;
  for (const entry of page.entries) {
    const baseline = top + type.contents;
    const number = String(entry.page);
    doc.font(FONTS.regular).fontSize(type.contents).fillColor(INK);
    const numberWidth = doc.widthOfString(number);
    const room = area.width - numberWidth - 3 * type.contents;
    const text = fitted(doc, contentsText(book, entry), room);
    const textWidth = doc.widthOfString(text);
    doc.text(text, area.x, baseline, { lineBreak: false, baseline: 'alphabetic' });
    doc.text(number, area.x + area.width - numberWidth, baseline, { lineBreak: false, baseline: 'alphabetic' });
    // Dotted leader from the words to the number, on the baseline.
    const from = area.x + textWidth + type.contents * 0.6;
    const to = area.x + area.width - numberWidth - type.contents * 0.6;
    if (to > from) {
      doc.save();
      doc.moveTo(from, baseline).lineTo(to, baseline).lineWidth(0.8).lineCap('round').dash(0.01, { space: 4 }).stroke(RULE);
      doc.restore();
    }
    top += pitch;
  }
}

/**
 * `size`, or as much smaller as keeps `text` on one line of `width`, down to `least`: a heading
 * does not wrap ("Number Mind · 5 expert puzzles" ran to two lines on a 5×8 page, issue 85).
 */
function oneLineSize(metrics: Metrics, text: string, size: number, least: number, width: number, bold: boolean): number {
  const wide = metrics.widthOf(text, size, bold);
  return wide <= width ? size : Math.max(least, Math.floor(((size * width) / wide) * 10) / 10);
}

/**
 * The top of a section's first page: its title (if it has one) over the kind, count and
 * difficulty, each on one line (set smaller where it needs, down to the body's size), and
 * where its how-to-play page is.
 */
function sectionHeadingBlocks(metrics: Metrics, book: BookFile, layout: BookLayout, type: TypeScale, s: number, width: number): TextBlock[] {
  const section = book.spec.sections[s]!;
  const heading = sectionHeading(section);
  const line = (text: string, size: number, bold: boolean) => ({ text, bold, size: oneLineSize(metrics, text, size, type.body, width, bold) });
  const blocks: TextBlock[] = section.title
    ? [
        { ...line(section.title, type.heading, true), gap: LINE_GAP },
        { ...line(heading, type.subheading, false), colour: GREY, gap: LINE_GAP },
      ]
    : [{ ...line(heading, type.heading, true), gap: LINE_GAP }];
  const howTo = layout.howToPage.get(section.kind);
  if (howTo !== undefined) {
    blocks.push({ text: bookWords.howToRef({ kindTitle: getKind(section.kind).title, page: howTo }), size: type.body, colour: GREY, gap: 0 });
  }
  blocks.at(-1)!.gap = BEFORE_PUZZLES;
  return blocks;
}

/** The blank after "Name" is this many underscores at most, and the one after "Date" half as many. */
const NAME_BLANK = 28;

/** The name, date and score line (without the score where `count` is null) at its longest that fits on one line of `width` at `size`. */
function headerLine(metrics: Metrics, count: number | null, size: number, width: number): string {
  for (let n = NAME_BLANK; ; n--) {
    const blanks = { name: '_'.repeat(n), date: '_'.repeat(Math.ceil(n / 2)) };
    const line = count === null ? worksheetWords.nameLine(blanks) : worksheetWords.header({ count, ...blanks });
    if (n <= 4 || metrics.widthOf(line, size) <= width) return line;
  }
}

/**
 * The top of a worksheet page: the name and date line, the section's title and the kind's short
 * instruction; the score on the first page of what is scored alone, once (issue 85: "Score / 4"
 * on each page of a sheet read as each page's score): the set's first page, out of every puzzle
 * of the set, or in a pack of versions each version's, out of its own.
 */
function worksheetBlocks(metrics: Metrics, book: BookFile, type: TypeScale, content: Rect, page: BookPage & { type: 'puzzles' }): TextBlock[] {
  const section = book.spec.sections[page.section]!;
  const first = book.puzzles[page.puzzles[0]!]!;
  const kind = getKind(first.kind);
  const scored = page.opensSection && (book.spec.versions || page.section === 0);
  return [
    { text: headerLine(metrics, scored ? (book.spec.versions ? section.count : book.puzzles.length) : null, type.body, content.width), size: type.body, gap: 18 },
    { text: section.title ?? kind.title, bold: true, size: type.heading, gap: LINE_GAP + 2 },
    { text: kind.words.instruction(first.puzzle), size: type.body, lineGap: 2, gap: BEFORE_PUZZLES },
  ];
}

/** A puzzle page set: what heads it (a section's heading, a worksheet's name line), set where it prints, and the cells below for its puzzles. */
export interface PuzzlePageSet {
  heading: SetBlock[];
  cells: Rect[];
}

const setPages = new WeakMap<BookPage, PuzzlePageSet>();

/**
 * A puzzle page of the layout set in `content`, measured once on the face's measuring
 * document: the section's scale and the readable check read its cells, and the page is
 * painted from it (`paintPuzzlePage`).
 */
export function puzzlePageSet(book: BookFile, layout: BookLayout, content: Rect, page: BookPage & { type: 'puzzles' }): PuzzlePageSet {
  let set = setPages.get(page);
  if (!set) setPages.set(page, (set = setPuzzlePage(book, layout, content, page)));
  return set;
}

/** `page` set in `content` (see `puzzlePageSet`); a page the layout does not hold (a grid tried, room.ts) is set afresh. */
export function setPuzzlePage(book: BookFile, layout: BookLayout, content: Rect, page: BookPage & { type: 'puzzles' }): PuzzlePageSet {
  const metrics = metricsOf(book.spec.typeface);
  const type = typeFor(book.spec);
  let heading: SetBlock[] = [];
  let area = content;
  if (book.spec.worksheet) ({ set: heading, rest: area } = metrics.setBlocks(area, worksheetBlocks(metrics, book, type, content, page)));
  else if (page.opensSection) ({ set: heading, rest: area } = metrics.setBlocks(area, sectionHeadingBlocks(metrics, book, layout, type, page.section, content.width)));
  return { heading, cells: gridCells(area, page.grid) };
}

/**
 * Where a page's captioned figures go, each `heights[j]` tall, in the cells `puzzleCells`
 * gives: a figure smaller than its cell leaves white space, shared evenly above, between and
 * below the page's rows (a row as tall as its tallest figure, rows at least `CELL_GAP` apart),
 * never all at the page's foot; a last row short of puzzles is centred across the page. Each
 * cell keeps its size (a figure is fitted to it) and only moves, so the page reads as set on
 * purpose, however few puzzles it holds.
 */
export function balancedCells(cells: readonly Rect[], heights: readonly number[], area: Rect): Rect[] {
  const count = heights.length;
  if (count === 0) return [];
  const rowOf: number[] = [];
  const rowTops: number[] = [];
  for (let j = 0; j < count; j++) {
    const top = cells[j]!.y;
    if (rowTops.at(-1) !== top) rowTops.push(top);
    rowOf.push(rowTops.length - 1);
  }
  const rows = rowTops.length;
  const rowHeight = rowTops.map((_, r) => Math.max(...heights.filter((_, j) => rowOf[j] === r)));
  const spare = area.height - rowHeight.reduce((a, b) => a + b, 0) - (rows - 1) * CELL_GAP;
  const share = Math.max(0, spare) / (rows + 1);
  const rowY: number[] = [];
  let y = area.y + share;
  for (let r = 0; r < rows; r++) {
    rowY.push(y);
    y += rowHeight[r]! + CELL_GAP + share;
  }
  // A short last row sits in the middle of the row's width, as a full row's do.
  const left = Math.min(...cells.map((c) => c.x));
  const right = Math.max(...cells.map((c) => c.x + c.width));
  return cells.slice(0, count).map((cell, j) => {
    const inRow = cells.slice(0, count).filter((_, k) => rowOf[k] === rowOf[j]);
    const used = Math.max(...inRow.map((c) => c.x + c.width)) - Math.min(...inRow.map((c) => c.x));
    const shift = (right - left - used) / 2 - (Math.min(...inRow.map((c) => c.x)) - left);
    return { ...cell, x: cell.x + shift, y: rowY[rowOf[j]!]! };
  });
}

/**
 * A puzzle's caption: its number, kind and difficulty; with `ids: true` its id in small grey
 * type; and with `archive` and `qr`, its short code beside a QR code of its short address.
 */
export function puzzleCaption(book: BookFile, type: TypeScale, p: number): CaptionLine[] {
  const record = book.puzzles[p]!;
  const label: CaptionLine = { text: puzzleLabel(puzzleNumber(book, p), record.kind, record.difficulty), bold: true, size: type.label, colour: INK };
  const caption = [label];
  if (book.spec.ids) caption.push({ text: bookWords.puzzleId({ id: record.id }), bold: false, size: type.id, colour: GREY });
  const archive = printedArchive(book.spec);
  if (archive) caption.push({ text: bookWords.puzzleCode({ code: puzzleCode(record.id) }), bold: false, size: type.id, colour: GREY, qr: qrOf(puzzleLink(archive, record.id)) });
  return caption;
}

/** A QR module's side in points (0.42 mm): a phone reads it from a hand's length. */
const QR_MODULE = 1.2;
/** Each short address's QR code, made once: layout asks for a page's captions several times. */
const qrCodes = new Map<string, { figure: Figure; size: number }>();
function qrOf(link: string): { figure: Figure; size: number } {
  let qr = qrCodes.get(link);
  if (!qr) {
    const figure = qrFigure(link, link);
    qrCodes.set(link, (qr = { figure, size: figure.width * QR_MODULE }));
  }
  return qr;
}

export function paintPuzzlePage(
  doc: PDFKit.PDFDocument,
  book: BookFile,
  layout: BookLayout,
  type: TypeScale,
  content: Rect,
  page: BookPage & { type: 'puzzles' },
): void {
  const { heading, cells } = puzzlePageSet(book, layout, content, page);
  paintBlocks(doc, heading);
  const { scale, flow } = sectionFits(book, layout)[page.section]!;
  const figures = page.puzzles.map((p) => figureOf(book.puzzles[p]!, false, flow));
  const captions = page.puzzles.map((p) => puzzleCaption(book, type, p));
  // Each figure fitted once, in its cell; balancing moves the cells, and each figure with its cell.
  const fits = figures.map((figure, j) => captionedFit(measureOf(doc), cells[j]!, captions[j]!, figure, scale));
  const heights = fits.map((fit, j) => fit.y - cells[j]!.y + fit.height);
  const top = cells[0]!.y;
  const area = { x: content.x, y: top, width: content.width, height: content.y + content.height - top };
  const placed = balancedCells(cells, heights, area);
  page.puzzles.forEach((_, j) => {
    const [from, to, fit] = [cells[j]!, placed[j]!, fits[j]!];
    paintCaptionedFit(doc, to, captions[j]!, figures[j]!, movedFit(fit, fit.x + (to.x - from.x), fit.y + (to.y - from.y)));
  });
}

