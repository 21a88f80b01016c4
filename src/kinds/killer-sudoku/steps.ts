import { rangeMask } from '../../engine/grid/bits.ts';
import { simpleColouring } from '../../engine/grid/colouring.ts';
import { fish } from '../../engine/grid/fish.ts';
import { gridStepper, type Rung, wordedRungs } from '../../engine/grid/ladder.ts';
import { ascending, mapped } from '../../engine/grid/lists.ts';
import { lockedCandidates } from '../../engine/grid/locked.ts';
import { boxesOf, type Group, linesOf, type Shape, shapeOf, shapeWith } from '../../engine/grid/shape.ts';
import { hiddenSingle, nakedSingle } from '../../engine/grid/singles.ts';
import { hiddenSubset, nakedSubset } from '../../engine/grid/subsets.ts';
import { combinations, linesTotal, lockedInLine } from '../../engine/grid/totals.ts';
import { xyWing, xyzWing } from '../../engine/grid/wings.ts';
import { remotePairs } from '../../engine/grid/cell-chains/remote-pairs.ts';
import { cellChainsRung } from '../../engine/grid/cell-chains/rung.ts';
import { wWing } from '../../engine/grid/cell-chains/w-wing.ts';
import { xyChain } from '../../engine/grid/cell-chains/xy-chain.ts';
import { aic } from '../../engine/grid/aic/aic.ts';
import { aicRung } from '../../engine/grid/aic/say.ts';
import { alsRung, alsXyWing, alsXz } from '../../engine/grid/als/index.ts';
import { emptyRectangle } from '../../engine/grid/digit-chains/empty-rectangle.ts';
import { skyscraper, turbotFish, twoStringKite } from '../../engine/grid/digit-chains/patterns.ts';
import { digitChainsRung } from '../../engine/grid/digit-chains/say.ts';
import { xChain } from '../../engine/grid/digit-chains/x-chain.ts';
import { rowsOf } from '../../engine/steps.ts';
import type { Cage, KillerPuzzle, KillerSolution } from './schema.ts';
import { killerSay, words } from './words.ts';

/** A technique of the cages, with its words from Killer Sudoku's catalogs. */
const own = wordedRungs('killer-sudoku', 'a technique of the cages', () => words.techniques, killerSay);
/** Combinations a person lists for a cage without it being a chore: more is a long listing, a harder step. */
const FEW = 4;
/**
 * The kit's cage techniques and Sudoku's ladder, each at a level a killer solver feels: 1 singles,
 * a cage of one combination, the rule of 45 in a line (what every Killer book teaches first); 2 a
 * cage's few combinations, a digit they all put in one house, locked candidates, pairs; 3 a long
 * listing, the rule of 45 over two lines, Sudoku's level 3; 4 Sudoku's level 4 but its uniqueness
 * patterns (a cage's sum breaks their swap) and forcing chains (a 9×9 expert took 17 s to make
 * with them; the chains before them are expert enough for paper).
 */
export const RUNGS: readonly Rung[] = [
  ...[hiddenSingle, nakedSingle].map((technique) => ({ technique, level: 1 as const })),
  own(combinations('one-combination', 1), 1),
  own(linesTotal(1), 1),
  own(combinations('cage-combinations', FEW), 2),
  own(lockedInLine, 2),
  ...[lockedCandidates, nakedSubset(2), hiddenSubset(2)].map((technique) => ({ technique, level: 2 as const })),
  own(combinations('long-combinations', Infinity), 3),
  own(linesTotal(2), 3),
  ...[fish(2), hiddenSubset(3), nakedSubset(3), fish(3), xyWing, xyzWing].map((technique) => ({ technique, level: 3 as const })),
  cellChainsRung(remotePairs, 3),
  ...[simpleColouring, nakedSubset(4), fish(4), hiddenSubset(4)].map((technique) => ({ technique, level: 3 as const })),
  ...[turbotFish, emptyRectangle, skyscraper, twoStringKite].map((t) => digitChainsRung(t, 4)),
  cellChainsRung(wWing, 4),
  digitChainsRung(xChain, 4),
  cellChainsRung(xyChain, 4),
  alsRung(alsXz, 4),
  alsRung(alsXyWing, 4),
  aicRung(aic, 4),
];
/** The rungs the generator solves with at each level: the same, less the listings a longer one at that level covers (the order rungs are taken in does not change what they solve). */
const LISTINGS = ['one-combination', 'cage-combinations', 'long-combinations'];
export const SOLVING: Readonly<Record<1 | 2 | 3 | 4, readonly Rung[]>> = Object.fromEntries(
  ([1, 2, 3, 4] as const).map((level) => {
    const longest = RUNGS.filter((r) => r.level <= level && LISTINGS.includes(r.technique.key)).at(-1)!;
    return [level, RUNGS.filter((r) => r.level <= level && (r === longest || !LISTINGS.includes(r.technique.key)))];
  }),
) as unknown as Record<1 | 2 | 3 | 4, readonly Rung[]>;
/** Each size's rows, columns and boxes, their shape made once. */
const houses = new Map<string, Shape>();
/** The shape of these cages: the rows, columns and boxes as houses, each cage a group whose digits differ and add up to its sum (its cells in reading order, numbered in the cages' order); the houses' shared (`shapeWith`). */
export function cagedShape({ size, box, cages }: Pick<KillerPuzzle, 'size' | 'box' | 'cages'>): Shape {
  const key = `${size}:${box[0]}x${box[1]}`;
  let base = houses.get(key);
  if (!base) houses.set(key, (base = shapeOf(size, size, rangeMask(1, size), [...linesOf(size, size), ...boxesOf(size, box[0], box[1])])));
  return shapeWith(base, mapped(cages, (cage: Cage, i): Group => ({ kind: 'cage', n: i + 1, cells: ascending(mapped(cage.cells, ([r, c]) => r * size + c)), house: false, distinct: true, total: { op: '+', target: cage.sum } })));
}
const shapes = new WeakMap<object, Shape>();
/** A puzzle's shape, made once a puzzle; `made`: its shape, made already (the generator's). */
export function shapeFor(p: Pick<KillerPuzzle, 'size' | 'box' | 'cages'>, made?: Shape): Shape {
  let shape = shapes.get(p);
  if (!shape) shapes.set(p, (shape = made ?? cagedShape(p)));
  return shape;
}
/** The digits a puzzle prints, row by row (0 elsewhere): none in a classic killer. */
export const givensOf = (p: Pick<KillerPuzzle, 'size' | 'givens'>): number[] => p.givens?.flat() ?? new Array<number>(p.size * p.size).fill(0);
export const stepper = gridStepper<KillerPuzzle, KillerSolution>(RUNGS, {
  shape: shapeFor,
  givens: givensOf,
  solution: (p, cells) => ({ grid: rowsOf(cells, p.size) }),
});
