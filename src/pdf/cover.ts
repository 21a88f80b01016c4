import { inLanguage } from '../book/language.ts';
import { BOOK_TYPEFACE, type BookSpec, type Typeface, languageOf } from '../book/spec.ts';
import { howToExample } from '../book/how-to.ts';
import { fontkitOf, fontsOf } from './faces.ts';
import type { BookFile } from '../book/bookfile-schema.ts';
import type { PAPERS } from '../book/spec.ts';
import { formatPath, UserError } from '../engine/errors.ts';
import { type Figure, smallestText } from '../engine/figure.ts';
import { DIFFICULTIES } from '../engine/kind.ts';
import { getKind } from '../kinds/registry.ts';
import { fontMetrics, paintFigure } from '../draw/pdf.ts';
import { bookWords, coverWords } from '../templates/index.ts';
import { FONTS, type TextBlock, createDocument, finish, markTrim, measureOf, metricsOf, paintBlocks } from './document.ts';
import { figureOf } from './figures.ts';
import { BLEED, type Rect, trimSize } from './layout.ts';
import { layoutBook } from './plan.ts';
import { checkPrintable } from './printable.ts';
import { ln } from '../engine/portable-math.ts';

const INCH = 72;

export type Paper = (typeof PAPERS)[number];

/** Inches of spine per page, by paper, from KDP's paperback tables (white 0.002252, cream 0.0025). */
export const SPINE_PER_PAGE: Record<Paper, number> = { white: 0.002252, cream: 0.0025 };
/** Spine text is allowed only on books of more pages than this (KDP: 79); thinner spines are left plain. */
export const SPINE_TEXT_MIN_PAGES = 80;
/** The smallest type the spine's line is set in (the book's floor): a spine too narrow for it is left plain, however many pages. */
export const SPINE_LEAST_SIZE = 7;
/** The largest. */
const SPINE_MOST_SIZE = 12;
/** The barcode's clear area on the back, bottom right at the spine side: 2 × 1.2 in, 0.25 in in from the trim (KDP's placement). */
const BARCODE = { width: 2 * INCH, height: 1.2 * INCH, inset: 0.25 * INCH };
/** Text stays this far inside the trim and away from the spine's folds. */
const SAFE = 0.375 * INCH;
/** Spine text keeps this far from each fold. */
const SPINE_SAFE = 0.0625 * INCH;

const GROUND = '#1d3557';
const LIGHT = '#ffffff';
const SOFT = '#dbe4ee';

/** Where everything on a wrap-around cover goes, in points from the sheet's top left. */
export interface CoverGeometry {
  width: number;
  height: number;
  bleed: number;
  spine: number;
  pages: number;
  paper: Paper;
  back: Rect;
  spineBox: Rect;
  front: Rect;
  barcode: Rect;
  /** Whether the spine is wide enough to carry text: by page count, and for its line at `SPINE_LEAST_SIZE` or more. */
  spineText: boolean;
}

/**
 * The size the spine's line prints at on a spine `spine` points wide, in `face`'s bold: its
 * whole height, ascender to descender, between the folds' safe lines, and at most 12 pt.
 */
export function spineTextSize(face: Typeface, spine: number): number {
  const font = fontkitOf(fontsOf(face)[0]!, 'bold');
  // As pdfkit has them (its ascender and descender in thousandths of an em), so the size is the one it always was.
  const em = (units: number) => (units * (1000 / font.unitsPerEm)) / 1000;
  const height = em(font.ascent) - em(font.descent);
  return Math.min(SPINE_MOST_SIZE, (spine - 2 * SPINE_SAFE - 0.5) / height);
}

/**
 * The cover's sheet: bleed, the back, the spine and the front side by side, so its width is
 * 2 × trim + spine + 2 × bleed and its height trim + 2 × bleed. The spine is the page count
 * times the paper's thickness; it carries text in `face` where that prints at 7 pt or more.
 */
