import { readFileSync } from 'node:fs';
import { DIFFICULTIES, type Difficulty } from '../../engine/kind.ts';
import { kind as numbrix } from './index.ts';
import type { NumbrixPuzzle } from './schema.ts';
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

/** Every band at 7×7, 9×9 and 15×15; the targets are the (9×9 expert, 15×15 hard). */
const CASES: GenerateCase[] = [
  ...DIFFICULTIES.map((difficulty) => ({ size: 7, difficulty, seeds: 100 })),
  ...DIFFICULTIES.map((difficulty) => ({
    size: 9,
    difficulty,
    seeds: 100,
    target: difficulty === 'expert' ? { medianBelowMs: 200 } : undefined,
  })),
  ...DIFFICULTIES.map((difficulty) => ({
    size: 15,
    difficulty,
    seeds: 10,
    target: difficulty === 'hard' ? { medianBelowMs: 2000 } : undefined,
  })),
];

const WARMUP = 5;
const SOLVE_RUNS = 200;

function generateRow(c: GenerateCase): BenchRow {
  const options = numbrix.options.parse({ size: c.size });
  const what = `${c.size}×${c.size} ${c.difficulty}`;
  return generationRow({ kind: 'numbrix', what, options, difficulty: c.difficulty, seeds: c.seeds, warmup: WARMUP, target: c.target });
}

function solveRows(): BenchRow[] {
  const file = new URL('../../../test/fixtures/numbrix-rosetta.json', import.meta.url);
  const fixtures = JSON.parse(readFileSync(file, 'utf8')) as (NumbrixPuzzle & { solution: number[][] })[];
  return fixtures.map((f, k) => {
    const puzzle = numbrix.puzzle.parse({ width: f.width, height: f.height, givens: f.givens });
    const once = () => {
      const solved = numbrix.solve(puzzle, 2);
      if (!solved.complete || solved.solutions.length !== 1) throw new Error(`Rosetta ${k + 1} did not solve uniquely`);
    };
    const { times, totalMs } = timeRuns(once, WARMUP, SOLVE_RUNS);
    return row('numbrix', `solve Rosetta ${k + 1} (${f.width}×${f.height})`, SOLVE_RUNS, times, totalMs);
  });
}

/** The step solver with its sentences, as a hint or a worked answer runs it: 9×9 expert puzzles. */
function stepsRow(): BenchRow {
  const options = numbrix.options.parse({ size: 9 });
  const puzzles = Array.from({ length: 20 }, (_, i) => numbrix.generate(new Rng(`bench/steps/${i}`), options, 'expert')).filter((m) => m !== null);
  let next = 0;
  const once = () => {
    const made = puzzles[next++ % puzzles.length]!;
    if (!numbrix.stepper!.steps(made.puzzle, 4).solved) throw new Error('the step solver did not solve a puzzle it made');
  };
  const { times, totalMs } = timeRuns(once, WARMUP, SOLVE_RUNS);
  return row('numbrix', 'step log of a 9×9 expert (steps and sentences)', SOLVE_RUNS, times, totalMs);
}

export const bench: KindBench = {
  kind: 'numbrix',
  run: () => [...CASES.map(generateRow), stepsRow(), ...solveRows()],
};

/** The sizes its bands are measured at (bench/bands.ts; docs/kinds/numbrix.md), and its clues. */
export const survey: KindSurvey<'numbrix'> = {
  cases: [
    { kind: 'numbrix', label: '7×7', options: { size: 7 }, seeds: 30 },
    { kind: 'numbrix', label: '9×9', options: { size: 9 }, seeds: 30 },
    { kind: 'numbrix', label: '12×12', options: { size: 12 }, seeds: 30 },
  ],
  clues: { name: 'numbers given', of: (grade) => Number(grade.clues) },
};
