import type { MistakeOf } from '../../engine/mistake.ts';
import { isForm } from '../../engine/wordkit/forms.ts';
import { alphabetHere } from '../../engine/wordkit/slot-puzzle.ts';
import { circledLetters, toldAnswer, wordsHere } from './answers.ts';
import type { WordScramblePuzzle, WordScrambleSolution } from './schema.ts';
import { cellOf, viewOf } from './view.ts';
import type { words } from './words.ts';

/** What can be wrong with an answer: a message of Word Scramble's check words, its data and the boxes it is about. */
export type WordScrambleMistake = MistakeOf<typeof words.check>;

const sorted = (letters: readonly string[]) => [...letters].sort().join('');

/**
 * Why an answer does not solve the puzzle, or null, from the rules: a word a scramble, each its
 * scramble's letters in some order, beginning with its printed first letter, and a word of the
 * language's dictionary; the final spelt with the circled letters and a word too. (The proof
 * showed each scramble has one such word, so that word is the answer: a page that holds no
 * dictionary, told the record's answer, asks whether it is that one.)
 */
export function mistakeOf(puzzle: WordScramblePuzzle, solution: WordScrambleSolution): WordScrambleMistake | null {
  const told = toldAnswer(puzzle);
  const alphabet = alphabetHere();
  const isWord = (letters: string[], answer: string | undefined) => (told ? letters.join('') === answer : isForm(wordsHere().forms, alphabet.codesOf(letters.join(''))!));
  const cols = viewOf(puzzle).cols;
  const boxes = (i: number, length: number) => Array.from({ length }, (_, k) => cellOf(puzzle, i, k)).map((cell) => `cell-${Math.floor(cell / cols)}-${cell % cols}`);
  if (solution.words.length !== puzzle.items.length) return { says: 'count', data: { count: solution.words.length, words: puzzle.items.length }, at: [] };
  for (const [i, item] of puzzle.items.entries()) {
    const word = solution.words[i]!;
    const letters = alphabet.fold(word) ?? [...word];
    const scrambled = [...item.scrambled];
    const at = boxes(i, scrambled.length);
    const number = i + 1;
    if (letters.length !== scrambled.length) return { says: 'length', data: { number, word, length: scrambled.length }, at };
    if (sorted(letters) !== sorted(scrambled)) return { says: 'letters', data: { number, word, scrambled: item.scrambled }, at };
    if (item.first !== undefined && letters[0] !== item.first) return { says: 'first', data: { number, word, first: item.first }, at };
    if (!isWord(letters, told?.words[i])) return { says: 'word', data: { number, word }, at };
  }
  if (puzzle.final) {
    const word = solution.final ?? '';
    const letters = alphabet.fold(word) ?? [...word];
    const circled = circledLetters(puzzle, solution.words);
    const at = boxes(puzzle.items.length, puzzle.final.lengths[0]!);
    if (sorted(letters) !== sorted(circled)) return { says: 'finalLetters', data: { word, letters: circled.join(' ') }, at };
    if (!isWord(letters, told?.final)) return { says: 'final', data: { word }, at };
  }
  return null;
}
