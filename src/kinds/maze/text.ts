import { EAST, NORTH, SOUTH, WEST } from '../../engine/mazekit/maze.ts';
import { boardOf } from './board.ts';
import type { MazePuzzle, MazeSolution } from './schema.ts';

/**
 * The maze in characters: `+` at each corner, `---` and `|` for walls, a gap where the entrance
 * and the exit open to the outside; with an answer, ` o ` on each square of the way. Outside an
 * outline (a heart) nothing is drawn: a wall is drawn where a square of the maze is shut.
 */
export function text(puzzle: MazePuzzle, solution?: MazeSolution): string {
  const { maze } = boardOf(puzzle);
  const { rows, cols } = puzzle;
  const on = new Set((solution?.path ?? []).map(([r, c]) => r * cols + c));
  const inside = (r: number, c: number) => r >= 0 && r < rows && c >= 0 && c < cols && maze.inside(maze.cell(r, c));
  const shut = (r: number, c: number, side: number) => inside(r, c) && !(maze.open[maze.cell(r, c)]! & side);
  // The wall above square (r, c), and the one left of it: either square of the maze shut toward the other.
  const above = (r: number, c: number) => shut(r, c, NORTH) || shut(r - 1, c, SOUTH);
  const before = (r: number, c: number) => shut(r, c, WEST) || shut(r, c - 1, EAST);
  const corner = (r: number, c: number) => (inside(r, c) || inside(r - 1, c) || inside(r, c - 1) || inside(r - 1, c - 1) ? '+' : ' ');
  const lines: string[] = [];
  for (let r = 0; r <= rows; r++) {
    let top = '';
    let mid = '';
    for (let c = 0; c <= cols; c++) {
      top += corner(r, c) + (c < cols ? (above(r, c) ? '---' : '   ') : '');
      if (r < rows) mid += (before(r, c) ? '|' : ' ') + (c < cols ? (on.has(r * cols + c) ? ' o ' : '   ') : '');
    }
    // An outline's lines end at its last wall; a rectangle's as they always were.
    const end = (line: string) => (maze.mask ? line.trimEnd() : line);
    lines.push(end(top));
    if (r < rows) lines.push(end(mid));
  }
  return lines.join('\n');
}
