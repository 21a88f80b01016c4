/**
 * Print design, read back from the PDFs with positions and sizes: one type size per section,
 * sections that open on right-hand pages, bleed, and the wrap-around cover.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BookFile, bookSchema } from '../../src/book/bookfile-schema.ts';
import { renderBook } from '../../src/pdf/book.ts';
import { SPINE_LEAST_SIZE, SPINE_PER_PAGE, SPINE_TEXT_MIN_PAGES, coverGeometry, renderCover, spineTextSize } from '../../src/pdf/cover.ts';
import { contentBox, geometry } from '../../src/pdf/layout.ts';
import { layoutBook } from '../../src/pdf/plan.ts';
import { typeFor } from '../../src/pdf/type.ts';
import { bookFileOf, bookOf, dir, fonts, isMastNumber, pageCount, pagePng, pageSize, pagesText, snakeNumbrix, wordBoxes, write } from './tools.ts';

const INCH = 72;

/**
 * The sizes (to 0.1 pt) of the words on `page` that satisfy `keep`, in the puzzles: below the
 * first puzzle's number (its masthead's), so not in a section's heading, and above the footer.
 */
function sizesOn(path: string, book: BookFile, page: number, keep: (text: string) => boolean): string[] {
  const column = contentBox(geometry(book.spec.page, pageCount(path)), page);
  const words = wordBoxes(path, page);
  const top = Math.min(...words.filter((w) => isMastNumber(book, w)).map((w) => w.yMin));
  return words.filter((w) => keep(w.text) && !isMastNumber(book, w) && w.yMin > top && w.yMax <= column.y + column.height).map((w) => w.size.toFixed(1));
}

/** The most common of `values`. */
const mode = (values: string[]) => [...new Set(values)].sort((a, b) => values.filter((v) => v === b).length - values.filter((v) => v === a).length)[0];

describe('one type scale per section', () => {
  let book: BookFile;
  let path: string;

  beforeAll(async () => {
    book = bookOf({
      title: 'Scale Test',
      page: { size: '6x9' },
      sections: [
        // Three pages each: the first (under the heading) has shorter cells than the rest.
        { kind: 'numbrix', count: 5, difficulty: 'easy', options: { size: 7 }, perPage: 2 },
        { kind: 'secret-number', count: 5, difficulty: 'hard', options: { digits: 4 }, perPage: 2 },
      ],
    });
    path = write('scale.pdf', await renderBook(book));
  });

  const pagesOf = (section: number) =>
    layoutBook(book)
      .pages.map((p, i) => ({ p, n: i + 1 }))
      .filter(({ p }) => p.type === 'puzzles' && p.section === section)
      .map(({ n }) => n);

  it('sets every Numbrix of a section at one size, its opening page (under the heading) included', () => {
    const pages = pagesOf(0);
    expect(pages.length).toBe(3);
    const sizes = pages.flatMap((page) => sizesOn(path, book, page, (t) => /^\d+$/.test(t)));
    expect(sizes.length).toBeGreaterThan(20);
    expect(new Set(sizes).size).toBe(1);
  });

  it("sets Secret Number's rules at the book's body size on every page, wrapped to the column, not scaled", () => {
    const body = typeFor(book.spec).body.toFixed(1);
    const pages = pagesOf(1);
    for (const page of pages) {
      const words = sizesOn(path, book, page, (t) => /^[a-z]+$/.test(t));
      expect(mode(words), `page ${page}`).toBe(body);
    }
    // Rules run across the column: some line reaches past two thirds of its width.
    const column = contentBox(geometry(book.spec.page, pageCount(path)), pages[0]!);
    const right = Math.max(...wordBoxes(path, pages[0]!).filter((w) => w.size.toFixed(1) === body).map((w) => w.xMax));
    expect(right).toBeGreaterThan(column.x + column.width * 0.67);
  });
});

