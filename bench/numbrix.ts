import { readFileSync } from 'node:fs';
import { DIFFICULTIES, type Difficulty } from '../src/engine/kind.ts';
import { kind as numbrix } from '../src/engine/kinds/numbrix/index.ts';
import type { NumbrixPuzzle } from '../src/engine/kinds/numbrix/schema.ts';
import { type BenchRow, type KindBench, generationRow, row, type Target, timeRuns } from './lib.ts';

interface GenerateCase {
  size: number;
  difficulty: Difficulty;
  /** Seeds tried: `bench/1` … `bench/<seeds>`. */
  seeds: number;
  target?: Target;
}

/** Expert costs far more than the rest, so it gets fewer seeds; the whole bench stays well under a minute. */
const CASES: GenerateCase[] = [
  ...DIFFICULTIES.map((difficulty) => ({ size: 7, difficulty, seeds: difficulty === 'expert' ? 100 : 200 })),
  ...DIFFICULTIES.map((difficulty) => ({
    size: 9,
    difficulty,
    seeds: difficulty === 'expert' ? 60 : 200,
    target: difficulty === 'hard' ? { medianBelowMs: 50 } : undefined,
  })),
  { size: 15, difficulty: 'medium', seeds: 40, target: { medianBelowMs: 1000 } },
  { size: 15, difficulty: 'hard', seeds: 10 },
];

const WARMUP = 5;
const SOLVE_RUNS = 200;

function generateRow(c: GenerateCase): BenchRow {
  const options = numbrix.options.parse({ size: c.size });
  const what = `${c.size}×${c.size} ${c.difficulty}`;
  return generationRow({ kind: 'numbrix', what, options, difficulty: c.difficulty, seeds: c.seeds, warmup: WARMUP, target: c.target });
}

function solveRows(): BenchRow[] {
  const file = new URL('../test/fixtures/numbrix-rosetta.json', import.meta.url);
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

export const bench: KindBench = {
  kind: 'numbrix',
  run: () => [...CASES.map(generateRow), ...solveRows()],
};
