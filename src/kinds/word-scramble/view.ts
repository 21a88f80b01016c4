import type { SlotPuzzle } from '../../engine/wordkit/slot-puzzle.ts';
import type { WordScramblePuzzle, WordScrambleSolution } from './schema.ts';

/**
 * A scramble read as the word kit's slot puzzle, so the play kit's slot game types it: each
 * answer a row of boxes across (a row left empty between two, so no boxes run down), the final's
 * last. Read once a record (the same object each time).
 */

const views = new WeakMap<WordScramblePuzzle, SlotPuzzle>();

/** The row of item `i`'s boxes (the final's is `items.length`'s). */
export const rowOf = (i: number) => i * 2;

/** Each answer's and the final's letters: their lengths, in order. */
export const lengthsOf = (puzzle: WordScramblePuzzle): number[] => [...puzzle.items.map((it) => [...it.scrambled].length), ...(puzzle.final ? [puzzle.final.lengths[0]!] : [])];

/** The puzzle as slots: one across a word, the final last; no bank (the answers are not printed). */
export function viewOf(puzzle: WordScramblePuzzle): SlotPuzzle {
  let view = views.get(puzzle);
  if (!view) {
    const lengths = lengthsOf(puzzle);
    view = {
      rows: rowOf(lengths.length - 1) + 1,
      cols: Math.max(...lengths),
      slots: lengths.map((length, i) => ({ number: i + 1, row: rowOf(i), col: 0, dir: 'across' as const, length })),
      bank: [],
    };
    views.set(puzzle, view);
  }
  return view;
}

/** The answer as each slot's word: the answers, then the final. */
export const answerWords = (puzzle: WordScramblePuzzle, solution: WordScrambleSolution): string[] => [...solution.words, ...(puzzle.final ? [solution.final ?? ''] : [])];

/** A box's cell in the view's grid: word `i`, letter `k`. */
export const cellOf = (puzzle: WordScramblePuzzle, i: number, k: number) => rowOf(i) * viewOf(puzzle).cols + k;
