import { digitsOf, popcount, rangeMask } from '../../engine/grid/bits.ts';
import type { Board } from '../../engine/grid/board.ts';
import { aic } from '../../engine/grid/aic/aic.ts';
import { aicRung } from '../../engine/grid/aic/say.ts';
import { alsRung, alsXyWing, alsXz } from '../../engine/grid/als/index.ts';
import { cellChainsRung } from '../../engine/grid/cell-chains/rung.ts';
import { wWing } from '../../engine/grid/cell-chains/w-wing.ts';
import { xyChain } from '../../engine/grid/cell-chains/xy-chain.ts';
import { simpleColouring } from '../../engine/grid/colouring.ts';
import { fish } from '../../engine/grid/fish.ts';
import { gridStepper, type Rung, wordedRungs } from '../../engine/grid/ladder.ts';
import { linesOf, type Shape, shapeOf } from '../../engine/grid/shape.ts';
import { hiddenSingle, nakedSingle } from '../../engine/grid/singles.ts';
import { hiddenSubset, nakedSubset } from '../../engine/grid/subsets.ts';
import { type Finding, type GridTechnique, squareIn, struckSaid } from '../../engine/grid/technique.ts';
import { xyWing, xyzWing } from '../../engine/grid/wings.ts';
import { rowsOf } from '../../engine/steps.ts';
import type { FutoshikiPuzzle, FutoshikiSolution, Less } from './schema.ts';
import { lessKeeps, Sign, signsOf, type Way } from './signs.ts';
import { futoshikiSay, words } from './words.ts';

const shapes = new WeakMap<object, Shape>();

/** The grid's rows and columns, with its signs as constraints of its own: made once a puzzle. */
export function shapeFor(p: { size: number; less: readonly Less[] }): Shape {
  let shape = shapes.get(p);
  if (!shape) shapes.set(p, (shape = signedShape(p.size, p.less)));
  return shape;
}

/** The shape of these signs, made anew (the generator's, for each set of signs it tries). */
export function signedShape(size: number, less: readonly Less[]): Shape {
  const at = ([r, c]: readonly [number, number]) => r * size + c;
  return shapeOf(size, size, rangeMask(1, size), linesOf(size, size), less.map(({ a, b }) => new Sign(at(a), at(b))));
}

/** The digits a sign lets each of its cells keep, struck as steps strike (filled cells left alone). */
function signStrikes(board: Board, { small, big }: Sign) {
  const { cand, filled } = board;
  const [ks, kb] = lessKeeps(cand[small]!, cand[big]!);
  return [
    { cell: small, values: cand[small]! & ~ks },
    { cell: big, values: cand[big]! & ~kb },
  ].filter((s) => s.values && !filled[s.cell]);
}

/** Tatham's link: a sign bounds each cell by the other's candidates (the smaller below the larger's largest, the larger above the smaller's smallest). */
const sign: GridTechnique = {
  key: 'sign',
  says: 'sign',
  find(board) {
    const { shape } = board;
    for (const rule of signsOf(shape).signs) {
      const strike = signStrikes(board, rule);
      if (strike.length) return { from: [rule.small, rule.big], place: [], strike, paper: 0, data: { small: squareIn(shape, rule.small), big: squareIn(shape, rule.big), struck: struckSaid(shape, strike) } };
    }
    return null;
  },
  sweep(board) {
    let moved = false;
    for (const rule of signsOf(board.shape).signs) for (const { cell, values } of signStrikes(board, rule)) moved = board.strike(cell, values) > 0 || moved;
    return moved;
  },
};

/** A cell with k cells above it in a chain of signs cannot hold the k largest digits; with k below it, the k smallest (k of 2 or more: one is a sign's). */
const signChain: GridTechnique = {
  key: 'sign-chain',
  says: 'sign-chain',
  find(board) {
    const { shape, cand, filled } = board;
    const { chain } = signsOf(shape);
    const n = popcount(shape.digits);
    for (let cell = 0; cell < shape.size; cell++) {
      if (filled[cell]) continue;
      for (const way of ['up', 'down'] as const) {
        const k = chain[way][cell]!.length;
        if (k < 2) continue;
        const values = cand[cell]! & ~(way === 'up' ? rangeMask(1, n - k) : rangeMask(k + 1, n));
        if (!values) continue;
        const strike = [{ cell, values }];
        const cells = chain[way][cell]!;
        return { from: [cell, ...cells], place: [], strike, paper: 0, data: { way: way === 'up' ? 'above' : 'below', cell: squareIn(shape, cell), chain: cells.map((c) => squareIn(shape, c)), digits: digitsOf(values) } };
      }
    }
    return null;
  },
};

