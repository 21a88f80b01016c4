import PDFDocument from './pdfkit.ts';
import { type Fit, type FontNames, type MeasureText, fitFigure, fontMetrics, movedFit, paintFitted } from '../draw/pdf.ts';
import { type Figure, smallestText } from '../engine/figure.ts';
import { language } from '../engine/language.ts';
import { bookWords } from '../templates/index.ts';
import { type Geometry, PAGE_MARGIN, type PageSetup, type PageSize, type Rect, below, pageDimensions, trimBox } from './layout.ts';
import { LEADING } from './type.ts';
import type { Typeface } from '../book/spec.ts';
import { BODY_NAMES, fontData, fontFor, fontsOf, paragraphFit, sizeFactor } from './faces.ts';
import { blockHeight, textWidth, withoutRunts } from './metrics.ts';
import { type Mast, mastBaseline, mastHeight, mastParts, paintMast } from './masthead.ts';

export type { PageSize };

/**
 * The faces a book is set in, embedded and subset so every page looks the same wherever it
 * is printed; all have the true minus sign and × ÷ that the built-in PDF fonts lack.
 * - Noto Sans, books' default: a plain sans whose zero is plain (a slashed one reads "1Ø0"
 *   in prices, years and page numbers), with Latin, Greek and Cyrillic in one design.
 * - Atkinson Hyperlegible, made for low-vision readers: its digits, I, l and 1 are hard to
 *   mix up, and its only zero is slashed so it is never read as O.
 * - Andika, made for children learning to read: a plain zero (narrower than O), a 1 with a
 *   flag, an l with a tail, and the single-storey a and g that children are taught to write.
 * Which files, and the fonts a line falls back to, are in faces.ts.
 *
 * Every document registers its face under these two names, so painting never needs to know
 * which face a book is set in; only registering and measuring do.
 */
export const FONTS: FontNames = BODY_NAMES;

/**
 * The date written into every PDF. pdfkit stamps the current time by default and derives the
 * file ID from the info dictionary, so a fixed date is what makes equal input give equal bytes.
 */
const FIXED_DATE = Date.UTC(2026, 0, 1);

/** A document with no pages yet; add them with `doc.addPage()`. Its metadata name the book, its author (the spec's), and its language. */
export function createDocument(page: PageSetup | PageSize | [number, number], title: string, face: Typeface, author?: string): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: Array.isArray(page) ? page : pageDimensions(page),
    // Every page places its text itself; no margin means pdfkit never breaks a page on its own.
    margin: 0,
    autoFirstPage: false,
    displayTitle: true,
    // The book's language, for screen readers and hyphenation in readers. English books say
    // none, as they always have, so their bytes stay those of the books already made.
    ...(language() === 'en' ? {} : { lang: language() }),
    info: {
      Title: title,
      // The spec's author, where it names one; else the program that wrote the file.
      Author: author ?? 'puzzlebook',
      Creator: 'puzzlebook',
      Producer: 'puzzlebook',
      CreationDate: new Date(FIXED_DATE),
      ModDate: new Date(FIXED_DATE),
    },
  });
  const [body] = fontsOf(face);
  doc.registerFont(FONTS.regular, fontData(body!, 'regular'));
  doc.registerFont(FONTS.bold, fontData(body!, 'bold'));
  faces.set(doc, face);
  setLinesInFontsThatPrintThem(doc, face);
  return doc.font(FONTS.regular);
}

/** What a document's line-by-line font choice keeps: see `setLinesInFontsThatPrintThem`. */
interface LineFonts {
  face: Typeface;
  /** The name the painter last set with `doc.font`. */
  current: string;
  /** Inside a line already set in its font: what pdfkit measures of it stays in that font. */
  inside: boolean;
  registered: Set<string>;
  /** `doc.font` as pdfkit has it, which changes the font without the painter's knowing. */
  setFont: (name: string) => void;
}
const lineFonts = new WeakMap<PDFKit.PDFDocument, LineFonts>();

