/**
 * Property 3, determinism:
 * - records, 8 cases per kind (40 in all; 100 a kind in test:long): the same seed, options and difficulty give
 *   deep-equal records (or null twice) from two `makeRecord` calls, with other kinds'
 *   generators run in between;
 * - books, 3 cases: a small random spec (2–3 sections of any kinds, 1–3 puzzles each, small
 *   options, easy or medium) gives the same book from `makeBook` and from
 *   `new BookMaker(2).make` on worker threads.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeBook } from '../../src/book/book.ts';
import { makeRecord } from '../../src/book/make.ts';
import { BookMaker } from '../../src/book/parallel.ts';
import { specSchema } from '../../src/book/spec.ts';
import { getKind, type KindName } from '../../src/kinds/registry.ts';
import { allowedAt, ALL_KINDS, kindCaseArb, optionsArb } from './arbitraries.ts';
import { optionsAt } from '../../bench/defaults.ts';
import { cases } from '../cases.ts';

const RUNS = cases(8, 100);

describe('property: making is deterministic', () => {
  for (const name of ALL_KINDS) {
    it(`${name}: the same seed, options and difficulty make equal records (${RUNS} cases)`, () => {
      const kind = getKind(name);
      const other = ALL_KINDS[(ALL_KINDS.indexOf(name) + 1) % ALL_KINDS.length]!;
      const otherOptions = getKind(other).options.parse({});
      fc.assert(
        fc.property(kindCaseArb(name), ({ seed, options, difficulty }) => {
          const first = makeRecord(name, 'same', seed, kind.options.parse(options), difficulty);
          // Anything cached between calls (tables, memos) must not change what comes out.
          makeRecord(other, 'between', `${seed}/other`, otherOptions, 'easy');
          const second = makeRecord(name, 'same', seed, kind.options.parse(options), difficulty);
          expect(second).toEqual(first);
          expect(JSON.stringify(second)).toBe(JSON.stringify(first));
        }),
        { numRuns: RUNS, seed: 0x5eed0d },
      );
    });
  }

  it('a small random spec makes the same book on one thread and on two (3 cases)', async () => {
    const sectionArb = fc.constantFrom(...ALL_KINDS).chain((kind: KindName) =>
      fc.record({
        kind: fc.constant(kind),
        count: fc.integer({ min: 1, max: 3 }),
        // Easy or medium, where some options of the kind make it (an example kind may make easy only).
        difficulty: fc.constantFrom(...(['easy', 'medium'] as const).filter((d) => optionsAt(kind, d))),
        options: optionsArb(kind),
      }).map((s) => ({ ...s, options: allowedAt(kind, s.options, s.difficulty) })),
    );
    const specArb = fc.record({
      title: fc.string({ minLength: 1, maxLength: 30 }).filter((t) => t.trim().length > 0),
      seed: fc.oneof(fc.string({ minLength: 1, maxLength: 10 }), fc.nat()),
      sections: fc.array(sectionArb, { minLength: 2, maxLength: 3 }),
    });
    await fc.assert(
      fc.asyncProperty(specArb, async (raw) => {
        const spec = specSchema.parse(raw);
        let one: ReturnType<typeof makeBook> | Error;
        try {
          one = makeBook(spec);
        } catch (error) {
          // A section no seed can meet must fail the same way on threads.
          one = error as Error;
        }
        const maker = new BookMaker(2);
        try {
          if (one instanceof Error) {
            await expect(maker.make(spec)).rejects.toThrow(one.message);
            return;
          }
          const two = await maker.make(spec);
          expect(two).toEqual(one);
          expect(JSON.stringify(two)).toBe(JSON.stringify(one));
        } finally {
          await maker.close();
        }
      }),
      { numRuns: 3, seed: 0x5eed0e },
    );
  });
});
