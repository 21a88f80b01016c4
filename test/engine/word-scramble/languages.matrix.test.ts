// Word Scramble in each of the eight languages, every band: made from the language's own themes
// and word forms, each scramble and the final held to the oracle (the package read afresh with
// cspell's reader and walked apart from the kit's tree), no scramble itself a word. `npm test`
// takes two rows (English is word-scramble.test.ts's); CI the rest
// (PUZZLEBOOK_MATRIX=rest).
import { describe, expect, it } from 'vitest';
import { DIFFICULTIES } from '../../../src/engine/kind.ts';
import { inLanguage } from '../../../src/engine/language.ts';
import { Rng } from '../../../src/engine/random.ts';
import { kind } from '../../../src/kinds/word-scramble/index.ts';
import { oracle } from '../../../src/kinds/word-scramble/oracle.ts';
import { PART } from '../../matrix.ts';

const LANGUAGES = ['en', 'de', 'es', 'fr', 'it', 'nl', 'pt-BR', 'pt-PT'];
/** npm test's rows: German's capitals at easy, and European Portuguese's final at expert (English's every band is word-scramble.test.ts's); CI the rest. */
const SAMPLE = new Set(['de easy', 'pt-PT expert']);
const rows = LANGUAGES.flatMap((lang) => DIFFICULTIES.map((difficulty) => ({ lang, difficulty }))).filter(({ lang, difficulty }) => PART === 'all' || SAMPLE.has(`${lang} ${difficulty}`) === (PART === 'sample'));

describe('Word Scramble in every language', () => {
  it.each(rows.map((row) => [`${row.lang}, ${row.difficulty}`, row] as const))('%s: each scramble one answer and the final one, as the oracle finds them, none itself a word', (_, { lang, difficulty }) => {
    inLanguage(lang, () => {
      for (let seed = 0; seed < 3; seed++) {
        const made = kind.generate(new Rng(`word-scramble/${lang}/${difficulty}/${seed}`), kind.options.parse({}), difficulty);
        expect(made).not.toBeNull();
        const { puzzle, solution } = made!;
        expect(oracle(puzzle, 2)).toEqual([solution]);
        expect(kind.unfit!(puzzle)).toBeNull();
        expect(kind.check(puzzle, solution)).toBeNull();
        expect(made!.difficulty).toBe(difficulty);
      }
    });
  });
});
