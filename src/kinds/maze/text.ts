import { EAST, NORTH, SOUTH, WEST } from '../../engine/mazekit/maze.ts';
import { boardOf } from './board.ts';
import type { MazePuzzle, MazeSolution } from './schema.ts';

/**
 * The maze in characters: `+` at each corner, `---` and `|` for walls, a gap where the entrance
 * and the exit open to the outside; with an answer, ` o ` on each square of the way. Outside an
 * outline (a heart) nothing is drawn: a wall is drawn where a square of the maze is shut.
 */
export function text(puzzle: MazePuzzle, solution?: MazeSolution): string {
  if (puzzle.shape === 'round') return roundText(puzzle, solution);
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

/**
 * A round maze unrolled, ring by ring from the rim in, each rim cell two characters wide, so a
 * cell of an inner ring spans the cells outside it: `+---` over each wall round a ring (the
 * last line the hole's), `|` where a wall crosses it, ` o ` on the way.
 */
function roundText(puzzle: MazePuzzle, solution?: MazeSolution): string {
  const { maze } = boardOf(puzzle);
  const { rows, cols } = puzzle;
  const on = new Set((solution?.path ?? []).map(([r, c]) => r * cols + c));
  const cellsOf = (r: number) => maze.open.subarray(r * cols, (r + 1) * cols).findLastIndex((_, c) => maze.inside(r * cols + c)) + 1;
  const width = 2 * cols;
  // The wall line above ring r (the rim's outside at r = 0, the hole at r = rows), told by the ring inside it (or, at the hole, the last ring).
  const wallLine = (r: number) => {
    const inner = Math.min(r, rows - 1);
    const side = r === rows ? SOUTH : NORTH;
    const outerSide = SOUTH;
    let line = '';
    for (let x = 0; x < width; x++) {
      const j = Math.floor(x / 2);
      const span = (k: number) => cols / cellsOf(k);
      const edge = (k: number) => x % (2 * span(k)) === 0;
      // Between rings, the outer ring's inward side says (it is split where the outer ring has twice the cells).
      const shut = r > 0 && r < rows ? !(maze.open[maze.cell(r - 1, Math.floor(j / span(r - 1)))]! & outerSide) : !(maze.open[maze.cell(inner, Math.floor(j / span(inner)))]! & side);
      line += edge(inner) || (r > 0 && edge(r - 1)) ? '+' : shut ? '-' : ' ';
    }
    return line + '+';
  };
  const lines: string[] = [];
  for (let r = 0; r <= rows; r++) {
    lines.push(wallLine(r));
    if (r === rows) break;
    const n = cellsOf(r);
    const span = (2 * cols) / n;
    let line = '';
    for (let c = 0; c < n; c++) {
      const cell = maze.cell(r, c);
      const body = ' '.repeat(span - 1).split('');
      if (on.has(cell)) body[Math.floor((span - 1) / 2)] = 'o';
      line += (maze.open[cell]! & WEST ? ' ' : '|') + body.join('');
    }
    lines.push(line + (maze.open[maze.cell(r, 0)]! & WEST ? ' ' : '|'));
  }
  return lines.join('\n');
}
