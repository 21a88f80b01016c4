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
import { alsRung, alsXyWing, alsXz } from '../../engine/grid/als/index.ts';
import { bugPlusOne } from '../../engine/grid/uniqueness/bug.ts';
import { uniqueRectangle } from '../../engine/grid/uniqueness/rectangle.ts';
import { uniquenessRung } from '../../engine/grid/uniqueness/say.ts';
import { rowsOf } from '../../engine/steps.ts';
import type { SudokuPuzzle, SudokuSolution } from './schema.ts';

/**
 * Sudoku's ladder, all of it the kit's techniques, levels set from how people rate them (the
 * order of Sudoku Explainer's ratings) and how often each is what a puzzle needs:
 *  1 hidden and naked singles;
 *  2 locked candidates (pointing and claiming), naked and hidden pairs;
 *  3 X-Wing, hidden and naked triples, Swordfish, XY-Wing, XYZ-Wing;
 *  4 simple colouring, naked and hidden quads, Jellyfish.
 * Past these a puzzle needs chains of a kind a person rarely follows, or guessing: never printed.
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
  cellChainsRung(wWing, 4),
  uniquenessRung(bugPlusOne, 4),
  cellChainsRung(xyChain, 4),
  alsRung(alsXz, 4),
  alsRung(alsXyWing, 4),
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
