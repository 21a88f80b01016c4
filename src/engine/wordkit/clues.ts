import * as z from 'zod/mini';
import '../zod-config.ts';
import { UserError } from '../errors.ts';
import { catalogChain } from '../language.ts';
import { dataFilesIn } from './data-files.ts';
import english from './clues/en.json' with { type: 'json' };

/**
 * Clues for the themes' words, one file a language (`clues/<tag>.json`): written by hand for
 * children of 7 to 11, a line long at most, none giving its answer away (`clueProblems`, which
 * test/engine/wordkit/clues.test.ts holds every file to). A criss-cross prints them. English is
 * imported, as the lexicon's is; Node finds the other files beside this module, and a browser
 * page is given the ones it needs (`provideClues`).
 */

/** A clue prints on one line of a two-column list under a 6×9 page's grid: this many characters at most. */
export const MOST_CLUE = 40;

/** The themes whose every word carries a clue in every language. */
export const CLUE_THEMES = ['animals', 'farm', 'ocean', 'fruit', 'vegetables', 'food', 'weather', 'space', 'school', 'body', 'clothes', 'transport'] as const;

/** A text as plain lower-case letters, marks and ligatures dropped, so that "Bär" and "bar", "cœur" and "coeur" compare. */
export function plain(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ĳ/g, 'ij');
}

/** The words of a text, plain. */
const wordsOf = (text: string) => plain(text).split(/[^\p{L}]+/u).filter(Boolean);

export type ClueProblem = { code: 'empty' } | { code: 'long'; length: number; most: number } | { code: 'answer'; word: string };

/** What is wrong with a clue for `answer` (as written: "ice cream"), or nothing. */
export function clueProblems(answer: string, clue: string): ClueProblem[] {
  const text = clue.trim();
  if (text === '') return [{ code: 'empty' }];
  const problems: ClueProblem[] = [];
  const length = [...text].length;
  if (length > MOST_CLUE) problems.push({ code: 'long', length, most: MOST_CLUE });
  const parts = wordsOf(answer);
  const whole = parts.join('');
  for (const word of new Set(wordsOf(text))) {
    if (givesAway(word, whole) || parts.some((part) => part.length >= 3 && givesAway(word, part))) problems.push({ code: 'answer', word });
  }
  return problems;
}

/**
 * Whether a clue's word gives the answer away: it is the answer or a form of it (a plural, a
 * verb's ending: it starts with all of a short answer, or with a long one's stem, all but its
 * last two letters), or it is a part of the answer of four letters or more (a compound's).
 */
function givesAway(word: string, answer: string): boolean {
  if (word === answer) return true;
  if (answer.length <= 4) {
    if (word.startsWith(answer) && word.length <= answer.length + 2) return true;
  } else if (word.startsWith(answer.slice(0, Math.max(4, answer.length - 2)))) return true;
  return word.length >= 4 && answer.includes(word);
}

const clueFile = z.record(z.string().check(z.regex(/^[a-z][a-z-]{0,30}$/)), z.record(z.string().check(z.minLength(1), z.maxLength(40)), z.string().check(z.minLength(1), z.maxLength(MOST_CLUE))));

/** A language's clues: by theme, then by the word as its theme writes it. */
export type Clues = ReadonlyMap<string, ReadonlyMap<string, string>>;

const files = new Map<string, unknown>([['en', english]]);
const made = new Map<string, Clues>();
let found = false;

/** The clue files beside this module, where Node is (none in a browser: pages are given theirs); those already given kept. */
function findFiles(): void {
  if (found) return;
  found = true;
  for (const [tag, data] of dataFilesIn('clues')) if (!files.has(tag)) files.set(tag, data);
}

/** Gives clue files by language tag (a browser page's, fetched with it). */
export function provideClues(given: Iterable<{ tag: string; data: unknown }>): void {
  for (const { tag, data } of given) {
    files.set(tag, data);
    made.delete(tag);
  }
}

/** The languages with clues. */
export function clueLanguages(): string[] {
  findFiles();
  return [...files.keys()].sort();
}

/** The clues a book in `lang` reads (its own, its language's, another region's, as catalogs are chosen), or undefined. */
export function cluesFor(lang: string): Clues | undefined {
  findFiles();
  const tag = catalogChain(lang, [...files.keys()]).find((t) => files.has(t));
  if (tag === undefined) return undefined;
  let clues = made.get(tag);
  if (!clues) {
    const data = files.get(tag);
    if (data instanceof UserError) throw data;
    const parsed = clueFile.safeParse(data);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new UserError(`src/engine/wordkit/clues/${tag}.json: ${issue.path.join('.')}: ${issue.message}`);
    }
    clues = new Map(Object.entries(parsed.data).map(([theme, byWord]) => [theme, new Map(Object.entries(byWord))]));
    made.set(tag, clues);
  }
  return clues;
}
