import { whole } from '../../play/saved.ts';
import { DC, dirIndex, DR } from '../../engine/wordkit/directions.ts';
import { readPuzzle } from './letters.ts';
import type { WordSearchPuzzle, WordSearchSolution } from './schema.ts';

/** A game of Word Search: the words found, by their place in the list, in order. */
export interface WordSearchState {
  mistakes: number;
  found: number[];
}

export const startState = (): WordSearchState => ({ mistakes: 0, found: [] });

/** A stored game read back as hostile: found words each once, of the list; else null. */
export function restoreState(puzzle: WordSearchPuzzle, stored: unknown): WordSearchState | null {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return null;
  const { mistakes, found } = stored as { mistakes?: unknown; found?: unknown };
  if (!whole(mistakes, 0, 1_000_000)) return null;
  const n = puzzle.words.length;
  if (!Array.isArray(found) || found.length > n || !found.every((i) => whole(i, 0, n - 1)) || new Set(found).size !== found.length) return null;
  return { mistakes, found: [...(found as number[])].sort((a, b) => a - b) };
}

/** The cells of a line from (r1, c1) to (r2, c2), first to last, or null where they are not on one straight line. */
export function lineOf(puzzle: WordSearchPuzzle, r1: number, c1: number, r2: number, c2: number): number[] | null {
  const [dr, dc] = [r2 - r1, c2 - c1];
  if ((dr === 0 && dc === 0) || (dr !== 0 && dc !== 0 && Math.abs(dr) !== Math.abs(dc))) return null;
  const steps = Math.max(Math.abs(dr), Math.abs(dc));
  return Array.from({ length: steps + 1 }, (_, k) => (r1 + Math.sign(dr) * k) * puzzle.cols + c1 + Math.sign(dc) * k);
}

/** Each word's cells in the answer, first letter first. */
export function answerCells(puzzle: WordSearchPuzzle, solution: WordSearchSolution): number[][] {
  const read = readPuzzle(puzzle);
  return solution.placements.map((p, i) => {
    const d = dirIndex(p.dir);
    return Array.from({ length: read.words[i]?.length ?? 0 }, (_, k) => (p.row + DR[d]! * k) * puzzle.cols + p.col + DC[d]! * k);
  });
}

/** The word of the list a line of cells is, either way round, or -1. */
export function wordOn(cells: readonly number[], answer: readonly (readonly number[])[]): number {
  const key = cells.join(',');
  const back = [...cells].reverse().join(',');
  return answer.findIndex((a) => a.join(',') === key || a.join(',') === back);
}

