// Fill-In in each of the eight languages, every band: made from the language's own dictionary,
// each filling held to the oracle (written apart from the generator and the kit's counter), each
// word of its list the dictionary's. `npm test` takes four languages of the smaller dictionaries,
// a band each (English is fill-in.test.ts's); CI the rest (PUZZLEBOOK_MATRIX=rest): each language's
// first dictionary read is a second of work, and npm test stays under five minutes.
import { describe, expect, it } from 'vitest';
import { DIFFICULTIES } from '../../../src/engine/kind.ts';
import { inLanguage } from '../../../src/engine/language.ts';
import { Rng } from '../../../src/engine/random.ts';
import { dictionaryFor } from '../../../src/engine/wordkit/dictionary.ts';
import { lexiconFor } from '../../../src/engine/wordkit/lexicon.ts';
import { kind } from '../../../src/kinds/fill-in/index.ts';
import { oracle } from '../../../src/kinds/fill-in/oracle.ts';
import { PART } from '../../matrix.ts';

const LANGUAGES = ['en', 'de', 'es', 'fr', 'it', 'nl', 'pt-BR', 'pt-PT'];
/** npm test's rows: a language of a smaller dictionary at each band. */
const SAMPLE = new Set(['de easy', 'es medium', 'it hard', 'pt-PT expert']);
const rows = LANGUAGES.flatMap((lang) => DIFFICULTIES.map((difficulty) => ({ lang, difficulty }))).filter(({ lang, difficulty }) => PART === 'all' || SAMPLE.has(`${lang} ${difficulty}`) === (PART === 'sample'));
const plain = (grid: (string | null)[][]) => grid.map((row) => row.map((l) => l && l.normalize('NFD').replace(/\p{M}/gu, '')));

describe('Fill-In in every language', () => {
  it.each(rows.map((row) => [`${row.lang}, ${row.difficulty}`, row] as const))('%s: made from its own dictionary, its filling the oracle\'s one, every word of its list the dictionary\'s', (_, { lang, difficulty }) => {
    inLanguage(lang, () => {
      const dictionary = dictionaryFor(lang)!;
      const { letters } = lexiconFor(lang)!.alphabet;
      const made = kind.generate(new Rng(`fill-in/${lang}/${difficulty}`), kind.options.parse({}), difficulty);
      expect(made).not.toBeNull();
      const { puzzle, solution } = made!;
      const known = new Set(dictionary.codes.map((c) => c.map((l) => letters[l]).join('')));
      expect(puzzle.words.filter((w) => !known.has(w))).toEqual([]);
      const theirs = oracle(puzzle, 2);
      expect(theirs.length).toBe(1);
      expect(plain(theirs[0]!.grid)).toEqual(plain(solution.grid));
    });
  });
});
