import { WORK_PER_SECOND } from '../engine/work.ts';
import type { KindName, KindOf } from './registry.ts';

/*
 * Solving a checked puzzle within a budget, as `solve`, `explain` and the library do: apart from
 * request.ts, whose checks of a request's items read every kind, so that one kind's entry
 * (`puzzlebook/kinds/sudoku`) solves without the other kinds.
 */

/**
 * Counted work (engine/work.ts) one request may spend across its items: about 6 seconds, two
 * or three of the costliest proofs, so a request ends within 10 s on a slower or busy machine.
 * Each item also keeps to its kind's own proof budget; items left when it is spent are not
 * solved, and answer `complete: false`, unknown. `explain` shares it the same way.
 */
export const REQUEST_BUDGET = 6 * WORK_PER_SECOND;

/** A checked item: its kind and parsed puzzle. */
export interface Checked {
  kind: KindOf<KindName>;
  puzzle: unknown;
}

/** Solves a checked item within `budget` of counted work; `work` is what it spent (not printed). */
export function solveChecked({ kind, puzzle }: Checked, limit: number, budget: number) {
  if (budget <= 0) return { result: { count: 0, complete: false, solutions: [] as unknown[] }, work: 0 };
  const { solutions, complete, details, work } = kind.solve(puzzle as never, limit, budget);
  return { result: { count: solutions.length, complete, solutions: solutions as unknown[], ...details }, work: work ?? 0 };
}

/**
 * Whether a puzzle the steps did not finish has a solution at all, as `solve` finds it within
 * `budget` of counted work: false when its search is complete and finds none (`explain` says so
 * rather than that reasoning stopped), true when it finds one, null when the budget ran out
 * first. `work` is what it spent.
 */
export function solvable(kind: Checked['kind'], puzzle: unknown, budget: number): { solvable: boolean | null; work: number } {
  if (budget <= 0) return { solvable: null, work: 0 };
  const { solutions, complete, work } = kind.solve(puzzle as never, 1, budget);
  return { solvable: solutions.length > 0 ? true : complete ? false : null, work: work ?? 0 };
}
