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
import { Dot } from './dots.ts';
import type { KropkiPuzzle, KropkiSolution } from './schema.ts';
import { dotStep, words } from './words.ts';

/** The grid's rows and columns as houses, and its dots as constraints of its own. */
export function shapeFor(p: Pick<KropkiPuzzle, 'size' | 'white' | 'black'>): Shape {
  const at = ([r, c]: readonly [number, number]) => r * p.size + c;
  const dots = [...p.white.map(([a, b]) => new Dot(at(a), at(b), false)), ...p.black.map(([a, b]) => new Dot(at(a), at(b), true))];
  return shapeOf(p.size, p.size, rangeMask(1, p.size), linesOf(p.size, p.size), dots);
}

/**
 * Kropki's own technique: a dot's two cells each keep only the digits with a partner left in
 * the other. It reads the shape's constraints, taking its own (`instanceof Dot`) and no other.
 */
const dot: Rung = {
  level: 1,
  technique: {
    key: 'dot',
    says: 'dot',
    find(board: Board) {
      const { shape, cand, filled } = board;
      for (const rule of shape.constraints) {
        if (!(rule instanceof Dot)) continue;
        const { a, b } = rule;
        const [ka, kb] = rule.keeps(cand[a]!, cand[b]!);
        const strike = [
          { cell: a, values: cand[a]! & ~ka },
          { cell: b, values: cand[b]! & ~kb },
        ].filter((s) => s.values && !filled[s.cell]);
        if (strike.length === 0) continue;
        // What its sentence is told: raw figures (squares, digits), worded by `dotStep`.
        const data = { context: rule.black ? 'black' : 'white', a: squareIn(shape, a), b: squareIn(shape, b), struck: struckSaid(shape, strike) };
        return { from: [a, b], place: [], strike, paper: 0, data };
      }
      return null;
    },
  },
  words: {
    get title() {
      return words.dot.title;
    },
    get what() {
      return words.dot.what;
    },
    say: (data) => dotStep(data as Parameters<typeof dotStep>[0]),
  },
};

/** Kropki's ladder: the kit's techniques for a Latin square, and its dot. */
export const RUNGS: readonly Rung[] = [
  { technique: hiddenSingle, level: 1 },
  { technique: nakedSingle, level: 1 },
  dot,
  { technique: nakedSubset(2), level: 2 },
  { technique: hiddenSubset(2), level: 2 },
  { technique: fish(2), level: 3 },
  { technique: nakedSubset(3), level: 3 },
  { technique: hiddenSubset(3), level: 3 },
  { technique: xyWing, level: 3 },
  { technique: simpleColouring, level: 4 },
];

export const stepper = gridStepper<KropkiPuzzle, KropkiSolution>(RUNGS, {
  shape: shapeFor,
  givens: (p) => p.givens.flat(),
  solution: (p, cells) => ({ grid: rowsOf(cells, p.size) }),
});
