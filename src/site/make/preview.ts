import type { BookFile } from '../../book/bookfile-schema.ts';
import { escapeXml, num, toSvg } from '../../draw/svg.ts';
import { puzzleFigure } from '../../pdf/figures.ts';
import { contentBox, gridCells, pageDimensions, type Rect, trimBox } from '../../pdf/layout.ts';
import { puzzlePageSet } from '../../pdf/puzzle-page.ts';
import { answersTitle, type BookLayout, contentsText, layoutGeometry } from '../../pdf/plan.ts';
import type { PreviewPage } from './protocol.ts';

/*
 * The book's pages as the pipeline laid them out, drawn small for the /make/ page: each page at
 * its size, its headings' lines where they print, and its puzzles drawn in the cells they
 * print in, by the same drawing the archive shows them with (draw/svg.ts). A thumbnail to see
 * the book's shape by, not the PDF: the PDF is the file handed over.
 */

/** `svg` (one of toSvg's) placed in `cell` of a page, its own width and height given way to the cell's. */
function placed(svg: string, cell: Rect): string {
  return svg.replace(/^<svg ([^>]*?) width="[^"]*" height="[^"]*"/, `<svg $1 x="${num(cell.x)}" y="${num(cell.y)}" width="${num(cell.width)}" height="${num(cell.height)}"`);
}

function page(number: number, type: string, size: [number, number], body: string[]): PreviewPage {
  const [width, height] = size;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${num(width)} ${num(height)}" class="page-preview" aria-hidden="true">` +
    `<rect width="${num(width)}" height="${num(height)}" fill="#fff"/>${body.join('')}</svg>`;
  return { number, type, svg };
}

/** Empty cells where a page's puzzles go, grey, as a page is planned before its puzzles exist. */
const frame = (cell: Rect) => `<rect x="${num(cell.x)}" y="${num(cell.y)}" width="${num(cell.width)}" height="${num(cell.height)}" fill="#eee" stroke="#bbb"/>`;

/** Grey bars where a how-to page's paragraphs print. */
function rules(area: Rect): string[] {
  return Array.from({ length: 12 }, (_, j) => `<rect x="${num(area.x)}" y="${num(area.y + 48 + j * 28)}" width="${num(area.width * (j % 4 === 3 ? 0.6 : 1))}" height="8" fill="#ddd"/>`);
}

/** A line of text centred across `area`, near its top, squeezed to its width where it would run past (a heading that wraps in print). */
function line(text: string, area: Rect, size: number, y = area.y + size): string {
  const squeeze = text.length * size * 0.55 > area.width ? ` textLength="${num(area.width)}" lengthAdjust="spacingAndGlyphs"` : '';
  return `<text x="${num(area.x + area.width / 2)}" y="${num(y)}" font-size="${num(size)}" text-anchor="middle" fill="#000"${squeeze}>${escapeXml(text)}</text>`;
}

/**
 * Every page of `book` as `layout` lays it out. `made`: its puzzles are made and drawn in their
 * cells, with the headings set over them; otherwise (a plan's stand-ins) each cell is a frame.
 */
export function previewPages(book: BookFile, layout: BookLayout, made: boolean): PreviewPage[] {
  const g = layoutGeometry(book, layout);
  const size = pageDimensions(book.spec.page);
  return layout.pages.map((p, i) => {
    const number = i + 1;
    const content = contentBox(g, number);
    const body: string[] = [];
    if (g.bleed) {
      const trim = trimBox(g, number);
      body.push(`<rect x="${num(trim.x)}" y="${num(trim.y)}" width="${num(trim.width)}" height="${num(trim.height)}" fill="none" stroke="#ccc" stroke-dasharray="4 4"/>`);
    }
    if (p.type === 'title') body.push(line(book.title, content, 28, content.y + content.height / 3));
    else if (p.type === 'contents')
      p.entries.forEach((entry, j) => body.push(line(`${contentsText(book, entry)} · ${entry.page}`, content, 12, content.y + 48 + j * p.pitch)));
    else if (p.type === 'how-to') body.push(line(contentsText(book, { target: { type: 'how-to', kind: p.kind }, page: number }), content, 18), ...rules(content));
    else if (p.type === 'answers' && p.first) body.push(line(answersTitle(book, true), content, 18));
    else if (p.type === 'puzzles' && made) {
      const set = puzzlePageSet(book, layout, content, p);
      for (const { block, x, top, width } of set.heading) body.push(line(block.text, { x, y: top, width, height: block.size }, block.size));
      p.puzzles.forEach((index, j) => {
        const cell = set.cells[j]!;
        body.push(placed(toSvg(puzzleFigure(book, index), { id: `preview-${number}-${j}` }), cell));
      });
    } else if (p.type === 'puzzles') for (const cell of gridCells(content, p.grid).slice(0, p.puzzles.length)) body.push(frame(cell));
    return page(number, p.type, size, body);
  });
}
