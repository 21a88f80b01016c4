/**
 * Property 4, printed books: for every kind, one-section books (1–2 puzzles, random seed, small
 * options, easy/medium, random page size, large print or not, worksheet or not, answers at the
 * back or separate) made with `makeBook` and printed with `renderBook`; MuPDF opens each and
 * counts at least one page. Five cases a kind (25 in test:long), the same every run: `npm test`
 * prints the first two of each kind, CI's release run the rest (test/cases.ts).
 */
import fc from 'fast-check';
import { optionsAt } from '../../bench/defaults.ts';
import { describe, expect, it } from 'vitest';
import { makeBook } from '../../src/book/book.ts';
import { specSchema } from '../../src/book/spec.ts';
import type { KindName } from '../../src/kinds/registry.ts';
import { renderBook } from '../../src/pdf/book.ts';
import { pageCount } from '../pdf/read.ts';
import { allowedAt, optionsArb, seedArb } from './arbitraries.ts';
import { cases, share } from '../cases.ts';
import { kinds } from '../matrix.ts';

/** The cases of each kind this run prints. */
const TAKEN = share(2, cases(5, 25));

const bookArb = (name: KindName) =>
  fc
    .record({
      seed: seedArb.filter((s) => s.length > 0),
      options: optionsArb(name),
      difficulty: fc.constantFrom(...(['easy', 'medium'] as const).filter((d) => optionsAt(name, d))),
      count: fc.integer({ min: 1, max: 2 }),
      size: fc.constantFrom('letter', 'a4', '6x9', '8.5x11'),
      answers: fc.constantFrom('separate', 'back'),
      largePrint: fc.boolean(),
      worksheet: fc.boolean(),
    })
    .map((c) => ({ ...c, options: allowedAt(name, c.options, c.difficulty) }));

describe('property: a one-section book prints to a PDF MuPDF reads', () => {
  for (const name of kinds()) {
    const drawn = fc.sample(bookArb(name), { numRuns: Math.max(0, ...TAKEN.map((i) => i + 1)), seed: 0x5eed12 });
    it.each(TAKEN.map((i) => [i + 1, drawn[i]!] as const))(`${name}, case %i`, async (_, { seed, options, difficulty, count, size, answers, largePrint, worksheet }) => {
      const spec = specSchema.parse({
        title: `Property ${name}`,
        seed,
        page: { size },
        answers,
        largePrint,
        worksheet,
        sections: [{ kind: name, count, difficulty, options, perPage: 1 }],
      });
      let book;
      try {
        book = makeBook(spec);
      } catch (error) {
        // No seed reached the band: allowed, and nothing to print.
        expect((error as Error).message).toContain('could not make');
        return;
      }
      const pdf = await renderBook(book);
      expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
      expect(pageCount(pdf)).toBeGreaterThanOrEqual(1);
    });
  }
});
