import type { BookFile } from '../book/bookfile-schema.ts';
import { getKind } from '../engine/registry.ts';
import { words } from '../templates/index.ts';
import { puzzlePages } from './book.ts';
import { FONTS, type Progress, createDocument, finish, paintCaptionedFigure, paintFooter } from './document.ts';
import { below, contentBox, geometry, gridCells, paddedCount } from './layout.ts';

/** Answers on one page of the key, two columns by three rows. */
export const ANSWERS_PER_PAGE = 6;

/** The answer key's pages, each a list of indices into `book.puzzles`. */
export function planAnswers(book: BookFile): number[][] {
  const pages: number[][] = [];
  for (let first = 0; first < book.puzzles.length; first += ANSWERS_PER_PAGE) {
    pages.push(book.puzzles.slice(first, first + ANSWERS_PER_PAGE).map((_, i) => first + i));
  }
  return pages;
}

const TITLE_SIZE = 18;

/** The answer key as a PDF: every puzzle solved, captioned with the page it is printed on. */
export async function renderAnswers(book: BookFile, progress?: Progress): Promise<Buffer> {
  const title = words('answers/title', { title: book.title });
  const doc = createDocument(book.spec.page.size, title);
  const printedOn = puzzlePages(book);
  const pages = planAnswers(book);
  const total = paddedCount(book.spec.page.size, pages.length);
  const g = geometry(book.spec.page.size, total);
  pages.forEach((indices, i) => {
    doc.addPage();
    const content = contentBox(g, i + 1);
    let area = content;
    if (i === 0) {
      doc.font(FONTS.bold).fontSize(TITLE_SIZE).fillColor('#000000');
      const options = { width: area.width, align: 'center' } as const;
      doc.text(title, area.x, area.y, options);
      area = below(area, doc.heightOfString(title, options), 16);
    }
    const cells = gridCells(area, ANSWERS_PER_PAGE);
    indices.forEach((p, j) => {
      const record = book.puzzles[p]!;
      const kind = getKind(record.kind);
      const caption = words('answers/caption', { number: p + 1, kindTitle: kind.title, page: printedOn[p] });
      paintCaptionedFigure(
        doc,
        cells[j]!,
        [{ text: caption, bold: true, size: 10, colour: '#000000' }],
        kind.draw(record.puzzle, record.solution),
      );
    });
    paintFooter(doc, title, i + 1, content);
    progress?.(i + 1, total);
  });
  for (let n = pages.length + 1; n <= total; n++) {
    doc.addPage();
    progress?.(n, total);
  }
  return finish(doc);
}
