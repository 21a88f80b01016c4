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
import { bigKeeps, Sign, signsOf, smallKeeps } from './signs.ts';
import { futoshikiSay, words } from './words.ts';

const shapes = new WeakMap<object, Shape>();

/** The grid's rows and columns, with its signs as constraints of its own: made once a puzzle. */
export const shapeFor = (p: { size: number; less: readonly Less[] }): Shape => shapes.get(p) ?? shapes.set(p, signedShape(p.size, p.less)).get(p)!;

/** The shape of these signs, made anew (the generator's, for each set of signs it tries). */
export const signedShape = (size: number, less: readonly Less[]): Shape =>
  shapeOf(size, size, rangeMask(1, size), linesOf(size, size), less.map(({ a, b }) => new Sign(a[0] * size + a[1], b[0] * size + b[1])));

/** The digits a sign strikes off its two cells (filled cells left alone). */
function signStrikes({ cand, filled }: Board, { small, big }: Sign) {
  const [a, b] = [cand[small]!, cand[big]!];
  return [{ cell: small, values: a & ~smallKeeps(a, b) }, { cell: big, values: b & ~bigKeeps(a, b) }].filter((s) => s.values && !filled[s.cell]);
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
  // All at once, unlogged (the generator's solves): nothing made for each sign.
  sweep(board) {
    const { cand } = board;
    const { signs } = signsOf(board.shape);
    let moved = 0;
    // Plain loop and locals, no pair array a sign: the generator sweeps every board it tries (issue 114).
    for (let i = 0; i < signs.length; i++) {
      const { small, big } = signs[i]!;
      const a = cand[small]!;
      const b = cand[big]!;
      moved |= board.strike(small, a & ~smallKeeps(a, b)) | board.strike(big, b & ~bigKeeps(a, b));
    }
    return moved > 0;
  },
};

/** The first cell (not filled) and way for which `strike` finds digits to cross off, as a finding. */
function firstStrike(board: Board, strike: (cell: number, way: 'up' | 'down') => Omit<Finding, 'place' | 'strike'> & { values: number } | null): Finding | null {
  for (let cell = 0; cell < board.shape.size; cell++) {
    if (board.filled[cell]) continue;
    for (const way of ['up', 'down'] as const) {
      const found = strike(cell, way);
      if (found?.values) return { ...found, place: [], strike: [{ cell, values: found.values }] };
    }
  }
  return null;
}

/** A cell with k cells above it in a chain of signs cannot hold the k largest digits; with k below it, the k smallest (k of 2 or more: one is a sign's). */
const signChain: GridTechnique = {
  key: 'sign-chain',
  says: 'sign-chain',
  find(board) {
    const { shape, cand } = board;
    const n = popcount(shape.digits);
    return firstStrike(board, (cell, way) => {
      const chain = signsOf(shape).chain[way][cell]!;
      const k = chain.length;
      if (k < 2) return null;
      const values = cand[cell]! & ~(way === 'up' ? rangeMask(1, n - k) : rangeMask(k + 1, n));
      return !values ? null : { values, from: [cell, ...chain], paper: 0, data: { way: way === 'up' ? 'above' : 'below', cell: squareIn(shape, cell), chain: chain.map((c) => squareIn(shape, c)), digits: digitsOf(values) } };
    });
  },
};

/**
 * A cell that its signs put above m cells of one row or column is above m different digits, so
 * above the m-th smallest they may hold between them; below m cells, below the m-th largest. A
 * hill between two smaller neighbours of its row is 3 or more.
 */
const signLine: GridTechnique = {
  key: 'sign-line',
  says: 'sign-line',
  find(board) {
    const { shape, cand, filled, value } = board;
    return firstStrike(board, (cell, way) => {
      for (const { line, n, cells } of signsOf(shape).lines[way === 'up' ? 'down' : 'up'][cell]!) {
        const union = cells.reduce((m, c) => m | (filled[c] ? 1 << value[c]! : cand[c]!), 0);
        const digits = digitsOf(union);
        if (digits.length < cells.length) continue;
        // `up`: the cell is above the line's cells (they lie below it).
        const bound = way === 'up' ? digits[cells.length - 1]! : digits[digits.length - cells.length]!;
        const values = cand[cell]! & (way === 'up' ? rangeMask(1, bound) : rangeMask(bound, 31));
        const paper = cells.reduce((p, c) => p + (filled[c] ? 0 : popcount(cand[c]!)), 0);
        const context = `${way === 'up' ? 'below' : 'above'}-${line}`;
        if (values) return { values, from: [cell, ...cells], paper, data: { context, cell: squareIn(shape, cell), line: n, cells: cells.map((c) => squareIn(shape, c)), bound, digits: digitsOf(values) } };
      }
      return null;
    });
  },
};

/** A technique of the signs, with its words from Futoshiki's catalogs. */
const own = wordedRungs('futoshiki', 'a technique of the signs', () => words.techniques, futoshikiSay);

/**
 * Futoshiki's ladder: its signs' techniques and the kit's for a Latin square at Calcudoku's levels
 * (rows and columns, no boxes): 1 singles, a chain of signs, a sign's bounds (Unequal's "easy",
 * its links); 2 pairs, a sign's lines; 3 triples, fish, wings, simple colouring, quads (Unequal's
 * "tricky": its set techniques); 4 the chains past colouring (its "extreme" tries forcing chains).
 */
export const RUNGS: readonly Rung[] = [
  { technique: hiddenSingle, level: 1, what: () => words.singles['hidden-single'] },
  { technique: nakedSingle, level: 1, what: () => words.singles['naked-single'] },
  own(signChain, 1),
  own(sign, 1),
  ...[nakedSubset(2), hiddenSubset(2)].map((technique) => ({ technique, level: 2 as const })),
  own(signLine, 2),
  ...[hiddenSubset(3), nakedSubset(3), fish(2), fish(3), xyWing, xyzWing, simpleColouring, nakedSubset(4), hiddenSubset(4)].map((technique) => ({ technique, level: 3 as const })),
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
