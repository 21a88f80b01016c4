/**
 * Property 1, generate passes verify, and property 4's drawings of what is made: for every
 * kind, 20 random (seed, small options, difficulty easy/medium/hard/expert) cases (300 in
 * test:long), each making a record with `makeRecord` (null, a band not reached, is allowed but
 * must be rare), whose puzzle and solution pass the kind's schemas, `disproof` and `kind.check`,
 * in the band asked for; each drawn bare and with its answer as well-formed SVG titled with its
 * alt text (svg.ts); and the first 20 records are the ones recorded (test/kinds/golden.ts), ten
 * at a time: the same seed makes the same record, here after other kinds' puzzles were made, as
 * when it was made alone (property 3, determinism). A survey split (test/cases.ts `share`, issue
 * 106): npm test checks each kind's first ten cases, CI's release run the next ten, test:long all.
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
import { cases, share } from '../cases.ts';

/** The cases recorded (test:long makes more after them), ten to a record. */
const RECORDED = 20;
const PER_RECORD = 10;
const RUNS = cases(RECORDED, 300);
/** The case numbers this run checks: the first ten in npm test, the next ten in CI, every one in all and test:long. */
const TAKEN = share(PER_RECORD, RUNS);

describe('property: generated puzzles pass verification, draw as SVG, and are made again the same', () => {
  for (const name of inRecordOrder(kinds())) {
    it(`${name}: makeRecord gives a proved record in the asked band, drawn well-formed, as recorded (cases ${TAKEN[0]} to ${TAKEN.at(-1)} of ${RUNS})`, () => {
      const kind = getKind(name);
      // The property's cases, numbered as fast-check draws them: each run checks its share (TAKEN).
      const numbers = new Map(fc.sample(kindCaseArb(name), { numRuns: RUNS, seed: 0x5eed01 }).map((c, k) => [JSON.stringify(c), k]));
      const taken = new Set(TAKEN);
      const made = new Map<number, unknown>();
      fc.assert(
        fc.property(kindCaseArb(name), (c) => {
          const k = numbers.get(JSON.stringify(c));
          // Another part's case (or a case fast-check shrank a failure to): not this run's.
          if (k === undefined || !taken.has(k) || made.has(k)) return;
          const record = makeRecord(name, 'prop-1', c.seed, kind.options.parse(c.options), c.difficulty);
          made.set(k, record);
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
      // Every case of this run's share was met: the parts are the whole.
      expect([...made.keys()].sort((a, b) => a - b)).toEqual(TAKEN);
      // Nulls are allowed, but a property that almost never made anything would test nothing.
      expect([...made.values()].filter((r) => r !== null).length).toBeGreaterThan(TAKEN.length / 2);
      for (let from = 0; from < RECORDED; from += PER_RECORD) {
        const ten = Array.from({ length: PER_RECORD }, (_, i) => from + i);
        if (ten.every((k) => made.has(k))) expectGolden(`property/${name}/${from}-${from + PER_RECORD - 1}`, ten.map((k) => made.get(k)));
      }
    });
  }
});
