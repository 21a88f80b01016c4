import type { Difficulty, PlannedAnswer } from '../../engine/kind.ts';
import { drawAnswer } from './draw.ts';
import { type CrossNumbersOptions, gridOf } from './schema.ts';

/** How long a band's key step is, in characters of English: the mean over issue 66's ramp books, to ten. */
const KEY_STEP: Record<Difficulty, number> = { easy: 110, medium: 230, hard: 260, expert: 350 };

/** A key's answer planned from the options (`PuzzleKind.plannedAnswer`): the band's grid, its totals of three digits from medium on, as most sections have one of. */
export function plannedAnswer(o: CrossNumbersOptions, difficulty: Difficulty): PlannedAnswer {
  const { rows, cols } = gridOf(o, difficulty);
  const total = difficulty === 'easy' ? 99 : 999;
  const grid = <T>(r: number, c: number, v: T) => Array.from({ length: r }, () => Array.from({ length: c }, () => v));
  const puzzle = {
    rows,
    cols,
    cells: grid<number | null>(rows, cols, null),
    rowOps: grid(rows, cols - 1, '+' as const),
    colOps: grid(cols, rows - 1, '+' as const),
    rowTotals: Array.from({ length: rows }, () => total),
    colTotals: Array.from({ length: cols }, () => total),
    digits: o.digits,
    distinct: o.distinct,
    order: o.order,
    base: o.base,
  };
  return { figure: drawAnswer(puzzle, { cells: grid(rows, cols, o.digits[1]) }), keyStep: KEY_STEP[difficulty] };
}
