import type { Difficulty, Made } from '../../engine/kind.ts';
import { type Carving, carveIn, type Grain } from '../../engine/mazekit/carve.ts';
import { ease, SHAPE_LEVEL } from '../../engine/mazekit/ease.ts';
import { EAST, type Maze, NORTH, opposite, SOUTH, WEST } from '../../engine/mazekit/maze.ts';
import { RoundMaze } from '../../engine/mazekit/round.ts';
import { insideCount, maskOf, mazeOf } from '../../engine/mazekit/shapes.ts';
import { type Walked, walkMaze } from '../../engine/mazekit/walk.ts';
import { waysBetween } from '../../engine/mazekit/ways.ts';
import type { Rng } from '../../engine/random.ts';
import { boardOf, type Door, pictured, recordOf } from './board.ts';
import { grading, type MazeGrade } from './grade.ts';
import type { MazeOptions, MazePuzzle, MazeSolution } from './schema.ts';

/**
 * How each band's mazes are carved (engine/mazekit/carve.ts), measured (docs/kinds/maze.md): easy
 * from Prim's many short branches or the mixed growing tree, eased (every wrong turn that heads
 * as near the exit as the way does hung out of the way, behind one that heads farther), whose way
 * is short. The backtracker's long corridors, whose wrong turns run deep, reached the band in 4
 * carvings of 200 at 40×40 (a round of easing each; Prim's in 88), and a solver heading for the
 * exit walked a median 287 squares of those against 85 of Prim's (issue 110).
 * Medium from Prim's and Wilson's; hard and expert from Wilson's uniform trees and the mixed
 * growing tree, whose many forks keep an expert's choices above a hard one's (the backtracker's
 * few forks left its experts under).
 */
export const CARVING: Readonly<Record<Difficulty, readonly Carving[]>> = {
  easy: ['branches', 'mixed'],
  medium: ['branches', 'uniform'],
  hard: ['uniform', 'mixed'],
  expert: ['mixed', 'uniform'],
};

/** Each band's level of the ladder. */
const LEVEL: Readonly<Record<Difficulty, number>> = { easy: 1, medium: 2, hard: 3, expert: 4 };

/** Mazes carved before a band is given up on, and pairs of doors tried in each. */
const MAZES = 40;
const DOORS = 12;
/** Rounds of easing a maze for its band's walker gets at most: each round can make forks of its own, whose wrong turns the next moves on. */
const EASINGS = 3;

/** The level of a walk: its hardest wrong turn's (1 where it walks none). */
function levelOf(walk: readonly Walked[]): number {
  let level = 1;
  for (const w of walk) if (w.type === 'wrong') level = Math.max(level, SHAPE_LEVEL[w.shape]);
  return level;
}

/** The fewest squares an expert maze has: room for a maze within the maze and a way around it. */
export const EXPERT_LEAST = 64;

/**
 * Why no maze of this band can be made at this size: under 64 squares (8×8) an expert maze's
 * maze within the maze takes the room its way would need, and it asks hardly more than a hard
 * one (measured, 40 seeds: at 6×6 a median 11 steps against hard's 10, at 5×5 9 against 8, and
 * one seed in six made no expert 5×5 at all; at 8×8 17 against 15, at 10×10 23 against 20).
 */
export function refusal(options: MazeOptions, difficulty: Difficulty): string | null {
  // An outline's squares are those inside it.
  const squares = insideCount(maskOf(options.shape, options.rows, options.cols), options.rows, options.cols);
  if (difficulty !== 'expert' || squares >= EXPERT_LEAST) return null;
  const what = options.shape === 'rect' ? `a ${options.rows}×${options.cols}` : options.shape === 'round' ? `a round maze of ${options.rows} rings` : `a ${options.shape} of ${options.rows}×${options.cols}`;
  return `an expert maze needs room for a maze within the maze and a way around it: ${EXPERT_LEAST} squares or more (size 8, or rows × cols of as many), where ${what} has ${squares}; ask hard at this size`;
}

/** Cells stepped into by the proof, at most: a perfect maze of 60×60 needs 3,600; one with loops may need more. */
export const PROOF_BUDGET = 2_000_000;

/** A grain now and then: runs across or down three times as likely, for mazes that do not all look alike. */
function grainOf(rng: Rng): Grain {
  const x = rng.int(4);
  return x < 2 ? { runs: 'none', weight: 1 } : { runs: x === 2 ? 'across' : 'down', weight: 3 };
}

/** A door on `side` of the border, at `at` along it (from the top or the left). */
function doorOn(maze: Maze, side: typeof NORTH | typeof EAST | typeof SOUTH | typeof WEST, at: number): Door {
  const { rows, cols } = maze;
  if (side === NORTH) return { cell: maze.cell(0, at), side };
  if (side === SOUTH) return { cell: maze.cell(rows - 1, at), side };
  if (side === WEST) return { cell: maze.cell(at, 0), side };
  return { cell: maze.cell(at, cols - 1), side };
}

