import type { Difficulty, StandIns } from '../../engine/kind.ts';
import { EAST, Maze, NORTH, SOUTH, WEST } from '../../engine/mazekit/maze.ts';
import { carve, carveIn } from '../../engine/mazekit/carve.ts';
import { RoundMaze } from '../../engine/mazekit/round.ts';
import { waysBetween } from '../../engine/mazekit/ways.ts';
import { maskOf } from '../../engine/mazekit/shapes.ts';
import { Rng } from '../../engine/random.ts';
import { pictured, recordOf } from './board.ts';
import { endRows } from './generate.ts';
import type { MazeOptions, MazePuzzle } from './schema.ts';

/**
 * Every maze of a size draws alike but for the sides its doors are on (draw.ts `frameOf`: room
 * for an arrow above and below where a door is at the top or bottom, for an arrow and its word
 * left and right where one is at a side). The generator puts a tall or square maze's doors at its
 * top and bottom, a wide one's at its sides (generate.ts `doorsOf`): so the stand-in has its doors
 * on the very sides the options' mazes have theirs, and draws as large as any of them.
 */
export function standIns(o: MazeOptions, _difficulty: Difficulty): StandIns<MazePuzzle> {
  // With the options' pictures, whose room the frame keeps (draw.ts `frameOf`).
  const puzzle = pictured(o.shape === 'rect' ? snake(o).puzzle : o.shape === 'round' ? roundStandIn(o).puzzle : outlined(o), o);
  return { largest: puzzle, typical: puzzle };
}

/**
 * A maze in the options' outline (a heart), carved from a seed of its own, its doors where the
 * generator sets an outline's: through the top of the first square of its first row, the foot of
 * the first of its last (generate.ts `outlineDoors`). Its drawing's size is its grid's and its
 * doors' sides', as every maze of the options draws.
 */
function outlined(o: MazeOptions): MazePuzzle {
  const maze = carve(new Rng(`stand-in/${o.shape}/${o.rows}x${o.cols}`), o.rows, o.cols, 'uniform', undefined, maskOf(o.shape, o.rows, o.cols));
  const [first, last] = endRows(maze);
  return recordOf(maze, { cell: first[0]!, side: NORTH }, { cell: last[0]!, side: SOUTH }, o.shape);
}

/**
 * A round maze of the options' rings, carved from a seed of its own, its doors where the
 * generator sets them (the rim's top, the inner ring's first cell): every round maze of a size
 * draws alike, so it draws as large as any. With its way, for a key's plan.
 */
export function roundStandIn(o: Pick<MazeOptions, 'rows'>): { puzzle: MazePuzzle; path: [number, number][] } {
  const maze = carveIn(new Rng(`stand-in/round/${o.rows}`), new RoundMaze(o.rows), 'uniform');
  const puzzle = recordOf(maze, { cell: 0, side: NORTH }, { cell: maze.cell(o.rows - 1, 0), side: SOUTH }, 'round');
  const path = waysBetween(maze, 0, maze.cell(o.rows - 1, 0), 1, Infinity).paths[0]!.map((c) => [maze.rowOf(c), maze.colOf(c)] as [number, number]);
  return { puzzle, path };
}

/**
 * A maze of the options' size that is one long corridor, and its way: a tall or square one's rows
 * joined at alternate ends, from the top left down to the bottom; a wide one's columns so, from
 * the top left across to the right.
 */
export function snake(o: Pick<MazeOptions, 'rows' | 'cols'>): { puzzle: MazePuzzle; path: [number, number][] } {
  const down = o.rows >= o.cols;
  // Along each line (a row, or a column), then on to the next at its far end.
  const [lines, length] = down ? [o.rows, o.cols] : [o.cols, o.rows];
  const at = (line: number, k: number): [number, number] => {
    const along = line % 2 === 0 ? k : length - 1 - k;
    return down ? [line, along] : [along, line];
  };
  const path: [number, number][] = [];
  for (let line = 0; line < lines; line++) for (let k = 0; k < length; k++) path.push(at(line, k));
  const maze = new Maze(o.rows, o.cols);
  for (let i = 1; i < path.length; i++) {
    const [[ar, ac], [br, bc]] = [path[i - 1]!, path[i]!];
    maze.carve(maze.cell(ar, ac), br > ar ? SOUTH : br < ar ? NORTH : bc > ac ? EAST : WEST);
  }
  const [last] = path.slice(-1) as [[number, number]];
  const puzzle = recordOf(maze, { cell: 0, side: down ? NORTH : WEST }, { cell: maze.cell(...last), side: down ? SOUTH : EAST });
  return { puzzle, path };
}
