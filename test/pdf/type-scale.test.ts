/**
 * One type scale for the book, pages in balance (issue 39, items 5 and 7; since issue 85 a
 * section's last page holds what is left, a lone puzzle too): read back from the printed PDF,
 * not from the layout's own numbers. Each test writes a PNG of a page it checked into the test's folder.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as mupdf from 'mupdf';
import { describe, expect, it } from 'vitest';
import type { BookFile } from '../../src/book/bookfile-schema.ts';
import { renderBook } from '../../src/pdf/book.ts';
import { contentBox, geometry } from '../../src/pdf/layout.ts';
import { layoutBook } from '../../src/pdf/plan.ts';
import { typeFor } from '../../src/pdf/type.ts';
import { getKind } from '../../src/kinds/registry.ts';
import { bookFileOf, bookOf, dir, isMastNumber, pagePng, snakeNumbrix, wordBoxes, write } from './tools.ts';

type PuzzlePage = { page: number; section: number; opensSection: boolean; puzzles: number[]; perPage: number };

function puzzlePages(book: BookFile): PuzzlePage[] {
  return layoutBook(book).pages.flatMap((p, i) => (p.type === 'puzzles' ? [{ page: i + 1, section: p.section, opensSection: p.opensSection, puzzles: p.puzzles, perPage: p.grid.perPage }] : []));
}

/** The words printed in a page's text column: the running foot, in the margin below it, is not a figure's. */
function columnWords(book: BookFile, path: string, page: number, pages: number) {
  const box = contentBox(geometry(book.spec.page, pages), page);
  return wordBoxes(path, page).filter((w) => w.yMin >= box.y - 1 && w.yMax <= box.y + box.height + 1);
}

/** The size most of a page's numbers print at (a grid's digits and its row and column numbers), from the PDF; undefined on a page that prints no number alone (Secret Number rules all in words). */
function digitSize(words: { text: string; size: number }[]): number | undefined {
  const counts = new Map<number, number>();
  for (const w of words) if (/^\d+$/.test(w.text)) counts.set(Math.round(w.size * 10) / 10, (counts.get(Math.round(w.size * 10) / 10) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]?.[0];
}

/**
 * Blank rows in a page's text column (no pixel darker than near-white, so a thin grey rule
 * counts as ink), as shares of its height, from the page rendered at 36
 * dpi: above its first ink, below its last, and the tallest run anywhere.
 */
function blankBands(book: BookFile, path: string, page: number, pages: number): { top: number; foot: number; tallest: number } {
  const box = contentBox(geometry(book.spec.page, pages), page);
  const scale = 0.5;
  const pixmap = mupdf.Document.openDocument(readFileSync(path), 'application/pdf')
    .loadPage(page - 1)
    .toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceRGB, false, true);
  const [width, stride, n, pixels] = [pixmap.getWidth(), pixmap.getStride(), pixmap.getNumberOfComponents(), pixmap.getPixels()];
  const x0 = Math.floor(box.x * scale);
  const x1 = Math.min(width, Math.ceil((box.x + box.width) * scale));
  const y0 = Math.floor(box.y * scale);
  const y1 = Math.ceil((box.y + box.height) * scale);
  const inked: number[] = [];
  let run = 0;
  let tallest = 0;
  for (let y = y0; y < y1; y++) {
    let ink = false;
    for (let x = x0; x < x1 && !ink; x++) for (let c = 0; c < 3; c++) if (pixels[y * stride + x * n + c]! < 240) ink = true;
    if (ink) inked.push(y);
    run = ink ? 0 : run + 1;
    tallest = Math.max(tallest, run);
  }
  const height = y1 - y0;
  return { top: (inked[0]! - y0) / height, foot: (y1 - 1 - inked.at(-1)!) / height, tallest: tallest / height };
}

