import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BookFile, bookSchema } from '../../src/book/bookfile-schema.ts';
import { specSchema } from '../../src/book/spec.ts';
import { DIFFICULTIES, type Difficulty } from '../../src/engine/kind.ts';
import { kind as numbrix } from '../../src/kinds/numbrix/index.ts';
import { Rng, derive } from '../../src/engine/random.ts';
import { renderAnswers } from '../../src/pdf/answers.ts';
import { planBook, puzzlePages, renderBook } from '../../src/pdf/book.ts';
import { metadata, pageCount, pageSize, pageText, wordBoxes } from './read.ts';
import { mastheads } from './masthead.ts';

const SEED = 'render-test';

/** `count` numbrix records, each from the first seed whose puzzle lands in the band. */
function records(section: string, count: number, size: number, difficulty: Difficulty) {
  const options = numbrix.options.parse({ size });
  const out = [];
  for (let n = 1, attempt = 0; out.length < count; attempt++) {
    const seed = derive(SEED, section, n, attempt);
    const made = numbrix.generate(new Rng(seed), options, difficulty);
    if (!made) continue;
    const { puzzle, solution, grade } = made;
    out.push({ id: `${section}-${n}`, kind: 'numbrix' as const, difficulty: made.difficulty, seed, options, puzzle, solution, grade });
    n++;
  }
  return out;
}

/** Two sections: 3 easy 5×5 two to a page, then 2 medium 6×6 four to a page. */
function makeBook(): BookFile {
  return bookSchema.parse({
    title: 'Render Test Puzzles',
    slug: 'render-test-puzzles',
    seed: SEED,
    version: '0.1.0',
    spec: {
      title: 'Render Test Puzzles',
      subtitle: 'A book for the test suite',
      author: 'Test Author',
      slug: 'render-test-puzzles',
      seed: SEED,
      page: { size: 'letter' },
      sections: [
        { kind: 'numbrix', count: 3, difficulty: 'easy', perPage: 2, options: { size: 5 } },
        { kind: 'numbrix', title: 'Bigger grids', count: 2, difficulty: 'medium', perPage: 4, options: { size: 6 } },
      ],
    },
    puzzles: [...records('easy', 3, 5, 'easy'), ...records('medium', 2, 6, 'medium')],
  });
}

/** The clues of a numbrix record (records hold kinds' puzzles untyped). */
function givensOf(record: BookFile['puzzles'][number]): number[] {
  return numbrix.puzzle.parse(record.puzzle).givens.flat().filter((v) => v > 0);
}

const dir = mkdtempSync(join(tmpdir(), 'puzzlebook-render-'));

function write(name: string, pdf: Uint8Array): string {
  const path = join(dir, name);
  writeFileSync(path, pdf);
  return path;
}

/** Whole numbers standing alone on the page (not part of a longer number or word). */
function numbersOn(text: string): Set<number> {
  return new Set([...text.matchAll(/(?<![\w.-])\d+(?![\w.-])/g)].map((m) => Number(m[0])));
}

