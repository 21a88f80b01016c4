import { UserError } from '../../engine/errors.ts';
import { language } from '../../engine/language.ts';
import type { Alphabet } from '../../engine/wordkit/letters.ts';
import { anagramsOf, formsFor, formsLanguages, type WordForms } from '../../engine/wordkit/forms.ts';
import { lexiconFor, lexiconLanguages } from '../../engine/wordkit/lexicon.ts';
import type { WordScrambleItem, WordScramblePuzzle, WordScrambleSolution } from './schema.ts';

/**
 * What a scramble's proof searches: the language's every word form (engine/wordkit/forms.ts), so
 * a second answer is any word a reader knows in any of its forms (SILENT beside LISTEN, STAR and
 * RATS beside ARTS). Each scramble's answers are the forms spelt with exactly its letters (its first
 * letter where one is printed); the final's, the forms spelt with exactly the circled letters.
 */

/**
 * What a scramble in `lang` lacks beyond its words, or null: the language's letters and themes,
 * and its word forms (Node reads the installed package; a browser page is given them).
 */
export function lacks(lang: string): string | null {
  const lexicon = lexiconFor(lang);
  if (!lexicon || lexicon.tag.split('-')[0] !== lang.split('-')[0]) {
    return `src/engine/wordkit/themes/${lang}.json: missing (Word Scramble's letters and themes): write the language's own, as src/engine/wordkit/themes/en.json is laid out (there are ${lexiconLanguages().join(', ')})`;
  }
  if (!formsFor(lang)) return `no dictionary of word forms for ${lang} (Word Scramble's proof): add the language's @cspell/dict-* package to src/engine/wordkit/forms.ts's table (there are ${formsLanguages().join(', ')})`;
  return null;
}

/** The language of the work under way: its letters and its word forms, or a refusal naming what it lacks. */
export function wordsHere(): { alphabet: Alphabet; forms: WordForms } {
  const lang = language();
  const lacking = lacks(lang);
  if (lacking) throw new UserError(lacking, [], 'unreachable');
  return { alphabet: lexiconFor(lang)!.alphabet, forms: formsFor(lang)! };
}

const spell = (alphabet: Alphabet, codes: readonly number[]) => codes.map((c) => alphabet.letters[c]!).join('');

/** A scramble's answers, as grid letters, up to `limit`: the forms spelt with its letters, its printed first letter first. */
export function itemAnswers(item: Pick<WordScrambleItem, 'scrambled' | 'first'>, limit: number, here = wordsHere()): string[] {
  const codes = here.alphabet.codesOf(item.scrambled);
  if (!codes) return [];
  const fixed = item.first === undefined ? [] : [here.alphabet.code(item.first)];
  return anagramsOf(here.forms, codes, limit, fixed).map((w) => spell(here.alphabet, w));
}

/** The circled letters of the answers, in item order: what the final is unscrambled from. */
export function circledLetters(puzzle: WordScramblePuzzle, words: readonly string[]): string[] {
  return puzzle.items.flatMap((item, i) => (item.circles ?? []).map((at) => [...(words[i] ?? '')][at] ?? ''));
}

/** The final's answers, as grid letters, up to `limit`: the forms spelt with exactly the circled letters. */
export function finalAnswers(puzzle: WordScramblePuzzle, words: readonly string[], limit: number, here = wordsHere()): string[] {
  if (!puzzle.final) return [];
  const codes = here.alphabet.codesOf(circledLetters(puzzle, words).join(''));
  if (!codes || codes.length !== puzzle.final.lengths[0]) return [];
  return anagramsOf(here.forms, codes, limit).map((w) => spell(here.alphabet, w));
}

/** Whether the language of the work under way has its word forms here (Node; a page given them, as /make/ is). */
export const formsHere = (): boolean => formsFor(language()) !== undefined;

const told = new WeakMap<WordScramblePuzzle, WordScrambleSolution>();

/**
 * Tells the step solver and the answer check a record's answer, for a page that holds no
 * dictionary (the archive's player): each word proved the only one its letters spell when the
 * record was made, they read it in place of a search. Where the forms are here, they search.
 */
export function tellAnswer(puzzle: WordScramblePuzzle, solution: WordScrambleSolution): void {
  told.set(puzzle, solution);
}

/** The answer a page was told for a record, where it holds no dictionary to search; else undefined. */
export const toldAnswer = (puzzle: WordScramblePuzzle): WordScrambleSolution | undefined => (formsHere() ? undefined : told.get(puzzle));
