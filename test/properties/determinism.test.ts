/**
 * Property 3, determinism: the same seed, options and difficulty make the same records, and a
 * book made on worker threads is the book one thread makes. Held against golden records
 * (test/kinds/golden.ts), each made once and compared with the hash `npm run golden` recorded
 * in another process, rather than made twice:
 * - records: every kind at every band (the kind contract, test/kinds/contract.test.ts) and the
 *   generate property's random cases (generate.test.ts, 20 a kind), each made there after other
 *   kinds' puzzles, and recorded with the kinds in the other order;
 * - books, here: three small random specs (2–3 sections of any kinds, 1–3 puzzles each, small
 *   options, easy or medium) made wholly on two worker threads give the book one thread made
 *   of them as it was recorded.
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { makeBook } from '../../src/book/book.ts';
import { BookMaker } from '../../src/book/parallel.ts';
import { specSchema } from '../../src/book/spec.ts';
import { expectGolden, outcome, RECORDING } from '../kinds/golden.ts';
import { bookSpecArb } from './arbitraries.ts';

const SPECS = fc.sample(bookSpecArb, { numRuns: 3, seed: 0x5eed0e }).map((raw) => specSchema.parse(raw));

describe('property: making is deterministic', () => {
  it('a small random spec makes on two threads the book one thread makes (3 cases)', async () => {
    // Every puzzle to the threads (none made here first, as a book in a hurry would be): what is compared is theirs.
    const maker = new BookMaker(2, { hereForMs: 0 });
    try {
      for (const [i, spec] of SPECS.entries()) {
        // Recorded as one thread makes it; compared as two do. A section no seed can meet fails the same way on both.
        const made = RECORDING ? outcome(() => makeBook(spec)) : await maker.make(spec).then((book) => book, (error: Error) => ({ error: error.message }));
        expectGolden(`threads/${i + 1}`, made);
      }
    } finally {
      await maker.close();
    }
  });
});