export function coverGeometry(size: BookFile['spec']['page']['size'], pages: number, paper: Paper, face: Typeface = BOOK_TYPEFACE): CoverGeometry {
  const trim = trimSize(size);
  const spine = pages * SPINE_PER_PAGE[paper] * INCH;
  const width = 2 * trim.width + spine + 2 * BLEED;
  const height = trim.height + 2 * BLEED;
  const back = { x: BLEED, y: BLEED, width: trim.width, height: trim.height };
  const spineBox = { x: BLEED + trim.width, y: BLEED, width: spine, height: trim.height };
  const front = { x: BLEED + trim.width + spine, y: BLEED, width: trim.width, height: trim.height };
  const barcode = {
    x: back.x + back.width - BARCODE.inset - BARCODE.width,
    y: back.y + back.height - BARCODE.inset - BARCODE.height,
    width: BARCODE.width,
    height: BARCODE.height,
  };
  const spineText = pages >= SPINE_TEXT_MIN_PAGES && spineTextSize(face, spine) >= SPINE_LEAST_SIZE;
  return { width, height, bleed: BLEED, spine, pages, paper, back, spineBox, front, barcode, spineText };
}

const inset = (r: Rect, by: number): Rect => ({ x: r.x + by, y: r.y + by, width: r.width - 2 * by, height: r.height - 2 * by });

/** Space between the back's text and the barcode's area, in points. */
const BARCODE_GAP = 12;
const BACK_SIZE = 11.5;
const PRICE_SIZE = 11;
const ISBN_SIZE = 9.5;

/** Where the back's text goes: inside the safe area, above the barcode's area. */
function backRoom(g: Pick<CoverGeometry, 'back' | 'barcode'>): Rect {
  const back = inset(g.back, SAFE);
  return { ...back, height: g.barcode.y - BARCODE_GAP - back.y };
}

/** The author's back-cover text as paragraphs: a blank line between them, lines within one joined. */
const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean);

/**
 * The back's text from the top: the title; the spec's `cover.back` in its paragraphs, or the
 * blurb puzzlebook writes; then how many puzzles of each kind. Only the sections are read, so
 * a spec is measured before any puzzle is made.
 */
function backBlocks(spec: BookSpec): TextBlock[] {
  const kinds = [...new Set(spec.sections.map((s) => s.kind))];
  const count = (kind?: string) => spec.sections.reduce((n, s) => n + (kind === undefined || s.kind === kind ? s.count : 0), 0);
  // Easiest first, whatever order the sections come in.
  const difficulties = DIFFICULTIES.filter((d) => spec.sections.some((s) => s.difficulty === d));
  const words = spec.cover?.back ? paragraphsOf(spec.cover.back) : [coverWords.blurb({ count: count(), difficulties: difficulties.map((d) => bookWords.bands[d]).join(', ') })];
  return [
    { text: spec.title, bold: true, size: 18, colour: LIGHT, gap: 12 },
    ...words.map((text, i) => ({ text, size: BACK_SIZE, colour: LIGHT, lineGap: 3, gap: i === words.length - 1 ? 10 : 7 })),
    ...kinds.map((kind) => ({ text: coverWords.kindLine({ kindTitle: getKind(kind).title, count: count(kind) }), size: BACK_SIZE, colour: SOFT, gap: 3 })),
  ];
}

/** The lines beside the barcode's area, top to bottom: the price, then the ISBN. */
function barcodeLines(spec: BookSpec): { text: string; bold: boolean; size: number; path: PropertyKey[] }[] {
  return [
    ...(spec.cover?.price ? [{ text: spec.cover.price, bold: true, size: PRICE_SIZE, path: ['cover', 'price'] }] : []),
    ...(spec.isbn ? [{ text: bookWords.isbn({ isbn: spec.isbn }), bold: false, size: ISBN_SIZE, path: ['isbn'] }] : []),
  ];
}

/** How far left of the barcode's area its lines may reach: to the back's safe edge. */
const besideBarcode = (g: Pick<CoverGeometry, 'back' | 'barcode'>) => g.barcode.x - BARCODE_GAP - (g.back.x + SAFE);

/**
 * Refuses a spec whose back cover would not hold its words, before any puzzle is made: the
 * author's text running into the barcode's area (it is never set smaller or cut, which a
 * publisher would not see until the proof), or a price or ISBN too wide beside it.
 */
