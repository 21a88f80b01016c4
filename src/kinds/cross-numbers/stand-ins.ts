import type { Difficulty, StandIns } from '../../engine/kind.ts';
import { type CrossNumbersOptions, type CrossNumbersPuzzle, type Op, sizedFor } from './schema.ts';

/** Totals printed longer than this are rare enough not to plan pages by (the longest of the shipped books' 3×3 to 9×9 grids have 4 digits). */
const LONG_TOTAL = 4;

/**
 * The most digits a line's total prints: a product of the line's largest digits where the
 * options allow ×, else a sum of them, no more than `maxTotal` (totals are never below 0), and
 * no more than `LONG_TOTAL` (a longer column total sets its figure's columns further apart, `draw`).
 */
function mostDigits(o: CrossNumbersOptions, cells: number): number {
  const high = o.digits[1];
  const most = o.operators.includes('*') ? high ** cells : o.operators.includes('+') ? high * cells : high;
  return Math.min(LONG_TOTAL, Math.min(o.maxTotal ?? most, most).toString(o.base).length);
}

/**
 * A band's grid at the options' size, its blanks as the band leaves them (easy and medium give
 * half the cells, hard and expert nearly none), with the rules under it that the options' signs
 * can make longest (the order of operations where × or ÷ meets + or −, exact division where
 * there is ÷). `largest` has totals as long as the options allow (`mostDigits`); `typical` as
 * most puzzles have them: two digits at easy and medium, three at hard and expert (the ramp
 * book of issue 66: 3×3 easy and medium print two, 3×3 hard and 4×4 expert two or three).
 */
export function standIns(o: CrossNumbersOptions, difficulty: Difficulty): StandIns<CrossNumbersPuzzle> {
  const { rows, cols } = sizedFor(o, difficulty);
  const given = difficulty === 'easy' || difficulty === 'medium';
  const ops = o.operators;
  // × or ÷ beside + or − in one line, ÷ where allowed: the longest rules the options make.
  const mixed: Op[] = [ops.includes('/') ? '/' : ops.includes('*') ? '*' : ops[0]!, ops.find((op) => op === '+' || op === '-') ?? ops[0]!];
  const line = (n: number, first: boolean): Op[] => Array.from({ length: n }, (_, i) => (first ? mixed[i % 2]! : ops[0]!));
  const of = (digits: (cells: number) => number): CrossNumbersPuzzle => ({
    rows,
    cols,
    cells: Array.from({ length: rows }, (_, r) => Array.from({ length: cols }, (_, c) => (given && (r + c) % 2 === 0 ? o.digits[1] : null))),
    rowOps: Array.from({ length: rows }, (_, r) => line(cols - 1, r === 0)),
    colOps: Array.from({ length: cols }, () => line(rows - 1, false)),
    rowTotals: Array.from({ length: rows }, () => o.base ** digits(cols) - 1),
    colTotals: Array.from({ length: cols }, () => o.base ** digits(rows) - 1),
    digits: o.digits,
    distinct: o.distinct,
    order: o.order,
    base: o.base,
  });
  const typical = given ? 2 : 3;
  return { largest: of((n) => mostDigits(o, n)), typical: of((n) => Math.min(typical, mostDigits(o, n))) };
}
