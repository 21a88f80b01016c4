import type { MistakeOf } from '../../engine/mistake.ts';
import { type KakuroPuzzle, type KakuroSolution, puzzleRuns, type Run } from './schema.ts';
import { words } from './words.ts';

/** What can be wrong with a filled grid: a message of Kakuro's check words, its data and the squares it is about. */
export type KakuroMistake = MistakeOf<typeof words.check>;

const cellKey = ([r, c]: readonly [number, number]) => `cell-${r}-${c}`;

/** A run as the check words name it: its sum and its first white square from 1 (across or down is the message's context). */
export const runNamed = (run: Run) => ({ total: run.total, row: run.cells[0]![0] + 1, col: run.cells[0]![1] + 1 });

/** Each run's squares, for the player: where a digit may not repeat. */
export const groupsOf = (p: KakuroPuzzle) => puzzleRuns(p).map((run) => ({ where: 'run' as const, cells: run.cells }));

/**
 * Why a filled grid does not solve the puzzle, or null if it does, checked from the rules
 * alone (not by the solver): its size, no digit on a clue square, a digit, 1 to 9, in every white
 * square, no digit twice in a run, and each run's digits adding up to its clue (the first run
 * wrong, across runs first, with its squares). The player asks it of a full board.
 */
export function mistakeOf(p: KakuroPuzzle, s: KakuroSolution): KakuroMistake | null {
  const { rows, cols } = p;
  if (s.grid.length !== rows || s.grid.some((row) => row.length !== cols)) return { says: 'size', data: { rows, cols }, at: [] };
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const v = s.grid[r]![c];
      if (p.cells[r]![c] !== null) {
        if (v !== null && v !== undefined) return { says: 'black', data: { row: r + 1, column: c + 1 }, at: [] };
      } else if (v === null || v === undefined) return { says: 'empty', data: { row: r + 1, column: c + 1 }, at: [cellKey([r, c])] };
      else if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > 9) return { says: 'range', data: { row: r + 1, column: c + 1, v }, at: [cellKey([r, c])] };
    }
  }
  for (const run of puzzleRuns(p)) {
    const values = run.cells.map(([r, c]) => s.grid[r]![c]!);
    const twice = run.cells.filter((_, i) => values.indexOf(values[i]!) !== values.lastIndexOf(values[i]!));
    if (twice.length > 0) return { says: 'repeats', data: { context: run.across ? 'across' : 'down', run: runNamed(run), v: s.grid[twice[0]![0]]![twice[0]![1]]! }, at: twice.map(cellKey) };
    const sum = values.reduce((a, b) => a + b, 0);
    if (sum !== run.total) return { says: 'sum', data: { context: run.across ? 'across' : 'down', run: runNamed(run), sum }, at: run.cells.map(cellKey) };
  }
  return null;
}