export function checkCover(spec: BookSpec, where: string): void {
  if (!spec.cover && !spec.isbn) return;
  inLanguage(languageOf(spec), () => {
    const g = coverGeometry(spec.page.size, 0, spec.page.paper);
    const metrics = metricsOf(spec.typeface);
    const problems: string[] = [];
    if (spec.cover?.back) {
      const room = backRoom(g);
      const blocks = backBlocks(spec);
      // Measured in a column as deep as they need: setBlocks stops what it returns at the area's foot.
      const heightOf = (some: TextBlock[]) => metrics.setBlocks({ ...room, height: 1e6 }, some).rest.y - room.y;
      const needed = heightOf(blocks) - blocks.at(-1)!.gap;
      if (needed > room.height + 0.5) {
        const own = heightOf(blocks.filter((b) => b.size === BACK_SIZE && b.colour === LIGHT));
        const words = spec.cover.back.split(/\s+/).filter(Boolean).length;
        const cut = Math.min(words, Math.ceil((words * (needed - room.height)) / own) + 1);
        const size = spec.page.size;
        problems.push(`${formatPath(['cover', 'back'])}: is too long for the back of a ${size} cover: with the title and the count of each kind it needs ${Math.ceil(needed)} pt of the ${Math.floor(room.height)} pt above the barcode's area; cut about ${cut} of its ${words} words`);
      }
    }
    for (const line of barcodeLines(spec)) {
      const width = metrics.widthOf(line.text, line.size, line.bold);
      if (width > besideBarcode(g)) problems.push(`${formatPath(line.path)}: "${line.text}" is too wide to print beside the barcode's area on a ${spec.page.size} cover (${Math.ceil(width)} pt of ${Math.floor(besideBarcode(g))} pt)`);
    }
    if (problems.length) throw new UserError(problems.map((p) => `${where}: ${p}`).join('\n'), [], 'cannot-print');
  });
}

/** Most points the front's figure text prints at: a cover wants a puzzle, not a poster. */
const FRONT_MOST = 28;

/** Where a figure goes in `box` on the front: its scale and size, at most `FRONT_MOST` text. */
function frontFit(figure: Figure, box: Rect): { scale: number; width: number; height: number } {
  const scale = Math.min(FRONT_MOST / smallestText(figure), box.width / (figure.width + 0.2), box.height / (figure.height + 0.2));
  return { scale, width: (figure.width + 0.2) * scale, height: (figure.height + 0.2) * scale };
}

/**
 * The figure drawn on the front, in `box`: the book's first puzzle closest to square (a grid
 * reads as a puzzle at a glance) of those whose text prints at 7 pt or more there; where none
 * does (a book of large grids on a small trim), its first kind's how-to example, which is small.
 */
function frontFigure(book: BookFile, box: Rect): Figure {
  let best: Figure | null = null;
  let bestScore = Infinity;
  for (const record of book.puzzles) {
    const figure = figureOf(record);
    const score = Math.abs(ln(figure.width / figure.height));
    if (score < bestScore - 1e-9 && smallestText(figure) * frontFit(figure, box).scale >= FRONT_LEAST) [best, bestScore] = [figure, score];
  }
  if (best) return best;
  const kind = book.puzzles[0]!.kind;
  return getKind(kind).draw(howToExample(kind).puzzle as never);
}

/** The smallest text the front's figure prints: the book's floor. */
const FRONT_LEAST = 7;

/**
 * The wrap-around cover of a print-on-demand paperback as one PDF: a ground colour running
 * into the bleed; on the front the title, subtitle and author over one of the book's own
 * puzzles; on the spine (when the page count allows it) the title and author reading top to
 * bottom; on the back what the book holds, and the barcode's area left clear. For tests: the
 * `cover` command checks through the pipeline (its plan stage, or `stored`) and paints with `paintCover`.
 */
export async function renderCover(book: BookFile, paper: Paper = book.spec.page.paper): Promise<{ pdf: Uint8Array; geometry: CoverGeometry }> {
  checkPrintable(book.spec, `${book.slug}.json`);
  checkCover(book.spec, `${book.slug}.json`);
  return paintCover(book, paper);
}

