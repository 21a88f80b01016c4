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
import { anagramsOf, FORMS_PACKAGES, type FormNode, formsFor, formsLanguages, isForm, type WordForms } from '../../../src/engine/wordkit/forms.ts';
import { lexiconFor } from '../../../src/engine/wordkit/lexicon.ts';
import { PART } from '../../matrix.ts';

const require = createRequire(import.meta.url);
const ALL = ['en', 'de', 'es', 'fr', 'it', 'nl', 'pt-BR', 'pt-PT'];
/** npm test's: English; CI the rest, German's capitals among them, whose lists run to millions (Italian's 45 million words). */
const SAMPLE = ['en'];
const TAGS = PART === 'all' ? ALL : ALL.filter((tag) => SAMPLE.includes(tag) === (PART === 'sample'));

/** Words of each language that must be forms (inflected, not only stems) and that must not (a name, an abbreviation). */
const KNOWN: Record<string, { words: string[]; absent: string[] }> = {
  en: { words: ['catches', 'birds', 'worm', 'listen', 'silent', 'happier'], absent: ['London', 'NASA', 'catchez'] },
  de: { words: ['Haus', 'Häuser', 'liefen', 'schönsten'], absent: ['häuser', 'Liefen'] },
  es: { words: ['niños', 'comeríamos', 'agua'], absent: ['Madrid'] },
  fr: { words: ['mangeons', 'châteaux', 'cœur', 'eau'], absent: ['Toulouse'] },
  it: { words: ['portatemelo', 'case', 'mangiavano'], absent: ['Roma'] },
  nl: { words: ['huizen', 'fietsten', 'water'], absent: ['Amsterdam'] },
  'pt-BR': { words: ['corações', 'falávamos', 'cachorro'], absent: ['Curitiba'] },
  'pt-PT': { words: ['facto', 'receção', 'cães'], absent: ['Lisboa'] },
};

/** The package's every word, by cspell's own reader. */
function packageWords(tag: string): string[] {
  const { name, file } = FORMS_PACKAGES[tag]!;
  const raw = readFileSync(join(dirname(require.resolve(name)), file));
  return [...decodeTrie((file.endsWith('.gz') ? gunzipSync(raw) : raw).toString('utf8')).words()];
}

/** The words a language keeps, as its grid letters: lower-case letters only, or (German) a capital and then lower case. */
function kept(tag: string, words: string[]): Set<string> {
  const { alphabet } = lexiconFor(tag)!;
  const shape = tag === 'de' ? /^\p{Lu}?\p{Ll}+$/u : /^\p{Ll}+$/u;
  const out = new Set<string>();
  for (const w of words) {
    if (!shape.test(w)) continue;
    const letters = alphabet.fold(w);
    if (letters && letters.length > 0) out.add(letters.join(''));
  }
  return out;
}

/** Every word the folded tree holds, as letters. */
function treeWords(forms: WordForms, letters: readonly string[]): Set<string> {
  const out = new Set<string>();
  const walk = (node: FormNode, prefix: string) => {
    if (node.end) out.add(prefix);
    node.codes.forEach((c, i) => walk(node.kids[i]!, prefix + letters[c]));
  };
  walk(forms.root, '');
  return out;
}

const expected = new Map<string, Set<string>>();

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
    const missing = [...want].filter((w) => !got.has(w));
    const extra = [...got].filter((w) => !want.has(w));
    expect(missing.slice(0, 5)).toEqual([]);
    expect(extra.slice(0, 5)).toEqual([]);
    expect(got.size).toBeGreaterThan(20_000);
  });

  it('knows inflected words and not names', () => {
    const forms = formsFor(tag)!;
    const { alphabet } = lexiconFor(tag)!;
    for (const w of KNOWN[tag]!.words) expect([w, isForm(forms, alphabet.codesOf(w)!)]).toEqual([w, true]);
    // German: a noun is kept with its capital, so the same letters in lower case are the noun's; what must be absent there is a form no word has.
    for (const w of KNOWN[tag]!.absent) if (tag !== 'de') expect([w, isForm(forms, alphabet.codesOf(w)!)]).toEqual([w, false]);
  });

  it('finds every anagram the list has, and only those, with a letter fixed too', () => {
    const forms = formsFor(tag)!;
    const { alphabet } = lexiconFor(tag)!;
    const byKey = new Map<string, string[]>();
    const sortKey = (w: string) => [...w].sort().join('');
    for (const w of expected.get(tag)!) {
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
