import { DIFFICULTIES, type Difficulty } from '../../engine/kind.ts';
import { kind as crossNumbers } from './index.ts';
import { Rng } from '../../engine/random.ts';
import { type BenchRow, type KindBench, generationRow, row, type Target, timeRuns } from '../../../bench/lib.ts';
import type { KindSurvey } from '../../../bench/survey.ts';

interface GenerateCase {
  size: number;
  difficulty: Difficulty;
  /** Seeds tried: `bench/1` … `bench/<seeds>`. */
  seeds: number;
  target?: Target;
}

/** Every band at 3×3, 5×5 and 9×9; 9×9 costs the most per seed, so it gets fewer. */
const CASES: GenerateCase[] = [
  ...DIFFICULTIES.map((difficulty) => ({ size: 3, difficulty, seeds: 300, target: difficulty === 'hard' ? { medianBelowMs: 1 } : undefined })),
  ...DIFFICULTIES.map((difficulty) => ({ size: 5, difficulty, seeds: 100 })),
  ...DIFFICULTIES.map((difficulty) => ({
    size: 9,
    difficulty,
    seeds: 20,
    target: difficulty === 'hard' ? { medianBelowMs: 50 } : difficulty === 'expert' ? { medianBelowMs: 200 } : undefined,
  })),
];

const WARMUP = 5;
const SOLVE_RUNS = 200;

function generateRow(c: GenerateCase): BenchRow {
  const options = crossNumbers.options.parse({ size: c.size });
  const what = `${c.size}×${c.size} ${c.difficulty}`;
  return generationRow({ kind: 'cross-numbers', what, options, difficulty: c.difficulty, seeds: c.seeds, warmup: WARMUP, target: c.target });
}

/** Proving one 9×9 hard puzzle unique from scratch (a fresh solver each time, as `solve` makes). */
function solveRow(): BenchRow {
  const options = crossNumbers.options.parse({ size: 9 });
  let made = null;
  for (let i = 1; !made; i++) made = crossNumbers.generate(new Rng(`bench/solve/${i}`), options, 'hard');
  const puzzle = made.puzzle;
  const once = () => {
    const solved = crossNumbers.solve(puzzle, 2);
    if (!solved.complete || solved.solutions.length !== 1) throw new Error('the 9×9 hard puzzle did not solve uniquely');
  };
  const { times, totalMs } = timeRuns(once, WARMUP, SOLVE_RUNS);
  const blanks = puzzle.cells.flat().filter((v) => v === null).length;
  return row('cross-numbers', `solve 9×9 hard (${blanks} blanks)`, SOLVE_RUNS, times, totalMs);
}

/** The step solver with its sentences, as a hint or a worked answer runs it: 9×9 expert puzzles. */
function stepsRow(): BenchRow {
  const options = crossNumbers.options.parse({ size: 9 });
  const puzzles = Array.from({ length: 10 }, (_, i) => crossNumbers.generate(new Rng(`bench/steps/${i}`), options, 'expert')).filter((m) => m !== null);
  let i = 0;
  const once = () => {
    const made = puzzles[i++ % puzzles.length]!;
    if (!crossNumbers.stepper!.steps(made.puzzle, 4).solved) throw new Error('the step solver did not solve a puzzle it made');
  };
  const { times, totalMs } = timeRuns(once, WARMUP, SOLVE_RUNS);
  return row('cross-numbers', 'step log of a 9×9 expert (steps and sentences)', SOLVE_RUNS, times, totalMs);
}

export const bench: KindBench = {
  kind: 'cross-numbers',
  run: () => [...CASES.map(generateRow), stepsRow(), solveRow()],
};

/**
 * The sizes its bands are measured at (bench/bands.ts; docs/kinds/cross-numbers.md), and its
 * clues: 3×3, the default of easy to hard, and 4×4, expert's (`DEFAULT_SIDE`), then larger.
 */
export const survey: KindSurvey<'cross-numbers'> = {
  cases: [
    { kind: 'cross-numbers', label: '3×3', options: { size: 3 }, seeds: 30 },
    { kind: 'cross-numbers', label: '4×4', options: { size: 4 }, seeds: 30 },
    { kind: 'cross-numbers', label: '5×5', options: { size: 5 }, seeds: 30 },
    { kind: 'cross-numbers', label: '7×7', options: { size: 7 }, seeds: 30 },
  ],
  clues: { name: 'boxes given', of: (grade, puzzle) => { const p = puzzle as { rows: number; cols: number }; return p.rows * p.cols - Number(grade.blanks); } },
};
