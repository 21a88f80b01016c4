import { rangeMask } from '../../engine/grid/bits.ts';
import { ascending, mapped } from '../../engine/grid/lists.ts';
import { cageBounds } from '../../engine/grid/bounds.ts';
import { simpleColouring } from '../../engine/grid/colouring.ts';
import { fish } from '../../engine/grid/fish.ts';
import { gridStepper, type Rung, wordedRungs } from '../../engine/grid/ladder.ts';
import { type Group, linesOf, type Shape, shapeOf, shapeWith } from '../../engine/grid/shape.ts';
import { hiddenSingle, nakedSingle } from '../../engine/grid/singles.ts';
import { hiddenSubset, nakedSubset } from '../../engine/grid/subsets.ts';
import { aic } from '../../engine/grid/aic/aic.ts';
import { aicRung } from '../../engine/grid/aic/say.ts';
import { alsRung, alsXyWing, alsXz } from '../../engine/grid/als/index.ts';
import { cellChainsRung } from '../../engine/grid/cell-chains/rung.ts';
import { wWing } from '../../engine/grid/cell-chains/w-wing.ts';
import { xyChain } from '../../engine/grid/cell-chains/xy-chain.ts';
import { combinations, linesTotal, lockedInLine, SIGNS } from '../../engine/grid/totals.ts';
import { xyWing, xyzWing } from '../../engine/grid/wings.ts';
import { rowsOf } from '../../engine/steps.ts';
import type { CalcudokuPuzzle, CalcudokuSolution } from './schema.ts';
import { calcudokuSay } from './say.ts';
import { words } from './words.ts';

/** A technique of the cages, with its words from Calcudoku's catalogs (the kit's words know rows, columns and boxes). */
const own = wordedRungs('calcudoku', 'a technique of the cages', () => words.techniques, calcudokuSay);

/** Combinations a person lists for a cage without it being a chore: more is a long listing, a harder step. */
const FEW = 4;

/**
 * Calcudoku's ladder: the cage techniques a person uses, and the kit's Latin-square techniques
 * at the levels Sudoku gives them (src/kinds/calcudoku/bench.ts measures what each band needs):
 *  1 singles, a cage with one combination left;
 *  2 a cage's combinations listed, a digit every combination puts in one line, pairs;
 *  3 a cage's bounds (what its other cells make at least and at most, the digits dividing a
 *    product: said in a few digits where a listing writes out many combinations), then a cage
 *    listed however many its combinations, a line's own total (the innie), triples, X-Wing;
 *  4 the total of two lines together, XY- and XYZ-Wing, simple colouring, Swordfish, quads,
 *    and the chains past colouring that a Latin square has (issue 86): W-Wing, XY-chains, Almost
 *    Locked Sets and alternating inference chains. Sudoku's uniqueness patterns do not hold
 *    (a cage's total breaks the swap), and its single-digit patterns find nothing but the fish
 *    a grid without boxes already has.
 */
export const RUNGS: readonly Rung[] = [
  { technique: hiddenSingle, level: 1, what: () => words.singles['hidden-single'] },
  { technique: nakedSingle, level: 1, what: () => words.singles['naked-single'] },
  own(combinations('one-combination', 1), 1),
  own(combinations('cage-combinations', FEW), 2),
  own(lockedInLine, 2),
  { technique: nakedSubset(2), level: 2 },
  { technique: hiddenSubset(2), level: 2 },
  own(cageBounds, 3),
  own(combinations('long-combinations', Infinity), 3),
  own(linesTotal(1), 3),
  { technique: nakedSubset(3), level: 3 },
  { technique: hiddenSubset(3), level: 3 },
  { technique: fish(2), level: 3 },
  own(linesTotal(2), 4),
  { technique: xyWing, level: 4 },
  { technique: xyzWing, level: 4 },
  { technique: simpleColouring, level: 4 },
  { technique: fish(3), level: 4 },
  { technique: nakedSubset(4), level: 4 },
  { technique: hiddenSubset(4), level: 4 },
  cellChainsRung(wWing, 4),
  cellChainsRung(xyChain, 4),
  alsRung(alsXz, 4),
  alsRung(alsXyWing, 4),
  aicRung(aic, 4),
];