describe('book and answer PDFs', () => {
  let book: BookFile;
  let bookPath: string;
  let answersPath: string;
  let bookPdf: Uint8Array;
  let answersPdf: Uint8Array;

  beforeAll(async () => {
    book = makeBook();
    bookPdf = await renderBook(book);
    answersPdf = await renderAnswers(book);
    bookPath = write('book.pdf', bookPdf);
    answersPath = write('answers.pdf', answersPdf);
  });

  it('plans a title page, contents and how to play, then each section from a new page, perPage to a page', () => {
    // Title, copyright, contents, how to play Numbrix; easy puzzles 1–2, 3; medium puzzles 4–5 on one page.
    expect(puzzlePages(book)).toEqual([5, 5, 6, 7, 7]);
    expect(planBook(book).map((p) => p.type)).toEqual(['title', 'copyright', 'contents', 'how-to', 'puzzles', 'puzzles', 'puzzles']);
    expect(pageCount(bookPath)).toBe(7);
  });

  it('prints the title page with title, subtitle and author, and a copyright page behind it as a publisher prints one', async () => {
    const text = pageText(bookPath, 1);
    expect(text).toContain('Render Test Puzzles');
    expect(text).toContain('A book for the test suite');
    expect(text).toContain('Test Author');
    expect(text).not.toContain('seed');
    // The title page has no footer.
    expect(text).not.toMatch(/·/);
    const copyright = pageText(bookPath, 2, false).replace(/\s+/g, ' ');
    expect(copyright).toContain('© Test Author. All rights reserved.');
    expect(copyright).toContain('5 puzzles, each checked so that it can be solved by reasoning alone, with no guessing.');
    // No program talk, no seed and no exception for one kind, unless the spec asks for a colophon.
    for (const words of ['puzzlebook', 'seed', 'Countdown', 'ISBN', 'Published']) expect([words, copyright.includes(words)]).toEqual([words, false]);
    const full = bookSchema.parse({ ...book, spec: { ...book.spec, year: 2027, publisher: 'Rainy Day Press', isbn: '978-1-86197-876-9', colophon: true } });
    const printed = pageText(write('published.pdf', await renderBook(full)), 2, false).replace(/\s+/g, ' ');
    expect(printed).toContain('© 2027 Test Author. All rights reserved. Published by Rainy Day Press ISBN 978-1-86197-876-9');
    expect(printed).toContain('Made with puzzlebook 0.1.0 from seed render-test');
    // With no author, the publisher holds the rights.
    const noAuthor = bookSchema.parse({ ...book, spec: { ...book.spec, author: undefined, publisher: 'Rainy Day Press' } });
    expect(pageText(write('publisher.pdf', await renderBook(noAuthor)), 2, false).replace(/\s+/g, ' ')).toContain('© Rainy Day Press. All rights reserved.');
  });

  it('takes an ISBN only with its check digit right, naming the field', () => {
    const spec = (isbn: string) => specSchema.safeParse({ title: 'T', seed: 1, isbn, sections: [{ kind: 'numbrix', count: 1 }] });
    for (const good of ['978-1-86197-876-9', '9781861978769', '0-306-40615-2', '0 8044 2957 X']) expect(spec(good).success, good).toBe(true);
    for (const bad of ['978-1-86197-876-8', '0-306-40615-3', '12345', 'ISBN 978-1-86197-876-9']) {
      const r = spec(bad);
      expect(r.success, bad).toBe(false);
      expect(r.error!.issues[0]!.path).toEqual(['isbn']);
    }
  });

  it('opens each section with its heading and where its how-to-play page is', () => {
    const easy = pageText(bookPath, 5);
    expect(easy).toContain('Numbrix · 3 easy puzzles');
    expect(easy).toContain('How to play: page 4');
    const medium = pageText(bookPath, 7);
    expect(medium).toContain('Bigger grids');
    expect(medium).toContain('Numbrix · 2 medium puzzles');
    expect(medium).toContain('How to play: page 4');
    // A section's later pages repeat no heading.
    expect(pageText(bookPath, 6)).not.toContain('easy puzzles');
    // The rules, told for the worked example, a 5×5 grid as most of the book's are (three 5×5 to two 6×6).
    const howTo = pageText(bookPath, 4);
    expect(howTo).toContain('How to play Numbrix');
    expect(howTo).toMatch(/from 1 to 25\s+exactly once/);
  });

  it('labels every puzzle with its number and level on the page the plan gives; its id only when asked', async () => {
    const pages = puzzlePages(book);
    const withIds = write('ids.pdf', await renderBook(bookSchema.parse({ ...book, spec: { ...book.spec, ids: true } })));
    book.puzzles.forEach((record, i) => {
      const text = pageText(bookPath, pages[i]!);
      // Its masthead (issue 111): its number large, its level's bars and word.
      expect(mastheads(bookPath, pages[i]!, book.spec).find((m) => m.number === i + 1)).toMatchObject({ word: record.difficulty, filled: DIFFICULTIES.indexOf(record.difficulty) + 1 });
      expect(text).not.toContain(record.id);
      expect(pageText(withIds, pages[i]!)).toContain(record.id);
    });
  });

  it('prints the given numbers of each puzzle on its page, and no answers', () => {
    const pages = puzzlePages(book);
    const first = book.puzzles[0]!;
    const onPage = numbersOn(pageText(bookPath, pages[0]!));
    for (const given of givensOf(first)) expect(onPage).toContain(given);
    // Page 6 holds only puzzle 3 (numbers 1–25, 5×5): every number printed there beyond the
    // label, the footer's page number and the row and column numbers 1–5 must be one of its givens.
    const third = book.puzzles[2]!;
    if (third.kind !== 'numbrix') throw new Error('unreachable');
    const givens = new Set(givensOf(third));
    const beside = new Set([3, 6, ...Array.from({ length: third.puzzle.width }, (_, i) => i + 1)]);
    const printed = [...numbersOn(pageText(bookPath, 6))].filter((n) => !beside.has(n));
    expect(new Set(printed)).toEqual(new Set([...givens].filter((n) => !beside.has(n))));
  });

  it('puts a footer with the page number on every page from the contents on, none on the title and copyright pages', () => {
    for (let page = 3; page <= 7; page++) {
      expect(pageText(bookPath, page)).toContain(page % 2 ? `Render Test Puzzles · ${page}` : `${page} · Render Test Puzzles`);
    }
    expect(pageText(bookPath, 2)).not.toContain('Render Test Puzzles · 2');
    expect(pageText(bookPath, 2)).not.toContain('2 · Render Test Puzzles');
  });

  it('captions every answer with the page its puzzle is printed on, and shows the whole solution', () => {
    expect(pageCount(answersPath)).toBe(1);
    const text = pageText(answersPath, 1);
    expect(text).toContain('Render Test Puzzles: answers');
    const pages = [5, 5, 6, 7, 7];
    pages.forEach((page, i) => expect(text).toContain(`${i + 1}. Numbrix (page ${page})`));
    const numbers = numbersOn(text);
    for (let v = 1; v <= 36; v++) expect(numbers).toContain(v);
    expect(text).toContain('Render Test Puzzles: answers · 1');
  });

  it('spreads a longer answer key over as many pages as it needs, in order', async () => {
    const long = bookSchema.parse({
      ...book,
      spec: { ...book.spec, sections: [{ ...book.spec.sections[0]!, count: 60, perPage: 1 }] },
      puzzles: records('long', 60, 5, 'easy'),
    });
    const path = write('long-answers.pdf', await renderAnswers(long));
    // Sixty 5×5 answers, twenty or more to a page: a compact key, not one page per six.
    const last = pageCount(path);
    expect(last).toBeGreaterThan(1);
    expect(last).toBeLessThanOrEqual(3);
    // perPage 1 after title, copyright, contents and how to play: puzzle 60 is on page 64 of the book.
    expect(pageText(path, last)).toContain('60. Numbrix (page 64)');
    expect(pageText(path, 2)).toContain('2 · Render Test Puzzles: answers');
    // Read as the key is set: down each column, the columns left to right, page after page.
    const order = Array.from({ length: last }, (_, i) =>
      wordBoxes(path, i + 1)
        .filter((w) => /^\d+\.$/.test(w.text))
        .sort((a, b) => Math.round(a.xMin) - Math.round(b.xMin) || a.yMin - b.yMin)
        .map((w) => Number(w.text.slice(0, -1))),
    ).flat();
    expect(order).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
  });

  it('writes fixed metadata, with no clock time in it', () => {
    const book = metadata(bookPath);
    expect(book.title).toBe('Render Test Puzzles');
    // The spec's author, not the program's name, in the book and its key.
    expect(book.author).toBe('Test Author');
    expect(metadata(answersPath).author).toBe('Test Author');
    expect(book.producer).toBe('puzzlebook');
    expect(book.creationDate).toBe('D:20260101000000Z');
    expect(book.modDate).toBe('D:20260101000000Z');
    expect(pageSize(bookPath)).toEqual([612, 792]);
    expect(metadata(answersPath).title).toBe('Render Test Puzzles: answers');
  });

  it('renders the same book to the same bytes', async () => {
    expect(Buffer.from(await renderBook(book)).equals(bookPdf)).toBe(true);
    expect(Buffer.from(await renderAnswers(book)).equals(answersPdf)).toBe(true);
  });

  it('refuses a book whose puzzles do not match its sections', () => {
    const short = { ...book, puzzles: book.puzzles.slice(0, 4) };
    expect(() => puzzlePages(short)).toThrow(/ask for 5 puzzles but it holds 4/);
  });
});
