import type { NumbrixPuzzle, NumbrixSolution } from './schema.ts';

/** The grid as aligned columns, `.` for an empty cell. */
export function text(puzzle: NumbrixPuzzle, solution?: NumbrixSolution): string {
  const cellWidth = String(puzzle.width * puzzle.height).length;
  const rows = solution?.grid ?? puzzle.givens;
  return rows.map((row) => row.map((v) => (v ? String(v) : '.').padStart(cellWidth)).join(' ')).join('\n');
}
