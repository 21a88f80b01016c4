import type { BookFile } from '../book/bookfile-schema.ts';
import { bookWords } from '../templates/index.ts';
import { VERSION } from '../version.ts';
import { FONTS, type TextBlock, captionedFit, fitted, measureOf, metricsOf, paintBlocks, paintCaptionedFit } from './document.ts';
import { puzzleFigure } from './figures.ts';
import { movedFit } from '../draw/pdf.ts';
import { type Rect, below } from './layout.ts';
import type { BookLayout, BookPage, PuzzlesPage } from './book-layout.ts';
import { sectionFits } from './house.ts';
import { contentsText } from './plan.ts';
import { INK, balancedCells, puzzleCaption, puzzlePageSet } from './puzzle-page.ts';
import { HEADING_GAP, LEADING, type TypeScale } from './type.ts';

/*
 * Painting a book's pages, and nothing else: every page is set before it is painted (the plan,
 * plan.ts; a puzzle page, puzzle-page.ts; its section's scale, house.ts), and painted here
 * where it was set.
 */

const RULE = '#999999';

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
  blocks.push(small(bookWords.copyrightPuzzles({ count }), colophon ? type.smallPrint / 2 : 0, INK));
  if (colophon) blocks.push(small(bookWords.copyrightMade({ seed: book.seed, version: book.version ?? VERSION }), 0, INK));
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

export function paintPuzzlePage(
  doc: PDFKit.PDFDocument,
  book: BookFile,
  layout: BookLayout,
  type: TypeScale,
  content: Rect,
  page: PuzzlesPage,
): void {
  const { heading, cells } = puzzlePageSet(book, layout, content, page);
  paintBlocks(doc, heading);
  const { scale, flow } = sectionFits(book, layout)[page.section]!;
  const figures = page.puzzles.map((p) => puzzleFigure(book, p, flow));
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

