import { readFileSync } from 'node:fs';
import type { Difficulty } from '../src/engine/kind.ts';
import { numberMind } from '../src/engine/kinds/number-mind/index.ts';
import { type NumberMindPuzzle, score } from '../src/engine/kinds/number-mind/schema.ts';
import { Rng } from '../src/engine/random.ts';
import { type BenchRow, type KindBench, row, type Target } from './lib.ts';

interface GenerateCase {
  length: number;
  difficulty: Difficulty;
  /** Seeds tried: `bench/1` … `bench/<seeds>`. */
  seeds: number;
}

/** Longer secrets cost far more (a 16-digit puzzle takes a few hundred ms), so they get few seeds. */
const CASES: GenerateCase[] = [
  { length: 5, difficulty: 'hard', seeds: 40 },
  { length: 8, difficulty: 'hard', seeds: 20 },
  { length: 12, difficulty: 'hard', seeds: 10 },
  { length: 16, difficulty: 'hard', seeds: 6 },
];

const WARMUP = 5;
const SOLVE_WARMUP = 10;
const SOLVE_RUNS = 20;

/**
 * Time per generated puzzle: a seed the generator gives up on (null) is not a puzzle, so its
 * time is carried into the next success — what a book build pays when it moves to a retry seed.
 */
function generateRow(c: GenerateCase): BenchRow {
  const options = numberMind.options.parse({ length: c.length });
  // Warm up on short secrets: the same code, without paying for long ones twice.
  const warm = numberMind.options.parse({ length: 6 });
  for (let i = 1; i <= WARMUP; i++) numberMind.generate(new Rng(`bench/warmup/${i}`), warm, c.difficulty);
  const times: number[] = [];
  let carried = 0;
  const start = performance.now();
  for (let i = 1; i <= c.seeds; i++) {
    const t0 = performance.now();
    const made = numberMind.generate(new Rng(`bench/${i}`), options, c.difficulty);
    const ms = performance.now() - t0;
    if (made) {
      times.push(carried + ms);
      carried = 0;
    } else {
      carried += ms;
    }
  }
  return row('number-mind', `${c.length} digits ${c.difficulty}`, c.seeds, times, performance.now() - start);
}

/**
 * Solving and proving Project Euler 185 (limit 2: find the secret, then show there is no
 * other). The answer is checked against every guess here but never printed: the publisher
 * asks that it not be published.
 */
function solveRows(): BenchRow[] {
  const file = new URL('../test/fixtures/number-mind.json', import.meta.url);
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
    for (let i = 0; i < SOLVE_WARMUP; i++) once();
    const times: number[] = [];
    const start = performance.now();
    for (let i = 0; i < SOLVE_RUNS; i++) {
      const t0 = performance.now();
      once();
      times.push(performance.now() - t0);
    }
    const target: Target | undefined = f.length === 16 ? { medianBelowMs: 50 } : undefined;
    return row('number-mind', `solve ${what} (${f.length} digits, ${f.guesses.length} guesses)`, SOLVE_RUNS, times, performance.now() - start, target);
  });
}

export const numberMindBench: KindBench = {
  kind: 'number-mind',
  run: () => [...solveRows(), ...CASES.map(generateRow)],
};
