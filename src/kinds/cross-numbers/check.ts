import type { MistakeOf } from '../../engine/mistake.ts';
import { inBase } from './draw.ts';
import { evaluate } from './lines.ts';
import type { CrossNumbersPuzzle, CrossNumbersSolution } from './schema.ts';
import { totalSaid, words } from './words.ts';

/** What can be wrong with a filled grid: a message of Cross Numbers' check words, its data and the boxes it is about. */
export type CrossNumbersMistake = MistakeOf<typeof words.check>;

const box = (r: number, c: number) => `cell-${r}-${c}`;

/**
 * Why a filling does not solve the puzzle, or null if it does, checked from the rules alone
 * (not by the solver): its size, the printed digits where they are printed, digits the puzzle
 * uses, each row and column working out to its total (every line that does not, at once), and
 * no digit repeated where the puzzle forbids it. Digits and totals are said as printed, in the
 * puzzle's base. The player asks it of a full grid.
 */
export function mistakeOf(p: CrossNumbersPuzzle, s: CrossNumbersSolution): CrossNumbersMistake | null {
  const { rows, cols } = p;
  const shown = (v: number) => inBase(v, p.base);
  if (s.cells.length !== rows || s.cells.some((row) => row.length !== cols)) return { says: 'size', data: { rows, cols }, at: [] };
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const v = s.cells[r]![c]!;
      const given = p.cells[r]![c];
      const where = { row: r + 1, column: c + 1 };
      if (given !== null && given !== undefined && given !== v) return { says: 'given', data: { ...where, given: shown(given), v: shown(v) }, at: [box(r, c)] };
      if (v < p.digits[0] || v > p.digits[1]) return { says: 'range', data: { ...where, v: shown(v), low: shown(p.digits[0]), high: shown(p.digits[1]) }, at: [box(r, c)] };
    }
  }
  const col = (c: number) => s.cells.map((row) => row[c]!);
  const off = [
    ...p.rowTotals.flatMap((total, r) => (evaluate(s.cells[r]!, p.rowOps[r]!, p.order) === total ? [] : [{ row: true, n: r + 1 }])),
    ...p.colTotals.flatMap((total, c) => (evaluate(col(c), p.colOps[c]!, p.order) === total ? [] : [{ row: false, n: c + 1 }])),
  ];
  if (off.length > 0) return { says: 'total', data: totalSaid(off), at: off.map((l) => `total-${l.row ? 'row' : 'col'}-${l.n - 1}`) };
  // Where the puzzle allows a digit once: the boxes holding a digit twice, in the grid, a row or a column.
  const twice = (cells: [number, number][]) => {
    const values = cells.map(([r, c]) => s.cells[r]![c]!);
    return cells.filter((_, i) => values.indexOf(values[i]!) !== values.lastIndexOf(values[i]!)).map(([r, c]) => box(r, c));
  };
  const rowCells = (r: number) => Array.from({ length: cols }, (_, c): [number, number] => [r, c]);
  const colCells = (c: number) => Array.from({ length: rows }, (_, r): [number, number] => [r, c]);
  if (p.distinct === 'grid') {
    const at = twice(Array.from({ length: rows }, (_, r) => rowCells(r)).flat());
    if (at.length > 0) return { says: 'repeats', data: { context: 'grid', n: 0 }, at };
  }
  if (p.distinct === 'rows' || p.distinct === 'lines') {
    for (let r = 0; r < rows; r++) {
      const at = twice(rowCells(r));
      if (at.length > 0) return { says: 'repeats', data: { context: 'row', n: r + 1 }, at };
    }
  }
  if (p.distinct === 'lines') {
    for (let c = 0; c < cols; c++) {
      const at = twice(colCells(c));
      if (at.length > 0) return { says: 'repeats', data: { context: 'column', n: c + 1 }, at };
    }
  }
  return null;
}
