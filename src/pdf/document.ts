import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { type FontNames, type MeasureText, fitFigure, paintFigure } from '../draw/pdf.ts';
import { type Figure, smallestText } from '../engine/figure.ts';
import { bookWords } from '../templates/index.ts';
import { type Geometry, PAGE_MARGIN, type PageSetup, type PageSize, type Rect, below, pageDimensions, trimBox } from './layout.ts';
import { LEADING } from './type.ts';
import type { Typeface } from '../book/spec.ts';

export type { PageSize };

/**
 * The faces a book is set in, embedded and subset so every page looks the same wherever it
 * is printed; both have the true minus sign and × ÷ that the built-in PDF fonts lack.
 * - Atkinson Hyperlegible, made for low-vision readers: its digits, I, l and 1 are hard to
 *   mix up, and its zero is slashed so it is never read as O.
 * - Andika, made for children learning to read: a plain zero (narrower than O), a 1 with a
 *   flag, an l with a tail, and the single-storey a and g that children are taught to write.
 * The WOFF files, not WOFF2: fontkit fails subsetting WOFF2.
 */
export const FACE_FILES: Record<Typeface, { package: string; file: string }> = {
  hyperlegible: { package: '@fontsource/atkinson-hyperlegible', file: 'atkinson-hyperlegible-latin' },
  andika: { package: '@fontsource/andika', file: 'andika-latin' },
};

/**
 * Every document registers its face under these two names, so painting never needs to know
 * which face a book is set in; only registering and measuring do.
 */
export const FONTS: FontNames = { regular: 'Body', bold: 'Body-Bold' };

/** Read once per process and face; every document embeds its own subset. */
const fontData = new Map<Typeface, { regular: Buffer; bold: Buffer }>();
function fonts(face: Typeface): { regular: Buffer; bold: Buffer } {
  let data = fontData.get(face);
  if (!data) {
    const file = (weight: 400 | 700) => readFileSync(createRequire(import.meta.url).resolve(`${FACE_FILES[face].package}/files/${FACE_FILES[face].file}-${weight}-normal.woff`));
    data = { regular: file(400), bold: file(700) };
    fontData.set(face, data);
  }
  return data;
}

/**
 * The date written into every PDF. pdfkit stamps the current time by default and derives the
 * file ID from the info dictionary, so a fixed date is what makes equal input give equal bytes.
 */
const FIXED_DATE = Date.UTC(2026, 0, 1);

/** A document with no pages yet; add them with `doc.addPage()`. */
export function createDocument(page: PageSetup | PageSize | [number, number], title: string, face: Typeface): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: Array.isArray(page) ? page : pageDimensions(page),
    // Every page places its text itself; no margin means pdfkit never breaks a page on its own.
    margin: 0,
    autoFirstPage: false,
    displayTitle: true,
    info: {
      Title: title,
      Author: 'puzzlebook',
      Creator: 'puzzlebook',
      Producer: 'puzzlebook',
      CreationDate: new Date(FIXED_DATE),
      ModDate: new Date(FIXED_DATE),
    },
  });
  const { regular, bold } = fonts(face);
  doc.registerFont(FONTS.regular, regular);
  doc.registerFont(FONTS.bold, bold);
  faces.set(doc, face);
  return doc.font(FONTS.regular);
}

/**
 * Adds page `n` (from 1) of a document laid out by `g`. A sheet with bleed says where it is
 * to be cut (TrimBox) and how far its ink may run (BleedBox), as print-on-demand preflight reads.
 */
export function addPage(doc: PDFKit.PDFDocument, g: Geometry, n: number): void {
  doc.addPage();
  if (g.bleed) markTrim(doc, trimBox(g, n));
}

/** Marks the current page's TrimBox at `trim` (from the top left) and its BleedBox as the whole sheet. */
export function markTrim(doc: PDFKit.PDFDocument, trim: Rect): void {
  const { width, height } = doc.page;
  const data = (doc.page as unknown as { dictionary: { data: Record<string, unknown> } }).dictionary.data;
  data.TrimBox = [trim.x, height - trim.y - trim.height, trim.x + trim.width, height - trim.y];
  data.BleedBox = [0, 0, width, height];
}

/** Called once per page drawn, with how many are done of how many in all. */
export type Progress = (done: number, total: number) => void;

/** Ends the document and collects its bytes. */
export function finish(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/** The face each document was made with, so what paints into it measures in the same face. */
const faces = new WeakMap<PDFKit.PDFDocument, Typeface>();

/** Text widths as `doc` sets them (see `measureIn`). */
export const measureOf = (doc: PDFKit.PDFDocument): MeasureText => measureIn(faces.get(doc)!);

/** One document per face only for measuring text; every document of a face embeds the same font. */
const measurers = new Map<Typeface, PDFKit.PDFDocument>();

/**
 * Text widths in ems as every PDF in `face` sets them, so figures are fitted by where their
 * text really reaches (see `figureBounds`).
 */
export function measureIn(face: Typeface): MeasureText {
  return (text, weight) => {
    let measurer = measurers.get(face);
    if (!measurer) {
      measurer = createDocument('letter', '', face);
      measurers.set(face, measurer);
    }
    return measurer
      .font(weight === 'bold' ? FONTS.bold : FONTS.regular)
      .fontSize(1)
      .widthOfString(text);
  };
}

/**
 * A document with one page of `size`, never finished: layout measures text in it with the
 * fonts and wrapping the real pages use, so what is planned is what is printed.
 */
export function measuringDocument(page: PageSetup | PageSize, face: Typeface): PDFKit.PDFDocument {
  return createDocument(page, '', face).addPage();
}

export const FOOTER_SIZE = 9;
const FOOTER_INK = '#555555';

/**
 * `text` cut short with an ellipsis, at most `width` wide in the current font and size: the
 * longest start that fits, found by halving (a few measurements, where cutting one character
 * at a time measured a long title once per character, on every page).
 */
export function fitted(doc: PDFKit.PDFDocument, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  const chars = [...text];
  const cut = (n: number) => `${chars.slice(0, n).join('').trimEnd()}…`;
  let lo = 1;
  let hi = chars.length - 1;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (doc.widthOfString(cut(mid)) <= width) lo = mid;
    else hi = mid - 1;
  }
  return cut(lo);
}

