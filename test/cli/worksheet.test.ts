/**
 * Worksheets as a teacher makes them: one command, defaults that always make a sheet, a fresh
 * seed each time (printed and stored, so the sheet can be made again), A and B versions, and
 * the page, layout, title, key and type size a class needs.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type BookFile, bookSchema } from '../../src/book/bookfile-schema.ts';
import { asKind } from '../../src/kinds/record.ts';
import type { Op } from '../../src/kinds/cross-numbers/schema.ts';
import { pageCount, pagePng, pageSize, pageText, pagesText, wordBoxes } from '../pdf/read.ts';
import { mastheads } from '../pdf/masthead.ts';
import { cli, expectCleanFailure, tempDirsRemovedAfterEach } from './run.ts';
import { kinds } from '../matrix.ts';

const tempDir = tempDirsRemovedAfterEach();
const bookIn = (dir: string): [string, BookFile] => {
  const name = readdirSync(dir).find((f) => f.endsWith('.json'))!;
  return [join(dir, name), bookSchema.parse(JSON.parse(readFileSync(join(dir, name), 'utf8')))];
};
const pdfIn = (dir: string, key = false) => join(dir, readdirSync(dir).find((f) => f.endsWith('.pdf') && f.includes('-answers') === key)!);
const sameFiles = (a: string, b: string) => {
  expect(readdirSync(b).sort()).toEqual(readdirSync(a).sort());
  for (const name of readdirSync(a)) expect(readFileSync(join(b, name)).equals(readFileSync(join(a, name))), name).toBe(true);
};

describe('worksheet defaults', () => {
  it.each(kinds().flatMap((kind) => [[kind, 'letter'] as const, [kind, 'a4'] as const]))('%s on %s makes a sheet with its defaults', async (kind, page) => {
    const dir = tempDir();
    const r = await cli(['worksheet', kind, ...(page === 'a4' ? ['--page', 'a4'] : []), '--out', dir]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const [, book] = bookIn(dir);
    expect(book.puzzles).toHaveLength(4);
    expect(book.spec).toMatchObject({ worksheet: true, largePrint: true, typeface: 'andika', ids: false, page: { size: page } });
    const pdf = pdfIn(dir);
    expect(pageSize(pdf).map(Math.round)).toEqual(page === 'a4' ? [595, 842] : [612, 792]);
    const first = pageText(pdf, 1, false);
    // Name, date and a score out of the sheet's puzzles; the seed small in the foot; no machine ids.
    expect(first).toMatch(/Name _+\s+Date _+\s+Score _+ \/ 4/);
    expect(first).toContain(`seed ${book.seed}`);
    expect(pagesText(pdf).join('\n')).not.toContain(book.puzzles[0]!.id);
  });

  it('sets a kind 1 to a page where 2 would print too small, from its spec alone: the book file keeps it as asked', async () => {
    const dir = tempDir();
    const r = await cli(['worksheet', 'cross-numbers', '--size', '7', '--seed', '4', '--out', dir]);
    expect(r.status, r.stderr).toBe(0);
    const [, book] = bookIn(dir);
    expect(book.spec.sections[0]!.perPage).toBeUndefined();
    expect(pageCount(pdfIn(dir))).toBe(4);
    // Asked for outright, a layout that prints too small is refused by its flag, and nothing is written.
    const empty = tempDir();
    const refused = await cli(['worksheet', 'cross-numbers', '--size', '7', '--per-page', '2', '--seed', '4', '--out', empty]);
    expectCleanFailure(refused);
    expect(refused.stderr).toMatch(/^puzzlebook: --per-page: 2 per page would print text at [\d.]+ pt; at most 1 fit at 11 pt/);
    expect(readdirSync(empty)).toEqual([]);
  });
});

describe('a sheet for a class (issue 91: Calcudoku of + and − for seven-year-olds was 6×6, one a page)', () => {
  it('makes Calcudoku of sums and differences 4×4, all four on one page, and says so; a size asked for stands', async () => {
    const dir = tempDir();
    const r = await cli(['worksheet', 'calcudoku', '--ops', '+-', '--seed', '1', '--out', dir]);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).toBe('puzzlebook: Calcudoku of sums and differences alone, for young children: 4×4 grids, as a class uses (--size asks for another)\n');
    const [, book] = bookIn(dir);
    expect(book.puzzles.map((p) => asKind(p, 'calcudoku').puzzle.size)).toEqual([4, 4, 4, 4]);
    expect(pageCount(pdfIn(dir))).toBe(1);
    const asked = tempDir();
    const sized = await cli(['worksheet', 'calcudoku', '--ops', '+-', '--size', '5', '--seed', '1', '--out', asked]);
    expect(sized.stderr).toBe('');
    expect(asKind(bookIn(asked)[1].puzzles[0]!, 'calcudoku').puzzle.size).toBe(5);
  });

  it('a kind whose usual size would print too small in large print is made at the largest that prints, said; that size asked for and one larger are refused naming it (issue 110)', async () => {
    const dir = tempDir();
    const r = await cli(['worksheet', 'word-search', '--difficulty', 'hard', '--seed', '3', '--out', dir]);
    expect(r.status).toBe(0);
    const said = /^puzzlebook: Word Search, hard, at its usual size would print under the least text of large print on letter: made at --size (\d+), the largest that prints/.exec(r.stderr);
    expect(said, r.stderr).not.toBeNull();
    const size = Number(said![1]);
    const [, book] = bookIn(dir);
    expect(book.puzzles.map((p) => asKind(p, 'word-search').puzzle.rows)).toEqual([size, size, size, size]);
    expect(pageCount(pdfIn(dir))).toBe(4);
    // Its usual size, asked for: refused, naming the size that prints, and nothing written.
    const larger = tempDir();
    const refused = await cli(['worksheet', 'word-search', '--difficulty', 'hard', '--size', String(size + 1), '--seed', '3', '--out', larger]);
    expectCleanFailure(refused);
    expect(refused.stderr).toMatch(new RegExp(`^puzzlebook: worksheet: the kind's options: even 1 per page would print text at [\\d.]+ pt, under 11 pt \\(large print\\): ask for --size ${size}, the largest that prints\n$`));
    expect(readdirSync(larger)).toEqual([]);
  });

  it('a --per-page that prints too small says the size at which it fits, and writes nothing', async () => {
    const dir = tempDir();
    const r = await cli(['worksheet', 'sudoku', '--per-page', '6', '--seed', '4', '--out', dir]);
    expectCleanFailure(r);
    expect(r.stderr).toMatch(/^puzzlebook: --per-page: 6 per page would print text at [\d.]+ pt; at most 4 fit at 11 pt \(large print\) or more: ask for --size 6, or --per-page 4\n$/);
    expect(readdirSync(dir)).toEqual([]);
  });
});

describe('where a worksheet goes', () => {
  it("writes into dist/worksheets unless told, not dist/books, which site (and npm start) publishes whole (issue 91)", async () => {
    const cwd = tempDir();
    // Run in the folder a user is in: this process's own for the command, as a shell gives it (then given back).
    const was = process.cwd();
    process.chdir(cwd);
    const r = await cli(['worksheet', 'countdown', '--seed', '3', '--jobs', '1']).finally(() => process.chdir(was));
    expect(r.status, r.stderr).toBe(0);
    expect(readdirSync(join(cwd, 'dist'))).toEqual(['worksheets']);
    expect(readdirSync(join(cwd, 'dist/worksheets')).sort()).toEqual(['countdown-worksheet-3-answers.pdf', 'countdown-worksheet-3.json', 'countdown-worksheet-3.pdf']);
    expect(r.stdout).toContain(`wrote ${join('dist/worksheets', 'countdown-worksheet-3.pdf')}`);
  });
});

describe('worksheet --archive', () => {
  it("prints each puzzle's short code and QR code, which a sheet otherwise leaves out; a bad address is refused by its flag", async () => {
    const dir = tempDir();
    const r = await cli(['worksheet', 'numbrix', '--count', '2', '--seed', '5', '--archive', 'https://class.example.org/puzzles', '--out', dir]);
    expect(r.status, r.stderr).toBe(0);
    const [, book] = bookIn(dir);
    expect(book.spec).toMatchObject({ archive: 'https://class.example.org/puzzles/', qr: true });
    expect([...pagesText(pdfIn(dir)).join('\n').matchAll(/Hints: [0-9a-z]{8}/g)]).toHaveLength(2);
    const empty = tempDir();
    const refused = await cli(['worksheet', 'numbrix', '--archive', 'ftp://class.example.org/', '--out', empty]);
    expectCleanFailure(refused);
    expect(refused.stderr).toMatch(/^puzzlebook: --archive: must be the web address the archive is published at/);
    expect(readdirSync(empty)).toEqual([]);
  });
});

describe('worksheet seeds', () => {
  it('draws a fresh seed when none is given: printed, on the sheet, in the book file, and made again from that file byte for byte', async () => {
    const [a, b] = [tempDir(), tempDir()];
    const runs = [await cli(['worksheet', 'countdown', '--out', a]), await cli(['worksheet', 'countdown', '--out', b])];
    const books = [bookIn(a), bookIn(b)];
    expect(books[0]![1].seed).not.toBe(books[1]![1].seed);
    expect(books[0]![1].puzzles).not.toEqual(books[1]![1].puzzles);
    runs.forEach((r, i) => {
      const seed = books[i]![1].seed;
      expect(r.stdout).toContain(`seed ${seed}, drawn fresh: --seed ${seed} makes this sheet again`);
      // Its own file names, so a second run does not overwrite the first.
      expect(readdirSync([a, b][i]!).every((f) => f.includes(seed))).toBe(true);
    });
    for (const [i, dir] of [a, b].entries()) {
      // The book file prints again as the same bytes…
      const again = tempDir();
      const rebuilt = await cli(['build', books[i]![0], '--out', again]);
      expect(rebuilt.status, rebuilt.stderr).toBe(0);
      sameFiles(dir, again);
      // …and so does the command with the seed it printed.
      const seeded = tempDir();
      expect((await cli(['worksheet', 'countdown', '--seed', books[i]![1].seed, '--out', seeded])).status).toBe(0);
      sameFiles(dir, seeded);
    }
  });

  it('makes versions A and B of one sheet as one pack: different puzzles of the same band, one PDF, one key, one book file', async () => {
    const dir = tempDir();
    const r = await cli(['worksheet', 'number-mind', '--versions', '2', '--seed', 'week-3', '--title', 'Code breakers', '--out', dir]);
    expect(r.status, r.stderr).toBe(0);
    expect(readdirSync(dir).sort()).toEqual(['code-breakers-week-3-answers.pdf', 'code-breakers-week-3.json', 'code-breakers-week-3.pdf']);
    const book = bookSchema.parse(JSON.parse(readFileSync(join(dir, 'code-breakers-week-3.json'), 'utf8')));
    expect(book.seed).toBe('week-3');
    expect(book.spec.sections.map((s) => s.title)).toEqual(['Code breakers A', 'Code breakers B']);
    expect(book.puzzles.map((p) => p.difficulty)).toEqual(Array(8).fill('easy'));
    const secrets = book.puzzles.map((p) => JSON.stringify(p.solution));
    expect(secrets.slice(0, 4).filter((s) => secrets.slice(4).includes(s))).toEqual([]);
    // Each version is a sheet of its own: its title, its score out of its own four (once, on its
    // first page; a name and date on every page), its puzzles numbered from 1.
    const pages = pagesText(join(dir, 'code-breakers-week-3.pdf'), false);
    const sheets = ['A', 'B'].map((v) => pages.filter((text) => text.includes(`Code breakers ${v}\n`)));
    for (const sheet of sheets) {
      expect(sheet.length).toBeGreaterThan(1);
      expect(sheet[0]).toMatch(/Score _+ \/ 4/);
      expect(sheet[0]).toMatch(/^1\neasy$/m);
      for (const page of sheet.slice(1)) expect(page).not.toContain('Score');
      for (const page of sheet) expect(page).toMatch(/Name _+\s+Date _+/);
    }
    // The key names each answer by its version and number, and the page its puzzle is on: B's 1 told from A's (issue 85).
    const key = pagesText(join(dir, 'code-breakers-week-3-answers.pdf'), false).join('\n');
    expect(key).toContain('Code breakers: answers');
    const bPage = pages.findIndex((text) => text.includes('Code breakers B\n')) + 1;
    expect(key).toContain('A1. Number Mind (page 1)');
    expect(key).toContain(`B1. Number Mind (page ${bPage})`);
    expect([...key.matchAll(/\b([AB])?(\d)\. Number Mind/g)].map((m) => `${m[1] ?? '-'}${m[2]}`)).toEqual(['A1', 'A2', 'A3', 'A4', 'B1', 'B2', 'B3', 'B4']);
  });
});

describe('worksheet flags', () => {
  it('takes the page, the layout, a title, the key at the back and regular print', async () => {
    const dir = tempDir();
    const args = ['worksheet', 'numbrix', '--size', '5', '--page', 'a4', '--layout', '2x2', '--title', 'Week 3 paths', '--answers', 'back', '--no-large-print', '--count', '8', '--seed', '9'];
    const r = await cli([...args, '--out', dir]);
    expect(r.status, r.stderr).toBe(0);
    const [, book] = bookIn(dir);
    expect(book.spec).toMatchObject({ title: 'Week 3 paths', answers: 'back', largePrint: false, page: { size: 'a4' } });
    expect(readdirSync(dir).sort()).toEqual(['week-3-paths-9.json', 'week-3-paths-9.pdf']);
    const pdf = pdfIn(dir);
    writeFileSync(join(dir, 'week-3-p1.png'), pagePng(pdf, 1, 60));
    expect(pageSize(pdf).map(Math.round)).toEqual([595, 842]);
    const first = pageText(pdf, 1, false);
    expect(first).toContain('Week 3 paths\n');
    expect(first).toMatch(/Score _+ \/ 8/);
    // Four to a page, two pages of puzzles, then the answers.
    expect(mastheads(pdf, 1, book.spec).map((m) => [m.number, m.word, m.filled])).toEqual([1, 2, 3, 4].map((n) => [n, 'easy', 1]));
    expect(pagesText(pdf).some((t) => t.includes('Answers'))).toBe(true);
    // Regular print: the instruction at the body size of books, not large print's 14 pt.
    const instruction = wordBoxes(pdf, 1).find((w) => w.text === 'Write')!;
    expect(instruction.size).toBeCloseTo(10.5, 1);
  });

  it('refuses what cannot be, by the flag, writing nothing', async () => {
    const dir = tempDir();
    const cases: [string[], RegExp][] = [
      [['--layout', '3x3', '--size', '7'], /^puzzlebook: --layout: 3x3 would print text at/],
      [['--title', ''], /^puzzlebook: --title: must not be empty\n$/],
      [['--versions', '27'], /--versions: must be between 1 and 26/],
      [['--per-page', '2', '--layout', '2x1'], /--per-page and --layout ask for the same thing two ways/],
      [['--page', 'b5'], /page/],
    ];
    for (const [flags, message] of cases) {
      const r = await cli(['worksheet', 'numbrix', ...flags, '--seed', '1', '--out', dir]);
      expectCleanFailure(r);
      expect(r.stderr, flags.join(' ')).toMatch(message);
    }
    expect(readdirSync(dir)).toEqual([]);
  });
});

describe('Word Search for children, from the command line', () => {
  it('prints one grid a page in large letters by default: a 10×10 at 14 pt or more, its list at 12 or more, a grid and its list a page', async () => {
    const dir = tempDir();
    const r = await cli(['worksheet', 'word-search', '--seed', 'wk', '--out', dir]);
    expect(r.status, r.stderr).toBe(0);
    const [, book] = bookIn(dir);
    expect(book.puzzles.map((p) => asKind(p, 'word-search').puzzle.rows)).toEqual([10, 10, 10, 10]);
    const pdf = pdfIn(dir);
    writeFileSync(join(dir, 'word-search-p1.png'), pagePng(pdf, 1, 100));
    // Four puzzles, four pages: a grid and its list to a page.
    expect(pageCount(pdf)).toBe(4);
    for (const [i, record] of book.puzzles.entries()) {
      const { puzzle } = asKind(record, 'word-search');
      const words = wordBoxes(pdf, i + 1);
      // One sheet of four pages: the score (out of four) on its first alone, a name on each.
      const text = pageText(pdf, i + 1, false);
      expect(text).toMatch(/Name _+\s+Date _+/);
      if (i === 0) expect(text).toMatch(/Score _+ \/ 4/);
      else expect(text).not.toContain('Score');
      // The grid's letters: single capitals set apart, cell by cell.
      const letters = words.filter((w) => /^\p{Lu}$/u.test(w.text));
      expect(letters.length).toBeGreaterThanOrEqual(puzzle.rows * puzzle.cols);
      expect(Math.min(...letters.map((w) => w.size)), `page ${i + 1}: letters`).toBeGreaterThanOrEqual(14);
      const listed = words.filter((w) => puzzle.words.includes(w.text));
      expect(listed.length).toBe(puzzle.words.length);
      expect(Math.min(...listed.map((w) => w.size)), `page ${i + 1}: the list`).toBeGreaterThanOrEqual(12);
    }
  });

  it("makes versions A and B for young children: a theme, only across and down, different grids; one's own list the same on both", async () => {
    const dir = tempDir();
    const r = await cli(['worksheet', 'word-search', '--versions', '2', '--count', '2', '--theme', 'animals', '--directions', 'E S', '--size', '8', '--seed', 'zoo', '--out', dir]);
    expect(r.status, r.stderr).toBe(0);
    const [, book] = bookIn(dir);
    expect(book.spec.sections.map((s) => s.title)).toEqual(['Word Search A', 'Word Search B']);
    const puzzles = book.puzzles.map((p) => asKind(p, 'word-search').puzzle);
    expect(puzzles.every((p) => p.directions.join(' ') === 'E S' && p.rows === 8 && p.theme === 'Animals')).toBe(true);
    const grids = puzzles.map((p) => p.letters.flat().join(''));
    expect(new Set(grids).size).toBe(4);
    expect(pageCount(pdfIn(dir))).toBe(4);
    // One's own list, for a class's words of the week: every version hides every word of it.
    const own = tempDir();
    const list = 'cat, dog, hen, cow, pig, duck, goat, lamb';
    const mine = await cli(['worksheet', 'word-search', '--versions', '2', '--count', '1', '--words', list, '--size', '8', '--seed', 'farm', '--out', own]);
    expect(mine.status, mine.stderr).toBe(0);
    const [, listed] = bookIn(own);
    for (const p of listed.puzzles) expect([...asKind(p, 'word-search').puzzle.words].sort()).toEqual(['CAT', 'COW', 'DOG', 'DUCK', 'GOAT', 'HEN', 'LAMB', 'PIG']);
    // A word the grid cannot take is refused by its flag, nothing written.
    const empty = tempDir();
    const refused = await cli(['worksheet', 'word-search', '--words', `${list}, ox`, '--size', '8', '--seed', 'farm', '--out', empty]);
    expectCleanFailure(refused);
    expect(refused.stderr).toMatch(/^puzzlebook: --words: "ox" has 2 letters/);
    expect(readdirSync(empty)).toEqual([]);
  });

  it("prints a class's list of 40 at easy on one large-print Letter sheet, its list at 11 pt or more; and a message hidden beside a list of 10", async () => {
    const dir = tempDir();
    const forty = 'apple, banana, cherry, grape, lemon, mango, melon, orange, peach, pear, plum, kiwi, lime, date, fig, guava, papaya, quince, apricot, coconut, raisin, olive, tomato, pepper, carrot, potato, onion, garlic, celery, radish, turnip, squash, pumpkin, bean, leek, corn, rice, wheat, oat, barley';
    const r = await cli(['worksheet', 'word-search', '--words', forty, '--count', '1', '--seed', 'week-3', '--out', dir]);
    expect(r.status, r.stderr).toBe(0);
    const [, book] = bookIn(dir);
    const { puzzle } = asKind(book.puzzles[0]!, 'word-search');
    expect([puzzle.rows, puzzle.words.length]).toEqual([18, 40]);
    const pdf = pdfIn(dir);
    expect(pageCount(pdf)).toBe(1);
    const listed = wordBoxes(pdf, 1).filter((w) => puzzle.words.includes(w.text));
    expect(listed.length).toBe(40);
    expect(Math.min(...listed.map((w) => w.size))).toBeGreaterThanOrEqual(11);
    // "Well done you" in the letters no word takes, beside a class's ten words and the fruit theme's spares.
    const hidden = tempDir();
    const m = await cli(['worksheet', 'word-search', '--words', forty.split(', ').slice(0, 10).join(', '), '--size', '10', '--message', 'Well done you', '--count', '1', '--seed', 'week-3', '--out', hidden]);
    expect(m.status, m.stderr).toBe(0);
    const [, withMessage] = bookIn(hidden);
    expect(asKind(withMessage.puzzles[0]!, 'word-search').solution.message).toBe('WELLDONEYOU');
  });
});

describe('Cross Numbers for young children, from the command line', () => {
  it('keeps to + and − with --operators +- --no-negatives --max-total: no × or ÷ on the sheet, no negative on the way', async () => {
    const dir = tempDir();
    const r = await cli(['worksheet', 'cross-numbers', '--operators', '+-', '--no-negatives', '--max-total', '20', '--count', '6', '--seed', 'y3', '--out', dir]);
    expect(r.status, r.stderr).toBe(0);
    const [, book] = bookIn(dir);
    expect(book.spec.sections[0]!.options).toMatchObject({ operators: ['+', '-'], noNegatives: true, maxTotal: 20 });
    for (const record of book.puzzles) {
      const { puzzle, solution } = asKind(record, 'cross-numbers');
      const lines: [number[], Op[]][] = [
        ...solution.cells.map((row, i): [number[], Op[]] => [row, puzzle.rowOps[i]!]),
        ...puzzle.colOps.map((ops, c): [number[], Op[]] => [solution.cells.map((row) => row[c]!), ops]),
      ];
      for (const [digits, ops] of lines) {
        let value = digits[0]!;
        digits.slice(1).forEach((d, i) => {
          expect(ops[i] === '+' || ops[i] === '-', ops.join('')).toBe(true);
          value = ops[i] === '+' ? value + d : value - d;
          expect(value, `${digits.join(',')} ${ops.join('')}`).toBeGreaterThanOrEqual(0);
        });
        expect(value).toBeLessThanOrEqual(20);
      }
    }
    const text = pagesText(pdfIn(dir)).join('\n');
    expect(text).not.toMatch(/[×÷]|division/);
    expect(text).toContain('Digits 1 to 9.');
  });
});

describe('a child\'s maze (issue 110): a heart with a rocket at its doors, from the command line', () => {
  it('--shape heart --picture rocket: the sheet says whom to help where, its book file keeps the heart and the rocket; a heart too small is refused by its flag', async () => {
    const dir = tempDir();
    const r = await cli(['worksheet', 'maze', '--shape', 'heart', '--picture', 'rocket', '--size', '10', '--count', '1', '--seed', '6', '--out', dir]);
    expect(r.status, r.stderr).toBe(0);
    const [, book] = bookIn(dir);
    const maze = asKind(book.puzzles[0]!, 'maze');
    expect([maze.puzzle.shape, maze.puzzle.picture]).toEqual(['heart', 'rocket']);
    expect(pageText(pdfIn(dir), 1).replace(/\s+/g, ' ')).toContain('Help the rocket reach the planet. Draw a line from the entrance to the exit without crossing a wall.');
    const empty = tempDir();
    const refused = await cli(['worksheet', 'maze', '--shape', 'heart', '--size', '6', '--out', empty]);
    expectCleanFailure(refused);
    expect(refused.stderr).toMatch(/a heart is drawn in 8 squares a side or more/);
    expect(readdirSync(empty)).toEqual([]);
  });
});