/** The `m`th smallest digit of a mask (`from` low), or the `m`th largest (high). */
function nth(mask: number, m: number, from: 'low' | 'high'): number {
  const digits = digitsOf(mask);
  return from === 'low' ? digits[m - 1]! : digits[digits.length - m]!;
}

/**
 * A cell that its signs put above several cells of one row or column is above as many different
 * digits, so above the least they can be between them (the m-th smallest they may hold); below
 * several, below the m-th largest. A hill between two smaller neighbours of its row is 3 or more.
 */
const signLine: GridTechnique = {
  key: 'sign-line',
  says: 'sign-line',
  find(board) {
    const { shape, cand, filled, value } = board;
    const { lines } = signsOf(shape);
    for (let cell = 0; cell < shape.size; cell++) {
      if (filled[cell]) continue;
      for (const way of ['down', 'up'] as const satisfies Way[]) {
        for (const { line, n, cells } of lines[way][cell]!) {
          let union = 0;
          for (const c of cells) union |= filled[c] ? 1 << value[c]! : cand[c]!;
          if (popcount(union) < cells.length) continue;
          const bound = nth(union, cells.length, way === 'down' ? 'low' : 'high');
          const values = cand[cell]! & (way === 'down' ? rangeMask(1, bound) : rangeMask(bound, 31));
          if (!values) continue;
          const paper = cells.reduce((p, c) => p + (filled[c] ? 0 : popcount(cand[c]!)), 0);
          const data = { context: `${way === 'down' ? 'below' : 'above'}-${line}`, cell: squareIn(shape, cell), line: n, cells: cells.map((c) => squareIn(shape, c)), bound, digits: digitsOf(values) };
          return { from: [cell, ...cells], place: [], strike: [{ cell, values }], paper, data } satisfies Finding;
        }
      }
    }
    return null;
  },
};

/** A technique of the signs, with its words from Futoshiki's catalogs. */
const own = wordedRungs('futoshiki', 'a technique of the signs', () => words.techniques, futoshikiSay);

/**
 * Futoshiki's ladder: its signs' techniques and the kit's for a Latin square, at the levels
 * Calcudoku gives them (a grid of rows and columns, no boxes), as bench/bands measures them:
 *  1 singles, a chain of signs, a sign's bounds (Tatham's Unequal's "easy": its links);
 *  2 pairs, and a cell its signs put above (or below) several cells of one line;
 *  3 triples, X-Wing, Swordfish, XY- and XYZ-Wing, simple colouring, quads (Unequal's "tricky"
 *    is its set techniques);
 *  4 the chains past colouring (W-Wing, XY-chains, Almost Locked Sets, alternating inference
 *    chains), where Unequal's "extreme" tries forcing chains.
 */
export const RUNGS: readonly Rung[] = [
  { technique: hiddenSingle, level: 1, what: () => words.singles['hidden-single'] },
  { technique: nakedSingle, level: 1, what: () => words.singles['naked-single'] },
  own(signChain, 1),
  own(sign, 1),
  { technique: nakedSubset(2), level: 2 },
  { technique: hiddenSubset(2), level: 2 },
  own(signLine, 2),
  { technique: hiddenSubset(3), level: 3 },
  { technique: nakedSubset(3), level: 3 },
  { technique: fish(2), level: 3 },
  { technique: fish(3), level: 3 },
  { technique: xyWing, level: 3 },
  { technique: xyzWing, level: 3 },
  { technique: simpleColouring, level: 3 },
  { technique: nakedSubset(4), level: 3 },
  { technique: hiddenSubset(4), level: 3 },
  cellChainsRung(wWing, 4),
  cellChainsRung(xyChain, 4),
  alsRung(alsXz, 4),
  alsRung(alsXyWing, 4),
  aicRung(aic, 4),
];

export const stepper = gridStepper<FutoshikiPuzzle, FutoshikiSolution>(RUNGS, {
  shape: shapeFor,
  givens: (p) => p.givens.flat(),
  solution: (p, cells) => ({ grid: rowsOf(cells, p.size) }),
});
