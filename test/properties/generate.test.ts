/**
 * Property 1, generate passes verify: for every kind, 60 random (seed, small options,
 * difficulty easy/medium/hard/expert) cases — 300 in all — each making a record with
 * `makeRecord` (null, a band not reached, is allowed but must be rare), whose puzzle and
 * solution pass the kind's schemas, `disproof` and `kind.check`, in the band asked for.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { disproof, makeRecord } from '../../src/book/make.ts';
import { recordSchema } from '../../src/kinds/record.ts';
import { getKind } from '../../src/kinds/registry.ts';
import { ALL_KINDS, kindCaseArb } from './arbitraries.ts';
import { cases } from '../cases.ts';

const RUNS = cases(20, 300);

describe('property: generated puzzles pass verification', () => {
  for (const name of ALL_KINDS) {
    it(`${name}: makeRecord gives a proved record in the asked band (${RUNS} cases)`, () => {
      const kind = getKind(name);
      let made = 0;
      fc.assert(
        fc.property(kindCaseArb(name), ({ seed, options: raw, difficulty }) => {
          const options = kind.options.parse(raw);
          const record = makeRecord(name, 'prop-1', seed, options, difficulty);
          if (!record) return;
          made++;
          expect(record.difficulty).toBe(difficulty);
          expect(record.kind).toBe(name);
          expect(record.seed).toBe(seed);
          expect(disproof(name, record.puzzle, record.solution)).toBeNull();
          expect(kind.check(record.puzzle, record.solution)).toBeNull();
          // What is stored must read back through the kind's own schemas unchanged.
          expect(kind.puzzle.parse(record.puzzle)).toEqual(record.puzzle);
          expect(kind.solution.parse(record.solution)).toEqual(record.solution);
          if (seed !== '') expect(recordSchema.safeParse(record).success).toBe(true);
        }),
        { numRuns: RUNS, seed: 0x5eed01 },
      );
      // Nulls are allowed, but a property that almost never made anything would test nothing.
      expect(made).toBeGreaterThan(RUNS / 2);
    });
  }
});
