/**
 * The sayings a cryptogram enciphers (src/engine/wordkit/sayings/<tag>.json), each language's
 * file held to what a child's page and the proof need: at least 150, each a sentence of 20 to 90
 * characters and 4 to 14 words, no two alike, no digit or quotation mark, no word of the
 * naughty-words lists (the language's or English's), and every word one of the language's
 * dictionary (the @cspell/dict-* package's own list, read with cspell-trie-lib apart from the
 * word kit): the proof searches that dictionary for a second reading, so a word it lacks could
 * never be proved.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { decodeTrie } from 'cspell-trie-lib';
import { describe, expect, it } from 'vitest';
import { FORMS_PACKAGES } from '../../../src/engine/wordkit/forms.ts';
import { PART } from '../../matrix.ts';

const require = createRequire(import.meta.url);
const ALL = ['en', 'de', 'es', 'fr', 'it', 'nl', 'pt-BR', 'pt-PT'];
/** npm test's: English and French (its elisions); CI the rest. */
const SAMPLE = ['en', 'fr'];
const TAGS = PART === 'all' ? ALL : ALL.filter((tag) => SAMPLE.includes(tag) === (PART === 'sample'));

interface SayingsFile {
  source: string;
  sayings: string[];
}

const fileOf = (tag: string) => JSON.parse(readFileSync(new URL(`../../../src/engine/wordkit/sayings/${tag}.json`, import.meta.url), 'utf8')) as SayingsFile;

/** Whether the package's list has a word: as written, in lower case (a sentence's first word), or capitalised (a German noun), with either apostrophe. */
function dictionaryOf(tag: string): (word: string) => boolean {
  const { name, file } = FORMS_PACKAGES[tag]!;
  const raw = readFileSync(join(dirname(require.resolve(name)), file));
  const trie = decodeTrie((file.endsWith('.gz') ? gunzipSync(raw) : raw).toString('utf8'));
  const spellings = (w: string) => [w, w.toLocaleLowerCase(tag), w[0]!.toLocaleUpperCase(tag) + w.slice(1).toLocaleLowerCase(tag)];
  return (w) => spellings(w).some((v) => trie.has(v) || trie.has(v.replace(/’/g, "'")) || trie.has(v.replace(/'/g, '’')));
}

/**
 * A saying's words the dictionary lacks. A word is split at a hyphen (each part a word), and one
 * with an apostrophe is the dictionary's whole (`don't`) or an elided word and a word (`l'eau`,
 * `dell'acqua`: the part before the apostrophe a word of the dictionary or, with it, an entry).
 */
function unknownWords(text: string, has: (word: string) => boolean): string[] {
  const missing: string[] = [];
  for (const token of text.split(/[^\p{L}'’-]+/u).filter(Boolean)) {
    const word = token.replace(/^['’-]+|['’-]+$/g, '');
    if (!word || has(word)) continue;
    const parts = word.split(/(?<=['’])|-/).filter(Boolean);
    if (parts.length > 1 && parts.every((p) => has(p) || has(p.replace(/['’]$/, '')))) continue;
    missing.push(token);
  }
  return missing;
}

/** The naughty-words entries of the language and of English, lower case. */
const offensive = (tag: string) => new Set([...new Set([tag.split('-')[0]!, 'en'])].flatMap((l) => require(`naughty-words/${l}.json`) as string[]).map((w) => w.toLocaleLowerCase(tag)));

describe.each(TAGS)('the sayings of %s', (tag) => {
  const file = fileOf(tag);

  it('are at least 150 sentences a child may read, each a cryptogram long', () => {
    expect(file.source.length).toBeGreaterThan(0);
    expect(file.sayings.length).toBeGreaterThanOrEqual(150);
    const bad = offensive(tag);
    const seen = new Set<string>();
    for (const text of file.sayings) {
      const words = text.split(/\s+/).filter(Boolean);
      expect([text, [...text].length >= 20 && [...text].length <= 90, words.length >= 4 && words.length <= 14]).toEqual([text, true, true]);
      expect([text, /^[¡¿]?\p{Lu}/u.test(text), /[.!?]$/.test(text), /[\d"“”«»]/u.test(text)]).toEqual([text, true, true, false]);
      const key = text.toLocaleLowerCase(tag).replace(/[^\p{L}]+/gu, '');
      expect([text, seen.has(key)]).toEqual([text, false]);
      seen.add(key);
      const offends = text.toLocaleLowerCase(tag).split(/[^\p{L}]+/u).filter((w) => bad.has(w));
      expect([text, offends]).toEqual([text, []]);
    }
  });

  it("are every one made of the language's dictionary words", () => {
    const has = dictionaryOf(tag);
    const unknown = file.sayings.flatMap((text) => unknownWords(text, has).map((w) => `${w} (${text})`));
    expect(unknown).toEqual([]);
  });
});

it('the check knows a word from none', () => {
  const has = dictionaryOf('en');
  expect(unknownWords("The early bird catches the worm; don't count chickens.", has)).toEqual([]);
  expect(unknownWords('The early birb catchez the worm.', has)).toEqual(['birb', 'catchez']);
});
