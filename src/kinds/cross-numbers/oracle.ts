import type { Oracle } from '../../engine/oracle.ts';
import type { CrossNumbersPuzzle, CrossNumbersSolution } from './schema.ts';

type CrossOp = CrossNumbersPuzzle['rowOps'][number][number];

/** One step; null when a division is by zero or leaves a remainder. */
function step(a: number, op: CrossOp, b: number): number | null {
  if (op === '+') return a + b;
  if (op === '-') return a - b;
  if (op === '*') return a * b;
  if (b === 0) return null;
  const q = a / b;
  return Number.isInteger(q) ? q : null;
}

/**
 * A line's value as printed, or null if a division is not exact. `precedence`: collapse every
 * × and ÷ (left to right) first, then add and subtract left to right; `left-to-right`: in
 * reading order throughout.
 */
export function evaluateLine(values: readonly number[], ops: readonly CrossOp[], order: CrossNumbersPuzzle['order']): number | null {
  if (order === 'left-to-right') {
    let acc: number | null = values[0]!;
    for (let i = 0; i < ops.length; i++) {
      acc = step(acc, ops[i]!, values[i + 1]!);
      if (acc === null) return null;
    }
    return acc;
  }
  // Pass one: products and quotients, leaving a list of terms joined by + and −.
  const terms: number[] = [values[0]!];
  const joins: CrossOp[] = [];
  for (let i = 0; i < ops.length; i++) {
    const op = ops[i]!;
    if (op === '*' || op === '/') {
      const t = step(terms[terms.length - 1]!, op, values[i + 1]!);
      if (t === null) return null;
      terms[terms.length - 1] = t;
    } else {
      joins.push(op);
      terms.push(values[i + 1]!);
    }
  }
  let acc = terms[0]!;
  for (let i = 0; i < joins.length; i++) acc = step(acc, joins[i]!, terms[i + 1]!)!;
  return acc;
}

/** Whether a full filling keeps the distinct rule: no digit twice in a row, a row or column, or the grid. */
export function keepsDistinct(distinct: CrossNumbersPuzzle['distinct'], cells: number[][]): boolean {
  const clash = (xs: number[]) => xs.some((x, i) => xs.indexOf(x) !== i);
  if (distinct === 'grid') return !clash(cells.flat());
  if ((distinct === 'rows' || distinct === 'lines') && cells.some(clash)) return false;
  if (distinct === 'lines') {
    for (let c = 0; c < cells[0]!.length; c++) if (clash(cells.map((row) => row[c]!))) return false;
  }
  return true;
}

/** Whether a full filling keeps every line and the distinct rule. */
export function keepsRules(p: CrossNumbersPuzzle, cells: number[][]): boolean {
  for (let r = 0; r < p.rows; r++) if (evaluateLine(cells[r]!, p.rowOps[r]!, p.order) !== p.rowTotals[r]) return false;
  for (let c = 0; c < p.cols; c++) {
    const column = cells.map((row) => row[c]!);
    if (evaluateLine(column, p.colOps[c]!, p.order) !== p.colTotals[c]) return false;
  }
  return keepsDistinct(p.distinct, cells);
}

/** Every filling of the blanks with digits of the range, as an odometer, kept if it keeps the rules. */
export const oracle: Oracle<CrossNumbersPuzzle, CrossNumbersSolution> = (p, cap = Infinity) => {
  const blanks: [number, number][] = [];
  p.cells.forEach((row, r) => row.forEach((v, c) => v === null && blanks.push([r, c])));
  const [lo, hi] = p.digits;
  const cells = p.cells.map((row) => row.map((v) => v ?? lo));
  const out: CrossNumbersSolution[] = [];
  for (;;) {
    if (keepsRules(p, cells)) {
      out.push({ cells: cells.map((row) => [...row]) });
      if (out.length >= cap) break;
    }
    let i = blanks.length - 1;
    while (i >= 0 && cells[blanks[i]![0]]![blanks[i]![1]] === hi) {
      cells[blanks[i]![0]]![blanks[i]![1]] = lo;
      i--;
    }
    if (i < 0) break;
    cells[blanks[i]![0]]![blanks[i]![1]]!++;
  }
  return out;
};

/** Fillings of the blanks the oracle tries: (digit range)^(blanks), to keep its cases small. */
export const fillings = (p: Pick<CrossNumbersPuzzle, 'cells' | 'digits'>) =>
  (p.digits[1] - p.digits[0] + 1) ** p.cells.flat().filter((v) => v === null).length;
