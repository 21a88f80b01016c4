import { rangeMask } from '../../engine/grid/bits.ts';
import { simpleColouring } from '../../engine/grid/colouring.ts';
import { fish } from '../../engine/grid/fish.ts';
import { gridStepper, type Rung } from '../../engine/grid/ladder.ts';
import { linesOf, type Shape, shapeOf } from '../../engine/grid/shape.ts';
import { hiddenSingle, nakedSingle } from '../../engine/grid/singles.ts';
import { hiddenSubset, nakedSubset } from '../../engine/grid/subsets.ts';
import { xyWing, xyzWing } from '../../engine/grid/wings.ts';
import { rowsOf } from '../../engine/steps.ts';
import { givensOf, type SkyscrapersPuzzle, type SkyscrapersSolution } from './schema.ts';
import { skylinesOf } from './skyline.ts';
import { clueRungs } from './techniques.ts';
import { words } from './words.ts';

/** The grid's rows and columns as houses, each clued line a constraint of its own. */
export function shapeFor(p: Pick<SkyscrapersPuzzle, 'size' | 'top' | 'bottom' | 'left' | 'right'>): Shape {
  return shapeOf(p.size, p.size, rangeMask(1, p.size), linesOf(p.size, p.size), skylinesOf(p));
}

/**
 * Skyscrapers' ladder: its clue techniques, easiest first within a level, and the kit's
 * Latin-square techniques at the levels Futoshiki and Calcudoku give them. Easy: singles and the
 * clues of 1 and of the size; medium: the two clues of a line placing its tallest, each clue's
 * height bound, pairs; hard: a line's fillings listed where there are three at most, triples,
 * X-Wing, XY-Wing; expert: a longer listing (ten at most), colouring, swordfish, XYZ-Wing.
 */
export const RUNGS: readonly Rung[] = [
  { technique: hiddenSingle, level: 1, what: () => words.singles['hidden-single'] },
  { technique: nakedSingle, level: 1, what: () => words.singles['naked-single'] },
  clueRungs.clueOne,
  clueRungs.clueAll,
  clueRungs.cluePair,
  clueRungs.heightBound,
  { technique: nakedSubset(2), level: 2 },
  { technique: hiddenSubset(2), level: 2 },
  clueRungs.fewFillings,
  { technique: nakedSubset(3), level: 3 },
  { technique: hiddenSubset(3), level: 3 },
  { technique: fish(2), level: 3 },
  { technique: xyWing, level: 3 },
  clueRungs.lineFillings,
  { technique: simpleColouring, level: 4 },
  { technique: fish(3), level: 4 },
  { technique: xyzWing, level: 4 },
];

export const stepper = gridStepper<SkyscrapersPuzzle, SkyscrapersSolution>(RUNGS, {
  shape: shapeFor,
  givens: (p) => givensOf(p).flat(),
  solution: (p, cells) => ({ grid: rowsOf(cells, p.size) }),
});