/** The cover painted, with no check: the `cover` command checks in the pipeline's plan stage (pipeline/pipeline.ts). */
export async function paintCover(book: BookFile, paper: Paper = book.spec.page.paper): Promise<{ pdf: Uint8Array; geometry: CoverGeometry }> {
  // In the book's language: every word it prints is looked up in it (src/book/language.ts).
  return inLanguage(languageOf(book.spec), async () => {
    const pages = layoutBook(book).pages.length;
    const g = coverGeometry(book.spec.page.size, pages, paper, book.spec.typeface);
    const doc = createDocument([g.width, g.height], coverWords.pdfTitle({ title: book.title }), book.spec.typeface, book.spec.author);
    doc.addPage();
    markTrim(doc, inset({ x: 0, y: 0, width: g.width, height: g.height }, g.bleed));

    doc.rect(0, 0, g.width, g.height).fill(GROUND);

    // Front: title, subtitle, then a card with a puzzle, the author at the foot.
    const metrics = metricsOf(book.spec.typeface);
    const front = inset(g.front, SAFE);
    const { set: titles, rest } = metrics.setBlocks(front, [
      { text: book.title, bold: true, size: 34, align: 'center', colour: LIGHT, gap: 10 },
      ...(book.spec.subtitle ? [{ text: book.spec.subtitle, size: 15, align: 'center' as const, colour: SOFT, gap: 0 }] : []),
    ]);
    paintBlocks(doc, titles);
    const authorSize = 15;
    const authorRoom = book.spec.author ? authorSize * 2.5 : 0;
    const card = { x: rest.x + rest.width * 0.08, y: rest.y + 24, width: rest.width * 0.84, height: rest.height - 24 - 24 - authorRoom };
    if (card.height > 60) {
      doc.roundedRect(card.x, card.y, card.width, card.height, 10).fill(LIGHT);
      // Never larger than a cover wants (text at most 28 pt), and never under 7 pt.
      const box = inset(card, 16);
      const figure = frontFigure(book, box);
      const { width: w, height: h } = frontFit(figure, box);
      paintFigure(doc, figure, { x: box.x + (box.width - w) / 2, y: box.y + (box.height - h) / 2, width: w, height: h }, FONTS, measureOf(doc));
    }
    if (book.spec.author) {
      // One block, so where it goes needs no measuring: at the foot of the front.
      const author = { text: book.spec.author, size: authorSize, align: 'center' as const, colour: LIGHT, gap: 0 };
      paintBlocks(doc, [{ block: author, x: front.x, top: front.y + front.height - authorSize * 1.3, width: front.width }]);
    }

    // Spine: title and author, top to bottom, only where the page count allows text.
    if (g.spineText) {
      const line = book.spec.author ? coverWords.spine({ title: book.title, author: book.spec.author }) : book.title;
      doc.save();
      doc.translate(g.spineBox.x + g.spineBox.width / 2, g.spineBox.y + SAFE).rotate(90);
      doc.font(FONTS.bold);
      // The line's whole height, ascender to descender, fits between the folds' safe lines.
      const font = fontMetrics(doc);
      const size = spineTextSize(book.spec.typeface, g.spine);
      doc.fontSize(size).fillColor(LIGHT);
      const room = g.spineBox.height - 2 * SAFE;
      // Turned a quarter clockwise, the line's "up" points to the front: its baseline sits half
      // its height toward the back, so the letters straddle the spine's middle.
      const baseline = ((font.ascender + font.descender) / 2) * size;
      doc.text(line, 0, baseline, { width: room, align: 'center', lineBreak: false, height: size * 1.2, ellipsis: true, baseline: 'alphabetic' });
      doc.restore();
    }

    // Back: what is inside, above the barcode's clear area; the price and ISBN beside it, their
    // last line's lowest point on the safe line (the printer puts the barcode in the area).
    paintBlocks(doc, metrics.setBlocks(backRoom(g), backBlocks(book.spec)).set);
    let bottom = g.back.y + g.back.height - SAFE;
    for (const line of barcodeLines(book.spec).reverse()) {
      doc.font(line.bold ? FONTS.bold : FONTS.regular).fontSize(line.size).fillColor(LIGHT);
      const font = fontMetrics(doc);
      const x = g.barcode.x - BARCODE_GAP - doc.widthOfString(line.text);
      doc.text(line.text, x, bottom + font.descender * line.size, { lineBreak: false, baseline: 'alphabetic' });
      bottom -= (font.ascender - font.descender) * line.size;
    }
    doc.rect(g.barcode.x, g.barcode.y, g.barcode.width, g.barcode.height).fill(LIGHT);
    return { pdf: await finish(doc), geometry: g };
  });
}