/**
 * pdfkit sets a run of text in one font and has no fallback: a character the font lacks
 * prints as an empty box. So each document chooses, for every line it sets, measures or
 * wraps in the body face (each call of `text`, `widthOfString` and `heightOfString`), the
 * first of its face's fonts that has every character of it (see `fontsOf`), and sets the
 * whole line in that one. One font to a line keeps pdfkit's own measuring, wrapping and
 * ellipsis, so what is measured is what is drawn, and no line changes design halfway;
 * text the body face covers (every English book) never leaves it.
 */
function setLinesInFontsThatPrintThem(doc: PDFKit.PDFDocument, face: Typeface): void {
  const font = doc.font.bind(doc) as (...args: unknown[]) => PDFKit.PDFDocument;
  const state: LineFonts = { face, current: '', inside: false, registered: new Set([FONTS.regular, FONTS.bold]), setFont: (name) => font(name) };
  lineFonts.set(doc, state);
  doc.font = ((...args: unknown[]) => {
    if (!state.inside) state.current = typeof args[0] === 'string' ? args[0] : '';
    return font(...args);
  }) as typeof doc.font;
  for (const method of ['text', 'widthOfString', 'heightOfString'] as const) {
    const original = (doc[method] as (...args: unknown[]) => unknown).bind(doc);
    (doc as unknown as Record<string, unknown>)[method] = (text: unknown, ...rest: unknown[]) => inLineFont(doc, String(text ?? ''), () => original(text, ...rest));
  }
}

/**
 * Runs `draw` with `doc` set in the font that prints all of `line` (at the size that matches
 * the body face's), when the painter has set the body face; then sets the body face back.
 * A painter that measures a line in parts, and draws it whole, runs them all in one call.
 */
