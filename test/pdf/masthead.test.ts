// Issue 111, point 2: "the level is a whisper". Each puzzle's caption was an 11 pt flush-left
// label ("1. Sudoku · easy"); it is now a masthead (src/pdf/masthead.ts): the number set large,
// four bars rising with as many filled as the level is high, and the level's word from the
// catalogs, whole. Read back here from built books' page text and drawing, in English on 6×9,
// in German on letter and in large print (with QR codes), every kind, one puzzle a page and
// several: every puzzle's number in its order, its level's word in the book's language, its bars
// filled to its level, the same mark on every page. A page of one and a page of several of each
// book are written as PNGs, to look at.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BookFile } from '../../src/book/bookfile-schema.ts';
import { inLanguage } from '../../src/book/language.ts';
import { puzzleNumber } from '../../src/book/labels.ts';
import { DIFFICULTIES } from '../../src/engine/kind.ts';
import { renderBook } from '../../src/pdf/book.ts';
import { typeFor } from '../../src/pdf/type.ts';
import { bookWords } from '../../src/templates/index.ts';
import { everyKindOnce } from './fixture-books.ts';
import { mastheads } from './masthead.ts';
import { kinds } from '../matrix.ts';
import { bookOf, dir, everyKindTimeout, laidOut, pagePng, write } from './tools.ts';

const BOOKS = [
  { name: 'en-6x9', spec: { title: 'Mast English', page: { size: '6x9' }, sections: everyKindOnce(2, ['easy', 'hard'], kinds()) } },
  { name: 'de-letter', spec: { title: 'Mast Deutsch', language: 'de', page: { size: 'letter' }, sections: everyKindOnce(2, ['medium'], kinds()) } },
  { name: 'large-print', spec: { title: 'Mast Large', largePrint: true, archive: 'https://puzzles.example.org/', page: { size: 'letter' }, sections: everyKindOnce(1, ['easy', 'expert'], kinds()) } },
];

describe('every puzzle carries a masthead: its number large, its level as bars and a word (issue 111)', { timeout: everyKindTimeout(20_000) }, () => {
  const printed: { name: string; book: BookFile; path: string }[] = [];

  beforeAll(async () => {
    for (const { name, spec } of BOOKS) {
      const book = bookOf(spec);
      printed.push({ name, book, path: write(`masthead-${name}.pdf`, await renderBook(book)) });
    }
  }, everyKindTimeout(20_000));

  it('reads back every puzzle its number, its level word in the book language and its bars filled to its level, on every puzzle page', () => {
    for (const { name, book, path } of printed) {
      // Read in the book's language: a catalog's words are looked up when read.
      const words = inLanguage(book.spec.language ?? 'en', () => Object.fromEntries(DIFFICULTIES.map((d) => [d, `${bookWords.bands[d]}`])));
      const type = typeFor(book.spec);
      let read = 0;
      const kinds = new Set<string>();
      laidOut(book).pages.forEach((page, i) => {
        if (page.type !== 'puzzles') return;
        const marks = mastheads(path, i + 1, book.spec);
        const where = `${name} page ${i + 1}`;
        expect(marks.map((m) => m.number), where).toEqual(page.puzzles.map((p) => puzzleNumber(book, p)));
        page.puzzles.forEach((p, j) => {
          const { difficulty, kind } = book.puzzles[p]!;
          const level = DIFFICULTIES.indexOf(difficulty) + 1;
          expect(marks[j], `${where}, puzzle ${p + 1} (${kind}, ${difficulty})`).toMatchObject({ word: words[difficulty], filled: level, empty: DIFFICULTIES.length - level, wordSize: type.label });
          // The bars rise left to right, filled or not: the mark reads as a level, not as a count.
          expect(marks[j]!.heights.every((h, k, all) => k === 0 || h > all[k - 1]!), `${where}: ${marks[j]!.heights.map((h) => h.toFixed(1))}`).toBe(true);
          kinds.add(kind);
        });
        read += marks.length;
      });
      expect(read, name).toBe(book.puzzles.length);
      expect(kinds.size, name).toBe(new Set(book.puzzles.map((r) => r.kind)).size);
    }
  });

  it('sets the number near half as large again as the level word and more, the same in every section', () => {
    for (const { name, book, path } of printed) {
      const type = typeFor(book.spec);
      // 19 pt over 11 (22 over 15 in large print, where each point of height a 5×8 page's puzzle loses counts).
      expect(type.number, name).toBeGreaterThanOrEqual(1.45 * type.label);
      const pages = laidOut(book).pages.flatMap((page, i) => (page.type === 'puzzles' ? [i + 1] : []));
      // Every bar of every masthead, in every section: one set of heights, the level's alone differing.
      const heights = new Set(pages.flatMap((n) => mastheads(path, n, book.spec)).flatMap((m) => m.heights.map((h) => h.toFixed(1))));
      expect(heights.size, `${name}: ${[...heights]}`).toBe(DIFFICULTIES.length);
    }
  });

  it('writes a page of one puzzle and a page of several of each book, to look at', () => {
    for (const { name, book, path } of printed) {
      const pages = laidOut(book).pages;
      const one = pages.findIndex((p) => p.type === 'puzzles' && p.puzzles.length === 1);
      const several = pages.findIndex((p) => p.type === 'puzzles' && p.puzzles.length > 1);
      // Large print on letter sets every kind one to a page at its easiest and hardest; the other two books have both.
      if (!book.spec.largePrint) expect(several, name).toBeGreaterThan(0);
      for (const [which, n] of [['one', one], ['several', several]] as const) if (n >= 0) writeFileSync(join(dir, `masthead-${name}-${which}.png`), pagePng(path, n + 1, 100));
    }
  });
});
