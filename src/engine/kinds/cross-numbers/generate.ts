import type { Difficulty, Made } from '../../kind.ts';
import type { Rng } from '../../random.ts';
import { WORK_PER_SECOND } from '../../work.ts';
import { bandOf, type CrossNumbersGrade, EASY_BLANKS, EASY_HARD_OPS, measure } from './grade.ts';
import { evaluate, lineSupport } from './lines.ts';
import type { CrossNumbersOptions, CrossNumbersPuzzle, CrossNumbersSolution, Op } from './schema.ts';
import { CrossSteps } from './steps.ts';

const ATTEMPTS = 30;

/** Expert needs listing at least this often: one listing alone is a hard puzzle with a snag. */
const EXPERT_LISTINGS = 2;

/** The step solver's level of each band. */
const LEVEL: Record<Difficulty, 1 | 2 | 3 | 4> = { easy: 1, medium: 2, hard: 3, expert: 4 };

/** Operator weights [+, −, ×, ÷]: young solvers mostly add and subtract. */
const WEIGHTS: Record<Difficulty, [number, number, number, number]> = {
  easy: [6, 4, 1, 0],
  medium: [4, 3, 2, 1],
  hard: [3, 3, 3, 2],
  expert: [3, 3, 3, 2],
};
const OP_OF: Op[] = ['+', '-', '*', '/'];

function weighted(rng: Rng, weights: readonly number[]): number {
  let x = rng.float() * weights.reduce((a, b) => a + b, 0);
  for (let i = 0; i < weights.length; i++) if ((x -= weights[i]!) < 0) return i;
  return weights.length - 1;
}

/** Digits for every cell, honouring the distinct rule; null if a Latin fill got stuck. */
function fillGrid(rng: Rng, o: CrossNumbersOptions): number[] | null {
  const { rows, cols, digits, distinct } = o;
  const range = Array.from({ length: digits[1] - digits[0] + 1 }, (_, i) => digits[0] + i);
  const n = rows * cols;
  if (distinct === 'grid') return rng.shuffle([...range]).slice(0, n);
  if (distinct === 'none') return Array.from({ length: n }, () => rng.pick(range));
  if (distinct === 'rows') return Array.from({ length: rows }, () => rng.shuffle([...range]).slice(0, cols)).flat();
  // lines: each row and each column without repeats, cell by cell with backtracking.
  const grid = new Array<number>(n).fill(-1);
  const place = (i: number): boolean => {
    if (i === n) return true;
    const r = Math.floor(i / cols);
    const c = i % cols;
    for (const v of rng.shuffle([...range])) {
      let clash = false;
      for (let k = 0; k < cols && !clash; k++) clash = grid[r * cols + k] === v;
      for (let k = 0; k < rows && !clash; k++) clash = grid[k * cols + c] === v;
      if (clash) continue;
      grid[i] = v;
      if (place(i + 1)) return true;
      grid[i] = -1;
    }
    return false;
  };
  return place(0) ? grid : null;
}

/**
 * The band's operator weights, less the signs the options leave out; where the band gives
 * every allowed sign no weight (easy never divides), they are drawn evenly.
 */
function allowedWeights(o: CrossNumbersOptions, difficulty: Difficulty): number[] {
  const weights = WEIGHTS[difficulty].map((w, i) => (o.operators.includes(OP_OF[i]!) ? w : 0));
  return weights.some((w) => w > 0) ? weights : OP_OF.map((op) => (o.operators.includes(op) ? 1 : 0));
}

/**
 * Operators for one line whose value is a whole number of at least 0 and at most the largest
 * total asked, and which never dips below zero on the way where that is asked; null if none found.
 */
function lineOps(rng: Rng, values: number[], o: CrossNumbersOptions, weights: readonly number[]): Op[] | null {
  for (let t = 0; t < 20; t++) {
    const ops = Array.from({ length: values.length - 1 }, () => OP_OF[weighted(rng, weights)]!);
    let lowest = 0;
    const total = evaluate(values, ops, o.order, (value) => (lowest = Math.min(lowest, value)));
    if (total === null || total < 0 || (o.maxTotal !== undefined && total > o.maxTotal)) continue;
    if (o.noNegatives && lowest < 0) continue;
    return ops;
  }
  return null;
}

/** Is a blank cell, alone in its row or column, the only digit that line allows there? */
function forcedByItsLine(p: Omit<CrossNumbersPuzzle, 'cells'>, cells: (number | null)[], cell: number): boolean {
  const { rows, cols } = p;
  const r = Math.floor(cell / cols);
  const c = cell % cols;
  const range = Array.from({ length: p.digits[1] - p.digits[0] + 1 }, (_, i) => p.digits[0] + i);
  const lines = [
    { at: Array.from({ length: cols }, (_, k) => r * cols + k), ops: p.rowOps[r]!, total: p.rowTotals[r]! },
    { at: Array.from({ length: rows }, (_, k) => k * cols + c), ops: p.colOps[c]!, total: p.colTotals[c]! },
  ];
  return lines.some(({ at, ops, total }) => {
    if (at.some((i) => i !== cell && cells[i] === null)) return false;
    const support = lineSupport(at.map((i) => (i === cell ? range : [cells[i]!])), ops, total, p.order);
    return support !== null && support[at.indexOf(cell)]!.length === 1;
  });
}