/**
 * The rungs the generator solves with at each level (`solvedBy`): the same techniques, less the
 * combination listings a longer one allowed at that level already covers, and a cage's bounds
 * last where the long listing is allowed (it crosses off what the listing does, but for a cage of
 * too many fillings to list: kept so that the answer is the ladder's, tried only once all else
 * is stuck). Whether the rungs solve a board does not depend on the order they are taken in, so
 * the answer is the ladder's; it comes faster.
 */
const LISTINGS = ['one-combination', 'cage-combinations', 'long-combinations'];
export const SOLVING: Readonly<Record<1 | 2 | 3 | 4, readonly Rung[]>> = Object.fromEntries(
  ([1, 2, 3, 4] as const).map((level) => {
    const longest = RUNGS.filter((r) => r.level <= level && LISTINGS.includes(r.technique.key)).at(-1)!;
    const rungs = RUNGS.filter((r) => r.level <= level && (r === longest || !LISTINGS.includes(r.technique.key)));
    const bounds = rungs.filter((r) => r.technique.key === 'cage-bounds');
    return [level, longest.technique.key === 'long-combinations' ? [...rungs.filter((r) => !bounds.includes(r)), ...bounds] : rungs];
  }),
) as unknown as Record<1 | 2 | 3 | 4, readonly Rung[]>;

const shapes = new WeakMap<object, Shape>();

/**
 * The grid's rows and columns as houses, and its cages as groups with a total (each cage's cells
 * in reading order), made once a puzzle; `made`: its shape, made already (the generator's, so that
 * the cut it solves is measured and proved on the same shape, its crossings found once).
 */
export function shapeFor(p: Pick<CalcudokuPuzzle, 'size' | 'cages'>, made?: Shape): Shape {
  let shape = shapes.get(p);
  if (!shape) shapes.set(p, (shape = made ?? cagedShape(p)));
  return shape;
}

/** The shape of these cages, made anew: what the generator asks of each cut it tries (a weak map's entry costs more than the making). */
export function cagedShape({ size, cages }: Pick<CalcudokuPuzzle, 'size' | 'cages'>): Shape {
  let latin = latins.get(size);
  if (!latin) latins.set(size, (latin = shapeOf(size, size, rangeMask(1, size), linesOf(size, size))));
  const groups: Group[] = mapped(cages, (cage, i) => ({
    kind: 'cage',
    n: i + 1,
    cells: ascending(mapped(cage.cells, (cell) => cell[0] * size + cell[1])),
    house: false,
    distinct: false,
    total: { op: cage.op, target: cage.target },
    // As the page prints it, the sign with the target, so a step names the cage a reader sees.
    clue: `${cage.target}${SIGNS[cage.op]}`,
  }));
  return shapeWith(latin, groups);
}

/** Each size's rows and columns, the part of a shape every puzzle of that size shares. */
const latins = new Map<number, Shape>();

/** The digits a puzzle prints: those of its one-cell cages, row by row (0 elsewhere). */
export function givensOf(p: Pick<CalcudokuPuzzle, 'size' | 'cages'>): number[] {
  const givens = new Array<number>(p.size * p.size).fill(0);
  for (const { cells, op, target } of p.cages) if (op === '=') givens[cells[0]![0] * p.size + cells[0]![1]] = target;
  return givens;
}

export const stepper = gridStepper<CalcudokuPuzzle, CalcudokuSolution>(RUNGS, {
  shape: shapeFor,
  givens: givensOf,
  solution: (p, cells) => ({ grid: rowsOf(cells, p.size) }),
});
