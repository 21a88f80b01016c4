import { DIFFICULTIES, type Difficulty, type Made } from '../../kind.ts';
import type { Rng } from '../../random.ts';
import { show } from './expr.ts';
import { bandOf, type CountdownGrade, measure } from './grade.ts';
import { levelsOf } from './methods.ts';
import { type CountdownOptions, type CountdownPuzzle, type CountdownSolution, LARGE, SMALL } from './schema.ts';
import { Countdown } from './solver.ts';
import { methodsOf, simplestAt } from './steps.ts';

/** Deals tried before giving up (the caller moves to another seed); nearly every deal has targets in every band. */
const GAMES = 20;

const LOWEST = 101;
const HIGHEST = 999;

/** Six cards as on television: the large ones asked for (or the classic mix), the rest from two of each 1–10. */
export function deal(rng: Rng, large: number | undefined): number[] {
  const bigs = large ?? (rng.chance(0.2) ? 2 : 1);
  const smalls = rng.shuffle(SMALL.flatMap((n) => [n, n]));
  return [...rng.shuffle([...LARGE]).slice(0, bigs), ...smalls.slice(0, 6 - bigs)];
}

/**
 * Why no puzzle in this band can be dealt with these options, or null. Easy is one step or
 * three cards added: with small cards only that reaches 30 at most (10 × 10 is 100, below
 * every target), so it needs a large card.
 */
export function refusal(o: CountdownOptions, difficulty: Difficulty): string | null {
  if (difficulty !== 'easy' || o.large !== 0) return null;
  return `with no large card, no target from ${LOWEST} to ${HIGHEST} is one step or three cards away, so easy needs a large card; ask for medium or harder, or for one large card or more`;
}

/**
 * Deals a game; the shapes of the methods of levels 1–3, built from the cards (levelsOf),
 * say at once which targets from 101–999 are of each level, and the solver's value table
 * which of the rest it reaches at all (level 4). A target of the band's level is drawn, then
 * proved: the solver lists every solution and the puzzle is kept only when its measured
 * level, the lowest at which any solution's method is reachable, is the band's. The key
 * shows the simplest solution of that level, the working a person trying those methods finds.
 */
export function generate(rng: Rng, o: CountdownOptions, difficulty: Difficulty): Made<CountdownPuzzle, CountdownSolution, CountdownGrade> | null {
  if (refusal(o, difficulty)) return null;
  const level = DIFFICULTIES.indexOf(difficulty) + 1;
  for (let game = 0; game < GAMES; game++) {
    const numbers = deal(rng, o.large);
    const solver = new Countdown(numbers);
    const levels = levelsOf(numbers);
    const reached = new Uint8Array(HIGHEST + 1);
    if (level === 4) for (const set of solver.values) if (set) for (const v of set) if (v >= LOWEST && v <= HIGHEST) reached[v] = 1;
    const targets: number[] = [];
    for (let v = LOWEST; v <= HIGHEST; v++) if ((levels.get(v) ?? (reached[v] ? 4 : 0)) === level) targets.push(v);
    if (targets.length === 0) continue;
    const puzzle = { numbers, target: rng.pick(targets) };
    const solutions = solver.solutions(puzzle.target);
    const grade = measure(puzzle, solutions);
    if (!grade || bandOf(grade) !== difficulty) continue;
    const worked = simplestAt(methodsOf(puzzle, solutions), level)!;
    return { puzzle, solution: { expression: show(worked.e) }, grade, difficulty };
  }
  return null;
}
