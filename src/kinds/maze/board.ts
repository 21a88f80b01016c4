import { type Maze, opposite, type Side } from '../../engine/mazekit/maze.ts';
import { mazeOf } from '../../engine/mazekit/shapes.ts';
import type { MazeOptions, MazePuzzle, Shape } from './schema.ts';

/** A maze's record read into the kit's terms: its passages, its entrance and exit as cells, the side walked in by, the square beyond the exit. */
export interface Board {
  maze: Maze;
  start: number;
  end: number;
  /** The side the entrance is walked in by: the one facing the outside opening. */
  inward: Side;
  /** The side the exit opens to the outside on. */
  out: Side;
  /** The square beyond the exit, which the walker heads for (a round maze's: the middle, at the exit's angle). */
  goal: readonly [number, number];
}

/** The side of `cell` open to the outside (the first, on a corner open on two: the schema allows one). */
export const outsideOpen = (maze: Maze, cell: number): Side => maze.outside(cell).find((s) => maze.open[cell]! & s) ?? maze.outside(cell)[0]!;

const boards = new WeakMap<MazePuzzle, Board>();

/** The board of a record (read once per record: the player and the step solver ask at each move). */
export function boardOf(puzzle: MazePuzzle): Board {
  let board = boards.get(puzzle);
  if (!board) {
    const maze = mazeOf(puzzle.shape, puzzle.rows, puzzle.cols, puzzle.open.flat());
    const start = maze.cell(...puzzle.start);
    const end = maze.cell(...puzzle.end);
    const out = outsideOpen(maze, end);
    const goal = maze.beyond(end, out);
    board = { maze, start, end, inward: opposite(outsideOpen(maze, start)), out, goal };
    boards.set(puzzle, board);
  }
  return board;
}

/** A door of a maze: a border cell and its side open to the outside. */
export interface Door {
  cell: number;
  side: Side;
}

/** A record of a maze the kit made, its entrance and exit opened to the outside; a `shape` of an outline, the maze carved in its mask. */
export function recordOf(maze: Maze, entrance: Door, exit: Door, shape: Shape = 'rect'): MazePuzzle {
  const open = maze.copy();
  open.carve(entrance.cell, entrance.side);
  open.carve(exit.cell, exit.side);
  const [start, end] = [entrance.cell, exit.cell];
  return {
    shape,
    rows: maze.rows,
    cols: maze.cols,
    open: open.rowsOfOpen(),
    start: [maze.rowOf(start), maze.colOf(start)],
    end: [maze.rowOf(end), maze.colOf(end)],
  };
}

/** The record with the options' pictures at its doors, where they ask for any (a record without has no `picture`). */
export const pictured = (puzzle: MazePuzzle, options: Pick<MazeOptions, 'picture'>): MazePuzzle => (options.picture ? { ...puzzle, picture: options.picture } : puzzle);
