import type { BookFile } from '../book/bookfile-schema.ts';
import { type SectionSpec, gridOf } from '../book/spec.ts';
import type { PuzzleRecord } from '../engine/record.ts';
import { getKind } from '../engine/registry.ts';
import { words } from '../templates/index.ts';
import { VERSION } from '../version.ts';
import { FONTS, type Progress, centredLine, createDocument, finish, paintCaptionedFigure, paintFooter } from './document.ts';
import { type Rect, below, contentBox, geometry, gridCells, paddedCount } from './layout.ts';

/** One page of the book, in order; page numbers are 1-based positions in this list. */
export type BookPage =
  | { type: 'title' }
  /** Padding at the end, so a print-on-demand book has an even page count. */
  | { type: 'blank' }
  | {
      type: 'puzzles';
      /** Index into `book.spec.sections`. */
      section: number;
      /** The section's first page, which carries its heading and how-to-play text. */
      opensSection: boolean;
      /** Indices into `book.puzzles`, in reading order. */
      puzzles: number[];
    };

/**
 * The pages of the book: a title page, then each section from a new page, `perPage` puzzles
 * to a page, and on print-on-demand trims a blank page to make the count even. Both the
 * book and the answer key's "page N" come from this one plan.
 */
export function planBook(book: BookFile): BookPage[] {
  const { sections } = book.spec;
  const total = sections.reduce((n, s) => n + s.count, 0);
  if (total !== book.puzzles.length) {
    throw new Error(`the book's sections ask for ${total} puzzles but it holds ${book.puzzles.length}`);
  }
  const pages: BookPage[] = [{ type: 'title' }];
  let next = 0;
  sections.forEach((section, s) => {
    const { perPage } = gridOf(section);
    for (let first = 0; first < section.count; first += perPage) {
      const puzzles: number[] = [];
      for (let i = first; i < Math.min(first + perPage, section.count); i++) {
        const record = book.puzzles[next + i]!;
        if (record.kind !== section.kind) {
          throw new Error(`puzzle ${next + i + 1} (${record.id}) is ${record.kind}, but its section is ${section.kind}`);
        }
        puzzles.push(next + i);
      }
      pages.push({ type: 'puzzles', section: s, opensSection: first === 0, puzzles });
    }
    next += section.count;
  });
  while (pages.length < paddedCount(book.spec.page.size, pages.length)) pages.push({ type: 'blank' });
  return pages;
}

/** For each puzzle in `book.puzzles`, the page number it is printed on. */
export function puzzlePages(book: BookFile): number[] {
  const pageOf: number[] = new Array(book.puzzles.length);
  planBook(book).forEach((page, i) => {
    if (page.type === 'puzzles') for (const p of page.puzzles) pageOf[p] = i + 1;
  });
  return pageOf;
}

const INK = '#000000';
const GREY = '#666666';

/** The book's pages as a PDF, calling `progress` after each page. Equal books give equal bytes. */
export async function renderBook(book: BookFile, progress?: Progress): Promise<Buffer> {
  const doc = createDocument(book.spec.page.size, book.title);
  const pages = planBook(book);
  const g = geometry(book.spec.page.size, pages.length);
  pages.forEach((page, i) => {
    doc.addPage();
    const content = contentBox(g, i + 1);
    if (page.type === 'title') paintTitlePage(doc, book, content);
    if (page.type !== 'puzzles') {
      progress?.(i + 1, pages.length);
      return;
    }
    let area = content;
    const section = book.spec.sections[page.section]!;
    if (page.opensSection) area = paintSectionHeading(doc, area, section, book.puzzles[page.puzzles[0]!]!);
    const cells = gridCells(area, gridOf(section));
    page.puzzles.forEach((p, j) => paintPuzzle(doc, cells[j]!, book.puzzles[p]!, p + 1));
    paintFooter(doc, book.title, i + 1, content);
    progress?.(i + 1, pages.length);
  });
  return finish(doc);
}

