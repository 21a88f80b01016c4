import { areaTotal } from '../../engine/grid/areas.ts';
import { rangeMask } from '../../engine/grid/bits.ts';
import type { Board } from '../../engine/grid/board.ts';
import { gridStepper, type Rung } from '../../engine/grid/ladder.ts';
import { type Group, type Shape, shapeOf } from '../../engine/grid/shape.ts';
import { nakedSingle } from '../../engine/grid/singles.ts';
import { nakedSubset } from '../../engine/grid/subsets.ts';
import type { GridTechnique } from '../../engine/grid/technique.ts';
import { combinations } from '../../engine/grid/totals.ts';
import { gridWords } from '../../engine/grid/words.ts';
import { type KakuroPuzzle, type KakuroSolution, puzzleRuns, type Run } from './schema.ts';
import { type AreaTold, type RunTold, sayArea, sayListed, sayOneCombination, saySubset } from './say.ts';
import { words } from './words.ts';

/** A run as the kit reads it: a group without repeats whose digits add up to its sum. */
export const groupsOf = (runs: readonly Run[], cols: number): Group[] =>
  runs.map((run, i) => ({ kind: 'run', n: i + 1, cells: run.cells.map(([r, c]) => r * cols + c), house: false, distinct: true, total: { op: '+', target: run.total } }));

/** The runs as the kit's shape; the black squares are in no group, so out of play. */
export const shapeFrom = (runs: readonly Run[], rows: number, cols: number): Shape => shapeOf(cols, rows, rangeMask(1, 9), groupsOf(runs, cols));

const shapes = new WeakMap<KakuroPuzzle, Shape>();

/** A puzzle's shape, made once per puzzle object (the stepper asks for it at every step's log and hint). */
export function shapeFor(p: KakuroPuzzle): Shape {
  let shape = shapes.get(p);
  if (!shape) shapes.set(p, (shape = shapeFrom(puzzleRuns(p), p.rows, p.cols)));
  return shape;
}

/** A run as a sentence names it: across or down, its sum, and its first white square (row and column from 1). */
export function runSaid(shape: Shape, n: number) {
  const { cells, total } = shape.groups[n - 1]!;
  return { across: cells[1]! - cells[0]! === 1, total: total!.target, row: Math.floor(cells[0]! / shape.width) + 1, col: (cells[0]! % shape.width) + 1 };
}

type Said = { readonly title: string; readonly what: string; say(data: object): string };

/**
 * A kit technique whose sentences name the run as a solver finds it ("the across run of 16 from
 * row 2, column 3"), not by a number no page prints: its finding's group (or an area's runs) is
 * looked up in the board's shape.
 */
function named(technique: GridTechnique, level: Rung['level'], said: () => Said): Rung {
  return {
    level,
    technique: {
      key: technique.key,
      says: technique.says,
      find(board: Board) {
        const found = technique.find(board);
        if (!found) return null;
        const { group, block, other } = found.data as { group?: { n: number }; block?: { n: number }[]; other?: { n: number }[] };
        if (group) return { ...found, data: { ...found.data, run: runSaid(board.shape, group.n) } };
        // An area's sum names every run it adds (engine/grid/areas.ts).
        if (block && other) return { ...found, data: { ...found.data, blockRuns: block.map((g) => runSaid(board.shape, g.n)), otherRuns: other.map((g) => runSaid(board.shape, g.n)) } };
        return found;
      },
    },
    words: {
      get title() {
        return said().title;
      },
      get what() {
        return said().what;
      },
      say: (data) => said().say(data),
    },
  };
}

type Own = 'oneCombination' | 'twoCombinations' | 'combinations' | 'manyCombinations' | 'areaTotal';
type Told = { run: RunTold; combos: number[][]; struck: { cell: { row: number; col: number }; digits: number[] }[] };
const own = (key: Own): Said => {
  const said = words.techniques[key];
  const say = key === 'oneCombination' ? (d: object) => sayOneCombination(d as Told) : key === 'areaTotal' ? (d: object) => sayArea(d as AreaTold) : (d: object) => sayListed(d as Told);
  return { title: said.title, what: said.what, say };
};
const subset = (key: 'naked-pair' | 'naked-triple' | 'naked-quad'): Said => ({ ...gridWords.techniques[key], say: (d) => saySubset(d as Parameters<typeof saySubset>[0]) });

/**
 * Kakuro's ladder. A run's combinations, listed from what its squares may still hold, cross off
 * every digit no way of making its sum puts in a square; a naked subset within a run is one of
 * those ways seen without listing them. So the levels are how many combinations a person lists,
 * and last a sum across runs (measured on generated puzzles, docs/kinds/kakuro.md):
 *  1 naked singles, and a run with one combination left ("16 in two is 7 + 9");
 *  2 a run with two combinations left;
 *  3 up to five listed, and naked pairs and triples within a run;
 *  4 any number listed, naked quads within a run, and an area's sum (innies and outies: what
 *    fills all but a few of an area's squares once across and once down leaves those few the rest).
 * There are no hidden singles: a run need not hold every digit.
 */
export const RUNGS: readonly Rung[] = [
  { technique: nakedSingle, level: 1, what: () => words.single },
  named(combinations('one-combination', 1), 1, () => own('oneCombination')),
  named(combinations('two-combinations', 2), 2, () => own('twoCombinations')),
  named(combinations('combinations', 5), 3, () => own('combinations')),
  named(nakedSubset(2, true), 3, () => subset('naked-pair')),
  named(nakedSubset(3, true), 3, () => subset('naked-triple')),
  named(combinations('many-combinations', Infinity), 4, () => own('manyCombinations')),
  named(nakedSubset(4, true), 4, () => subset('naked-quad')),
  named(areaTotal, 4, () => own('areaTotal')),
];

export const stepper = gridStepper<KakuroPuzzle, KakuroSolution>(RUNGS, {
  shape: shapeFor,
  givens: (p) => new Uint8Array(p.rows * p.cols),
  solution: (p, cells) => ({ grid: p.cells.map((row, r) => row.map((cell, c) => (cell === null ? cells[r * p.cols + c]! : null))) }),
});