/**
 * An entrance and an exit on opposite sides, as mazes are printed: a wide maze's at its sides, a
 * tall or square one's at its top and bottom, where a page has the height to spare for the arrows
 * and their words (at a side, a word takes the page's width from the maze: draw.ts `frameOf`);
 * in opposite halves of their sides, so the way crosses the maze, where two doors side by side
 * near a corner made a way of a few squares. The entrance at the top or the left and the exit
 * at the bottom or the right, in every maze of a book, as children's maze books set them: a
 * child starts where they begin to read (issue 110: the start was at the bottom in 15 of 25).
 */
function doorsOf(rng: Rng, maze: Maze): [Door, Door] {
  if (maze instanceof RoundMaze) return roundDoors(rng, maze);
  if (maze.mask) return outlineDoors(rng, maze);
  const downward = maze.rows >= maze.cols;
  const [a, b] = downward ? ([NORTH, SOUTH] as const) : ([WEST, EAST] as const);
  const length = downward ? maze.cols : maze.rows;
  const half = Math.floor(length / 2);
  // One door in the first half, the other in the last (the middle square of an odd side in neither), the two halves swapped half the time.
  let [near, far] = [rng.int(half), length - half + rng.int(half)];
  if (rng.chance(0.5)) [near, far] = [length - 1 - near, length - 1 - far];
  return [doorOn(maze, a, near), doorOn(maze, b, far)];
}

/**
 * An outline's doors (a heart's, a star's): the entrance through the top of a square of its
 * first row (a lobe's top, the star's top point), the exit through the foot of a square of its
 * last (the heart's point, a star's foot), so each arrow and its word stand in the room above or
 * below it, clear of the outline, as a rectangle's do.
 */
function outlineDoors(rng: Rng, maze: Maze): [Door, Door] {
  const [first, last] = endRows(maze);
  return [{ cell: rng.pick(first), side: NORTH }, { cell: rng.pick(last), side: SOUTH }];
}

/**
 * A round maze's doors: the entrance through the rim at its top (the rim's first cell, centred
 * there), the exit into the middle from a cell of the inner ring. A child's round maze is a
 * journey to its middle, where the goal is drawn (the planet, the hive), as children's activity
 * books print them; and it starts at the top, where every other maze of a book starts.
 */
export function roundDoors(rng: Rng, maze: RoundMaze): [Door, Door] {
  const inner = maze.rows - 1;
  return [{ cell: maze.cell(0, 0), side: NORTH }, { cell: maze.cell(inner, rng.int(maze.ring[inner]!)), side: SOUTH }];
}

/** An outline's first and last rows' cells (a tall grid of few columns may leave a row at its top or foot empty). */
export function endRows(maze: Maze): [number[], number[]] {
  const cells = maze.cells();
  const [top, foot] = [maze.rowOf(cells[0]!), maze.rowOf(cells.at(-1)!)];
  return [cells.filter((c) => maze.rowOf(c) === top), cells.filter((c) => maze.rowOf(c) === foot)];
}

/**
 * A maze of the band: carved as the band carves, with doors tried until the walker's measure
 * falls in the band (a maze too hard for it eased, up to `EASINGS` rounds, each walked again
 * before it is graded); its way proved the only one by the proof (`waysBetween`, every path).
 * Null when none of the tries reached the band.
 */
export function generate(rng: Rng, options: MazeOptions, difficulty: Difficulty): Made<MazePuzzle, MazeSolution, MazeGrade> | null {
  const { rows, cols, shape } = options;
  for (let m = 0; m < MAZES; m++) {
    const maze = carveIn(rng, mazeOf(shape, rows, cols), rng.pick(CARVING[difficulty]), grainOf(rng));
    for (let d = 0; d < DOORS; d++) {
      const [entrance, exit] = doorsOf(rng, maze);
      // Walked on a copy, since the next doors try the maze as carved; too hard for the band, its hardest wrong turns hung out of the walker's way, and walked again.
      const work = maze.copy();
      const [start, end] = [entrance.cell, exit.cell];
      const goal = maze.beyond(end, exit.side);
      let level = 0;
      for (let round = 0; round < EASINGS; round++) {
        const seen = new Uint8Array(maze.size);
        const walk = walkMaze(work, start, end, opposite(entrance.side), goal, seen);
        if (!walk) break;
        level = levelOf(walk);
        if (level <= LEVEL[difficulty] || ease(rng, work, walk, seen, LEVEL[difficulty]) === 0) break;
        level = 0;
      }
      // Too easy for the band, or still too hard: the next doors.
      if (level !== LEVEL[difficulty]) continue;
      const puzzle = recordOf(work, entrance, exit, shape);
      const grade = grading.measure(puzzle);
      if (!grade || grading.band(grade, puzzle) !== difficulty) continue;
      const made = boardOf(puzzle).maze;
      const ways = waysBetween(made, start, end, 2, PROOF_BUDGET);
      if (!ways.complete || ways.paths.length !== 1) continue;
      const path = ways.paths[0]!.map((c) => [made.rowOf(c), made.colOf(c)] as [number, number]);
      return { puzzle: pictured(puzzle, options), solution: { path }, grade, difficulty };
    }
  }
  return null;
}
