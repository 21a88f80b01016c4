/**
 * Each language's word forms (src/engine/wordkit/forms.ts), held to the package's own word list
 * read apart from the module: cspell-trie-lib's `decodeTrie` lists every word of the package's
 * tree, the words kept here are picked from that list by the rules written out again (lower-case
 * letters, German's capitalised nouns, folded as the lexicon folds), and the folded tree must
 * hold exactly those; its anagram search is held to the same list sorted letter by letter.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { decodeTrie } from 'cspell-trie-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anagramsOf, apostropheOf, FORMS_PACKAGES, type FormNode, formsFor, formsLanguages, isForm, type WordForms } from '../../../src/engine/wordkit/forms.ts';
import { lexiconFor } from '../../../src/engine/wordkit/lexicon.ts';
import { PART } from '../../matrix.ts';

const require = createRequire(import.meta.url);
const ALL = ['en', 'de', 'es', 'fr', 'it', 'nl', 'pt-BR', 'pt-PT'];
/** npm test's: English; CI the rest, German's capitals among them, whose lists run to millions (Italian's 45 million words). */
const SAMPLE = ['en'];
const TAGS = PART === 'all' ? ALL : ALL.filter((tag) => SAMPLE.includes(tag) === (PART === 'sample'));

/** Words of each language that must be forms (inflected, not only stems) and that must not (a name, an abbreviation). */
const KNOWN: Record<string, { words: string[]; absent: string[] }> = {
  en: { words: ['catches', 'birds', 'worm', 'listen', 'silent', 'happier', "don't", "it's"], absent: ['London', 'NASA', 'catchez', "catchez's"] },
  de: { words: ['Haus', 'Häuser', 'liefen', 'schönsten'], absent: ['häuser', 'Liefen'] },
  es: { words: ['niños', 'comeríamos', 'agua'], absent: ['Madrid'] },
  fr: { words: ['mangeons', 'châteaux', 'cœur', 'eau', 'l’eau', "c'est"], absent: ['Toulouse'] },
  it: { words: ['portatemelo', 'case', 'mangiavano', "dell'acqua"], absent: ['Roma'] },
  nl: { words: ['huizen', 'fietsten', 'water'], absent: ['Amsterdam'] },
  'pt-BR': { words: ['corações', 'falávamos', 'cachorro'], absent: ['Curitiba'] },
  'pt-PT': { words: ['facto', 'receção', 'cães'], absent: ['Lisboa'] },
};

/** The package's every word, by cspell's own reader, one at a time (Italian's are 45 million). */
function packageWords(tag: string): Iterable<string> {
  const { name, file } = FORMS_PACKAGES[tag]!;
  const raw = readFileSync(join(dirname(require.resolve(name)), file));
  return decodeTrie((file.endsWith('.gz') ? gunzipSync(raw) : raw).toString('utf8')).words();
}

/**
 * A word as a number of 53 bits (two FNV-1a hashes): Italian keeps ten million words with an
 * apostrophe (DELL'ACQUA, ALL'ALBA), too many to hold as strings, so those are compared as sorted
 * hashes (two lists of ten million differing by one word would differ here too, but for a chance
 * of one in some hundred million).
 */
function hashOf(word: string): number {
  let a = 0x811c9dc5;
  let b = 0x9dc5811c;
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c, 0x01000193 ^ 0x5bd1e995) >>> 0;
  }
  return a * 2 ** 21 + (b & 0x1fffff);
}

/** Hashes, sorted, each once. */
function sortedOnce(list: number[]): Float64Array {
  const a = Float64Array.from(list).sort();
  let n = 0;
  for (let i = 0; i < a.length; i++) if (i === 0 || a[i] !== a[n - 1]) a[n++] = a[i]!;
  return a.slice(0, n);
}

/** Words as a test compares them: those without an apostrophe as letters, those with one as hashes. */
interface Kept {
  words: Set<string>;
  apostrophes: Float64Array;
}

/**
 * The words a language keeps, as its grid letters: lower-case letters only, or (German) a capital
 * and then lower case, with an apostrophe (either) between letters written `'`.
 */
