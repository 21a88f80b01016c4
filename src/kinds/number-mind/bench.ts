import { readFileSync } from 'node:fs';
import { DIFFICULTIES, type Difficulty } from '../../engine/kind.ts';
import { kind as numberMind } from './index.ts';
import type { NumberMindPuzzle } from './schema.ts';
import { score } from './score.ts';
import { type BenchRow, generationRow, type KindBench, row, type Target, timeRuns } from '../../../bench/lib.ts';
import type { KindSurvey } from '../../../bench/survey.ts';

interface GenerateCase {
  length: number;
  difficulty: Difficulty;
  /** Seeds tried: `bench/1` … `bench/<seeds>`. */
  seeds: number;
  /** Warm-up seeds; a long secret's are as dear as the timed ones. */
  warmup: number;
}

/**
 * Every band at 5 digits (the default), 8 and 12; expert also at 3 digits (the tightest
 * ranges: its search misses most often) and at 20 (the longest: hundreds of ms a puzzle),
 * the latter with fewer seeds.
 */
const CASES: GenerateCase[] = [
  { length: 3, difficulty: 'expert', seeds: 60, warmup: 5 },
  ...DIFFICULTIES.map((difficulty) => ({ length: 5, difficulty, seeds: 60, warmup: 5 })),
  ...DIFFICULTIES.map((difficulty) => ({ length: 8, difficulty, seeds: 30, warmup: 3 })),
  ...DIFFICULTIES.map((difficulty) => ({ length: 12, difficulty, seeds: 20, warmup: 2 })),
  { length: 20, difficulty: 'expert', seeds: 10, warmup: 1 },
];

const SOLVE_WARMUP = 10;
const SOLVE_RUNS = 20;

function generateRow(c: GenerateCase): BenchRow {
  const options = numberMind.options.parse({ length: c.length });
  const what = `${c.length} digits ${c.difficulty}`;
  return generationRow({ kind: 'number-mind', what, options, difficulty: c.difficulty, seeds: c.seeds, warmup: c.warmup });
}

/**
 * Solving and proving Project Euler 185 (limit 2: find the secret, then show there is no
 * other). The answer is checked against every guess here but never printed: the publisher
 * asks that it not be published.
 */
function solveRows(): BenchRow[] {
  const file = new URL('../../../test/fixtures/number-mind.json', import.meta.url);
  const fixtures = JSON.parse(readFileSync(file, 'utf8')) as (NumberMindPuzzle & { source: string })[];
  return fixtures.map((f) => {
    const puzzle = numberMind.puzzle.parse({ length: f.length, guesses: f.guesses });
    const what = f.length === 16 ? 'Project Euler 185' : 'Project Euler 185 example';
    const once = () => {
      const solved = numberMind.solve(puzzle, 2);
      const secret = solved.solutions[0]?.secret ?? '';
      if (!solved.complete || solved.solutions.length !== 1 || !puzzle.guesses.every((g) => score(g.guess, secret) === g.correct)) {
        throw new Error(`${what} did not solve uniquely`);
      }
    };
    const { times, totalMs } = timeRuns(once, SOLVE_WARMUP, SOLVE_RUNS);
    const target: Target | undefined = f.length === 16 ? { medianBelowMs: 50 } : undefined;
    return row('number-mind', `solve ${what} (${f.length} digits, ${f.guesses.length} guesses)`, SOLVE_RUNS, times, totalMs, target);
  });
}

export const bench: KindBench = {
  kind: 'number-mind',
  run: () => [...solveRows(), ...CASES.map(generateRow)],
};

/**
 * The sizes its bands are measured at (bench/bands.ts; docs/kinds/number-mind.md): 4 digits, the
 * tightest for the ramp (four places hold little reasoning), the default 5, and 8 and 12; its
 * clues are the guesses printed.
 */
export const survey: KindSurvey<'number-mind'> = {
  cases: [
    { kind: 'number-mind', label: '4 digits', options: { length: 4 }, seeds: 30 },
    { kind: 'number-mind', label: '5 digits', options: { length: 5 }, seeds: 30 },
    { kind: 'number-mind', label: '8 digits', options: { length: 8 }, seeds: 30 },
    { kind: 'number-mind', label: '12 digits', options: { length: 12 }, seeds: 30 },
  ],
  clues: { name: 'guesses', of: (grade) => Number(grade.guesses) },
};
