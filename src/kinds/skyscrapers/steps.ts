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
import { clueRungs as own } from './techniques.ts';
import { words } from './words.ts';

/** A size's Latin square, its rows and columns as houses: made once, as a generator asks for thousands of shapes that differ only in their clues. */
const latin = new Map<number, Shape>();
export const latinOf = (size: number): Shape => latin.get(size) ?? latin.set(size, shapeOf(size, size, rangeMask(1, size), linesOf(size, size))).get(size)!;
/** The grid's rows and columns as houses, each clued line a constraint of its own. */
export const shapeFor = (p: Pick<SkyscrapersPuzzle, 'size' | 'top' | 'bottom' | 'left' | 'right'>): Shape => ({ ...latinOf(p.size), constraints: skylinesOf(p) });
/** Skyscrapers' ladder: its clue techniques first within a level, and the kit's Latin-square ones at the levels Futoshiki and Calcudoku give them. Easy: singles, the clues of 1 and of the size; medium: a line's two clues placing its tallest, each clue's height bound, pairs; hard: a line's fillings listed where there are three at most, triples, X-Wing, XY-Wing; expert: a longer listing (ten at most), colouring, swordfish, XYZ-Wing. */
export const RUNGS: readonly Rung[] = [
  { technique: hiddenSingle, level: 1, what: () => words.singles['hidden-single'] },
  { technique: nakedSingle, level: 1, what: () => words.singles['naked-single'] },
  ...[own.clueOne, own.clueAll, own.cluePair, own.heightBound],
  ...[nakedSubset(2), hiddenSubset(2)].map((technique) => ({ technique, level: 2 as const })),
  own.fewFillings,
  ...[nakedSubset(3), hiddenSubset(3), fish(2), xyWing].map((technique) => ({ technique, level: 3 as const })),
  own.lineFillings,
  ...[simpleColouring, fish(3), xyzWing].map((technique) => ({ technique, level: 4 as const })),
];
export const stepper = gridStepper<SkyscrapersPuzzle, SkyscrapersSolution>(RUNGS, { shape: shapeFor, givens: (p) => givensOf(p).flat(), solution: (p, cells) => ({ grid: rowsOf(cells, p.size) }) });
