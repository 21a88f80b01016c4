import { DIFFICULTIES, type Difficulty } from '../../engine/kind.ts';
import { kind as secretNumber } from './index.ts';
import { Rng } from '../../engine/random.ts';
import { type BenchRow, type KindBench, generationRow, row, type Target, timeRuns } from '../../../bench/lib.ts';
import type { KindSurvey } from '../../../bench/survey.ts';

interface GenerateCase {
  digits: number;
  difficulty: Difficulty;
  /** Seeds tried: `bench/1` … `bench/<seeds>`. */
  seeds: number;
  target?: Target;
}

/**
 * A puzzle takes under a millisecond at three digits easy and medium (hard and expert a few),
 * so those rows count thousands of them and the target is a rate. Five digits cost far more
 * (90,000 candidates, an 11 kB bitset per rule kept): about ten milliseconds a hard or expert
 * puzzle, each band needing its rules used harder (issue 34).
 */
const CASES: GenerateCase[] = [
  ...DIFFICULTIES.map((difficulty) => ({
    digits: 3,
    difficulty,
    seeds: difficulty === 'easy' || difficulty === 'medium' ? 3000 : 1000,
    // Was 5000 a second when the band was counted from the rules alone; the step solver, run at
    // every rule drawn and again to minimise and grade, made 3500–5700 across runs (issue 18),
    // 3250 with issue 34's bands, about 5000 once it went on from the boxes it had (issue 34).
    target: difficulty === 'medium' ? { perSecondAtLeast: 3000 } : undefined,
  })),
  { digits: 5, difficulty: 'medium', seeds: 40 },
  // Expert looks for a short list the rules settle, hard for its techniques doing real work: the slowest bands.
  { digits: 4, difficulty: 'hard', seeds: 40 },
  { digits: 4, difficulty: 'expert', seeds: 40 },
  { digits: 5, difficulty: 'hard', seeds: 20 },
  { digits: 5, difficulty: 'expert', seeds: 20 },
];

/** Warm-up seeds per case: fills the candidate table's values and cuts, and lets the JIT settle. */
const WARMUP = 200;
const SOLVE_RUNS = 2000;

function generateRow(c: GenerateCase): BenchRow {
  const options = secretNumber.options.parse({ digits: c.digits });
  const what = `${c.digits} digits ${c.difficulty}`;
  // Warm-up fills the candidate table's values and cuts; long numbers make few puzzles a second.
  const warmup = c.digits >= 4 ? (c.difficulty === 'hard' || c.difficulty === 'expert' ? 3 : 10) : WARMUP;
  return generationRow({ kind: 'secret-number', what, options, difficulty: c.difficulty, seeds: c.seeds, warmup, target: c.target });
}

/** Solving a generated 3-digit expert puzzle: every candidate against every rule. */
function solveRow(): BenchRow {
  const options = secretNumber.options.parse({ digits: 3 });
  const made = secretNumber.generate(new Rng('bench/solve'), options, 'expert');
  if (!made) throw new Error('bench/solve made no 3-digit expert puzzle');
  const puzzle = secretNumber.puzzle.parse(made.puzzle);
  const once = () => {
    const solved = secretNumber.solve(puzzle, 2);
    if (!solved.complete || solved.solutions.length !== 1) throw new Error('the bench puzzle did not solve uniquely');
  };
  const { times, totalMs } = timeRuns(once, WARMUP, SOLVE_RUNS);
  const what = `solve 3 digits expert (${puzzle.rules.length} rules)`;
  return row('secret-number', what, SOLVE_RUNS, times, totalMs);
}

export const bench: KindBench = {
  kind: 'secret-number',
  run: () => [...CASES.map(generateRow), solveRow()],
};

/** The sizes its bands are measured at (bench/bands.ts; docs/kinds/secret-number.md), and its clues. */
export const survey: KindSurvey<'secret-number'> = {
  cases: [
    // What a spec or command naming no digits gets: 3 digits, expert 4 (issue 65; `DEFAULT_DIGITS`).
    { kind: 'secret-number', label: 'default (expert 4 digits)', options: {}, seeds: 30 },
    { kind: 'secret-number', label: '3 digits', options: { digits: 3 }, seeds: 30 },
    { kind: 'secret-number', label: '4 digits', options: { digits: 4 }, seeds: 30 },
    { kind: 'secret-number', label: '5 digits', options: { digits: 5 }, seeds: 30 },
  ],
  clues: { name: 'rules', of: (grade) => Number(grade.rules) },
};
