/**
 * The counted work (work.ts) the making of one puzzle may spend: the book sets it for each of a
 * puzzle's seeds, within twice it for all of them (`PuzzleKind.makingWork`, book/make.ts), and
 * a generator whose solvers count their work spends it as it goes, giving up on its seed once
 * it is spent. Counted, never timed, so a seed gives up at the same point on any machine: the
 * same spec makes the same book. Outside `withBudget` (a test or the bench calling a generator
 * itself) there is no limit but the generator's own attempts.
 */
let budget = Infinity;
let spent = 0;

/** Runs `make` with `work` of counted work for generators to spend; the budget outside it is restored after. */
export function withBudget<T>(work: number, make: () => T): T {
  const outer = { budget, spent };
  budget = work;
  spent = 0;
  try {
    return make();
  } finally {
    ({ budget, spent } = outer);
  }
}

/** Counted work spent; false once it goes past the budget, when the generator gives up on its seed. */
export function spend(work: number): boolean {
  spent += work;
  return spent <= budget;
}

/** The work left to spend: a solver's own budget is at most this, so one run cannot overspend it by much. */
export function budgetLeft(): number {
  return Math.max(0, budget - spent);
}

/** The work spent so far within the innermost `withBudget`: what the bench reports. */
export function workSpent(): number {
  return spent;
}
