import type { BookFile } from '../book/bookfile-schema.ts';
import { smallestText } from '../engine/figure.ts';
import { fitFigure } from '../draw/pdf.ts';
import { CAPTION_GAP, type CaptionLine, FONTS, captionHeight, measureOf, measuringDocument, paintCaptionedFigure } from './document.ts';
import { answerFigureOf } from './figures.ts';
import { CELL_GAP, type Rect } from './layout.ts';
import type { TypeScale } from './type.ts';

/** An answer's place on a page of the compact key, from the top left of the page's answer area. */
export interface PackedAnswer {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Points per figure unit. */
  scale: number;
}

/** Space between rows of answers, in points. */
const ROW_GAP = 14;

/**
 * The compact key's type: its answers' smallest text one point over the book's least (8 pt,
 * 12 in large print) — as small as still reads at a glance — and captions a point larger.
 */
const keyText = (type: TypeScale) => type.minFigureText + 1;
export const keyCaptionSize = (type: TypeScale) => keyText(type) + 1;

/** A page of the compact key: its answers, and where each is packed. */
export interface PackedPage {
  puzzles: number[];
  packed: PackedAnswer[];
}

/** The size of an answer with its caption, and its scale, when its smallest text prints at the key's size and no wider than `column`. */
function measure(doc: PDFKit.PDFDocument, book: BookFile, type: TypeScale, p: number, caption: CaptionLine[], column: Rect): PackedAnswer {
  const figure = answerFigureOf(book.puzzles[p]!);
  const wanted = keyText(type) / smallestText(figure);
  const above = captionHeight(caption) + CAPTION_GAP;
  const room = { x: 0, y: 0, width: column.width, height: column.height - above };
  const fit = fitFigure(figure, room, measureOf(doc), wanted);
  doc.font(FONTS.bold).fontSize(caption[0]!.size);
  const width = Math.min(column.width, Math.max(fit.width, doc.widthOfString(caption[0]!.text)));
  return { x: 0, y: 0, width, height: above + fit.height, scale: fit.scale };
}

/**
 * The compact key's pages: answers in book order, each at the key's type size, set left to
 * right in rows and rows down the page, so a page holds as many as fit. `first` is the first
 * page's area (below the key's title); later pages have the whole `column`.
 */
export function packAnswers(
  book: BookFile,
  type: TypeScale,
  first: Rect,
  column: Rect,
  captionOf: (p: number) => CaptionLine[],
): PackedPage[] {
  const pages: PackedPage[] = [];
  let page: PackedPage = { puzzles: [], packed: [] };
  let height = first.height;
  let x = 0;
  let rowTop = 0;
  let rowHeight = 0;
  const doc = measuringDocument(book.spec.page, book.spec.typeface);
  book.puzzles.forEach((_, p) => {
    const box = measure(doc, book, type, p, captionOf(p), column);
    if (x > 0 && x + box.width > column.width) {
      rowTop += rowHeight + ROW_GAP;
      x = 0;
      rowHeight = 0;
    }
    if (page.puzzles.length > 0 && rowTop + box.height > height) {
      pages.push(page);
      page = { puzzles: [], packed: [] };
      height = column.height;
      x = rowTop = rowHeight = 0;
    }
    page.puzzles.push(p);
    page.packed.push({ ...box, x, y: rowTop });
    x += box.width + CELL_GAP;
    rowHeight = Math.max(rowHeight, box.height);
  });
  if (page.puzzles.length) pages.push(page);
  return pages;
}

/** Paints a packed page's answers into `area`. */
export function paintPacked(
  doc: PDFKit.PDFDocument,
  book: BookFile,
  area: Rect,
  page: PackedPage,
  captionOf: (p: number) => CaptionLine[],
): void {
  page.puzzles.forEach((p, j) => {
    const box = page.packed[j]!;
    const cell = { x: area.x + box.x, y: area.y + box.y, width: box.width, height: box.height };
    paintCaptionedFigure(doc, cell, captionOf(p), answerFigureOf(book.puzzles[p]!), box.scale);
  });
}