function paintTitlePage(doc: PDFKit.PDFDocument, book: BookFile, area: Rect): void {
  const lines: { text: string; bold: boolean; size: number; gap: number }[] = [
    { text: book.title, bold: true, size: 32, gap: 18 },
  ];
  if (book.spec.subtitle) lines.push({ text: book.spec.subtitle, bold: false, size: 18, gap: 30 });
  if (book.spec.author) lines.push({ text: book.spec.author, bold: false, size: 14, gap: 0 });

  // The title block starts a third of the way down, where title pages usually set it.
  let y = area.y + area.height / 3;
  doc.fillColor(INK);
  for (const line of lines) {
    doc.font(line.bold ? FONTS.bold : FONTS.regular).fontSize(line.size);
    const options = { width: area.width, align: 'center' } as const;
    doc.text(line.text, area.x, y, options);
    y += doc.heightOfString(line.text, options) + line.gap;
  }

  const smallPrint = words('book/title-small-print', {
    count: book.puzzles.length,
    seed: book.seed,
    version: book.version ?? VERSION,
  });
  doc.font(FONTS.regular).fontSize(9).fillColor(GREY);
  centredLine(doc, smallPrint, area.x + area.width / 2, area.y + area.height);
}

const HEADING_SIZE = 20;
const SUBHEADING_SIZE = 12;
const HOW_TO_SIZE = 10.5;

/** The section's heading and how-to-play text at the top of `area`; returns the area left below. */
function paintSectionHeading(doc: PDFKit.PDFDocument, area: Rect, section: SectionSpec, first: PuzzleRecord): Rect {
  const kind = getKind(section.kind);
  const heading = words('book/section-heading', {
    kindTitle: kind.title,
    count: section.count,
    difficulty: section.difficulty,
    plural: section.count !== 1,
    title: section.title ?? '',
  });
  // With a title of its own, the section shows it first and the template's line beneath.
  const lines = section.title
    ? [
        { text: section.title, bold: true, size: HEADING_SIZE, colour: INK },
        { text: heading, bold: false, size: SUBHEADING_SIZE, colour: GREY },
      ]
    : [{ text: heading, bold: true, size: HEADING_SIZE, colour: INK }];

  let y = area.y;
  for (const line of lines) {
    doc.font(line.bold ? FONTS.bold : FONTS.regular).fontSize(line.size).fillColor(line.colour);
    const options = { width: area.width } as const;
    doc.text(line.text, area.x, y, options);
    y += doc.heightOfString(line.text, options) + 4;
  }

  const howTo = words(`kinds/${kind.name}`, howToData(section, first));
  doc.font(FONTS.regular).fontSize(HOW_TO_SIZE).fillColor(INK);
  const options = { width: area.width, lineGap: 2 } as const;
  doc.text(howTo, area.x, y + 4, options);
  y += 4 + doc.heightOfString(howTo, options);
  return below(area, y - area.y, 20);
}

/**
 * What a kind's how-to-play template may use: the section's options and, for grid kinds, the
 * largest number (`last`, W·H of the section's first puzzle).
 */
function howToData(section: SectionSpec, first: PuzzleRecord): { last?: number; options: unknown } {
  const puzzle = first.puzzle as { width?: unknown; height?: unknown };
  const last =
    typeof puzzle.width === 'number' && typeof puzzle.height === 'number' ? puzzle.width * puzzle.height : undefined;
  // Left out rather than undefined when there is none, so a template asking for it fails loudly.
  return last === undefined ? { options: section.options } : { last, options: section.options };
}

function paintPuzzle(doc: PDFKit.PDFDocument, cell: Rect, record: PuzzleRecord, number: number): void {
  const kind = getKind(record.kind);
  const label = words('book/puzzle-label', { number, kindTitle: kind.title, difficulty: record.difficulty });
  const id = words('book/puzzle-id', { id: record.id });
  paintCaptionedFigure(
    doc,
    cell,
    [
      { text: label, bold: true, size: 11, colour: INK },
      { text: id, bold: false, size: 7.5, colour: GREY },
    ],
    kind.draw(record.puzzle),
  );
}