describe('typefaces', () => {
  const faceNames = (path: string) => [...new Set(fonts(path).map((f) => f.name.replace(/^[A-Z]{6}\+/, '')))].sort();

  it("sets worksheets in Andika (a plain zero for children), measured in Andika so rules still fill the column and stay inside it", async () => {
    const sheet = bookOf({ title: 'Face Test', worksheet: true, sections: [{ kind: 'secret-number', count: 2, difficulty: 'medium', perPage: 2 }] });
    expect(sheet.spec.typeface).toBe('andika');
    const path = write('andika-worksheet.pdf', await renderBook(sheet));
    writeFileSync(join(dir, 'andika-worksheet-1.png'), pagePng(path, 1, 100));
    expect(faceNames(path)).toEqual(['Andika', 'Andika-Bold']);
    const column = contentBox(geometry(sheet.spec.page, pageCount(path)), 1);
    const body = typeFor(sheet.spec).body.toFixed(1);
    const rules = wordBoxes(path, 1).filter((w) => w.size.toFixed(1) === body && w.yMin > column.y + 100);
    expect(rules.length).toBeGreaterThan(20);
    const right = Math.max(...rules.map((w) => w.xMax));
    expect(right).toBeLessThanOrEqual(column.x + column.width);
    expect(right).toBeGreaterThan(column.x + column.width * 0.67);
  });

  it('prints a book file written before typefaces as it was: Atkinson Hyperlegible, and a worksheet in large print', () => {
    const sheet = bookOf({ title: 'Old Sheet', worksheet: true, sections: [{ kind: 'numbrix', count: 1, difficulty: 'easy', options: { size: 4 } }] });
    const { typeface: _, ...oldSpec } = { ...sheet.spec, largePrint: false };
    const old = bookSchema.parse(JSON.parse(JSON.stringify({ ...sheet, spec: oldSpec })));
    expect(old.spec).toMatchObject({ typeface: 'hyperlegible', largePrint: true });
    // Written now, the same fields mean what they say.
    expect(bookSchema.parse(JSON.parse(JSON.stringify({ ...sheet, spec: { ...sheet.spec, largePrint: false } }))).spec).toMatchObject({ typeface: 'andika', largePrint: false });
  });

  it('sets books in Noto Sans, and any face where the spec names it', async () => {
    const spec = { sections: [{ kind: 'numbrix', count: 1, difficulty: 'easy', options: { size: 4 } }] };
    const book = bookOf(spec);
    expect(book.spec.typeface).toBe('noto');
    expect(faceNames(write('face-book.pdf', await renderBook(book)))).toEqual(['NotoSans-Bold', 'NotoSans-Regular']);
    expect(faceNames(write('face-andika-book.pdf', await renderBook(bookOf({ ...spec, typeface: 'andika' }))))).toEqual(['Andika', 'Andika-Bold']);
    const atkinson = bookOf({ ...spec, typeface: 'hyperlegible' });
    expect(faceNames(write('face-hyperlegible-book.pdf', await renderBook(atkinson)))).toEqual(['AtkinsonHyperlegible-Bold', 'AtkinsonHyperlegible-Regular']);
    const sheet = bookOf({ ...spec, worksheet: true, typeface: 'hyperlegible' });
    expect(faceNames(write('face-hyperlegible-sheet.pdf', await renderBook(sheet)))).toEqual(['AtkinsonHyperlegible-Bold', 'AtkinsonHyperlegible-Regular']);
  });
});

describe('print-on-demand pages', () => {
  it('opens each section on a right-hand page with page.openRight, and keeps the count even', async () => {
    const book = bookOf({
      title: 'Right Hand',
      page: { size: '6x9', openRight: true },
      belongsTo: true,
      sections: [
        { kind: 'numbrix', count: 1, difficulty: 'easy', options: { size: 4 } },
        { kind: 'numbrix', count: 3, difficulty: 'easy', options: { size: 4 }, perPage: 1 },
        { kind: 'countdown', count: 1, difficulty: 'easy' },
      ],
    });
    const layout = layoutBook(book);
    for (const page of layout.sectionPage) expect(page % 2, `section on page ${page}`).toBe(1);
    expect(layout.pages.length % 2).toBe(0);
    const path = write('open-right.pdf', await renderBook(book));
    expect(pageCount(path)).toBe(layout.pages.length);
    // The blanks before a section print nothing, not even a page number.
    layout.pages.forEach((p, i) => {
      if (p.type === 'blank') expect(pagesText(path)[i]!.trim()).toBe('');
    });
  });

  it('adds 0.125 in of bleed on the outside, top and bottom, and moves the text with the trim', async () => {
    const sections = [{ kind: 'numbrix', count: 2, difficulty: 'easy', options: { size: 4 }, perPage: 1 }];
    const plain = bookOf({ title: 'Bleed', page: { size: '6x9' }, sections });
    const bled = bookOf({ title: 'Bleed', page: { size: '6x9', bleed: true }, sections });
    const path = write('bleed.pdf', await renderBook(bled));
    expect(pageSize(path)).toEqual([6.125 * INCH, 9.25 * INCH]);
    const plainPath = write('no-bleed.pdf', await renderBook(plain));
    // A right-hand page keeps its text where it was (the bleed is on its right), moved down by the top bleed;
    // a left-hand page moves right by the bleed on its left.
    for (const page of [5, 6]) {
      const a = wordBoxes(plainPath, page)[0]!;
      const b = wordBoxes(path, page)[0]!;
      expect(b.text).toBe(a.text);
      expect(b.yMin - a.yMin).toBeCloseTo(9, 1);
      expect(b.xMin - a.xMin).toBeCloseTo(page % 2 === 0 ? 9 : 0, 1);
    }
  });
});

