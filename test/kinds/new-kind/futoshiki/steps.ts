import { rangeMask } from '../../engine/grid/bits.ts';
import type { Board } from '../../engine/grid/board.ts';
import { simpleColouring } from '../../engine/grid/colouring.ts';
import { fish } from '../../engine/grid/fish.ts';
import { gridStepper, type Rung } from '../../engine/grid/ladder.ts';
import { linesOf, type Shape, shapeOf } from '../../engine/grid/shape.ts';
import { hiddenSingle, nakedSingle } from '../../engine/grid/singles.ts';
import { hiddenSubset, nakedSubset } from '../../engine/grid/subsets.ts';
import { squareIn, struckSaid } from '../../engine/grid/technique.ts';
import { xyWing } from '../../engine/grid/wings.ts';
import { rowsOf } from '../../engine/steps.ts';
import type { FutoshikiPuzzle, FutoshikiSolution } from './schema.ts';
import { lessKeeps, Sign } from './signs.ts';
import { signStep, words } from './words.ts';

/** The grid's rows and columns, with its signs as constraints of its own. */
export function shapeFor(p: Pick<FutoshikiPuzzle, 'size' | 'less'>): Shape {
  const at = ([r, c]: readonly [number, number]) => r * p.size + c;
  return shapeOf(p.size, p.size, rangeMask(1, p.size), linesOf(p.size, p.size), p.less.map(([a, b]) => new Sign(at(a), at(b))));
}

/** Futoshiki's own technique: a sign between two cells bounds each by the other. */
const sign: Rung = {
  level: 1,
  technique: {
    key: 'sign',
    says: 'sign',
    find(board: Board) {
      const { shape, cand } = board;
      for (const rule of shape.constraints) {
        if (!(rule instanceof Sign)) continue;
        const { small: a, big: b } = rule;
        const [ka, kb] = lessKeeps(cand[a]!, cand[b]!);
        const strike = [
          { cell: a, values: cand[a]! & ~ka },
          { cell: b, values: cand[b]! & ~kb },
        ].filter((s) => s.values && !board.filled[s.cell]);
        if (strike.length === 0) continue;
        return { from: [a, b], place: [], strike, paper: 0, data: { small: squareIn(shape, a), big: squareIn(shape, b), struck: struckSaid(shape, strike) } };
      }
      return null;
    },
  },
  words: {
    get title() {
      return words.sign.title;
    },
    get what() {
      return words.sign.what;
    },
    say: (data) => signStep(data as Parameters<typeof signStep>[0]),
  },
};

/** Futoshiki's ladder: the kit's techniques for a Latin square, and its sign. */
export const RUNGS: readonly Rung[] = [
  { technique: hiddenSingle, level: 1 },
  { technique: nakedSingle, level: 1 },
  sign,
  { technique: nakedSubset(2), level: 2 },
  { technique: hiddenSubset(2), level: 2 },
  { technique: fish(2), level: 3 },
  { technique: nakedSubset(3), level: 3 },
  { technique: hiddenSubset(3), level: 3 },
  { technique: xyWing, level: 3 },
  { technique: simpleColouring, level: 4 },
];

export const stepper = gridStepper<FutoshikiPuzzle, FutoshikiSolution>(RUNGS, {
  shape: shapeFor,
  givens: (p) => p.givens.flat(),
  solution: (p, cells) => ({ grid: rowsOf(cells, p.size) }),
});
