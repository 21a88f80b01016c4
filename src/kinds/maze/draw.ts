import type { Figure, Flow, Item } from '../../engine/figure.ts';
import { withGridLabels } from '../../engine/grid-labels.ts';
import { squareOf } from '../../engine/grid-labels.ts';
import { EAST, NORTH, SOUTH, WEST, STEP } from '../../engine/mazekit/maze.ts';
import { boardOf } from './board.ts';
import type { MazePuzzle, MazeSolution } from './schema.ts';
import { words } from './words.ts';

/** Room around the grid for the arrows at the doors, in squares. */
const MARGIN = 1;

/**
 * The maze in 1-unit squares inside a margin for the door arrows: every wall a thick line, runs
 * of wall joined into one line each; each square a keyed spot the player traces over; with an
 * answer, the way drawn through the squares' middles.
 */
export function draw(puzzle: MazePuzzle, solution?: MazeSolution, flow?: Flow): Figure {
  const figure = drawn(puzzle, solution);
  if (!flow?.coordinates) return figure;
  const range = (n: number) => Array.from({ length: n }, (_, i) => i + MARGIN + 0.5);
  return withGridLabels(figure, { rows: range(puzzle.rows), cols: range(puzzle.cols), size: 0.5 });
}

/** The key's answer: the maze with its way drawn. */
export function drawAnswer(puzzle: MazePuzzle, solution: MazeSolution): Figure {
  return drawn(puzzle, solution);
}

function drawn(puzzle: MazePuzzle, solution?: MazeSolution): Figure {
  const { maze, start, end, inward, out } = boardOf(puzzle);
  const { rows, cols } = puzzle;
  const items: Item[] = [];
  for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) items.push({ type: 'box', x: MARGIN + c, y: MARGIN + r, w: 1, h: 1, role: 'spot', key: `cell-${r}-${c}` });
  // Horizontal walls: the north side of each row, and the south side of the last, joined into runs.
  for (let r = 0; r <= rows; r++) {
    let from = -1;
    for (let c = 0; c <= cols; c++) {
      const wall = c < cols && (r < rows ? !(maze.open[maze.cell(r, c)]! & NORTH) : !(maze.open[maze.cell(rows - 1, c)]! & SOUTH));
      if (wall && from < 0) from = c;
      if (!wall && from >= 0) {
        items.push({ type: 'line', x1: MARGIN + from, y1: MARGIN + r, x2: MARGIN + c, y2: MARGIN + r, role: 'thick' });
        from = -1;
      }
    }
  }
  for (let c = 0; c <= cols; c++) {
    let from = -1;
    for (let r = 0; r <= rows; r++) {
      const wall = r < rows && (c < cols ? !(maze.open[maze.cell(r, c)]! & WEST) : !(maze.open[maze.cell(r, cols - 1)]! & EAST));
      if (wall && from < 0) from = r;
      if (!wall && from >= 0) {
        items.push({ type: 'line', x1: MARGIN + c, y1: MARGIN + from, x2: MARGIN + c, y2: MARGIN + r, role: 'thick' });
        from = -1;
      }
    }
  }
  // Arrows: into the entrance, out of the exit.
  const centre = (cell: number) => [MARGIN + maze.colOf(cell) + 0.5, MARGIN + maze.rowOf(cell) + 0.5] as const;
  const arrow = (cell: number, side: typeof inward, pointing: 'in' | 'out') => {
    const [cx, cy] = centre(cell);
    const [dr, dc] = STEP[side];
    // The arrow lies in the margin beyond `side`, pointing along (dc, dr) or against it.
    const [ox, oy] = [cx + dc * 0.95, cy + dr * 0.95];
    const [tx, ty] = [cx + dc * 0.6, cy + dr * 0.6];
    const [tail, head] = pointing === 'out' ? [[tx, ty], [ox, oy]] : [[ox, oy], [tx, ty]];
    const [hx, hy] = head as [number, number];
    const [ux, uy] = [(hx - tail[0]!) / 0.35, (hy - tail[1]!) / 0.35];
    items.push({ type: 'line', x1: tail[0]!, y1: tail[1]!, x2: hx, y2: hy, role: 'thick' });
    items.push({ type: 'line', x1: hx, y1: hy, x2: hx - ux * 0.2 + uy * 0.15, y2: hy - uy * 0.2 - ux * 0.15, role: 'thick' });
    items.push({ type: 'line', x1: hx, y1: hy, x2: hx - ux * 0.2 - uy * 0.15, y2: hy - uy * 0.2 + ux * 0.15, role: 'thick' });
  };
  const outward = (side: typeof inward) => (side === NORTH ? SOUTH : side === SOUTH ? NORTH : side === EAST ? WEST : EAST) as typeof inward;
  arrow(start, outward(inward), 'in');
  arrow(end, out, 'out');
  if (solution) {
    for (let i = 1; i < solution.path.length; i++) {
      const [ar, ac] = solution.path[i - 1]!;
      const [br, bc] = solution.path[i]!;
      items.push({ type: 'line', x1: MARGIN + ac + 0.5, y1: MARGIN + ar + 0.5, x2: MARGIN + bc + 0.5, y2: MARGIN + br + 0.5, role: 'loop' });
    }
  }
  const alt = solution
    ? words.altSolved({ rows, cols, count: solution.path.length })
    : words.alt({ rows, cols, start: squareOf(start, cols), end: squareOf(end, cols) });
  return { width: cols + 2 * MARGIN, height: rows + 2 * MARGIN, alt, items };
}