describe('the wrap-around cover', () => {
  it('is 2 × trim + spine + 2 × bleed wide and trim + 2 × bleed high, the spine by page count and paper', () => {
    for (const [size, trim] of [['6x9', [6, 9]], ['8.5x11', [8.5, 11]]] as const) {
      for (const pages of [24, 79, 80, 150, 500]) {
        for (const paper of ['white', 'cream'] as const) {
          const g = coverGeometry(size, pages, paper);
          const spine = pages * SPINE_PER_PAGE[paper];
          expect(g.spine / INCH).toBeCloseTo(spine, 6);
          expect(g.width / INCH).toBeCloseTo(2 * trim[0] + spine + 2 * 0.125, 6);
          expect(g.height / INCH).toBeCloseTo(trim[1] + 2 * 0.125, 6);
          // From 80 pages (KDP), and only where the spine holds its line at 7 pt or more: an
          // 80-page spine (0.18 in on white) would set it at 2.6 pt, so it is left plain.
          expect(g.spineText).toBe(pages >= 150);
          expect(spineTextSize('noto', g.spine) >= SPINE_LEAST_SIZE).toBe(pages >= 150);
          if (pages >= SPINE_TEXT_MIN_PAGES && pages < 150) expect(spineTextSize('noto', g.spine)).toBeLessThan(SPINE_LEAST_SIZE);
          // The front starts where the back and spine end; the barcode sits inside the back.
          expect(g.front.x).toBeCloseTo(g.back.x + g.back.width + g.spine, 6);
          expect(g.barcode.x).toBeGreaterThan(g.back.x);
          expect(g.barcode.x + g.barcode.width).toBeLessThan(g.back.x + g.back.width);
        }
      }
    }
    // KDP's table: a 120-page book on white paper has a 0.27 in spine.
    expect(coverGeometry('6x9', 120, 'white').spine / INCH).toBeCloseTo(0.27, 2);
  });

  /** A book of `count` small Numbrix one to a page: laid out and printed without generating. */
  const thick = (count: number, title: string) =>
    bookFileOf(
      { title, subtitle: 'For the cover test', author: 'Ada Author', page: { size: '6x9' }, sections: [{ kind: 'numbrix', count, difficulty: 'easy', options: { size: 5 }, perPage: 1 }] },
      Array.from({ length: count }, (_, i) => snakeNumbrix(`cover-${i + 1}`, 5)),
    );

  it('prints title, subtitle and author on the front, the title on the spine only when thick enough, and leaves the barcode area clear', async () => {
    // 90 puzzles make 96 pages, past KDP's 79, but a 0.22 in spine would set its line at 4.5 pt: it is left plain.
    for (const [count, spineText] of [[10, false], [90, false], [130, true]] as const) {
      const book = thick(count, 'Cover Test');
      const { pdf, geometry: g } = await renderCover(book);
      const path = write(`cover-${count}.pdf`, pdf);
      writeFileSync(join(dir, `cover-${count}.png`), pagePng(path, 1, 40));
      expect(pageCount(path)).toBe(1);
      expect(g.pages).toBe(layoutBook(book).pages.length);
      const [w, h] = pageSize(path);
      expect(w).toBeCloseTo(g.width, 1);
      expect(h).toBeCloseTo(g.height, 1);
      const words = wordBoxes(path, 1);
      const front = words.filter((word) => word.xMin >= g.front.x);
      expect(front.map((word) => word.text).join(' ')).toContain('Cover Test For the cover test');
      expect(front.map((word) => word.text)).toContain('Author');
      const onSpine = words.filter((word) => word.xMin >= g.spineBox.x - 1 && word.xMax <= g.spineBox.x + g.spineBox.width + 1);
      expect(onSpine.length > 0, `${count} puzzles`).toBe(spineText);
      // Nothing on the cover, spine included, under 7 pt.
      expect(words.filter((word) => word.size < SPINE_LEAST_SIZE - 0.01).map((word) => `${word.text} at ${word.size.toFixed(1)} pt`)).toEqual([]);
      // The spine's line straddles its middle, and keeps 0.0625 in from each fold (KDP).
      for (const word of onSpine) {
        expect((word.xMin + word.xMax) / 2, word.text).toBeCloseTo(g.spineBox.x + g.spineBox.width / 2, 0);
        expect(word.xMin - g.spineBox.x, word.text).toBeGreaterThanOrEqual(0.0625 * INCH);
        expect(g.spineBox.x + g.spineBox.width - word.xMax, word.text).toBeGreaterThanOrEqual(0.0625 * INCH);
      }
      const inBarcode = words.filter(
        (word) => word.xMax > g.barcode.x && word.xMin < g.barcode.x + g.barcode.width && word.yMax > g.barcode.y && word.yMin < g.barcode.y + g.barcode.height,
      );
      expect(inBarcode).toEqual([]);
      // No text within 0.25 in of the sheet's trim.
      for (const word of words) {
        expect(word.xMin).toBeGreaterThan(g.bleed + 0.25 * INCH);
        expect(word.xMax).toBeLessThan(g.width - g.bleed - 0.25 * INCH);
      }
    }
  });

  it('takes the spine from the paper: cream is thicker than white', async () => {
    const book = thick(10, 'Paper');
    const white = await renderCover(book, 'white');
    const cream = await renderCover(book, 'cream');
    expect(cream.geometry.width).toBeGreaterThan(white.geometry.width);
    expect(cream.geometry.width - white.geometry.width).toBeCloseTo(white.geometry.pages * (0.0025 - 0.002252) * INCH, 6);
  });
});
