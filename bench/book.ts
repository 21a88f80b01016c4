import { BookMaker } from '../src/book/parallel.ts';
import { specSchema } from '../src/book/spec.ts';
import { renderAnswers } from '../src/pdf/answers.ts';
import { renderBook } from '../src/pdf/book.ts';
import { defaultSection, toTotal, unlisted } from './defaults.ts';
import { type KindBench, row } from './lib.ts';

/** The puzzles of the book. */
const PUZZLES = 100;

/** Each kind at medium and hard, at sizes a book asks: 100 puzzles. */
const LISTED = [
  { kind: 'numbrix', count: 15, difficulty: 'medium', options: { size: 8 } },
  { kind: 'numbrix', count: 10, difficulty: 'hard', options: { size: 9 } },
  { kind: 'secret-number', count: 15, difficulty: 'medium' },
  { kind: 'cross-numbers', count: 15, difficulty: 'medium', options: { size: 5 } },
  { kind: 'cross-numbers', count: 5, difficulty: 'hard', options: { size: 7 } },
  { kind: 'countdown', count: 15, difficulty: 'hard' },
  { kind: 'number-mind', count: 15, difficulty: 'hard', options: { length: 6 } },
  { kind: 'sudoku', count: 5, difficulty: 'medium', options: { size: 9 } },
  { kind: 'sudoku', count: 5, difficulty: 'hard', options: { size: 9 } },
] as const;

/**
 * A 100-puzzle book of every kind at medium and hard, the size the whole-book target is set
 * for: the kinds above, then ten of any other the registry lists, at its defaults (at medium
 * where they allow it: bench/defaults.ts), every count scaled so the book stays 100 puzzles.
 */
const SPEC = specSchema.parse({
  title: 'Book Bench',
  seed: 'bench',
  sections: toTotal([...LISTED, ...unlisted(LISTED).map((kind) => defaultSection(kind, 10, 'medium', 'defaults'))], PUZZLES),
});

const THREADS = 2;

/**
 * The whole book, wall time with two worker threads allowed, as `build --jobs 2`: every puzzle
 * made, proved and graded, then the book's PDF and its answer key drawn. Threads start inside
 * the timing, where the work left is worth their start (parallel.ts).
 */
export const bookBench: KindBench = {
  kind: 'book',
  async run() {
    const start = performance.now();
    const maker = new BookMaker(THREADS);
    const book = await maker.make(SPEC);
    await maker.close();
    await renderBook(book);
    await renderAnswers(book);
    const ms = performance.now() - start;
    return [row('book', `${book.puzzles.length} puzzles, PDF and key, --jobs ${THREADS}`, 1, [ms], ms, { medianBelowMs: 5_000 })];
  },
};
