import { isForm } from '../../engine/wordkit/forms.ts';
import { wordsHere } from './answers.ts';
import type { WordScramblePuzzle } from './schema.ts';

/**
 * What keeps a proved scramble off the page, or null: a scramble that reads as a word of the
 * language (a reader would take it for the answer). `build`, `verify` and the archive refuse it.
 */
export function unfit(puzzle: WordScramblePuzzle): string | null {
  const { alphabet, forms } = wordsHere();
  for (const [i, item] of puzzle.items.entries()) {
    const codes = alphabet.codesOf(item.scrambled);
    if (codes && isForm(forms, codes)) return `items.${i}.scrambled: ${item.scrambled} is itself a word, so it reads as its own answer`;
  }
  return null;
}
