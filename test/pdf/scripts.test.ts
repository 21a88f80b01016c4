/**
 * Titles in other scripts (issue 24): Latin Extended prints in the book's own face, Greek and
 * Cyrillic in a fallback face where the face has no letters for them (Andika has Cyrillic,
 * Noto Sans both), each line set whole in one font and measured in it; what no font covers
 * is still refused.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BookFile } from '../../src/book/bookfile-schema.ts';
import { slugify, type Typeface } from '../../src/book/spec.ts';
import { FONTS, measuringDocument } from '../../src/pdf/document.ts';
import { renderBook } from '../../src/pdf/book.ts';
import { renderCover } from '../../src/pdf/cover.ts';
import { contentBox, geometry } from '../../src/pdf/layout.ts';
import { unprintable } from '../../src/pdf/printable.ts';
import { cli, expectCleanFailure, tempDir } from '../cli/run.ts';
import { bookOf, dir, fonts, metadata, pageCount, pagePng, pageText, wordBoxes, write } from './tools.ts';

const POLISH = 'Łamigłówki — Zażółć gęślą jaźń';
const GREEK = 'Γρίφοι 2026 — Book';
const RUSSIAN = 'Головоломки на каждый день';

/** The faces a PDF embeds, without subset tags. */
const faceNames = (path: string) => [...new Set(fonts(path).map((f) => f.name.replace(/^[A-Z]{6}\+/, '')))].sort();

/** A small book with `title` on every line checkPrintable checks. */
const bookTitled = (title: string, typeface: Typeface): BookFile =>
  bookOf({ title, subtitle: title, author: title, typeface, sections: [{ kind: 'numbrix', count: 1, difficulty: 'easy', options: { size: 4 }, title }] });

