import * as z from 'zod/mini';
import '../zod-config.ts';
import { UserError } from '../errors.ts';
import { catalogChain } from '../language.ts';
import { dataFilesIn } from './data-files.ts';
import { Alphabet } from './letters.ts';
import english from './themes/en.json' with { type: 'json' };

/**
 * A language's lexicon: the letters its grids print and its themed word lists, one file a
 * language (`themes/<tag>.json`), written by hand as data. English is imported, so it goes
 * into every bundle (a browser makes English word searches with nothing more), as the English
 * words of every catalog do; Node finds the other files beside this module (the package ships
 * src/); a browser page or bundled build is given the ones it needs (`provideLexicons`). A
 * language is added as a file: no line of code names one.
 */
const lexiconFile = z.object({
  /** Every letter a grid of the language prints, upper case, in order (`ABCDEFGHIJKLMNÑOPQRSTUVWXYZ`). */
  letters: z.string().check(z.minLength(20), z.maxLength(60)),
  /** Each theme by its id (`animals`), the same ids in every language: its heading and its words as a dictionary writes them. */
  themes: z.record(
    z.string().check(z.regex(/^[a-z][a-z-]{0,30}$/)),
    z.object({ title: z.string().check(z.minLength(1), z.maxLength(60)), words: z.array(z.string().check(z.minLength(1), z.maxLength(40))).check(z.minLength(1), z.maxLength(200)) }),
  ),
});
export type LexiconFile = z.infer<typeof lexiconFile>;

/** A theme in one language: its id, its heading, its words as written, and each as grid letters. */
export interface Theme {
  id: string;
  title: string;
  words: readonly string[];
}

/** A language's letters, themes and the frequency of each letter in its words (what a grid's filler is drawn by). */
export interface Lexicon {
  tag: string;
  alphabet: Alphabet;
  themes: ReadonlyMap<string, Theme>;
  /** Each letter's share of the letters of every theme's words, by letter code; every letter at least a little. */
  frequencies: Float64Array;
}

const files = new Map<string, unknown>([['en', english]]);
const made = new Map<string, Lexicon>();
/** The lexicon each language reads, chosen once (a maker asks for it on every puzzle). */
const chosen = new Map<string, string | undefined>();
let found = false;

/** The lexicon files beside this module, where Node is (none in a browser: pages are given theirs); those already given kept. */
function findFiles(): void {
  if (found) return;
  found = true;
  for (const [tag, data] of dataFilesIn('themes')) if (!files.has(tag)) files.set(tag, data);
}

/** Gives lexicons by language tag (a browser page's, fetched with it). */
export function provideLexicons(given: Iterable<{ tag: string; data: unknown }>): void {
  for (const { tag, data } of given) {
    files.set(tag, data);
    made.delete(tag);
    chosen.clear();
  }
}

/** The languages with a lexicon. */
export function lexiconLanguages(): string[] {
  findFiles();
  return [...files.keys()].sort();
}

/** The themes of a language (its lexicon's, else none), by id and title, in the order of their titles: what the Make page offers a kind that takes any theme. */
export function themeChoices(lang: string): { id: string; title: string }[] {
  const lexicon = lexiconFor(lang);
  if (!lexicon) return [];
  const collator = new Intl.Collator(lexicon.tag);
  return [...lexicon.themes].map(([id, theme]) => ({ id, title: theme.title })).sort((a, b) => collator.compare(a.title, b.title));
}

/**
 * The lexicon a book in `lang` reads (its own, its language's, another region's: as catalogs
 * are chosen), or undefined where there is none.
 */
export function lexiconFor(lang: string): Lexicon | undefined {
  findFiles();
  if (!chosen.has(lang)) chosen.set(lang, catalogChain(lang, [...files.keys()]).find((t) => files.has(t)));
  const tag = chosen.get(lang);
  if (tag === undefined) return undefined;
  let lexicon = made.get(tag);
  if (!lexicon) made.set(tag, (lexicon = build(tag, files.get(tag))));
  return lexicon;
}

function build(tag: string, data: unknown): Lexicon {
  if (data instanceof UserError) throw data;
  const parsed = lexiconFile.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new UserError(`src/engine/wordkit/themes/${tag}.json: ${issue.path.join('.')}: ${issue.message}`);
  }
  const alphabet = new Alphabet(tag, [...parsed.data.letters]);
  const themes = new Map<string, Theme>();
  const counts = new Float64Array(alphabet.letters.length);
  for (const [id, { title, words }] of Object.entries(parsed.data.themes)) {
    themes.set(id, { id, title, words });
    for (const word of words) for (const code of alphabet.codesOf(word) ?? []) counts[code]! += 1;
  }
  // Every letter a little, so a letter no theme word holds (a `Q`) still turns up in the filler.
  let total = 0;
  for (let i = 0; i < counts.length; i++) total += counts[i] = counts[i]! + 1;
  for (let i = 0; i < counts.length; i++) counts[i] = counts[i]! / total;
  return { tag, alphabet, themes, frequencies: counts };
}
