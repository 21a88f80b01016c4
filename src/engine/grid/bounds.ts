import { digitsOf, lowest, valueOf } from './bits.ts';
import type { Board } from './board.ts';
import type { Shape } from './shape.ts';
import { type Finding, type GridTechnique, squareIn, struckSaid } from './technique.ts';
import { clueOf } from './totals.ts';

/**
 * A cage's bounds: the arithmetic a person does instead of listing a cage of many combinations.
 * A sum's other cells make at least the least and at most the most their digits add up to
 * (different digits where two share a row or column: 1 + 2, not 1 + 1), so the cell holds the
 * target less one or the other at most and at least ("the other two make at most 9 + 8 = 17, so
 * this one is at least 20 − 17 = 3"); a product's cells hold only digits that divide its target.
 * What it crosses off, a listing of every combination crosses off too; it is said and counted as
 * the few digits a person writes, where a listing writes out every combination (issue 86).
 */

/** The least (or most) some cells make, each one of its candidates: the figure and the digits that make it, in the cells' order. */
export interface Extreme {
  value: number;
  digits: number[];
}

/**
 * The least (`most` false) or most sum (`op` '+') or product ('*') of `cells`, each cell one of
 * its candidates, different where two see each other; null when they have no such digits. A
 * depth-first search, each cell's digits from the best, cut where even each cell's own best
 * digit cannot beat what is found: a cage has six cells at most, a run nine.
 */
export function extremeOf(shape: Shape, cells: readonly number[], cand: ArrayLike<number>, op: '+' | '*', most: boolean): Extreme | null {
  const n = cells.length;
  const product = op === '*';
  // What the cells from i on make at best, each alone: no filling of them does better.
  const best = new Float64Array(n + 1).fill(product ? 1 : 0);
  for (let i = n - 1; i >= 0; i--) {
    const m = cand[cells[i]!]!;
    if (!m) return null;
    const d = most ? valueOf(m) : lowest(m);
    best[i] = product ? best[i + 1]! * d : best[i + 1]! + d;
  }
  const values = new Array<number>(n).fill(0);
  let found: Extreme | null = null;
  const { sees, size } = shape;
  const go = (i: number, acc: number): void => {
    if (i === n) {
      if (!found || (most ? acc > found.value : acc < found.value)) found = { value: acc, digits: values.slice() };
      return;
    }
    const digits = digitsOf(cand[cells[i]!]!);
    if (most) digits.reverse();
    for (const v of digits) {
      const next = product ? acc * v : acc + v;
      const reach = product ? next * best[i + 1]! : next + best[i + 1]!;
      // The digits come best first: once one cannot beat what is found, none after it can.
      if (found && (most ? reach <= found.value : reach >= found.value)) break;
      let clash = false;
      for (let j = 0; j < i && !clash; j++) clash = values[j] === v && sees[cells[j]! * size + cells[i]!] === 1;
      if (clash) continue;
      values[i] = v;
      go(i + 1, next);
    }
  };
  go(0, product ? 1 : 0);
  return found;
}

/** A cell a sum's bounds narrow: the digits crossed off it, and the bound or bounds that do, with what the cage's other cells make. */
export interface Bounded {
  cell: number;
  values: number;
  /** The cell holds at least `low`: the other cells make at most `most`. */
  low?: { low: number; most: Extreme };
  /** The cell holds at most `high`: the other cells make at least `least`. */
  high?: { high: number; least: Extreme };
}

/** What a sum's bounds cross off the empty cells of a group (none where the group has no filling at all: a contradiction, not a step). */
export function sumBounds(board: Board, cells: readonly number[], target: number): Bounded[] {
  const { shape, filled, cand } = board;
  const out: Bounded[] = [];
  const others: number[] = [];
  for (const c of cells) {
    if (filled[c]) continue;
    others.length = 0;
    for (const o of cells) if (o !== c) others.push(o);
    const least = extremeOf(shape, others, cand, '+', false);
    const most = extremeOf(shape, others, cand, '+', true);
    if (!least || !most) return [];
    const low = target - most.value;
    const high = target - least.value;
    if (high < low) return [];
    let values = 0;
    const found: Bounded = { cell: c, values: 0 };
    for (const v of digitsOf(cand[c]!)) {
      if (v < low) (values |= 1 << v), (found.low = { low, most });
      if (v > high) (values |= 1 << v), (found.high = { high, least });
    }
    // Every digit crossed off is no step but a contradiction.
    if (values === cand[c]) return [];
    if (values) out.push({ ...found, values });
  }
  return out;
}

/** The digits of a product's empty cells that do not divide its target, a mask per cell (0 where none). */
function nonFactors(board: Board, cells: readonly number[], target: number): number[] {
  const { filled, cand } = board;
  return cells.map((c) => {
    if (filled[c]) return 0;
    let m = 0;
    for (const v of digitsOf(cand[c]!)) if (target % v !== 0) m |= 1 << v;
    return m === cand[c] ? 0 : m;
  });
}

/**
 * The technique: the first cage whose bounds cross something off, a sum's by the least and most
 * its other cells make, a product's by the digits dividing its target. Paper: the digits a person
 * writes, each bound's other cells' digits for a sum, the digits that do not divide for a product.
 */
export const cageBounds: GridTechnique = {
  key: 'cage-bounds',
  says: 'cage-bounds',
  find(board: Board): Finding | null {
    const { shape, filled } = board;
    for (const g of shape.totals) {
      const { cells, total } = shape.groups[g]!;
      if (cells.length < 2 || (total!.op !== '+' && total!.op !== '*') || cells.every((c) => filled[c])) continue;
      if (total!.op === '*') {
        const off = nonFactors(board, cells, total!.target);
        const strike = cells.flatMap((c, i) => (off[i] ? [{ cell: c, values: off[i]! }] : []));
        if (strike.length === 0) continue;
        const digits = digitsOf(off.reduce((a, b) => a | b, 0));
        return { from: [...cells], place: [], strike, paper: digits.length, data: { ...clueOf(shape, g), form: 'product', digits, struck: struckSaid(shape, strike) } };
      }
      const bounded = sumBounds(board, cells, total!.target);
      if (bounded.length === 0) continue;
      const said = (e: Extreme) => ({ value: e.value, digits: e.digits });
      return {
        from: [...cells],
        place: [],
        strike: bounded.map((b) => ({ cell: b.cell, values: b.values })),
        paper: bounded.reduce((n, b) => n + (b.low ? b.low.most.digits.length : 0) + (b.high ? b.high.least.digits.length : 0), 0),
        data: {
          ...clueOf(shape, g),
          form: 'sum',
          cells: bounded.map((b) => ({
            cell: squareIn(shape, b.cell),
            digits: digitsOf(b.values),
            ...(b.low ? { low: b.low.low, most: said(b.low.most) } : {}),
            ...(b.high ? { high: b.high.high, least: said(b.high.least) } : {}),
          })),
        },
      };
    }
    return null;
  },
  sweep(board: Board): boolean {
    const { shape, filled } = board;
    let moved = false;
    for (const g of shape.totals) {
      const { cells, total } = shape.groups[g]!;
      if (cells.length < 2 || (total!.op !== '+' && total!.op !== '*') || cells.every((c) => filled[c])) continue;
      if (total!.op === '*') {
        const off = nonFactors(board, cells, total!.target);
        for (let i = 0; i < cells.length; i++) if (off[i]) moved = board.strike(cells[i]!, off[i]!) !== 0 || moved;
      } else for (const b of sumBounds(board, cells, total!.target)) moved = board.strike(b.cell, b.values) !== 0 || moved;
    }
    return moved;
  },
};
