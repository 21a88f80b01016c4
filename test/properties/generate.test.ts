/**
 * Property 1, generate passes verify, and property 4's drawings of what is made: for every
 * kind, 20 random (seed, small options, difficulty easy/medium/hard/expert) cases (300 in
 * test:long), each making a record with `makeRecord` (null, a band not reached, is allowed but
 * must be rare), whose puzzle and solution pass the kind's schemas, `disproof` and `kind.check`,
 * in the band asked for; each drawn bare and with its answer as well-formed SVG titled with its
 * alt text (svg.ts); and the first 20 records are the ones recorded (test/kinds/golden.ts):
 * the same seed makes the same record, here after other kinds' puzzles were made, as when it
 * was made alone (property 3, determinism).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recordSchema } from '../../src/kinds/record.ts';
import { getKind } from '../../src/kinds/registry.ts';
import { disproof, makeRecord } from '../../src/book/make.ts';
import { expectGolden, inRecordOrder } from '../kinds/golden.ts';
import { kinds } from '../matrix.ts';
import { kindCaseArb } from './arbitraries.ts';
import { expectGoodSvg } from './svg.ts';
import { cases } from '../cases.ts';

/** The cases every run makes, and compares with those recorded (test:long makes more after them). */
const RECORDED = 20;
const RUNS = cases(RECORDED, 300);

describe('property: generated puzzles pass verification, draw as SVG, and are made again the same', () => {
  for (const name of inRecordOrder(kinds())) {
    it(`${name}: makeRecord gives a proved record in the asked band, drawn well-formed, as recorded (${RUNS} cases)`, () => {
      const kind = getKind(name);
      const made: unknown[] = [];
      fc.assert(
        fc.property(kindCaseArb(name), (c) => {
          const record = makeRecord(name, 'prop-1', c.seed, kind.options.parse(c.options), c.difficulty);
          made.push(record);
          if (!record) return;
          expect(record.difficulty).toBe(c.difficulty);
          expect(record.kind).toBe(name);
          expect(record.seed).toBe(c.seed);
          expect(disproof(name, record.puzzle, record.solution)).toBeNull();
          expect(kind.check(record.puzzle, record.solution)).toBeNull();
          // What is stored must read back through the kind's own schemas unchanged.
          expect(kind.puzzle.parse(record.puzzle)).toEqual(record.puzzle);
          expect(kind.solution.parse(record.solution)).toEqual(record.solution);
          if (c.seed !== '') expect(recordSchema.safeParse(record).success).toBe(true);
          expectGoodSvg(kind.draw(record.puzzle));
          expectGoodSvg(kind.draw(record.puzzle, record.solution));
        }),
        { numRuns: RUNS, seed: 0x5eed01 },
      );
      // Nulls are allowed, but a property that almost never made anything would test nothing.
      expect(made.filter((r) => r !== null).length).toBeGreaterThan(RUNS / 2);
      expectGolden(`property/${name}`, made.slice(0, RECORDED));
    });
  }
});
