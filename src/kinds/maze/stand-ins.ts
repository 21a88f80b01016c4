import type { Difficulty, StandIns } from '../../engine/kind.ts';
import { Maze, SOUTH, EAST } from '../../engine/mazekit/maze.ts';
import { recordOf } from './board.ts';
import type { MazeOptions, MazePuzzle } from './schema.ts';

/**
 * Every maze of a size draws alike (its walls, its margin, its arrows): a snake of the options'
 * size, its rows joined at alternate ends, entered at the top left and left at the bottom.
 */
export function standIns(o: MazeOptions, _difficulty: Difficulty): StandIns<MazePuzzle> {
  const maze = new Maze(o.rows, o.cols);
  for (let r = 0; r < o.rows; r++) {
    for (let c = 0; c + 1 < o.cols; c++) maze.carve(maze.cell(r, c), EAST);
    if (r + 1 < o.rows) maze.carve(maze.cell(r, r % 2 === 0 ? o.cols - 1 : 0), SOUTH);
  }
  const end = maze.cell(o.rows - 1, o.rows % 2 === 1 ? o.cols - 1 : 0);
  const puzzle = recordOf(maze, { cell: 0, side: 8 }, { cell: end, side: SOUTH });
  return { largest: puzzle, typical: puzzle };
}