function kept(tag: string, words: Iterable<string>): Kept {
  const { alphabet } = lexiconFor(tag)!;
  const shape = tag === 'de' ? /^\p{Lu}?\p{Ll}+(?:['’]\p{Ll}+)*['’]?$/u : /^\p{Ll}+(?:['’]\p{Ll}+)*['’]?$/u;
  const out = new Set<string>();
  const apostrophes: number[] = [];
  for (const w of words) {
    if (!shape.test(w)) continue;
    const parts = w.split(/['’]/).map((part) => (part === '' ? [] : alphabet.fold(part)));
    if (!parts.every((p) => p !== null) || parts[0]!.length === 0) continue;
    const folded = parts.map((p) => p!.join('')).join("'");
    if (parts.length > 1) apostrophes.push(hashOf(folded));
    else out.add(folded);
  }
  return { words: out, apostrophes: sortedOnce(apostrophes) };
}

/** Every word the folded tree holds, as letters (the apostrophe's code written `'`). */
function treeWords(forms: WordForms, letters: readonly string[]): Kept {
  const out = new Set<string>();
  const apostrophes: number[] = [];
  const walk = (node: FormNode, prefix: string, apostrophe: boolean) => {
    if (node.end) {
      if (apostrophe) apostrophes.push(hashOf(prefix));
      else out.add(prefix);
    }
    node.codes.forEach((c, i) => {
      const mark = c === apostropheOf(forms);
      walk(node.kids[i]!, prefix + (mark ? "'" : letters[c]), apostrophe || mark);
    });
  };
  walk(forms.root, '', false);
  return { words: out, apostrophes: sortedOnce(apostrophes) };
}

const expected = new Map<string, Kept>();

describe.each(TAGS)('word forms of %s', (tag) => {
  // A language's list at a time (Italian's 45 million words take seconds, more on a busy machine).
  beforeAll(() => void expected.set(tag, kept(tag, packageWords(tag))), 300_000);
  afterAll(() => void expected.delete(tag));

  it('holds exactly the package words kept, each folded to grid letters', () => {
    const forms = formsFor(tag)!;
    expect(forms.tag).toBe(tag);
    expect(forms.source.name).toBe(FORMS_PACKAGES[tag]!.name);
    expect(forms.source.licence).toMatch(/^(MIT|LGPL-3\.0|GPL-3\.0-or-later)$/);
    const { alphabet } = lexiconFor(tag)!;
    const want = expected.get(tag)!;
    const got = treeWords(forms, alphabet.letters);
    const missing = [...want.words].filter((w) => !got.words.has(w));
    const extra = [...got.words].filter((w) => !want.words.has(w));
    expect(missing.slice(0, 5)).toEqual([]);
    expect(extra.slice(0, 5)).toEqual([]);
    expect(got.words.size).toBeGreaterThan(20_000);
    // Those with an apostrophe: the same, compared by their hashes.
    expect(got.apostrophes.length).toBe(want.apostrophes.length);
    expect(got.apostrophes.every((h, i) => h === want.apostrophes[i])).toBe(true);
  });

  it('knows inflected words and not names', () => {
    const forms = formsFor(tag)!;
    const { alphabet } = lexiconFor(tag)!;
    // A word's letters, an apostrophe's code between its parts.
    const codesOf = (w: string) => w.split(/['’]/).flatMap((part, i) => [...(i > 0 ? [apostropheOf(forms)] : []), ...alphabet.codesOf(part)!]);
    for (const w of KNOWN[tag]!.words) expect([w, isForm(forms, codesOf(w))]).toEqual([w, true]);
    // German: a noun is kept with its capital, so the same letters in lower case are the noun's; what must be absent there is a form no word has.
    for (const w of KNOWN[tag]!.absent) if (tag !== 'de') expect([w, isForm(forms, codesOf(w))]).toEqual([w, false]);
  });

  it('finds every anagram the list has, and only those, with a letter fixed too', () => {
    const forms = formsFor(tag)!;
    const { alphabet } = lexiconFor(tag)!;
    const byKey = new Map<string, string[]>();
    const sortKey = (w: string) => [...w].sort().join('');
    for (const w of expected.get(tag)!.words) {
      if (w.length < 4 || w.length > 8) continue;
      const key = sortKey(w);
      const list = byKey.get(key);
      if (list) list.push(w);
      else byKey.set(key, [w]);
    }
    // Every fiftieth set of letters, the ones with several words among them.
    const keys = [...byKey.keys()].filter((_, i) => i % 50 === 0);
    expect(keys.length).toBeGreaterThan(100);
    const spell = (codes: number[]) => codes.map((c) => alphabet.letters[c]).join('');
    for (const key of keys) {
      const letters = alphabet.codesOf(key)!;
      expect(anagramsOf(forms, letters, 1000).map(spell).sort()).toEqual([...byKey.get(key)!].sort());
      const first = byKey.get(key)![0]!;
      const fixed = [alphabet.code([...first][0]!)];
      expect(anagramsOf(forms, letters, 1000, fixed).map(spell).sort()).toEqual(byKey.get(key)!.filter((w) => [...w][0] === [...first][0]).sort());
    }
  });
});

it('is found for every language with a lexicon and a package', () => {
  expect(formsLanguages()).toEqual(ALL.slice().sort());
});