/**
 * The most work one puzzle may take to make (`PuzzleKind.makingWork`), growing with the
 * square of the cells. Measured on one core (2026-11): 9×9 expert 70 ms (p90 135 ms), up to
 * 0.35 s a puzzle with lines worked left to right; easy and medium 9×9 about 10 ms.
 */
export function makingWork(o: CrossNumbersOptions, difficulty: Difficulty): number {
  const share = (o.rows * o.cols) / 81; // of a 9×9 grid
  const seconds = LEVEL[difficulty] <= 2 ? 0.05 : 0.5;
  return (seconds * share ** 2 + 0.005) * WORK_PER_SECOND;
}

/**
 * Why a grid of this shape cannot reach the band at all, or null: the techniques of levels 3
 * and 4 work on lines of three or more empty boxes, so a grid whose lines are all shorter
 * stops at medium.
 */
export function refusal(o: CrossNumbersOptions, difficulty: Difficulty): string | null {
  if (LEVEL[difficulty] <= 2 || Math.max(o.rows, o.cols) >= 3) return null;
  return `a ${o.rows}×${o.cols} grid stops at medium, because ${difficulty} needs lines of three or more boxes; ask for medium or easy, or a size of 3 or more`;
}

/**
 * A random filled grid and operators, totals computed; then cells blanked one at a time,
 * in random order, while the step solver at the band's level still fills the grid (easy:
 * up to half the cells). The result is measured and kept only when its level is the band's
 * own: the techniques of the band are needed, not only allowed (expert: listing at least
 * twice). A puzzle no level fills
 * (trial and error) is never kept; the step solver, never guessing, fills only puzzles
 * with one answer, which the book's proof solver then checks again.
 */
export function generate(
  rng: Rng,
  o: CrossNumbersOptions,
  difficulty: Difficulty,
): Made<CrossNumbersPuzzle, CrossNumbersSolution, CrossNumbersGrade> | null {
  if (refusal(o, difficulty)) return null;
  const { rows, cols } = o;
  const n = rows * cols;
  const level = LEVEL[difficulty];
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const values = fillGrid(rng, o);
    if (!values) continue;
    const row = (r: number) => values.slice(r * cols, r * cols + cols);
    const col = (c: number) => Array.from({ length: rows }, (_, r) => values[r * cols + c]!);
    const weights = allowedWeights(o, difficulty);
    const rowOps = Array.from({ length: rows }, (_, r) => lineOps(rng, row(r), o, weights));
    const colOps = Array.from({ length: cols }, (_, c) => lineOps(rng, col(c), o, weights));
    if (rowOps.some((x) => !x) || colOps.some((x) => !x)) continue;
    const allOps = [...rowOps, ...colOps].flat() as Op[];
    // Easy keeps to few × and ÷ (none, by its weights, divide).
    if (difficulty === 'easy' && allOps.filter((op) => op === '*' || op === '/').length > EASY_HARD_OPS * allOps.length) continue;
    const base = {
      rows,
      cols,
      rowOps: rowOps as Op[][],
      colOps: colOps as Op[][],
      rowTotals: rowOps.map((ops, r) => evaluate(row(r), ops!, o.order)!),
      colTotals: colOps.map((ops, c) => evaluate(col(c), ops!, o.order)!),
      digits: o.digits,
      distinct: o.distinct,
      order: o.order,
      base: o.base,
    };
    const solver = new CrossSteps(base);
    const cells: (number | null)[] = [...values];
    const most = difficulty === 'easy' ? Math.floor(n * EASY_BLANKS) : n;
    let blanks = 0;
    for (const cell of rng.shuffle(Array.from({ length: n }, (_, i) => i))) {
      if (blanks >= most) break;
      cells[cell] = null;
      // A blank that its row or column, otherwise all given, pins down is written in by the
      // first step (one blank) from what the grid had before; the steps then go on as they
      // did, and whatever filled the grid still does: no need to run them.
      if (forcedByItsLine(base, cells, cell) || solver.solve(cells, level, false).solved) blanks++;
      else cells[cell] = values[cell]!;
    }
    const toRows = <T>(flat: T[]) => Array.from({ length: rows }, (_, r) => flat.slice(r * cols, r * cols + cols));
    const puzzle: CrossNumbersPuzzle = { ...base, cells: toRows(cells) };
    const grade = measure(puzzle);
    if (!grade || bandOf(grade) !== difficulty) continue;
    if (difficulty === 'expert' && (grade.uses.listing ?? 0) < EXPERT_LISTINGS) continue;
    return { puzzle, solution: { cells: toRows(values) }, grade, difficulty };
  }
  return null;
}
