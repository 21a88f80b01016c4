import { beforeAll, describe, expect, it } from 'vitest';
import type { BookFile } from '../../src/book/bookfile-schema.ts';
import { specSchema } from '../../src/book/spec.ts';
import { renderAnswers } from '../../src/pdf/answers.ts';
import { keyDigitSize } from '../../src/pdf/key-figure.ts';
import { planSpec } from '../../src/pdf/preplan.ts';
import { typeFor } from '../../src/pdf/type.ts';
import { pageInk } from './read.ts';
import { bookOf, laidOut, pageCount, pagesText, write } from './tools.ts';

/**
 * A worksheet's worked key packed as a book's is (issue 111): several answers a page, each at a
 * size a teacher marks from, read back from the PDF; one a page only where asked (`keyPerPage`).
 */

const MAZE = { kind: 'maze', count: 4, difficulty: 'easy', options: { rows: 12, cols: 12 } } as const;
const SUDOKU = { kind: 'sudoku', count: 8, difficulty: 'easy', options: { size: 9 } } as const;
/** A maze's corridor on a puzzle page at its least (style.ts): 3 mm. */
const LEAST_CORRIDOR = 8.5;
/** The way through a maze, as a share of its corridor (style.ts `WAY_SHARE`). */
const WAY_SHARE = 0.28;

const puzzlePages = (book: BookFile) => laidOut(book).pages.filter((page) => page.type === 'puzzles').length;
const captions = (path: string, kind: string) => pagesText(path, false).map((text) => (text.match(new RegExp(`\\d+\\. ${kind} \\(page`, 'g')) ?? []).length);

describe("a worksheet's key", () => {
  let mazes: BookFile;
  let sudoku: BookFile;
  let mazeKey: string;
  let sudokuKey: string;
  beforeAll(async () => {
    mazes = bookOf({ worksheet: true, versions: true, sections: [MAZE, MAZE].map((s, i) => ({ ...s, title: `Maze ${'AB'[i]}` })) });
    sudoku = bookOf({ worksheet: true, sections: [SUDOKU] });
    mazeKey = write('worksheet-key-maze.pdf', await renderAnswers(mazes));
    sudokuKey = write('worksheet-key-sudoku.pdf', await renderAnswers(sudoku));
  });

  it('packs several answers a page: under half the puzzle pages, every answer printed once, as `build --plan` planned', () => {
    for (const [book, key, kind] of [[mazes, mazeKey, 'Maze'], [sudoku, sudokuKey, 'Sudoku']] as const) {
      const pages = pageCount(key);
      expect(pages, kind).toBeLessThan(puzzlePages(book) / 2);
      expect(captions(key, kind).reduce((a, b) => a + b, 0), kind).toBe(book.puzzles.length);
      expect(Math.max(...captions(key, kind)), kind).toBeGreaterThanOrEqual(3);
      expect(planSpec(book.spec).key?.pages, kind).toBe(pages);
    }
  });

  it("prints each Sudoku answer's digits at the key's size at least", () => {
    const least = keyDigitSize(typeFor(sudoku.spec));
    const counts = captions(sudokuKey, 'Sudoku');
    counts.forEach((answers, i) => {
      const digits = pageInk(sudokuKey, i + 1).glyphs.filter((g) => /[1-9]/.test(g.c) && g.size >= least - 0.01);
      // Every cell of every answer on the page, its caption's and footer's digits besides.
      expect(digits.length, `page ${i + 1}`).toBeGreaterThanOrEqual(81 * answers);
    });
  });

  it("draws each maze's way at a corridor a teacher follows, 3 mm or more", () => {
    const counts = captions(mazeKey, 'Maze');
    counts.forEach((answers, i) => {
      const ways = pageInk(mazeKey, i + 1).strokes.filter((s) => s.width >= WAY_SHARE * LEAST_CORRIDOR - 0.01);
      expect(ways.length, `page ${i + 1}`).toBeGreaterThanOrEqual(answers);
    });
  });

  it('sets each answer on a page of its own where the spec asks (keyPerPage), and refuses that on a book', async () => {
    const alone = { ...sudoku, spec: { ...sudoku.spec, keyPerPage: true } };
    const key = write('worksheet-key-per-page.pdf', await renderAnswers(alone));
    expect(pageCount(key)).toBe(sudoku.puzzles.length);
    expect(planSpec(alone.spec).key?.pages).toBe(sudoku.puzzles.length);
    const refused = specSchema.safeParse({ title: 'Book', seed: 1, keyPerPage: true, sections: [SUDOKU] });
    expect(refused.success).toBe(false);
    expect(refused.error!.issues.map((issue) => issue.path.join('.'))).toEqual(['keyPerPage']);
  });
});
