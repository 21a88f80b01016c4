import { type Hint, nextHint } from '../../engine/hint.ts';
import type { Placement } from '../../engine/steps.ts';
import { whole } from '../../play/saved.ts';
import { DC, dirIndex, DR } from '../../engine/wordkit/directions.ts';
import { readPuzzle } from './letters.ts';
import { stepper, valueOf } from './steps.ts';
import { words } from './words.ts';
import { playWords } from './play-words.ts';
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

/** tan 22.5°, √2 − 1: where a drag turns from along a line to a diagonal. */
const TAN_EIGHTH = 0.41421356237309503;

/**
 * Where a line drawn from cell (row, col) ends, the pointer `dx` columns across and `dy` rows
 * down from that cell's centre: snapped to the nearest of the eight directions, as many letters
 * along it as the pointer reaches (to the nearest), and kept inside the grid. A drag's line
 * follows the finger so, never a line no word can run on.
 */
export function snapEnd(puzzle: Pick<WordSearchPuzzle, 'rows' | 'cols'>, row: number, col: number, dx: number, dy: number): [number, number] {
  if (dx * dx + dy * dy < 0.25) return [row, col];
  // The nearest of the eight directions, by slope alone (no trigonometry, which engines may round
  // their own ways): along a line where one offset is under tan 22.5° of the other, else diagonal.
  const [ax, ay] = [Math.abs(dx), Math.abs(dy)];
  const sr = ay > ax * TAN_EIGHTH ? Math.sign(dy) : 0;
  const sc = ax > ay * TAN_EIGHTH ? Math.sign(dx) : 0;
  // How far along the direction the pointer reaches, in steps (a diagonal step is both a row and a column).
  let n = Math.max(0, Math.round((dx * sc + dy * sr) / (sr * sr + sc * sc)));
  const inside = (k: number) => row + sr * k >= 0 && row + sr * k < puzzle.rows && col + sc * k >= 0 && col + sc * k < puzzle.cols;
  while (n > 0 && !inside(n)) n--;
  return [row + sr * n, col + sc * n];
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


/** The answer as the step solver writes it: each word's placement in its box of the list (steps.ts). */
const answerOf = (puzzle: WordSearchPuzzle, solution: WordSearchSolution): Placement[] =>
  solution.placements.map((p, i) => ({ cell: puzzle.rows * puzzle.cols + i, value: valueOf(puzzle.cols, { row: p.row, col: p.col, dir: dirIndex(p.dir) }) }));

/**
 * The hint for a game: the next word the step solver finds past those found, said where it
 * starts and the way it runs, its letters and its place in the list ringed. A word found is
 * always the answer's (the player rings only a word where it lies), so no hint names a mistake.
 */
export function wordSearchHint(puzzle: WordSearchPuzzle, solution: WordSearchSolution, state: WordSearchState): Hint {
  const answer = answerOf(puzzle, solution);
  const found = state.found.map((i) => answer[i]!);
  return nextHint(stepper, puzzle, answer, found, {
    mistake: () => {
      throw new Error('a word found is always where the answer has it');
    },
    reveal: (p) => {
      const i = p.cell - puzzle.rows * puzzle.cols;
      const at = solution.placements[i]!;
      return words.hint.reveal({ word: puzzle.words[i]!, cell: { row: at.row + 1, col: at.col + 1 }, direction: words.direction[at.dir] });
    },
  });
}

/** The game with a hint's words found. */
export function takeHint(puzzle: WordSearchPuzzle, state: WordSearchState, hint: Hint): WordSearchState {
  if (hint.type !== 'step' && hint.type !== 'reveal') return state;
  const base = puzzle.rows * puzzle.cols;
  const found = new Set([...state.found, ...hint.place.map((p) => p.cell - base)]);
  return { ...state, found: [...found].sort((a, b) => a - b) };
}

/**
 * The line from letter `from` to letter `to` (cells) chosen: its word of the list found (a move),
 * or why it is none, said: the same letter twice, two letters off one straight line, a line no
 * word lies on (`miss`: the page draws it a moment), a word found already. Nothing is counted.
 */
export function chosenLine(puzzle: WordSearchPuzzle, answer: readonly (readonly number[])[], state: WordSearchState, from: number, to: number): { say: string; found?: WordSearchState; miss?: true } {
  const { cols } = puzzle;
  if (from === to) return { say: playWords.dropped };
  const cells = lineOf(puzzle, Math.floor(from / cols), from % cols, Math.floor(to / cols), to % cols);
  if (!cells) return { say: playWords.notInLine };
  const i = wordOn(cells, answer);
  if (i < 0) return { say: playWords.notListed, miss: true };
  const word = puzzle.words[i]!;
  if (state.found.includes(i)) return { say: playWords.again({ word }) };
  return { say: playWords.found({ word }), found: { ...state, found: [...state.found, i].sort((a, b) => a - b) } };
}
