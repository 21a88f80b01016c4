import { boardOf } from './board.ts';
import type { MazePuzzle, MazeSolution } from './schema.ts';

/**
 * The maze in characters: `+` at each corner, `---` and `|` for walls, a gap where the entrance
 * and the exit open to the outside; with an answer, ` o ` on each square of the way.
 */
export function text(puzzle: MazePuzzle, solution?: MazeSolution): string {
  const { maze } = boardOf(puzzle);
  const on = new Set((solution?.path ?? []).map(([r, c]) => r * puzzle.cols + c));
  const lines: string[] = [];
  for (let r = 0; r < puzzle.rows; r++) {
    let top = '';
    let mid = '';
    for (let c = 0; c < puzzle.cols; c++) {
      const cell = maze.cell(r, c);
      const open = maze.open[cell]!;
      top += `+${open & 1 ? '   ' : '---'}`;
      mid += `${open & 8 ? ' ' : '|'}${on.has(cell) ? ' o ' : '   '}`;
    }
    const last = maze.open[maze.cell(r, puzzle.cols - 1)]!;
    lines.push(`${top}+`, `${mid}${last & 2 ? ' ' : '|'}`);
  }
  let bottom = '';
  for (let c = 0; c < puzzle.cols; c++) bottom += `+${maze.open[maze.cell(puzzle.rows - 1, c)]! & 4 ? '   ' : '---'}`;
  lines.push(`${bottom}+`);
  return lines.join('\n');
}
