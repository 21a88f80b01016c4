import type { Difficulty, Made } from '../../engine/kind.ts';
import type { Rng } from '../../engine/random.ts';
import { WORK_PER_SECOND } from '../../engine/work.ts';
import { grading, type CrossNumbersGrade, EASY_HARD_OPS, measure } from './grade.ts';
import { evaluate, lineSupport } from './lines.ts';
import { type CrossNumbersOptions, type CrossNumbersPuzzle, type CrossNumbersSolution, type Op, type SizedOptions, sizedFor } from './schema.ts';
import { CrossSteps } from './steps.ts';

const ATTEMPTS = 30;

/**
 * Expert needs listing at least this often, each a choice among fillings (one filling with
 * nothing else to try is a forced move): one listing alone is a hard puzzle with a snag.
 */
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
function fillGrid(rng: Rng, o: SizedOptions): number[] | null {
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
function allowedWeights(o: SizedOptions, difficulty: Difficulty): number[] {
  const weights = WEIGHTS[difficulty].map((w, i) => (o.operators.includes(OP_OF[i]!) ? w : 0));
  return weights.some((w) => w > 0) ? weights : OP_OF.map((op) => (o.operators.includes(op) ? 1 : 0));
}

/**
 * Operators for one line whose value is a whole number of at least 0 and at most the largest
 * total asked, and which never dips below zero on the way where that is asked; null if none found.
 */
function lineOps(rng: Rng, values: number[], o: SizedOptions, weights: readonly number[]): Op[] | null {
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

/**
 * How an easy grid's blanks lie, drawn for each puzzle so that a section is not one shape:
 * `spread` keeps them apart (each alone in its row or column, where it can), `lines` puts
 * them together in a few rows and columns, `chain` lays them one after another (each opens
 * the line of the next).
 */
const EASY_STYLES = ['spread', 'lines', 'chain', 'random'] as const;

/**
 * The blanks an easy grid of this shape may have: from its longer side up to one fewer than
 * its rows and columns together, the most that one blank at a time can fill (with one more,
 * some rows and columns would share their blanks two or more to a line, with no line among
 * them to start from).
 */
export function easyBlanks(rows: number, cols: number): [number, number] {
  return [Math.max(rows, cols), rows + cols - 1];
}

/**
 * Blanks cells one at a time while `stays` says the easy steps still fill the grid, up to a
 * count drawn from `easyBlanks`, in an order its style sets (`EASY_STYLES`): a cell that
 * does not stay never will (a blank more never makes a grid easier), so each is tried once.
 */
function blankEasy(rng: Rng, o: SizedOptions, stays: (cell: number) => boolean): void {
  const { rows, cols } = o;
  const [least, most] = easyBlanks(rows, cols);
  const target = rng.range(least, most);
  const style = rng.pick(EASY_STYLES);
  const inRow = new Array<number>(rows).fill(0);
  const inCol = new Array<number>(cols).fill(0);
  // Lower is taken first; ties go to the shuffled order.
  const rank = (cell: number): number => {
    const near = inRow[Math.floor(cell / cols)]! + inCol[cell % cols]!;
    return style === 'spread' ? near : style === 'lines' ? -near : style === 'chain' ? Math.abs(near - 1) : 0;
  };
  const left = rng.shuffle(Array.from({ length: rows * cols }, (_, i) => i));
  for (let blanks = 0; blanks < target && left.length > 0; ) {
    let at = 0;
    for (let i = 1; i < left.length; i++) if (rank(left[i]!) < rank(left[at]!)) at = i;
    const [cell] = left.splice(at, 1) as [number];
    if (!stays(cell)) continue;
    blanks++;
    inRow[Math.floor(cell / cols)]!++;
    inCol[cell % cols]!++;
  }
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
 * The most work one puzzle may take to make (`PuzzleKind.makingWork`), all its seeds together,
 * growing with the square of the cells. Measured (2026-11, bench/largest.ts, CPU time on one
 * core, slowest of 8 to 20 seeds at 9×9, grids rejected for a score outside their band
 * included): easy 0.01 s, medium 0.07 s, hard 0.18 s, expert 0.2–0.6 s; expert with no
 * repeats in lines tries more grids (its listings are rarer): 0.5–0.7 s, some seeds on their
 * second try (remeasured for issue 65's expert start, 20 seeds: 0.57 s and 0.54 s at worst).
 * About twice that or more. The generator runs 30 grids a seed, each blanked a cell at a
 * time: at 9×9 seconds at worst, so it counts no work.
 */
export function makingWork(options: CrossNumbersOptions, difficulty: Difficulty): number {
  const o = sizedFor(options, difficulty);
  const share = (o.rows * o.cols) / 81; // of a 9×9 grid
  const latin = difficulty === 'expert' && (o.distinct === 'lines' || o.distinct === 'grid') ? 2 : 1;
  const seconds = LEVEL[difficulty] <= 2 ? 0.15 : 0.7 * latin;
  return (seconds * share ** 2 + 0.005) * WORK_PER_SECOND;
}

/**
 * Why a grid cannot reach the band at all, or null: the techniques of levels 3 and 4 work on
 * lines of three or more empty boxes, so a grid whose lines are all shorter stops at medium;
 * and listing a line is never needed where bounds, parity and last digit settle every line,
 * as they do with + and − alone or with two digits to choose from (never once in hundreds
 * of grids tried), so those stop at hard.
 */
export function refusal(options: CrossNumbersOptions, difficulty: Difficulty): string | null {
  if (LEVEL[difficulty] <= 2) return null;
  const o = sizedFor(options, difficulty);
  if (Math.max(o.rows, o.cols) < 3) {
    return `a ${o.rows}×${o.cols} grid stops at medium, because ${difficulty} needs lines of three or more boxes; ask for medium or easy, or a size of 3 or more`;
  }
  if (difficulty !== 'expert') return null;
  if (!o.operators.includes('*') && !o.operators.includes('/')) {
    return 'with + and − alone, bounds, parity and last digit settle every line and no puzzle needs listing: expert needs × or ÷ among the operators; ask for hard';
  }
  if (o.digits[1] - o.digits[0] === 1) {
    return `with two digits only (${o.digits[0]} and ${o.digits[1]}), bounds and parity settle every line and no puzzle needs listing; ask for hard, or more digits`;
  }
  return null;
}

/**
 * A random filled grid and operators, totals computed; then cells blanked one at a time,
 * in random order, while the step solver at the band's level still fills the grid (easy: a
 * count and a pattern drawn for the puzzle, `blankEasy`). The result is kept only when it is
 * in the band: its level is the band's own, so the band's techniques are needed and not only
 * allowed, and its score is in the band's range (`bounds`). Medium needs a choice among pairs,
 * expert a choice among fillings twice: a list with one entry is a forced move. A puzzle no
 * level fills (trial and error) is never kept; the step solver, never guessing, fills only
 * puzzles with one answer, which the book's proof solver checks again.
 */
export function generate(
  rng: Rng,
  options: CrossNumbersOptions,
  difficulty: Difficulty,
): Made<CrossNumbersPuzzle, CrossNumbersSolution, CrossNumbersGrade> | null {
  if (refusal(options, difficulty)) return null;
  // The band's grid where the options name no size (expert's is larger: `DEFAULT_SIDE`).
  const o = sizedFor(options, difficulty);
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
    // Whether the grid, with `cell` blank too, is still filled at the band's level. A blank that
    // its row or column, otherwise all given, pins down is written in by the first step (one
    // blank) from what the grid had before; the steps then go on as they did, and whatever
    // filled the grid still does: no need to run them.
    const stays = (cell: number): boolean => {
      cells[cell] = null;
      if (forcedByItsLine(base, cells, cell) || solver.solve(cells, level, false).solved) return true;
      cells[cell] = values[cell]!;
      return false;
    };
    if (difficulty === 'easy') blankEasy(rng, o, stays);
    else for (const cell of rng.shuffle(Array.from({ length: n }, (_, i) => i))) stays(cell);
    const toRows = <T>(flat: T[]) => Array.from({ length: rows }, (_, r) => flat.slice(r * cols, r * cols + cols));
    const puzzle: CrossNumbersPuzzle = { ...base, cells: toRows(cells) };
    // The cheap checks first, in the generator's order (no sentences): each is one solve.
    if (difficulty === 'medium' && (solver.solve(cells, 2, false), solver.choices) === 0) continue;
    if (difficulty === 'expert' && (solver.solve(cells, 4, false), solver.listings) < EXPERT_LISTINGS) continue;
    const grade = measure(puzzle);
    if (!grade || grading.band(grade, puzzle) !== difficulty) continue;
    return { puzzle, solution: { cells: toRows(values) }, grade, difficulty };
  }
  return null;
}