/** One line of text read back with its words joined by single spaces. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('titles in Latin Extended, Greek and Cyrillic', () => {
  // Which families each title prints in: the book's own face where it has the letters.
  // Noto Sans has all three scripts: its latin file sets Latin lines, and the same design whole the rest.
  const cases: [string, string, Typeface, string[]][] = [
    ['Latin Extended', POLISH, 'noto', ['NotoSans-Bold', 'NotoSans-Regular']],
    ['Greek', GREEK, 'noto', ['NotoSans-Bold', 'NotoSans-Regular']],
    ['Cyrillic', RUSSIAN, 'noto', ['NotoSans-Bold', 'NotoSans-Regular']],
    ['Latin Extended', POLISH, 'hyperlegible', ['AtkinsonHyperlegible-Bold', 'AtkinsonHyperlegible-Regular']],
    ['Latin Extended', POLISH, 'andika', ['Andika', 'Andika-Bold']],
    ['Greek', GREEK, 'hyperlegible', ['AtkinsonHyperlegible-Bold', 'AtkinsonHyperlegible-Regular', 'NotoSans-Bold', 'NotoSans-Regular']],
    ['Greek', GREEK, 'andika', ['Andika', 'Andika-Bold', 'NotoSans-Bold', 'NotoSans-Regular']],
    ['Cyrillic', RUSSIAN, 'hyperlegible', ['AtkinsonHyperlegible-Bold', 'AtkinsonHyperlegible-Regular', 'NotoSans-Bold', 'NotoSans-Regular']],
    ['Cyrillic', RUSSIAN, 'andika', ['Andika', 'Andika-Bold']],
  ];

  it.each(cases)('prints a %s title in %s as written, in %s', async (_, title, typeface, families) => {
    const book = bookTitled(title, typeface);
    const path = write(`${typeface}-${book.slug}.pdf`, await renderBook(book));
    expect(metadata(path).title).toBe(title);
    // Title page: title, subtitle and author, each read back exactly.
    expect(pageText(path, 1, false).split('\n').filter(Boolean)).toEqual([title, title, title]);
    // The section's heading, the contents line and every footer.
    const pages = Array.from({ length: pageCount(path) }, (_, i) => flat(pageText(path, i + 1, false)));
    expect(pages.filter((text) => text.includes(`${title} `) || text.endsWith(title)).length).toBeGreaterThanOrEqual(pageCount(path) - 1);
    expect(faceNames(path)).toEqual(families);
    // Every character has a glyph: no empty boxes (MuPDF reads a missing glyph back as U+FFFD).
    expect(pages.join('')).not.toContain('\uFFFD');
  });

  it('keeps a long Greek title inside the column: the footer is cut in the font it prints in', async () => {
    const title = `${'Μεγάλοι γρίφοι για χειμωνιάτικα βράδια '.repeat(4)}— Book`;
    const book = bookOf({ title, sections: [{ kind: 'numbrix', count: 1, difficulty: 'easy', options: { size: 4 } }] });
    const path = write('long-greek.pdf', await renderBook(book));
    writeFileSync(join(dir, 'long-greek-3.png'), pagePng(path, 3, 100));
    const pages = pageCount(path);
    // The footers: from the contents page on (front matter has none).
    expect(pages).toBeGreaterThanOrEqual(5);
    for (let page = 3; page <= pages; page++) {
      const column = contentBox(geometry(book.spec.page, pages), page);
      const below = wordBoxes(path, page).filter((w) => w.yMin > column.y + column.height);
      expect(below.length, `page ${page}`).toBeGreaterThan(2);
      expect(below.map((w) => w.text).join(' '), `page ${page}`).toContain('…');
      expect(Math.min(...below.map((w) => w.xMin)), `page ${page}`).toBeGreaterThanOrEqual(column.x - 0.5);
      expect(Math.max(...below.map((w) => w.xMax)), `page ${page}`).toBeLessThanOrEqual(column.x + column.width + 0.5);
      // Set flush right on odd pages from its measured width: it ends at the column's edge, so it was measured as drawn.
      if (page % 2 === 1) expect(Math.max(...below.map((w) => w.xMax)), `page ${page}`).toBeGreaterThan(column.x + column.width - 1);
    }
    // The title page wraps it inside the column too, every word of it there.
    const column = contentBox(geometry(book.spec.page, pages), 1);
    const words = wordBoxes(path, 1);
    expect(Math.max(...words.map((w) => w.xMax))).toBeLessThanOrEqual(column.x + column.width + 0.5);
    expect(flat(pageText(path, 1, false))).toContain(flat(title));
  });

  it('measures a line in the font it prints in, and sets the body face back after it', () => {
    const doc = measuringDocument('hyperlegible');
    doc.font(FONTS.regular).fontSize(20);
    const latin = doc.widthOfString('Book ');
    // The line falls back whole: "Book " in it is not measured in Atkinson Hyperlegible beside a Greek letter.
    expect(doc.widthOfString('Book Γ')).not.toBeCloseTo(latin + doc.widthOfString('Γ'), 1);
    expect(doc.heightOfString('Γρίφοι')).toBeGreaterThan(0);
    // And the painter's font and size come back after it.
    expect(doc.widthOfString('Book ')).toBe(latin);
  });

  it('prints a Greek title on the cover', async () => {
    const book = bookTitled(GREEK, 'hyperlegible');
    const { pdf, geometry: g } = await renderCover(book);
    const path = write('greek-cover.pdf', pdf);
    const front = wordBoxes(path, 1).filter((w) => w.xMin >= g.front.x);
    expect(front.map((w) => w.text).join(' ')).toContain(GREEK);
  });
});

describe('the same bytes', () => {
  it('builds a Greek and Cyrillic book twice to the same bytes', async () => {
    const root = tempDir();
    const spec = join(root, 'spec.yaml');
    writeFileSync(
      spec,
      `title: ${JSON.stringify(GREEK)}\nsubtitle: ${JSON.stringify(RUSSIAN)}\nslug: grifoi\nseed: 7\nsections:\n  - { kind: numbrix, count: 1, difficulty: easy, options: { size: 4 }, title: ${JSON.stringify(POLISH)} }\n`,
    );
    for (const out of ['a', 'b']) expect((await cli(['build', spec, '--out', join(root, out)])).status).toBe(0);
    for (const name of ['grifoi.pdf', 'grifoi-answers.pdf']) {
      expect(readFileSync(join(root, 'a', name)).equals(readFileSync(join(root, 'b', name))), name).toBe(true);
    }
  });
});

describe('file names of titles in other scripts', () => {
  it('romanizes Greek and Cyrillic titles and undecomposable Latin letters into the slug', () => {
    expect(slugify(GREEK, 'book')).toBe('grifoi-2026-book');
    expect(slugify(RUSSIAN, 'book')).toBe('golovolomki-na-kazhdyi-den');
    expect(slugify('Καλημέρα κόσμε', 'book')).toBe('kalimera-kosme');
    expect(slugify('Їжак і ялинка', 'book')).toBe('izhak-i-yalinka');
    expect(slugify(POLISH, 'book')).toBe('lamiglowki-zazolc-gesla-jazn');
    expect(slugify('Große Rätsel', 'book')).toBe('grosse-ratsel');
    // What has no Latin letters at all still falls back.
    expect(slugify('数独', 'book')).toBe('book');
  });
});

describe('what no font prints', () => {
  it('knows the fonts: Latin Extended, Greek and Cyrillic print; CJK, emoji and Hebrew do not', () => {
    for (const face of ['noto', 'hyperlegible', 'andika'] as const) {
      for (const text of [POLISH, GREEK, RUSSIAN, 'őŐşŞğĞčČžŽ', `${GREEK} ${RUSSIAN}`]) expect(unprintable(text, face), text).toBeNull();
      expect(unprintable('Γρίφοι 数', face)).toBe('数');
      expect(unprintable('Puzzles 🧩', face)).toBe('🧩');
      expect(unprintable('שלום', face)).toBe('ש');
    }
  });

  it.each([
    ['a CJK title', { title: '数字パズル' }, 'title: has "数" (U+6570)'],
    ['an emoji subtitle', { subtitle: 'Γρίφοι 🧩' }, 'subtitle: has "🧩" (U+1F9E9)'],
  ])('refuses %s, naming the field, writing nothing', async (_, fields, named) => {
    const root = tempDir();
    const spec = { title: GREEK, seed: 1, sections: [{ kind: 'numbrix', count: 1, difficulty: 'easy', options: { size: 4 } }], ...fields };
    writeFileSync(join(root, 'spec.yaml'), JSON.stringify(spec));
    const r = await cli(['build', join(root, 'spec.yaml'), '--out', join(root, 'out')]);
    expectCleanFailure(r);
    expect(r.stderr).toContain(named);
    expect(r.stderr).toContain("which the book's fonts cannot print (they cover Latin, Greek and Cyrillic scripts)");
  });
});
