import { rangeMask } from '../../engine/grid/bits.ts';
import { simpleColouring } from '../../engine/grid/colouring.ts';
import { fish } from '../../engine/grid/fish.ts';
import { gridStepper, type Rung, wordedRungs } from '../../engine/grid/ladder.ts';
import { ascending, mapped } from '../../engine/grid/lists.ts';
import { lockedCandidates } from '../../engine/grid/locked.ts';
import { boxesOf, type Group, linesOf, type Shape, shapeOf } from '../../engine/grid/shape.ts';
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
import { killerSay } from './say.ts';
import { words } from './words.ts';

/** A technique of the cages, with its words from Killer Sudoku's catalogs. */
const own = wordedRungs('killer-sudoku', 'a technique of the cages', () => words.techniques, killerSay);

/** Combinations a person lists for a cage without it being a chore: more is a long listing, a harder step. */
const FEW = 4;

/**
 * Killer Sudoku's ladder: the kit's cage techniques and Sudoku's ladder, each at a level a
 * killer solver feels (docs/kinds/killer-sudoku.md has the measures):
 *  1 singles, a cage with one combination, the rule of 45 in one row or column (the first things
 *    every Killer book teaches);
 *  2 a cage's few combinations listed, a digit every combination puts in one house, locked
 *    candidates, pairs;
 *  3 a cage listed however many its combinations, the rule of 45 over two lines, and Sudoku's
 *    level 3 (X-Wing, triples, Swordfish, wings, Remote Pairs, colouring, quads, Jellyfish);
 *  4 Sudoku's level 4 but its uniqueness patterns (a cage's sum breaks the swap they rest on)
 *    and forcing chains: with them the generator's every merge tried at expert took seconds at
 *    9×9 (a 9×9 expert 17 s), and the alternating inference chains before them are expert
 *    enough for a puzzle a person solves on paper.
 */
export const RUNGS: readonly Rung[] = [
  { technique: hiddenSingle, level: 1 },
  { technique: nakedSingle, level: 1 },
  own(combinations('one-combination', 1), 1),
  own(linesTotal(1), 1),
  own(combinations('cage-combinations', FEW), 2),
  own(lockedInLine, 2),
  { technique: lockedCandidates, level: 2 },
  { technique: nakedSubset(2), level: 2 },
  { technique: hiddenSubset(2), level: 2 },
  own(combinations('long-combinations', Infinity), 3),
  own(linesTotal(2), 3),
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
];

/**
 * The rungs the generator solves with at each level: the same, less the listings a longer one
 * at that level already covers (whether rungs solve a board does not depend on their order).
 */
const LISTINGS = ['one-combination', 'cage-combinations', 'long-combinations'];
export const SOLVING: Readonly<Record<1 | 2 | 3 | 4, readonly Rung[]>> = Object.fromEntries(
  ([1, 2, 3, 4] as const).map((level) => {
    const longest = RUNGS.filter((r) => r.level <= level && LISTINGS.includes(r.technique.key)).at(-1)!;
    return [level, RUNGS.filter((r) => r.level <= level && (r === longest || !LISTINGS.includes(r.technique.key)))];
  }),
) as unknown as Record<1 | 2 | 3 | 4, readonly Rung[]>;

/** Each size's rows, columns and boxes, made once. */
const houses = new Map<string, Group[]>();

/** The shape of these cages: the rows, columns and boxes as houses, each cage a group whose digits differ and add up to its sum (its cells in reading order, numbered in the cages' order). */
export function cagedShape({ size, box, cages }: Pick<KillerPuzzle, 'size' | 'box' | 'cages'>): Shape {
  const key = `${size}:${box[0]}x${box[1]}`;
  let base = houses.get(key);
  if (!base) houses.set(key, (base = [...linesOf(size, size), ...boxesOf(size, box[0], box[1])]));
  const caged: Group[] = mapped(cages, (cage: Cage, i) => ({
    kind: 'cage',
    n: i + 1,
    cells: ascending(mapped(cage.cells, (cell) => cell[0] * size + cell[1])),
    house: false,
    distinct: true,
    total: { op: '+', target: cage.sum },
  }));
  return shapeOf(size, size, rangeMask(1, size), [...base, ...caged]);
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
