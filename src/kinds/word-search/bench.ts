/**
 * Word Search: every band as a book makes it at its default size (10×10 easy, 12×12 medium,
 * 15×15 hard and expert); the measure, proved 15×15 puzzles per second of CPU in each
 * band; and a 200-puzzle word-search book built end to end.
 *
 * A proved puzzle is one `generate` made (its words placed, the filler drawn and mended until
 * the word kit proved it, graded by the step solver) and then proved again as every record is
 * before it leaves the engine (`disproof`: the answer check, every word read once, the offensive
 * words of the language read nowhere but inside a listed word, no word only inside another).
 * Timed by CPU (the process's, every thread: the collector's too), which a busy machine does not
 * inflate as it does wall time; the target, 1,000 a second, is the issue's.
 */
import { disproof } from '../../book/make.ts';
import { BookMaker } from '../../book/parallel.ts';
import { specSchema } from '../../book/spec.ts';
import { DIFFICULTIES, type Difficulty } from '../../engine/kind.ts';
import { Rng } from '../../engine/random.ts';
import { kind as wordSearch } from './index.ts';
import { renderAnswers } from '../../pdf/answers.ts';
import { renderBook } from '../../pdf/book.ts';
import { type BenchRow, generationRow, type KindBench, row } from '../../../bench/lib.ts';
import type { KindSurvey } from '../../../bench/survey.ts';

const KIND = 'word-search';

/** Seeds a proved-per-second row tries, after its warm-up. */
const PROVED_SEEDS = 1000;
const WARMUP = 50;

/** CPU milliseconds the process has spent, every thread. */
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** 15×15 puzzles of a band made and proved, as many as `PROVED_SEEDS` seeds give: per puzzle its CPU ms, a seed given up carried into the next. */
function provedRow(difficulty: Difficulty): BenchRow {
  const options = wordSearch.options.parse({ size: 15 });
  const once = (seed: string) => {
    const made = wordSearch.generate(new Rng(seed), options, difficulty);
    if (!made) return false;
    const why = disproof(KIND, made.puzzle, made.solution);
    if (why) throw new Error(`${seed}: ${why}`);
    return true;
  };
  for (let i = 1; i <= WARMUP; i++) once(`bench/warmup/${i}`);
  const times: number[] = [];
  let carried = 0;
  const start = cpuMs();
  for (let i = 1; i <= PROVED_SEEDS; i++) {
    const t0 = cpuMs();
    const made = once(`bench/${i}`);
    const ms = cpuMs() - t0;
    if (made) times.push(carried + ms), (carried = 0);
    else carried += ms;
  }
  return row(KIND, `proved 15×15 ${difficulty} puzzles per second of CPU`, PROVED_SEEDS, times, cpuMs() - start, { perSecondAtLeast: 1000 });
}

/**
 * A book of 200 word searches, 50 a band at their default sizes, made with two threads, its PDF
 * and key drawn: wall time, held to the every-kind book's pace (100 puzzles in 5 s: bench/book.ts).
 */
async function bookRow(): Promise<BenchRow> {
  const spec = specSchema.parse({ title: 'Word Search Bench', seed: 'bench', sections: DIFFICULTIES.map((difficulty) => ({ kind: KIND, count: 50, difficulty })) });
  const start = performance.now();
  const maker = new BookMaker(2);
  const book = await maker.make(spec);
  await maker.close();
  await renderBook(book);
  await renderAnswers(book);
  const ms = performance.now() - start;
  return row(KIND, `a book of ${book.puzzles.length}, PDF and key, --jobs 2`, 1, [ms], ms, { medianBelowMs: 10_000 });
}

export const bench: KindBench = {
  kind: KIND,
  run: async () => [
    ...DIFFICULTIES.map((difficulty) =>
      generationRow({ kind: KIND, what: `default size ${difficulty}`, options: wordSearch.options.parse({}), difficulty, seeds: 200, warmup: 20 }),
    ),
    ...DIFFICULTIES.map(provedRow),
    await bookRow(),
  ],
};

/**
 * The sizes its bands are measured at (bench/bands.ts; docs/kinds/word-search.md): a child's
 * 8×8, the bands' own 10×10, 12×12 and 15×15, and a large 20×20. A word search gives no clues
 * a harder band gives fewer of: its words are the work, and a harder band lists more.
 */
export const survey: KindSurvey<'word-search'> = {
  cases: [8, 10, 12, 15, 20].map((size) => ({ kind: KIND, label: `${size}×${size}`, options: { size }, seeds: 30 })),
  clues: null,
};
