/**
 * Property 4, drawings, where they are not made by the generate property (generate.test.ts
 * draws each record it makes, bare and with its answer, as well-formed SVG): hand-made Secret
 * Number puzzles, 20 cases (300 in test:long), whose rule sentences of any text (XML specials,
 * quotes, non-Latin letters) still give well-formed SVG with the right title. Printed books are
 * pdf.matrix.test.ts's.
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { getKind } from '../../src/kinds/registry.ts';
import { expectGoodSvg } from './svg.ts';
import { cases } from '../cases.ts';

/** Cases the property tries (test/cases.ts). */
const HAND_MADE = cases(20, 300);

describe('property: drawings are well-formed', () => {
  it(`secret-number: hand-made rule sentences of any text still make well-formed SVG (${HAND_MADE} cases)`, () => {
    const kind = getKind('secret-number');
    const textArb = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.string({ maxLength: 20, unit: 'grapheme' }),
      fc.string({ maxLength: 20, unit: fc.constantFrom('<', '>', '&', '"', "'", ';', '#', 'a', ' ', 'amp', '&lt;', ']]>', '\n', '\t') }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 5 }),
        fc.array(fc.option(textArb, { freq: 4 }), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 0, max: 9 }),
        (digits, texts, value) => {
          const rules = texts.map((text, i) => ({
            subject: { of: 'digit', positions: [1 + (i % digits)] },
            comparison: 'not-equals',
            value,
            ...(text === null ? {} : { text }),
          }));
          const puzzle = kind.puzzle.parse({ digits, rules });
          const solved = kind.solve(puzzle, 1);
          expectGoodSvg(kind.draw(puzzle));
          if (solved.solutions[0]) expectGoodSvg(kind.draw(puzzle, solved.solutions[0]));
        },
      ),
      { numRuns: HAND_MADE, seed: 0x5eed11 },
    );
  });
});