describe('one type scale, balanced pages (issue 39)', () => {
  it('a ramp-style 6×9 book with no perPage: every page but a section\'s last full, nothing under 7 pt, white shared out', async () => {
    const book = bookOf({
      seed: 39,
      page: { size: '6x9', bleed: true },
      sections: [
        { kind: 'numbrix', count: 5, difficulty: 'easy' },
        { kind: 'secret-number', count: 5, difficulty: 'easy' },
        { kind: 'cross-numbers', count: 5, difficulty: 'easy' },
        { kind: 'countdown', count: 5, difficulty: 'easy' },
        { kind: 'number-mind', count: 5, difficulty: 'easy' },
        { kind: 'number-mind', count: 3, difficulty: 'hard' },
        // Asked outright: its lone last page is the author's count, and is kept.
        { kind: 'countdown', count: 3, difficulty: 'medium', perPage: 2 },
      ],
    });
    const path = write('type-scale-ramp.pdf', await renderBook(book));
    const pages = layoutBook(book).pages.length;
    const type = typeFor(book.spec);
    const puzzles = puzzlePages(book);

    book.spec.sections.forEach((section, s) => {
      const own = puzzles.filter((p) => p.section === s);
      const counts = own.map((p) => p.puzzles.length);
      expect(counts.reduce((a, b) => a + b, 0)).toBe(section.count);
      if (section.perPage !== undefined) {
        // Exactly as asked: 2, then what is left.
        expect(counts, `section ${s}`).toEqual([2, 1]);
        return;
      }
      // Where the book chose the grid (issue 85: as many as fit at its kind's size), every page
      // but the last holds its grid's count, whatever the section's: the last holds what is left.
      own.slice(0, -1).forEach((p) => expect(p.puzzles.length, `section ${s}: ${counts.join('+')}`).toBe(p.perPage));
    });

    for (const { page, section, opensSection, puzzles: held } of puzzles) {
      const words = columnWords(book, path, page, pages);
      // No text under the readable size, on any puzzle page.
      for (const w of words) expect(w.size, `page ${page}: "${w.text}"`).toBeGreaterThanOrEqual(type.minFigureText - 0.05);
      // Nothing balloons: Countdown's target at most twice the body size.
      // (A puzzle's number in its masthead is set larger on purpose: it is not the figure's.)
      if (book.spec.sections[section]!.kind === 'countdown') expect(Math.max(...words.filter((w) => !isMastNumber(book, w)).map((w) => w.size))).toBeLessThanOrEqual(type.figureMost + 0.05);
      const bands = blankBands(book, path, page, pages);
      // White space shared out: where the book chose the grid, no blank band over 40 % of the
      // column (a lone puzzle at the top of a page left 57–77 % of it blank at the foot).
      if (book.spec.sections[section]!.perPage === undefined) expect(bands.tallest, `page ${page}`).toBeLessThan(0.4);
      // A figure smaller than its room is centred in it: as much white above as below (the
      // author's lone last page too), within a twentieth of the column.
      if (!opensSection) expect(Math.abs(bands.top - bands.foot), `page ${page} (${held.length}): ${JSON.stringify(bands)}`).toBeLessThan(0.05);
    }
    // A section prints its digits at one size on every page (a section's scale is its own: issue 66).
    book.spec.sections.forEach((_, s) => {
      const own = puzzles.filter((p) => p.section === s);
      const sizes = own.map(({ page }) => digitSize(columnWords(book, path, page, pages))).filter((size) => size !== undefined);
      expect(sizes.length, `section ${s}: a page with numbers`).toBeGreaterThan(0);
      expect(new Set(sizes).size, `section ${s}`).toBe(1);
    });

    const shown = puzzles.find((p) => book.spec.sections[p.section]!.kind === 'countdown' && p.puzzles.length === 3)!;
    writeFileSync(join(dir, 'type-scale-ramp-countdown.png'), pagePng(path, shown.page, 60));
    const lone = puzzles.find((p) => book.spec.sections[p.section]!.perPage !== undefined && p.puzzles.length === 1)!;
    writeFileSync(join(dir, 'type-scale-ramp-lone-by-count.png'), pagePng(path, lone.page, 60));
  });

  it("a section's digits are its own: each section prints them as it would in a book of its own, at one of the book's steps", async () => {
    // Grids from 5×5 to 12×12, some packed 4 or 1 to a page by the author. Until issue 66 a
    // section's digits were capped at a smaller grid's of its kind, so a 12×12 alone on its page
    // printed at a 10×10's two-to-a-page size, lost in white space.
    const sizes = [5, 6, 7, 8, 9, 10, 12];
    const sections = sizes.map((size, i) => ({ kind: 'numbrix', count: 3, difficulty: 'easy', options: { size }, ...(i === 1 ? { perPage: 4 } : i === 6 ? { perPage: 1 } : {}) }));
    const records = sizes.flatMap((size) => [0, 1, 2].map((k) => snakeNumbrix(`n${size}-${k}`, size)));
    const book = bookFileOf({ page: { size: 'letter' }, sections }, records);
    const path = write('type-scale-grids.pdf', await renderBook(book));
    const pages = layoutBook(book).pages.length;
    const type = typeFor(book.spec);
    const digitsOf = (of: BookFile, at: string, s: number) => {
      const found = puzzlePages(of)
        .filter((p) => p.section === s)
        .map(({ page }) => digitSize(columnWords(of, at, page, layoutBook(of).pages.length)));
      // One size through a section.
      expect(new Set(found).size, `section ${s}`).toBe(1);
      return found[0]!;
    };
    const seen: number[] = [];
    for (let s = 0; s < sizes.length; s++) {
      const alone = bookFileOf({ page: { size: 'letter' }, sections: [sections[s]] }, records.slice(3 * s, 3 * s + 3));
      const own = digitsOf(alone, write(`type-scale-grid-${sizes[s]}.pdf`, await renderBook(alone)), 0);
      const digits = digitsOf(book, path, s);
      seen.push(digits);
      expect(digits, `${sizes[s]}×${sizes[s]}`).toBe(own);
      // One to a page, it fills its page (issue 111): off the steps, larger than a 10×10's two to a page.
      if (sections[s]!.perPage === 1) {
        expect(digits, `${sizes[s]}×${sizes[s]} alone`).toBeGreaterThan(seen[s - 1]!);
        continue;
      }
      // At one of the book's steps, never above the largest; or where the step under it would set
      // the cells under the kind's size (issue 85), at that size.
      const least = (getKind('numbrix').print.regular[0] * 72) / 25.4;
      const atLeast = digits / (sizes[s]! * sizes[s]! >= 100 ? 0.42 : 0.5);
      const onStep = type.figureSteps.some((step) => Math.abs(step - digits) < 0.05);
      expect(onStep || Math.abs(atLeast - least) < 0.1, `${sizes[s]}×${sizes[s]}: ${digits} pt`).toBe(true);
    }
    for (const { page } of puzzlePages(book)) for (const w of columnWords(book, path, page, pages)) expect(w.size).toBeGreaterThanOrEqual(type.minFigureText - 0.05);
    const alone = puzzlePages(book).find((p) => p.section === 6)!;
    writeFileSync(join(dir, 'type-scale-grids-12x12.png'), pagePng(path, alone.page, 60));
  });
});
