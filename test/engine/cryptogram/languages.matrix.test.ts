// The Cryptogram in each of the eight languages, every band: a proverb of the language made and
// proved against its word forms, and held to the oracle (the package read afresh with cspell's
// reader and walked apart from the kit's tree and search): exactly one reading, the record's.
// `npm test` takes two rows (English is cryptogram.test.ts's); CI the rest (PUZZLEBOOK_MATRIX=rest).
import { describe, expect, it } from 'vitest';
import { SEED_TRIES, seedOfTry } from '../../../src/book/make.ts';
import { DIFFICULTIES } from '../../../src/engine/kind.ts';
import { inLanguage } from '../../../src/engine/language.ts';
import { Rng } from '../../../src/engine/random.ts';
import { kind } from '../../../src/kinds/cryptogram/index.ts';
import { oracle } from '../../../src/kinds/cryptogram/oracle.ts';
import { PART } from '../../matrix.ts';

const LANGUAGES = ['en', 'de', 'es', 'fr', 'it', 'nl', 'pt-BR', 'pt-PT'];
/** npm test's rows: French's elisions at easy and Spanish's Ñ at medium (English's every band is cryptogram.test.ts's); CI the rest. */
const SAMPLE = new Set(['fr easy', 'es medium']);
const rows = LANGUAGES.flatMap((lang) => DIFFICULTIES.map((difficulty) => ({ lang, difficulty }))).filter(({ lang, difficulty }) => PART === 'all' || SAMPLE.has(`${lang} ${difficulty}`) === (PART === 'sample'));

describe('Cryptogram in every language', () => {
  it.each(rows.map((row) => [`${row.lang}, ${row.difficulty}`, row] as const))('%s: one reading of the dictionary, the record’s, as the oracle finds it', (_, { lang, difficulty }) => {
    inLanguage(lang, () => {
      for (let seed = 0; seed < 2; seed++) {
        let made = null;
        for (let t = 0; t < SEED_TRIES && !made; t++) made = kind.generate(new Rng(seedOfTry(`cryptogram/${lang}/${difficulty}/${seed}`, t)), kind.options.parse({}), difficulty);
        expect(made).not.toBeNull();
        const { puzzle, solution } = made!;
        const found = oracle(puzzle, 2);
        expect(found.map((s) => kind.sameAnswer!(s, solution))).toEqual([true]);
        expect(kind.check(puzzle, solution)).toBeNull();
        expect(made!.difficulty).toBe(difficulty);
      }
    });
  }, 120_000);
});
