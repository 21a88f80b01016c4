import type { Difficulty, Made } from '../../kind.ts';
import type { Rng } from '../../random.ts';
import { bandOf, type CrossNumbersGrade, EASY_BLANKS, measure } from './grade.ts';
import { evaluate, lineSupport } from './lines.ts';
import type { CrossNumbersOptions, CrossNumbersPuzzle, CrossNumbersSolution, Op } from './schema.ts';
import { CrossSolver, shapeOf } from './solver.ts';

const ATTEMPTS = 30;
/** Budget of each uniqueness check while blanking; a check that runs out keeps the cell given. */
const REMOVAL_BUDGET = 200;

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

/** Operators for one line whose value is a whole number of at least 0; null if none found. */
function lineOps(rng: Rng, values: number[], o: CrossNumbersOptions, weights: readonly number[]): Op[] | null {
  for (let t = 0; t < 20; t++) {
    const ops = Array.from({ length: values.length - 1 }, () => OP_OF[weighted(rng, weights)]!);
    const total = evaluate(values, ops, o.order);
    if (total !== null && total >= 0) return ops;
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
 * A random filled grid and operators, totals computed; then cells blanked one at a time
 * while the puzzle stays provable at the band's level:
 *  - easy: each line fills itself, up to half the cells blank;
 *  - medium: each line fills itself, as far as that goes;
 *  - hard: propagation across lines suffices;
 *  - expert: unique by search.
 * The result is measured and kept only in the asked band.
 */
export function generate(
  rng: Rng,
  o: CrossNumbersOptions,
  difficulty: Difficulty,
): Made<CrossNumbersPuzzle, CrossNumbersSolution, CrossNumbersGrade> | null {
  const { rows, cols } = o;
  const n = rows * cols;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const values = fillGrid(rng, o);
    if (!values) continue;
    const row = (r: number) => values.slice(r * cols, r * cols + cols);
    const col = (c: number) => Array.from({ length: rows }, (_, r) => values[r * cols + c]!);
    const rowOps = Array.from({ length: rows }, (_, r) => lineOps(rng, row(r), o, WEIGHTS[difficulty]));
    const colOps = Array.from({ length: cols }, (_, c) => lineOps(rng, col(c), o, WEIGHTS[difficulty]));
    if (rowOps.some((x) => !x) || colOps.some((x) => !x)) continue;
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
    const solver = new CrossSolver(shapeOf(base));
    const cells: (number | null)[] = [...values];
    // Each check tries the cheaper methods first: what lines alone solve, propagation solves,
    // and what propagation solves is unique.
    const alone = () => solver.solvesByLinesAlone(cells);
    const propagation = () => alone() || solver.solvesByPropagation(cells);
    const unique = () => {
      if (propagation()) return true;
      const r = solver.count(cells, 2, REMOVAL_BUDGET);
      return r.complete && r.solutions.length === 1;
    };
    const keeps = difficulty === 'easy' || difficulty === 'medium' ? alone : difficulty === 'hard' ? propagation : unique;
    const most = difficulty === 'easy' ? Math.floor(n * EASY_BLANKS) : n;
    let blanks = 0;
    for (const cell of rng.shuffle(Array.from({ length: n }, (_, i) => i))) {
      if (blanks >= most) break;
      cells[cell] = null;
      // A blank that its row or column, otherwise all given, pins down is solved first by any
      // solver, and what was provable before stays provable: no need for the full check.
      if (forcedByItsLine(base, cells, cell) || keeps()) blanks++;
      else cells[cell] = values[cell]!;
    }
    const toRows = <T>(flat: T[]) => Array.from({ length: rows }, (_, r) => flat.slice(r * cols, r * cols + cols));
    const puzzle: CrossNumbersPuzzle = { ...base, cells: toRows(cells) };
    const grade = measure(puzzle);
    if (!grade || bandOf(grade, n) !== difficulty) continue;
    return { puzzle, solution: { cells: toRows(values) }, grade, difficulty };
  }
  return null;
}
