import { popcount } from '../../bits.ts';
import type { Difficulty, Made } from '../../kind.ts';
import type { Rng } from '../../random.ts';
import { show } from './expr.ts';
import { bandOf, type CountdownGrade, measure } from './grade.ts';
import { type CountdownOptions, type CountdownPuzzle, type CountdownSolution, LARGE, SMALL } from './schema.ts';
import { Countdown } from './solver.ts';

const GAMES = 40;
const TARGETS_PER_GAME = 6;

/** Fewest cards the simplest solution may use, per band: where to look for a target. */
const CARDS: Record<Difficulty, [number, number]> = {
  easy: [2, 3],
  medium: [3, 4],
  hard: [4, 5],
  expert: [5, 6],
};

/** Six cards as on television: the large ones asked for (or the classic mix), the rest from two of each 1–10. */
export function deal(rng: Rng, large: number | undefined): number[] {
  const bigs = large ?? (rng.chance(0.2) ? 2 : 1);
  const smalls = rng.shuffle(SMALL.flatMap((n) => [n, n]));
  return [...rng.shuffle([...LARGE]).slice(0, bigs), ...smalls.slice(0, 6 - bigs)];
}

/**
 * Deals a game, then draws a target from 101–999 among the values the exhaustive solver
 * can reach, looking where the band's simplest solutions lie; the puzzle is kept only if
 * its measured band (solution count, cards, stray) is the one asked for.
 */
export function generate(rng: Rng, o: CountdownOptions, difficulty: Difficulty): Made<CountdownPuzzle, CountdownSolution, CountdownGrade> | null {
  const [fewest, most] = CARDS[difficulty];
  for (let game = 0; game < GAMES; game++) {
    const numbers = deal(rng, o.large);
    const solver = new Countdown(numbers);
    // The fewest cards that make each value in range.
    const cards = new Map<number, number>();
    for (let mask = 1; mask < solver.values.length; mask++) {
      const size = popcount(mask);
      for (const v of solver.values[mask]!) {
        if (v >= 101 && v <= 999 && (cards.get(v) ?? 7) > size) cards.set(v, size);
      }
    }
    const targets = [...cards.entries()].filter(([, size]) => size >= fewest && size <= most).map(([v]) => v).sort((a, b) => a - b);
    if (targets.length === 0) continue;
    for (let t = 0; t < TARGETS_PER_GAME; t++) {
      const target = rng.pick(targets);
      const solutions = solver.solutions(target);
      const grade = measure(target, solutions);
      if (bandOf(grade) !== difficulty) continue;
      return { puzzle: { numbers, target }, solution: { expression: show(solutions[0]!) }, grade, difficulty };
    }
  }
  return null;
}