/**
 * The running foot, halfway down the bottom margin at the outside corner of the text column
 * (right on odd, right-hand pages; left on even ones), the page number outermost, where a
 * thumb flicking through finds it; a title too long for the column is cut short, never the number.
 */
export function paintFooter(doc: PDFKit.PDFDocument, title: string, page: number, content: Rect, size = FOOTER_SIZE): void {
  doc.font(FONTS.regular).fontSize(size).fillColor(FOOTER_INK);
  const words = page % 2 === 1 ? bookWords.footerRight : bookWords.footerLeft;
  const room = content.width - doc.widthOfString(words({ title: '', page }));
  const footer = words({ title: fitted(doc, title, room), page });
  const baseline = content.y + content.height + PAGE_MARGIN / 2;
  const x = page % 2 === 1 ? content.x + content.width - doc.widthOfString(footer) : content.x;
  doc.text(footer, x, baseline, { lineBreak: false, baseline: 'alphabetic' });
}

/** One line of a caption above a figure. */
export interface CaptionLine {
  text: string;
  bold: boolean;
  size: number;
  colour: string;
}

/** Space between a caption's last line and its figure, in points. */
export const CAPTION_GAP = 4;

/** The height of a caption's lines, without the gap below them. */
export const captionHeight = (caption: readonly CaptionLine[]) => caption.reduce((h, line) => h + line.size * LEADING, 0);

/** What is left of a cell for its figure, below the caption lines. */
export function figureArea(cell: Rect, caption: readonly CaptionLine[]): Rect {
  return below(cell, captionHeight(caption), CAPTION_GAP);
}

/** The size the figure's smallest text prints at when it is painted into `cell` below `caption` (at most at `scale`). */
export function printedTextSize(doc: PDFKit.PDFDocument, figure: Figure, cell: Rect, caption: readonly CaptionLine[], scale = Infinity): number {
  return smallestText(figure) * Math.min(fittedScale(doc, figure, cell, caption), scale);
}

/** The scale at which the figure fills `cell` below `caption`, in points per figure unit. */
export function fittedScale(doc: PDFKit.PDFDocument, figure: Figure, cell: Rect, caption: readonly CaptionLine[]): number {
  return fitFigure(figure, figureArea(cell, caption), measureOf(doc)).scale;
}

/**
 * A figure as large as `cell` allows below its caption lines (and at most `scale`), centred
 * across the cell and set at its top (so a page's last, part-filled row lines up with full
 * ones). The caption starts at the figure's left edge, moved left only as far as it needs to
 * stay inside the cell.
 */
export function paintCaptionedFigure(doc: PDFKit.PDFDocument, cell: Rect, caption: readonly CaptionLine[], figure: Figure, scale = Infinity): void {
  const area = figureArea(cell, caption);
  const measure = measureOf(doc);
  const fit = fitFigure(figure, area, measure, scale);
  const figureBox = { x: fit.x, y: area.y, width: fit.width, height: fit.height };

  let top = cell.y;
  for (const line of caption) {
    doc.font(line.bold ? FONTS.bold : FONTS.regular).fontSize(line.size).fillColor(line.colour);
    // A line wider than its cell (a long id in a narrow column) is cut short rather than run into the next.
    const text = fitted(doc, line.text, cell.width);
    const room = cell.x + cell.width - doc.widthOfString(text);
    const x = Math.max(cell.x, Math.min(figureBox.x, room));
    // Baseline one size below the line's top: capitals fit above it, descenders in the leading.
    doc.text(text, x, top + line.size, { lineBreak: false, baseline: 'alphabetic' });
    top += line.size * LEADING;
  }
  paintFigure(doc, figure, figureBox, FONTS, measure);
}

/** A paragraph set across a column: a heading, a line of instructions, a name, date and score line. */
export interface TextBlock {
  text: string;
  size: number;
  bold?: boolean;
  colour?: string;
  align?: 'left' | 'center';
  /** Extra space between wrapped lines, in points. */
  lineGap?: number;
  /** Space after the block, in points. */
  gap: number;
}

/**
 * Sets the blocks one under another from the top of `area`, wrapped to its width, and returns
 * what is left below them. With `paint` false it only measures: layout calls it so on a
 * measuring document to know, before drawing, how much room a page's puzzles have.
 */
export function placeBlocks(doc: PDFKit.PDFDocument, area: Rect, blocks: readonly TextBlock[], paint = true): Rect {
  let y = area.y;
  for (const block of blocks) {
    doc.font(block.bold ? FONTS.bold : FONTS.regular).fontSize(block.size).fillColor(block.colour ?? '#000000');
    const options = { width: area.width, align: block.align ?? 'left', lineGap: block.lineGap ?? 0 } as const;
    if (paint) doc.text(block.text, area.x, y, options);
    y += doc.heightOfString(block.text, options) + block.gap;
  }
  return below(area, y - area.y, 0);
}