export function inLineFont<T>(doc: PDFKit.PDFDocument, line: string, draw: () => T): T {
  const state = lineFonts.get(doc);
  const weight = state?.current === FONTS.regular ? 'regular' : state?.current === FONTS.bold ? 'bold' : null;
  if (!state || state.inside || !weight) return draw();
  const font = fontFor(state.face, line);
  const size = (doc as unknown as { _fontSize: number })._fontSize;
  const other = font && font.names !== FONTS ? font : null;
  state.inside = true;
  try {
    if (other) {
      const name = other.names[weight];
      if (!state.registered.has(name)) {
        doc.registerFont(name, fontData(other, weight));
        state.registered.add(name);
      }
      state.setFont(name);
      doc.fontSize(size * sizeFactor(state.face, other, weight));
    }
    return draw();
  } finally {
    state.inside = false;
    if (other) {
      state.setFont(state.current);
      doc.fontSize(size);
    }
  }
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

/** Ends the document and collects its bytes (a Uint8Array, not Node's Buffer, so a browser builds books too; Node's fs writes either). */
export function finish(doc: PDFKit.PDFDocument): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    doc.on('end', () => resolve(concatBytes(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

function concatBytes(chunks: readonly Uint8Array[]): Uint8Array {
  const all = new Uint8Array(chunks.reduce((n, chunk) => n + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.length;
  }
  return all;
}

/** The face each document was made with, so what paints into it measures in the same face. */
const faces = new WeakMap<PDFKit.PDFDocument, Typeface>();

/** Text widths as `doc` sets them (see `measureIn`). */
export const measureOf = (doc: PDFKit.PDFDocument): MeasureText => measureIn(faces.get(doc)!);

/**
 * Text as a face sets it, for layout: pdfkit's own widths and wrapping, so what is planned is
 * what is printed, measured on the font files with no document (`metrics.ts`), so no layout can paint.
 */
export interface Metrics {
  /** Text widths in ems as every PDF in the face sets them, so figures are fitted by where their text really reaches (see `figureBounds`). */
  measure: MeasureText;
  /** The width of `text` at `size`, in points. */
  widthOf(text: string, size: number, bold?: boolean): number;
  /**
   * Where blocks go, one under another from the top of `area` and wrapped to its width, and
   * what is left below them; `paintBlocks` paints them there. Each block is measured once a
   * width: set again (a trial layout, a page painted from its plan) it costs no measuring.
   */
  setBlocks(area: Rect, blocks: readonly TextBlock[]): { set: SetBlock[]; rest: Rect };
}

const metrics = new Map<Typeface, Metrics>();

/** The metrics of `face` (see `Metrics`), one a face for the whole process. */
export function metricsOf(face: Typeface): Metrics {
  let found = metrics.get(face);
  if (!found) {
    const widthOf = (text: string, size: number, bold = false) => textWidth(face, text, size, bold);
    const heights = new Map<string, number>();
    const heightOf = (block: TextBlock, width: number) => {
      const key = `${block.bold ? 'bold' : 'regular'} ${block.size} ${block.lineGap ?? 0} ${width}\n${block.text}`;
      let height = heights.get(key);
      if (height === undefined) heights.set(key, (height = blockHeight(face, block, width)));
      return height;
    };
    const mended = new Map<string, string>();
    const mend = (block: TextBlock, width: number) => {
      const key = `${block.bold ? 'bold' : 'regular'} ${block.size} ${width}\n${block.text}`;
      let text = mended.get(key);
      if (text === undefined) mended.set(key, (text = withoutRunts(face, block, width)));
      return text === block.text ? block : { ...block, text };
    };
    found = { measure: (text, weight) => widthOf(text, 1, weight === 'bold'), widthOf, setBlocks: (area, blocks) => setBlocks(area, blocks, heightOf, mend) };
    metrics.set(face, found);
  }
  return found;
}

const measuring = new Map<Typeface, PDFKit.PDFDocument>();

/**
 * A document in `face` on a page never finished, for tests: they measure painting helpers on it,
 * and hold `metricsOf` to what pdfkit measures on it. Layout never makes one.
 */
export function measuringDocument(face: Typeface): PDFKit.PDFDocument {
  let doc = measuring.get(face);
  if (!doc) measuring.set(face, (doc = createDocument('letter', '', face).addPage()));
  return doc;
}

/** Text widths in ems as every PDF in `face` sets them (see `Metrics.measure`). */
export const measureIn = (face: Typeface): MeasureText => metricsOf(face).measure;

export const FOOTER_SIZE = 9;
/** Black, as every printed character is: a grey is screened into dots on a press, ragged at 9 pt. */
const FOOTER_INK = '#000000';

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

/** How far above the trimmed edge the running foot's lowest point stays: KDP's 0.375 in for a page with bleed (0.25 in without). */
export const FOLIO_EDGE = 0.375 * 72;

/**
 * The running foot, low in the bottom margin at the outside corner of the text column
 * (right on odd, right-hand pages; left on even ones), the page number outermost, where a
 * thumb flicking through finds it; a title too long for the column is cut short, never the number.
 */
export function paintFooter(doc: PDFKit.PDFDocument, title: string, page: number, content: Rect, size = FOOTER_SIZE): void {
  doc.font(FONTS.regular).fontSize(size).fillColor(FOOTER_INK);
  const words = page % 2 === 1 ? bookWords.footerRight : bookWords.footerLeft;
  // Measured in parts and drawn whole: all of it in the one font the whole line needs.
  inLineFont(doc, words({ title, page }), () => {
    const room = content.width - doc.widthOfString(words({ title: '', page }));
    const footer = words({ title: fitted(doc, title, room), page });
    // Its lowest point (the descender) FOLIO_EDGE above the trim, where print-on-demand keeps text
    // on a page with bleed: the bottom margin below the text column holds it whole.
    const baseline = content.y + content.height + PAGE_MARGIN - FOLIO_EDGE + fontMetrics(doc).descender * size;
    const x = page % 2 === 1 ? content.x + content.width - doc.widthOfString(footer) : content.x;
    doc.text(footer, x, baseline, { lineBreak: false, baseline: 'alphabetic' });
  });
}

/** One line of a caption above a figure. */
export interface CaptionLine {
  text: string;
  bold: boolean;
  size: number;
  colour: string;
  /**
   * A QR code that goes with the line (a puzzle's code beside the code it encodes), `size`
   * points square: painted at the caption's right, level with its first line, and the caption
   * as tall as it at least.
   */
  qr?: { figure: Figure; size: number };
  /** A puzzle's masthead (masthead.ts): its number large and its level's bars, set before `text`, the level's word. */
  mast?: Mast;
}

/** Space between a caption's text and its QR code, in points. */
const QR_GAP = 6;

/** The QR code a caption carries, if any. */
const qrOf = (caption: readonly CaptionLine[]) => caption.find((line) => line.qr)?.qr;

/** Space between a caption's last line and its figure, in points. */
export const CAPTION_GAP = 4;

/**
 * Whether a caption's code line (the one its QR code goes with) is set on its first line, at
 * the right against the QR code: where the first line, the code and the QR code all fit the
 * cell's width, so the code takes no line of its own.
 */
function codeInline(measure: MeasureText, cell: Rect, caption: readonly CaptionLine[]): boolean {
  const at = caption.findIndex((line) => line.qr);
  if (at < 1) return false;
  return lineWidth(measure, caption[0]!) + QR_GAP + lineWidth(measure, caption[at]!) + QR_GAP + caption[at]!.qr!.size <= cell.width;
}

/** A caption line's width in points, in its weight and size (a masthead's whole). */
const lineWidth = (measure: MeasureText, line: CaptionLine) =>
  line.mast ? mastParts(measure, line.mast, line.text, line.size).width : measure(line.text, line.bold ? 'bold' : 'regular') * line.size;

/** A caption line's height in points: 1.25 em, or a masthead's (its number's digits over the word's descenders). */
const lineHeight = (line: CaptionLine) => (line.mast ? mastHeight(line.mast, line.size) : line.size * LEADING);

/**
 * Whether every line of a caption prints whole in a cell `width` wide, beside its QR code: a
 * line wider is cut short with an ellipsis (`fitted`), which a layout the book chooses never
 * asks of a puzzle's label ("7. Number Mind ·…" beside its code in a two-column grid).
 */
export function captionFits(measure: MeasureText, width: number, caption: readonly CaptionLine[]): boolean {
  const qr = qrOf(caption);
  const room = width - (qr ? qr.size + QR_GAP : 0);
  const inline = codeInline(measure, { x: 0, y: 0, width, height: 0 }, caption);
  return caption.every((line) => (inline && line.qr) || lineWidth(measure, line) <= room);
}

/** The height of a caption's lines of text (less a code line set on the first), without the gap below them. */
const linesHeight = (caption: readonly CaptionLine[], inline = false) => caption.reduce((h, line) => (inline && line.qr ? h : h + lineHeight(line)), 0);

/** The height of a caption's lines, or of its QR code where that is taller, without the gap below them. */
export const captionHeight = (caption: readonly CaptionLine[], inline = false) => Math.max(linesHeight(caption, inline), qrOf(caption)?.size ?? 0);

/** What is left of a cell for its figure, below the caption lines. */
export function figureArea(cell: Rect, caption: readonly CaptionLine[]): Rect {
  return below(cell, captionHeight(caption), CAPTION_GAP);
}

/**
 * Where a figure may go in `cell` under `caption`: below all of it; and, where the caption has
 * a QR code, also below its lines of text alone, as wide as leaves the code's room clear on
 * both sides (the code then stands beside the figure's top, at the cell's right): a tall,
 * narrow figure keeps the height the code would have taken. A code line that fits beside the
 * first line takes no height (`codeInline`).
 */
function figureAreas(measure: MeasureText, cell: Rect, caption: readonly CaptionLine[]): Rect[] {
  const qr = qrOf(caption);
  if (!qr) return [figureArea(cell, caption)];
  const inline = codeInline(measure, cell, caption);
  const lines = below(cell, linesHeight(caption, inline), CAPTION_GAP);
  const side = qr.size + QR_GAP;
  return [below(cell, captionHeight(caption, inline), CAPTION_GAP), { ...lines, x: lines.x + side, width: Math.max(0, lines.width - 2 * side) }];
}

/**
 * The fit in whichever of `figureAreas` sets the figure larger, at most at `scale`; beside the
 * QR code where both do as well, so the codes of a section stand alike, at their cells' right.
 */
function bestFit(measure: MeasureText, cell: Rect, caption: readonly CaptionLine[], figure: Figure, scale = Infinity): { fit: Fit; area: Rect } {
  return figureAreas(measure, cell, caption)
    .map((area) => ({ fit: fitFigure(figure, area, measure, scale), area }))
    .reduce((a, b) => (b.fit.scale >= a.fit.scale * (1 - 1e-9) ? b : a));
}

/** The size the figure's smallest text prints at when it is painted into `cell` below `caption` (at most at `scale`), its text measured by `measure`. */
export function printedTextSize(measure: MeasureText, figure: Figure, cell: Rect, caption: readonly CaptionLine[], scale = Infinity): number {
  return smallestText(figure) * Math.min(fittedScale(measure, figure, cell, caption), scale);
}

/** The scale at which the figure fills `cell` below `caption` (see `figureAreas`), in points per figure unit. */
export function fittedScale(measure: MeasureText, figure: Figure, cell: Rect, caption: readonly CaptionLine[]): number {
  return bestFit(measure, cell, caption, figure).fit.scale;
}

/**
 * A figure as large as `cell` allows below its caption lines (and at most `scale`), centred
 * across the cell (or at its left, where words below line up with it) and set at its top (so
 * a page's last, part-filled row lines up with full ones). The caption starts at the figure's
 * left edge, moved left only as far as it needs to stay inside the cell.
 */
export function paintCaptionedFigure(doc: PDFKit.PDFDocument, cell: Rect, caption: readonly CaptionLine[], figure: Figure, scale = Infinity, align: 'centre' | 'left' = 'centre'): void {
  paintCaptionedFit(doc, cell, caption, figure, captionedFit(measureOf(doc), cell, caption, figure, scale, align));
}

/** Where `paintCaptionedFigure` paints the figure in `cell` below `caption`, its text measured by `measure`. */
export function captionedFit(measure: MeasureText, cell: Rect, caption: readonly CaptionLine[], figure: Figure, scale = Infinity, align: 'centre' | 'left' = 'centre'): Fit {
  const { fit, area } = bestFit(measure, cell, caption, figure, scale);
  return movedFit(fit, align === 'left' ? area.x : fit.x, area.y);
}

/** Paints the caption in `cell` and the figure where `fit` (from `captionedFit`) puts it: see `paintCaptionedFigure`. */
export function paintCaptionedFit(doc: PDFKit.PDFDocument, cell: Rect, caption: readonly CaptionLine[], figure: Figure, fit: Fit): void {
  const qr = qrOf(caption);
  const inline = codeInline(measureOf(doc), cell, caption);
  // The text keeps clear of the QR code, which stands at the caption's right.
  const width = cell.width - (qr ? qr.size + QR_GAP : 0);
  let top = cell.y;
  let textRight = cell.x;
  // A code set on the first line stands between it and the QR code: the first line keeps clear of both.
  const code = caption.find((line) => line.qr);
  const besideFirst = inline && code ? lineWidth(measureOf(doc), code) + QR_GAP : 0;
  caption.forEach((line, i) => {
    if (inline && line.qr) return;
    if (line.mast) {
      const measure = measureOf(doc);
      const wide = mastParts(measure, line.mast, line.text, line.size).width;
      const x = Math.max(cell.x, Math.min(fit.x, cell.x + width - (i === 0 ? besideFirst : 0) - wide));
      paintMast(doc, measure, line.mast, line.text, line.size, x, top, line.colour);
      textRight = Math.max(textRight, x + wide);
      top += lineHeight(line);
      return;
    }
    doc.font(line.bold ? FONTS.bold : FONTS.regular).fontSize(line.size).fillColor(line.colour);
    // A line wider than its cell (a long id in a narrow column) is cut short rather than run into the next.
    const text = fitted(doc, line.text, width - (i === 0 ? besideFirst : 0));
    const room = cell.x + width - (i === 0 ? besideFirst : 0) - doc.widthOfString(text);
    const x = Math.max(cell.x, Math.min(fit.x, room));
    // Baseline one size below the line's top: capitals fit above it, descenders in the leading.
    doc.text(text, x, top + line.size, { lineBreak: false, baseline: 'alphabetic' });
    textRight = Math.max(textRight, x + doc.widthOfString(text));
    top += lineHeight(line);
  });
  if (qr && code) {
    doc.font(code.bold ? FONTS.bold : FONTS.regular).fontSize(code.size);
    const codeWidth = inline ? doc.widthOfString(code.text) + QR_GAP : 0;
    // Its right edge on the figure's, or past the text (and a code set beside it) where the
    // figure is narrower; never out of the cell; at the cell's right where the figure rises
    // beside it (`figureAreas`).
    const beside = fit.y < cell.y + captionHeight(caption, inline) + CAPTION_GAP - 1e-6;
    const x = beside ? cell.x + cell.width - qr.size : Math.min(Math.max(fit.x + fit.width - qr.size, textRight + QR_GAP + codeWidth), cell.x + cell.width - qr.size);
    if (inline) {
      // On the first line's baseline, against the code.
      const first = caption[0]!;
      doc.fillColor(code.colour).text(code.text, x - codeWidth, cell.y + (first.mast ? mastBaseline(first.mast) : first.size), { lineBreak: false, baseline: 'alphabetic' });
    }
    paintFitted(doc, qr.figure, fitFigure(qr.figure, { x, y: cell.y, width: qr.size, height: qr.size }), FONTS);
  }
  paintFitted(doc, figure, fit, FONTS, measureOf(doc));
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

/** A block set in a column: its top and the column's left and width. */
export interface SetBlock {
  block: TextBlock;
  x: number;
  top: number;
  width: number;
}

/**
 * Where the blocks go, one under another from the top of `area` and wrapped to its width, and
 * what is left below them: each line is 1.25 em of its block, the last too (lifted, its
 * descenders end inside it), and a block's gap follows it. No paragraph ends on a runt (a
 * last line of one word): `mend` carries a word down to it (see `withoutRunts`), and the
 * block is set and painted as mended. `heightOf` measures a block (see `Metrics.setBlocks`).
 */
function setBlocks(
  area: Rect,
  blocks: readonly TextBlock[],
  heightOf: (block: TextBlock, width: number) => number,
  mend: (block: TextBlock, width: number) => TextBlock,
): { set: SetBlock[]; rest: Rect } {
  let y = area.y;
  const set: SetBlock[] = [];
  for (const asked of blocks) {
    const block = mend(asked, area.width);
    set.push({ block, x: area.x, top: y, width: area.width });
    y += heightOf(block, area.width) + block.gap;
  }
  return { set, rest: below(area, y - area.y, 0) };
}

/** Paints blocks where `Metrics.setBlocks` set them, each lifted so its lines' baselines are one size below their tops. */
export function paintBlocks(doc: PDFKit.PDFDocument, set: readonly SetBlock[]): void {
  for (const { block, x, top, width } of set) {
    doc.font(block.bold ? FONTS.bold : FONTS.regular).fontSize(block.size).fillColor(block.colour ?? '#000000');
    doc.text(block.text, x, top - riseOf(doc, block), textOptions(doc, block, width));
  }
}

/** How far a block's lines are lifted in `doc`'s face, so each baseline is one size below its line's top. */
const riseOf = (doc: PDFKit.PDFDocument, block: TextBlock) => paragraphFit(faces.get(doc)!).rise * block.size;

/** How pdfkit sets a block `width` wide: aligned, and its lines spaced to 1.25 em in `doc`'s face. */
function textOptions(doc: PDFKit.PDFDocument, block: TextBlock, width: number) {
  return { width, align: block.align ?? 'left', lineGap: (block.lineGap ?? 0) + paragraphFit(faces.get(doc)!).gap * block.size } as const;
}
