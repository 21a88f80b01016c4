import { rangeMask } from '../../engine/grid/bits.ts';
import { simpleColouring } from '../../engine/grid/colouring.ts';
import { fish } from '../../engine/grid/fish.ts';
import { gridStepper, type Rung } from '../../engine/grid/ladder.ts';
import { lockedCandidates } from '../../engine/grid/locked.ts';
import { boxesOf, linesOf, type Shape, shapeOf } from '../../engine/grid/shape.ts';
import { hiddenSingle, nakedSingle } from '../../engine/grid/singles.ts';
import { hiddenSubset, nakedSubset } from '../../engine/grid/subsets.ts';
import { xyWing, xyzWing } from '../../engine/grid/wings.ts';
import { remotePairs } from '../../engine/grid/cell-chains/remote-pairs.ts';
import { cellChainsRung } from '../../engine/grid/cell-chains/rung.ts';
import { wWing } from '../../engine/grid/cell-chains/w-wing.ts';
import { xyChain } from '../../engine/grid/cell-chains/xy-chain.ts';
import { aic } from '../../engine/grid/aic/aic.ts';
import { forcingChain } from '../../engine/grid/aic/forcing.ts';
import { aicRung } from '../../engine/grid/aic/say.ts';
import { alsRung, alsXyWing, alsXz } from '../../engine/grid/als/index.ts';
import { emptyRectangle } from '../../engine/grid/digit-chains/empty-rectangle.ts';
import { skyscraper, turbotFish, twoStringKite } from '../../engine/grid/digit-chains/patterns.ts';
import { digitChainsRung } from '../../engine/grid/digit-chains/say.ts';
import { xChain } from '../../engine/grid/digit-chains/x-chain.ts';
import { bugPlusOne } from '../../engine/grid/uniqueness/bug.ts';
import { uniqueRectangle } from '../../engine/grid/uniqueness/rectangle.ts';
import { uniquenessRung } from '../../engine/grid/uniqueness/say.ts';
import { rowsOf } from '../../engine/steps.ts';
import type { SudokuPuzzle, SudokuSolution } from './schema.ts';

/**
 * Sudoku's ladder, all of it the kit's techniques, in the order people rate them (Sudoku
 * Explainer's ratings, and HoDoKu's scores where SE has none), and levels set so each band is a
 * step a person feels (issue 86):
 *  1 hidden and naked singles;
 *  2 locked candidates (pointing and claiming), naked and hidden pairs;
 *  3 X-Wing, hidden and naked triples, Swordfish, XY-Wing, XYZ-Wing, Remote Pairs, simple
 *    colouring, quads, Jellyfish: what a keen solver does with pencil marks and two colours
 *    (HoDoKu's "hard"; SE up to about 5.4);
 *  4 past colouring: the uniqueness patterns (Unique Rectangles, BUG+1), the single-digit
 *    patterns (Turbot Fish, Empty Rectangle, Skyscraper, 2-String Kite), W-Wing, then the chains
 *    proper (X-chains, XY-chains, AIC with grouped nodes), Almost Locked Sets (ALS-XZ,
 *    ALS-XY-Wing), and last forcing chains, each branch told link by link (HoDoKu's "unfair" and
 *    "extreme"; SE 6.5 and up).
 * Remote Pairs sits before simple colouring: after it, colouring has taken every digit it would.
 * Past these a puzzle needs guessing: never printed.
 */
export const RUNGS: readonly Rung[] = [
  { technique: hiddenSingle, level: 1 },
  { technique: nakedSingle, level: 1 },
  { technique: lockedCandidates, level: 2 },
  { technique: nakedSubset(2), level: 2 },
  { technique: hiddenSubset(2), level: 2 },
  { technique: fish(2), level: 3 },
  { technique: hiddenSubset(3), level: 3 },
  { technique: nakedSubset(3), level: 3 },
  { technique: fish(3), level: 3 },
  { technique: xyWing, level: 3 },
  { technique: xyzWing, level: 3 },
  cellChainsRung(remotePairs, 3),
  { technique: simpleColouring, level: 3 },
  { technique: nakedSubset(4), level: 3 },
  { technique: fish(4), level: 3 },
  { technique: hiddenSubset(4), level: 3 },
  uniquenessRung(uniqueRectangle, 4),
  uniquenessRung(bugPlusOne, 4),
  digitChainsRung(turbotFish, 4),
  digitChainsRung(emptyRectangle, 4),
  digitChainsRung(skyscraper, 4),
  digitChainsRung(twoStringKite, 4),
  cellChainsRung(wWing, 4),
  digitChainsRung(xChain, 4),
  cellChainsRung(xyChain, 4),
  alsRung(alsXz, 4),
  alsRung(alsXyWing, 4),
  aicRung(aic, 4),
  aicRung(forcingChain, 4),
];

const shapes = new Map<string, Shape>();

/** The rows, columns and boxes of a grid of this size and box, made once. */
export function shapeFor(size: number, [w, h]: readonly [number, number]): Shape {
  const key = `${size}:${w}x${h}`;
  let shape = shapes.get(key);
  if (!shape) shapes.set(key, (shape = shapeOf(size, size, rangeMask(1, size), [...linesOf(size, size), ...boxesOf(size, w, h)])));
  return shape;
}

export const stepper = gridStepper<SudokuPuzzle, SudokuSolution>(RUNGS, {
  shape: (p) => shapeFor(p.size, p.box),
  givens: (p) => p.givens.flat(),
  solution: (p, cells) => ({ grid: rowsOf(cells, p.size) }),
});
