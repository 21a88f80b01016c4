import type { MistakeOf } from '../../engine/mistake.ts';
import { DC, DR, DIRECTIONS, dirIndex, reverseOf } from '../../engine/wordkit/directions.ts';
import { readPuzzle } from './letters.ts';
import type { WordSearchPuzzle, WordSearchSolution } from './schema.ts';
import { leftOver } from './steps.ts';
import { words } from './words.ts';

/** What can be wrong with an answer: a message of Word Search's check words, its data and the boxes it is about. */
export type WordSearchMistake = MistakeOf<typeof words.check>;

/**
 * Why an answer does not solve the puzzle, or null: read from the rules, not by the solver.
 * One placement a word of the list, in its order; each in a direction the puzzle allows (a
 * palindrome either way round), inside the grid, its letters spelling the word as the grid
 * prints it; and, with a hidden message, the letters no word takes spelling it.
 */
export function mistakeOf(puzzle: WordSearchPuzzle, solution: WordSearchSolution): WordSearchMistake | null {
  const { placements } = solution;
  if (placements.length !== puzzle.words.length) return { says: 'count', data: { count: placements.length, words: puzzle.words.length }, at: [] };
  const read = readPuzzle(puzzle);
  for (let i = 0; i < placements.length; i++) {
    const p = placements[i]!;
    const listed = puzzle.words[i]!;
    const at = [`word-${i}`];
    if (p.word !== listed) return { says: 'word', data: { n: i + 1, word: p.word, listed }, at };
    const codes = read.words[i] ?? [];
    const d = dirIndex(p.dir);
    const palindrome = codes.length > 0 && codes.every((c, k) => c === codes[codes.length - 1 - k]);
    const allowed = puzzle.directions.includes(p.dir) || (palindrome && puzzle.directions.includes(DIRECTIONS[reverseOf(d)]!));
    if (!allowed) return { says: 'direction', data: { context: p.dir, word: listed }, at };
    const endRow = p.row + DR[d]! * (codes.length - 1);
    const endCol = p.col + DC[d]! * (codes.length - 1);
    const inside = (r: number, c: number) => r >= 0 && r < puzzle.rows && c >= 0 && c < puzzle.cols;
    if (codes.length === 0 || !inside(p.row, p.col) || !inside(endRow, endCol)) return { says: 'outside', data: { word: listed, row: p.row + 1, column: p.col + 1 }, at };
    let found = '';
    for (let k = 0; k < codes.length; k++) found += puzzle.letters[p.row + DR[d]! * k]![p.col + DC[d]! * k]!;
    const wanted = codes.map((c) => read.alphabet.letters[c]).join('');
    if (found !== wanted) return { says: 'letters', data: { word: listed, row: p.row + 1, column: p.col + 1, found }, at: [...at, `cell-${p.row}-${p.col}`] };
  }
  if (puzzle.message) {
    const found = leftOver(puzzle, placements);
    if (solution.message !== found) return { says: 'message', data: { found, message: solution.message ?? '' }, at: [] };
  }
  return null;
}
