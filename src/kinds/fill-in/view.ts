import { alphabetOf, type SlotPuzzle, slotSpecs } from '../../engine/wordkit/slot-puzzle.ts';
import { slotGrid } from '../../engine/wordkit/slots.ts';
import type { FillInPuzzle, FillInSolution } from './schema.ts';

/**
 * A fill-in read as the word kit's slot puzzle: its white cells' runs numbered as a crossword
 * numbers them, and its list; the printed letters by cell. Read once a record (the same object
 * each time), so the game and the step solver share it.
 */

const views = new WeakMap<FillInPuzzle, SlotPuzzle>();

/** The puzzle as slots and a list. */
export function viewOf(puzzle: FillInPuzzle): SlotPuzzle {
  let view = views.get(puzzle);
  if (!view) {
    const open = Uint8Array.from(puzzle.blocks.flat(), (b) => (b ? 0 : 1));
    const grid = slotGrid(puzzle.rows, puzzle.cols, open);
    view = { rows: puzzle.rows, cols: puzzle.cols, slots: slotSpecs(grid), bank: puzzle.words, digits: puzzle.alphabet === 'digits' };
    views.set(puzzle, view);
  }
  return view;
}

/** The letters printed in the grid, by cell. */
export function givenLetters(puzzle: FillInPuzzle): Map<number, string> {
  const out = new Map<number, string>();
  puzzle.givens?.forEach((row, r) => row.forEach((g, c) => g !== null && out.set(r * puzzle.cols + c, g)));
  return out;
}

/** The printed letters as letter codes, by cell (a letter the grid does not print left out: the proof then finds no filling through it). */
export function givenCodes(puzzle: FillInPuzzle): Map<number, number> {
  const alphabet = alphabetOf(viewOf(puzzle));
  return new Map([...givenLetters(puzzle)].map(([cell, letter]) => [cell, alphabet.code(letter)] as const));
}

/** The answer as each slot's word, read from its grid. */
export function wordsOf(puzzle: FillInPuzzle, solution: FillInSolution): string[] {
  const view = viewOf(puzzle);
  return view.slots.map((s) => Array.from({ length: s.length }, (_, k) => (s.dir === 'across' ? solution.grid[s.row]?.[s.col + k] : solution.grid[s.row + k]?.[s.col]) ?? ' ').join(''));
}

/** The answer's grid from each slot's word (as the list prints it; folded to grid letters). */
export function gridFrom(puzzle: FillInPuzzle, words: readonly string[]): FillInSolution {
  const view = viewOf(puzzle);
  const alphabet = alphabetOf(view);
  const grid = puzzle.blocks.map((row) => row.map((): string | null => null));
  view.slots.forEach((s, i) => {
    const letters = alphabet.fold(words[i] ?? '') ?? [];
    for (let k = 0; k < s.length; k++) {
      const [r, c] = s.dir === 'across' ? [s.row, s.col + k] : [s.row + k, s.col];
      grid[r]![c] = letters[k] ?? grid[r]![c]!;
    }
  });
  return { grid };
}
