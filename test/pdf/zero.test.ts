/**
 * A plain zero (issue 39): books are set in Noto Sans by default, whose zero is an open
 * oval; Atkinson Hyperlegible's only zero is slashed, so "100" read "1Ø0" in every title,
 * year, page number and puzzle. Each '0' is found with its box in the PDF read back, the page
 * is rendered, and the middle of the zero's ink is looked at: paper in a plain zero, ink
 * where a slash crosses it. The same look finds the slashes in a book that asks for them.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BookFile } from '../../src/book/bookfile-schema.ts';
import { renderAnswers } from '../../src/pdf/answers.ts';
import { renderBook } from '../../src/pdf/book.ts';
import { bookOf, charBoxes, dir, pageCount, pagePixels, write } from './tools.ts';

const DPI = 300;

interface Zero {
  page: number;
  /** Where it stands, in points from the top left, and its type size: to find one a test names. */
  at: string;
  /** Ink at the middle of its drawn shape. */
  slashed: boolean;
}

/** Every '0' printed in a PDF, each judged by the pixel at the middle of its ink. */
function zerosIn(path: string, name: string): Zero[] {
  const found: Zero[] = [];
  let mostOnAPage = 0;
  for (let page = 1; page <= pageCount(path); page++) {
    const boxes = charBoxes(path, page).filter((g) => g.c === '0');
    if (!boxes.length) continue;
    const { width, height, scale, rgb, png } = pagePixels(path, page, DPI);
    // The page with the most zeros, as looked at: to see what the test saw.
    if (boxes.length > mostOnAPage) {
      mostOnAPage = boxes.length;
      writeFileSync(join(dir, `${name}-zeros.png`), png);
    }
    const lum = (x: number, y: number) => {
      const i = (y * width + x) * 3;
      return 0.299 * rgb[i]! + 0.587 * rgb[i + 1]! + 0.114 * rgb[i + 2]!;
    };
    for (const g of boxes) {
      const [x0, x1] = [Math.max(0, Math.floor(g.x0 * scale)), Math.min(width - 1, Math.ceil(g.x1 * scale))];
      const [y0, y1] = [Math.max(0, Math.floor(g.y0 * scale)), Math.min(height - 1, Math.ceil(g.y1 * scale))];
      let [dark, light] = [255, 0];
      for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) [dark, light] = [Math.min(dark, lum(x, y)), Math.max(light, lum(x, y))];
      // Ink is whatever is nearer the glyph's colour than the ground's (grey text and shaded cells too).
      const ink = (dark + light) / 2;
      expect(light - dark, `a zero on page ${page} has ink`).toBeGreaterThan(60);
      // Across, the middle of its advance (a zero's sides are even; a tight neighbour's ink may
      // reach into its box); down, the middle of its ink, which the box's ascent and descent do not say.
      const cx = Math.round(((g.x0 + g.x1) / 2) * scale);
      let [top, bottom] = [Infinity, -Infinity];
      for (let y = y0; y <= y1; y++) {
        for (let x = x0; x <= x1; x++) if (lum(x, y) < ink) [top, bottom] = [Math.min(top, y), Math.max(bottom, y)];
      }
      const cy = Math.round((top + bottom) / 2);
      found.push({ page, at: `${g.x0.toFixed(1)},${g.y0.toFixed(1)} ${g.size.toFixed(1)} pt`, slashed: lum(cx, cy) < ink });
    }
  }
  return found;
}

const sections = [
  { kind: 'countdown', count: 6, difficulty: 'easy', perPage: 2 },
  { kind: 'cross-numbers', count: 2, difficulty: 'easy', options: { size: 3 } },
];
const front = { title: '100 Puzzles for 2026', subtitle: 'Volume 10', author: 'Ann Author', year: 2026, isbn: '978-0-306-40615-7' };

async function zerosOf(book: BookFile, name: string): Promise<Zero[]> {
  const bookPath = write(`${name}.pdf`, await renderBook(book));
  const keyPath = write(`${name}-answers.pdf`, await renderAnswers(book));
  return [...zerosIn(bookPath, name), ...zerosIn(keyPath, `${name}-answers`)];
}

describe('the zero', () => {
  let plain: Zero[];
  let slashed: Zero[];
  beforeAll(async () => {
    plain = await zerosOf(bookOf({ ...front, sections }), 'zero-default');
    slashed = await zerosOf(bookOf({ ...front, typeface: 'hyperlegible', sections }), 'zero-hyperlegible');
  });

  it('prints every zero of a default book plain: title page, copyright, contents, footers, puzzles and key', () => {
    // Zeros on many pages: the title, the year, page 10 and on, the puzzles' numbers.
    expect(plain.length).toBeGreaterThan(30);
    expect(new Set(plain.map((z) => z.page)).size).toBeGreaterThan(5);
    expect(plain.filter((z) => z.slashed)).toEqual([]);
  });

  it('finds the slash in every zero of a book that asks for Atkinson Hyperlegible', () => {
    expect(slashed.length).toBeGreaterThan(30);
    expect(slashed.filter((z) => !z.slashed)).toEqual([]);
  });

  it('prints plain zeros in Greek and Cyrillic lines too, set in Noto Sans whole', async () => {
    const book = bookOf({ ...front, title: 'Γρίφοι 2026', subtitle: 'Головоломки 100', sections });
    const zeros = await zerosOf(book, 'zero-greek');
    // The title's zeros: on the title page, and in the footers from page 10.
    expect(zeros.filter((z) => z.page === 1).length).toBeGreaterThanOrEqual(4);
    expect(zeros.filter((z) => z.slashed)).toEqual([]);
  });
});
